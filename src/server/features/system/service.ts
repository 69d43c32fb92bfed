import type { SystemStatus } from '../../../shared/schemas/system';
import type { DatabaseHandle } from '../../db/client';
import { lastBackupOf } from './last-backup';
import { databaseSize, messageTrouble, queueBacklogs } from './repository';
import { REQUEST_WINDOW_MINUTES, type RequestStats, SLOW_REQUEST_MS } from './request-stats';
import { appVersion } from './version';

export type SystemDeps = {
  database: DatabaseHandle;
  now: () => Date;
  stats: RequestStats;
  /** BACKUP_DIR is set: the app takes online backups of the embedded database (decision 048). */
  backupDir: boolean;
};

/** What GET /api/admin/system answers: the queue, the outbox, this instance's requests, the database. */
export async function systemStatus({ database, now, stats, backupDir }: SystemDeps): Promise<SystemStatus> {
  const { db } = database;
  const [queues, messages, sizeBytes, lastBackup] = await Promise.all([
    queueBacklogs(db),
    messageTrouble(db, now()),
    databaseSize(database),
    lastBackupOf(db),
  ]);
  const { serverErrors, slow } = stats.lastHour();
  return {
    queues,
    messages,
    requests: { windowMinutes: REQUEST_WINDOW_MINUTES, slowMs: SLOW_REQUEST_MS, serverErrors, slow },
    database: { kind: database.kind, sizeBytes },
    lastBackup: lastBackup ? { at: lastBackup.at.toISOString(), location: lastBackup.location } : null,
    backupNow: database.kind === 'postgres' ? 'postgres' : backupDir ? 'ready' : 'unset',
    version: VERSION,
    uptimeSeconds: Math.floor(process.uptime()),
  };
}

const VERSION = appVersion();
