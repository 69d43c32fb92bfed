import type { FastifyInstance } from 'fastify';
import type { BackupSettings } from '../../config';
import type { DatabaseHandle } from '../../db/client';
import { BACKUP_QUEUE, createBackups } from './service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Tests take a backup on their own clock through this (backups.run()). */
    backups: ReturnType<typeof createBackups>;
  }
}

/**
 * Backups through the job queue (decision 048): an owner's on-demand ones, and with BACKUP_DIR a
 * daily one at 03:30 (Florida), once across instances. Only the embedded database is backed up
 * by the app, so only its single instance works the queue. A failed backup is not retried: the row
 * says why, the System page shows it, and the next day's run tries again.
 */
export async function startBackups(
  app: FastifyInstance,
  deps: { database: DatabaseHandle; settings: BackupSettings; now: () => Date; runJobs: boolean },
) {
  const backups = createBackups({ ...deps, queue: app.jobQueue });
  const queue = app.jobQueue;
  await queue.define(BACKUP_QUEUE, { delaySeconds: 60, maxDelaySeconds: 60, limit: 0 }, { expireInSeconds: 3600 });
  if (deps.runJobs && deps.database.kind === 'pglite') {
    await queue.work<{ backupId?: string }>(BACKUP_QUEUE, async (job) => {
      const backup = await backups.run(job.data?.backupId);
      if (backup.status === 'failed')
        app.log.error({ jobId: job.id, backupId: backup.id, err: backup.error }, 'backup failed');
      else app.log.info({ jobId: job.id, backupId: backup.id, bytes: backup.bytes }, 'backup taken');
    });
    if (deps.settings) await queue.schedule(BACKUP_QUEUE, '30 3 * * *');
  }
  app.decorate('backups', backups);
  return backups;
}
