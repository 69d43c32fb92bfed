import { resolve } from 'node:path';
import { loadConfig } from '../config';
import { backupEmbedded, restoreEmbedded } from './backup';
import { openDatabase } from './client';
import { backups } from './schema';

/**
 * `npm run db:backup [-- <folder>]` and `npm run db:restore -- <folder> [--force]` for the
 * embedded database. Stop the server first: the data folder's lock is required (the running app
 * backs itself up online with BACKUP_DIR, decision 048). On PostgreSQL, `npm run db:backup --
 * --reported <where>` records a pg_dump taken outside the app, for the System page.
 */
const [command, ...args] = process.argv.slice(2);
const config = loadConfig();
const folderArg = args.find((a) => !a.startsWith('--'));
if (config.databaseUrl) {
  if (command === 'backup' && args.includes('--reported') && folderArg) {
    // The System page shows the last backup: on PostgreSQL, the one an operator reports here.
    const database = await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 1 });
    await database.db
      .insert(backups)
      .values({ origin: 'reported', status: 'done', location: folderArg, finishedAt: new Date() });
    await database.close();
    console.log(`Recorded the backup at ${folderArg}`);
    process.exit(0);
  }
  console.error(
    'DATABASE_URL is set: back up PostgreSQL with pg_dump, then record it with `npm run db:backup -- --reported <where>` (docs/deploy.md).',
  );
  process.exit(1);
}
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
