import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { desc, eq } from 'drizzle-orm';
import type { Backup } from '../../../shared/schemas/backup';
import type { BackupSettings } from '../../config';
import { backupLive } from '../../db/backup';
import type { DatabaseHandle } from '../../db/client';
import type { Database } from '../../db/database';
import { backups } from '../../db/schema';
import { HttpError } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { AuditChange } from '../audit';

export const BACKUP_QUEUE = 'backups';
const FOLDER = /^backup-\d{4}-\d{2}-\d{2}T[\d-]+Z$/;

type BackupRow = typeof backups.$inferSelect;
const toBackup = (row: BackupRow): Backup => ({
  id: row.id,
  requestedAt: row.requestedAt.toISOString(),
  origin: row.origin,
  status: row.status,
  finishedAt: row.finishedAt?.toISOString() ?? null,
  location: row.location,
  bytes: row.bytes,
  error: row.error,
});

/** The last backup that finished (taken by the app or reported by an operator), for the System page. */
export async function lastBackup(db: DatabaseHandle['db']): Promise<Backup | null> {
  const [row] = await db
    .select()
    .from(backups)
    .where(eq(backups.status, 'done'))
    .orderBy(desc(backups.finishedAt))
    .limit(1);
  return row ? toBackup(row) : null;
}

/**
 * Online backups of the embedded database and its photos (decision 048): a row per backup, the
 * work done by a job (on demand: queued in the same transaction as the row; on the schedule: the
 * daily cron job itself), the folder written whole or not at all, and only the newest
 * BACKUP_KEEP kept.
 */
export function createBackups(deps: {
  database: DatabaseHandle;
  settings: BackupSettings;
  queue: JobQueue;
  now: () => Date;
}) {
  const { db } = deps.database;
  const pglite = deps.database.jobConnection.kind === 'pglite' ? deps.database.jobConnection.client : null;

  function refusal(): HttpError | null {
    if (!pglite)
      return new HttpError(
        409,
        'On PostgreSQL, back up with pg_dump and record it with npm run db:backup -- --reported <where> (docs/deploy.md)',
        'BACKUP_NOT_HERE',
      );
    if (!deps.settings) return new HttpError(409, 'Set BACKUP_DIR to take backups of the database', 'BACKUP_DIR_UNSET');
    return null;
  }

  async function prune(dir: string, keep: number): Promise<void> {
    const folders = (await readdir(dir)).filter((name) => FOLDER.test(name)).sort();
    for (const name of folders.slice(0, Math.max(0, folders.length - keep)))
      await rm(join(dir, name), { recursive: true, force: true });
  }

  /** Takes the backup a row stands for; a failure is kept on the row (the next run tries anew). */
  async function take(id: string): Promise<Backup> {
    const refused = refusal();
    const stamp = deps.now().toISOString().replace(/[:.]/g, '-');
    const location = `backup-${stamp}`;
    let outcome: Partial<BackupRow>;
    try {
      if (refused || !pglite || !deps.settings) throw refused ?? new Error('no embedded database');
      const bytes = await backupLive(pglite, deps.settings.dataDir, join(deps.settings.dir, location));
      await prune(deps.settings.dir, deps.settings.keep);
      outcome = { status: 'done', location, bytes, error: null };
    } catch (err) {
      outcome = { status: 'failed', error: err instanceof Error ? err.message : String(err) };
    }
    const [row] = await db
      .update(backups)
      .set({ ...outcome, finishedAt: deps.now() })
      .where(eq(backups.id, id))
      .returning();
    if (!row) throw new Error(`backup ${id} vanished`);
    return toBackup(row);
  }

  return {
    /** An owner's "Back up now": the row and its job, in one transaction. */
    async request(
      requestedBy: string,
      audit: (tx: Database, change: AuditChange) => Promise<void>,
    ): Promise<{ id: string; status: 'queued' }> {
      const refused = refusal();
      if (refused) throw refused;
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(backups)
          .values({ origin: 'owner', requestedBy, status: 'queued', requestedAt: deps.now() })
          .returning();
        if (!row) throw new Error('the backup row was not stored');
        await deps.queue.send(tx, BACKUP_QUEUE, { backupId: row.id });
        await audit(tx, { entityType: 'backups', entityId: row.id, before: null, after: toBackup(row) });
        return { id: row.id, status: 'queued' as const };
      });
    },
    /** The job: a queued row's backup, or (the daily schedule, no row yet) a new one. */
    async run(backupId?: string): Promise<Backup> {
      let id = backupId;
      if (!id) {
        const [row] = await db
          .insert(backups)
          .values({ origin: 'schedule', status: 'queued', requestedAt: deps.now() })
          .returning({ id: backups.id });
        id = row?.id;
      }
      if (!id) throw new Error('the backup row was not stored');
      return take(id);
    },
    async get(id: string): Promise<Backup | null> {
      const [row] = await db.select().from(backups).where(eq(backups.id, id));
      return row ? toBackup(row) : null;
    },
  };
}

export type Backups = ReturnType<typeof createBackups>;
