import { and, eq, gt, gte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { messages } from '../../db/schema';
import { queueBacklog } from '../health';

const MINUTE = 60_000;
/** Mail failing this long (and nothing delivered in that time) raises the alert. */
const MAIL_FAILING_MS = 15 * MINUTE;
/** The oldest waiting job older than this raises the queue's alert... */
const QUEUE_BEHIND_SECONDS = 5 * 60;
/** ...and it is caught up again once the oldest waiting job is younger than this (no flapping at 5 minutes). */
const QUEUE_CAUGHT_UP_SECONDS = 60;

type MailFailure = { failing: number; oldest: Date };

/**
 * Mail is failing at `at` (decision 047) when both hold:
 * - some e-mail in the outbox is still queued after at least one failed try (status 'queued',
 *   tries ≥ 1: a try that worked would have made it 'sent') and was queued 15 minutes ago or
 *   earlier, so it has been failing that long;
 * - no e-mail at all was accepted by the mail server (sent_at) in the last 15 minutes.
 * E-mails never tried yet are the queue's alert, not this one; 'logged' (no SMTP_URL), 'skipped'
 * and 'failed' (every retry used, 25 hours on) rows play no part.
 */
export async function mailFailure(db: Database, at: Date): Promise<MailFailure | null> {
  const since = new Date(at.getTime() - MAIL_FAILING_MS);
  const [failing] = await db
    .select({
      n: sql<number>`count(*)::int`,
      oldest: sql<string | null>`min(${messages.createdAt})`,
    })
    .from(messages)
    .where(and(eq(messages.channel, 'email'), eq(messages.status, 'queued'), gte(messages.tries, 1)));
  if (!failing?.oldest || new Date(failing.oldest).getTime() > since.getTime()) return null;
  if (await mailDeliveredSince(db, since, true)) return null;
  return { failing: failing.n, oldest: new Date(failing.oldest) };
}

/** Whether an e-mail was accepted by the mail server after `since` (or at it, when `strictly` is false). */
export async function mailDeliveredSince(db: Database, since: Date, strictly = false): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(
      and(
        eq(messages.channel, 'email'),
        eq(messages.status, 'sent'),
        strictly ? gt(messages.sentAt, since) : gte(messages.sentAt, since),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The job queue's backlog when it is behind (the oldest waiting job over 5 minutes old), else null. */
export async function queueBehind(db: Database) {
  const backlog = await queueBacklog(db);
  return backlog.oldestWaitingSeconds > QUEUE_BEHIND_SECONDS ? backlog : null;
}

/** True once the queue has caught up: nothing waiting longer than a minute. */
export async function queueCaughtUp(db: Database): Promise<boolean> {
  return (await queueBacklog(db)).oldestWaitingSeconds < QUEUE_CAUGHT_UP_SECONDS;
}
