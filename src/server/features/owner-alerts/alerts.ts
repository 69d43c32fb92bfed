import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { ownerAlerts } from '../../db/schema';
import type { Tx } from '../../jobs/queue';
import { mailDeliveredSince, mailFailure, queueBehind, queueCaughtUp } from './conditions';

type OwnerAlertKind = 'mail-failing' | 'queue-behind';

/** Everything the owners are told of an alert: raised (push) or cleared (mail: e-mail; queue: push). */
export type OwnerAlertNote = {
  kind: OwnerAlertKind;
  step: 'raised' | 'cleared';
  /** The incident's number: each incident's messages are keyed by it, so each goes once. */
  incident: number;
  raisedAt: Date;
  /** Cleared only: when. */
  clearedAt: Date | null;
  /** What was seen, in a sentence (counts and ages, never a message's content or address). */
  detail: string;
  /** The owners' e-mail addresses (the mail-restored e-mail goes to them). */
  owners: string[];
};

export type OwnerAlertDeps = {
  db: Database;
  now: () => Date;
  notifier: { ownerAlert(tx: Tx, note: OwnerAlertNote): Promise<void> };
  ownerEmails: (db: Database) => Promise<string[]>;
};

type Row = typeof ownerAlerts.$inferSelect;
/** What one look at a condition decided: raise it (with what was seen), clear it, or leave it as it is. */
type Verdict = { step: 'raised' | 'cleared'; detail: string } | null;

const minutes = (ms: number) => Math.max(0, Math.floor(ms / 60_000));

async function lookAtMail(tx: Database, row: Row, at: Date): Promise<Verdict> {
  if (row.raisedAt) {
    // Mail works again once an e-mail is accepted after the alert went out, not merely when the
    // failing ones are gone (used up their retries, or were deleted with their booking).
    return (await mailDeliveredSince(tx, row.raisedAt))
      ? { step: 'cleared', detail: 'An e-mail was accepted by the mail server again.' }
      : null;
  }
  const failure = await mailFailure(tx, at);
  if (!failure) return null;
  const count = failure.failing === 1 ? '1 e-mail' : `${failure.failing} e-mails`;
  return {
    step: 'raised',
    detail: `${count} failing, the oldest for ${minutes(at.getTime() - failure.oldest.getTime())} minutes; none sent in 15 minutes.`,
  };
}

async function lookAtQueue(tx: Database, row: Row): Promise<Verdict> {
  if (row.raisedAt) {
    return (await queueCaughtUp(tx)) ? { step: 'cleared', detail: 'No job has waited over a minute.' } : null;
  }
  const backlog = await queueBehind(tx);
  if (!backlog) return null;
  return {
    step: 'raised',
    detail: `${backlog.waiting === 1 ? '1 job' : `${backlog.waiting} jobs`} waiting, the oldest for ${minutes(backlog.oldestWaitingSeconds * 1000)} minutes.`,
  };
}

/**
 * One look at one condition, in one transaction that holds its row: another instance looking at
 * the same moment waits, then sees the alert raised (or cleared) already and does nothing. The
 * owners' messages go into the outbox in the same transaction as the state they report.
 */
async function check(deps: OwnerAlertDeps, kind: OwnerAlertKind): Promise<OwnerAlertNote | null> {
  return deps.db.transaction(async (tx) => {
    await tx.insert(ownerAlerts).values({ kind }).onConflictDoNothing();
    const [row] = await tx.select().from(ownerAlerts).where(eq(ownerAlerts.kind, kind)).for('update');
    if (!row) throw new Error(`owner alert ${kind} not stored`);
    const at = deps.now();
    const verdict = kind === 'mail-failing' ? await lookAtMail(tx, row, at) : await lookAtQueue(tx, row);
    if (!verdict) return null;
    const raised = verdict.step === 'raised';
    const incident = raised ? row.incident + 1 : row.incident;
    const raisedAt = raised ? at : (row.raisedAt ?? at);
    await tx
      .update(ownerAlerts)
      .set(raised ? { incident, raisedAt } : { raisedAt: null, clearedAt: at })
      .where(eq(ownerAlerts.kind, kind));
    const note: OwnerAlertNote = {
      kind,
      step: verdict.step,
      incident,
      raisedAt,
      clearedAt: raised ? null : at,
      detail: verdict.detail,
      owners: await deps.ownerEmails(tx),
    };
    await deps.notifier.ownerAlert(tx, note);
    return note;
  });
}

/** The owners' alerts: each run looks at every condition, raising or clearing each once per incident. */
export function createOwnerAlerts(deps: OwnerAlertDeps) {
  return {
    /** Answers what this run raised or cleared (nothing when another instance did it first). */
    async check(): Promise<OwnerAlertNote[]> {
      const notes = [await check(deps, 'mail-failing'), await check(deps, 'queue-behind')];
      return notes.filter((n) => n !== null);
    },
  };
}
export type OwnerAlerts = ReturnType<typeof createOwnerAlerts>;
