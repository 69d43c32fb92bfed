import { z } from 'zod';
import { MESSAGE_CHANNELS } from './message';

/** A message still queued this long after it was made is stuck (its first try is seconds away). */
export const STUCK_MESSAGE_MINUTES = 5;
/** A queue whose oldest due job has waited longer than this is behind. */
export const QUEUE_BEHIND_SECONDS = 5 * 60;

/** GET /api/admin/system (owners): how the running app is doing, for the System page and its badge. */
export const systemStatusSchema = z.object({
  /** Per job queue: jobs due and not yet taken, and how long the oldest of them has waited. */
  queues: z.array(z.object({ name: z.string(), waiting: z.number().int(), oldestWaitingSeconds: z.number().int() })),
  /** Per channel: messages failed for good, and messages still queued past STUCK_MESSAGE_MINUTES. */
  messages: z.array(z.object({ channel: z.enum(MESSAGE_CHANNELS), failed: z.number().int(), stuck: z.number().int() })),
  /** This instance's answers in the last `windowMinutes`: 5xx, and those slower than `slowMs`. */
  requests: z.object({
    windowMinutes: z.number().int(),
    slowMs: z.number().int(),
    serverErrors: z.number().int(),
    slow: z.number().int(),
  }),
  database: z.object({ kind: z.enum(['pglite', 'postgres']), sizeBytes: z.number().int() }),
  /** The last backup the app knows of; null when none is recorded. */
  lastBackup: z.object({ at: z.string(), location: z.string().nullable() }).nullable(),
  /**
   * Whether an owner can take a backup now (POST /api/admin/system/backups): `ready` on the embedded
   * database with BACKUP_DIR set, `unset` without BACKUP_DIR, `postgres` on PostgreSQL (pg_dump's job).
   */
  backupNow: z.enum(['ready', 'unset', 'postgres']),
  /** package.json's version. */
  version: z.string(),
  /** Seconds this instance has been running. */
  uptimeSeconds: z.number().int(),
});
export type SystemStatus = z.infer<typeof systemStatusSchema>;

/** What needs an owner's look, in words (empty: all is well): the dashboard's badge and the page's summary. */
export function systemAttention(status: SystemStatus): string[] {
  const reasons: string[] = [];
  const failed = status.messages.reduce((n, m) => n + m.failed, 0);
  const stuck = status.messages.reduce((n, m) => n + m.stuck, 0);
  if (failed > 0) reasons.push(`${failed} ${failed === 1 ? 'message' : 'messages'} failed`);
  if (stuck > 0) reasons.push(`${stuck} ${stuck === 1 ? 'message' : 'messages'} stuck`);
  for (const q of status.queues)
    if (q.oldestWaitingSeconds > QUEUE_BEHIND_SECONDS)
      reasons.push(`queue ${q.name} is ${Math.floor(q.oldestWaitingSeconds / 60)} minutes behind`);
  const errors = status.requests.serverErrors;
  if (errors > 0) reasons.push(`${errors} server ${errors === 1 ? 'error' : 'errors'} in the last hour`);
  return reasons;
}
