import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupEmbedded, restoreEmbedded } from './backup';

/**
 * `npm run db:backup [-- <folder>]` and `npm run db:restore -- <folder> [--force]` for the
 * embedded database. Stop the server first: the data folder's lock is required.
 */
const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back up PostgreSQL with pg_dump (see README, Operations).');
  process.exit(1);
}
const folderArg = args.find((a) => !a.startsWith('--'));
try {
  if (command === 'backup') {
    const target = resolve(folderArg ?? `backups/backup-${new Date().toISOString().replace(/[:.]/g, '-')}`);
    await backupEmbedded(config.dataDir, target);
    console.log(`Backup written to ${target}`);
  } else if (command === 'restore') {
    if (!folderArg) throw new Error('Name the backup folder: npm run db:restore -- backups/backup-…');
    const aside = await restoreEmbedded(config.dataDir, resolve(folderArg), { force: args.includes('--force') });
    console.log(
      `Restored ${resolve(folderArg)} into ${config.dataDir}${aside ? ` (previous database kept in ${aside})` : ''}`,
    );
  } else {
    throw new Error('Usage: cli-backup.ts backup [folder] | restore <folder> [--force]');
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
