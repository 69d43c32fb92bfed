import { cp, mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { acquireDirectoryLock } from './lock';

/**
 * Backups of the embedded database: a folder holding `database.tar.gz` (PGlite's own dump of its
 * data directory, consistent because the folder lock guarantees no server is running) and a copy
 * of the stored photos (`objects/`). For PostgreSQL, use pg_dump (see README).
 */
const exists = (path: string) =>
  stat(path).then(
    () => true,
    () => false,
  );

export async function backupEmbedded(dataDir: string, target: string): Promise<void> {
  if (!(await exists(join(dataDir, 'pgdata')))) throw new Error(`No embedded database in ${dataDir}`);
  if (await exists(target)) throw new Error(`${target} already exists: choose a new backup folder`);
  const release = acquireDirectoryLock(join(dataDir, 'pglite.lock'));
  try {
    const client = new PGlite(join(dataDir, 'pgdata'));
    await client.waitReady;
    try {
      await writeBackup(client, dataDir, target);
    } finally {
      await client.close();
    }
  } finally {
    release();
  }
}

/**
 * A backup of the running app's own database (decision 048), while it serves: PGlite runs one
 * statement at a time, and its dump of the data folder takes its lock, so nothing writes during
 * the dump; what the dump holds is the data folder with its write-ahead log at one instant, which
 * opens (after PostgreSQL's crash recovery) with every transaction committed before it and none
 * that was still open. Written to `<target>.partial`, then renamed: a folder named like a backup
 * is always whole. Answers the backup's size in bytes.
 */
export async function backupLive(client: PGlite, dataDir: string, target: string): Promise<number> {
  if (await exists(target)) throw new Error(`${target} already exists`);
  const partial = `${target}.partial`;
  await rm(partial, { recursive: true, force: true });
  const bytes = await writeBackup(client, dataDir, partial);
  await rename(partial, target);
  return bytes;
}

async function writeBackup(client: PGlite, dataDir: string, target: string): Promise<number> {
  // A checkpoint first, so that the dump needs little recovery when it is opened.
  await client.exec('checkpoint');
  const dump = Buffer.from(await (await client.dumpDataDir('gzip')).arrayBuffer());
  await mkdir(target, { recursive: true });
  await writeFile(join(target, 'database.tar.gz'), dump);
  let bytes = dump.length;
  if (await exists(join(dataDir, 'objects'))) {
    await cp(join(dataDir, 'objects'), join(target, 'objects'), { recursive: true });
    bytes += await folderSize(join(target, 'objects'));
  }
  return bytes;
}

async function folderSize(path: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(path, { withFileTypes: true })) {
    const full = join(path, entry.name);
    total += entry.isDirectory() ? await folderSize(full) : (await stat(full)).size;
  }
  return total;
}

/** Restores a backup into DATA_DIR. An existing database is kept aside (pgdata.before-restore-…), never deleted. */
export async function restoreEmbedded(dataDir: string, source: string, { force = false } = {}): Promise<string | null> {
  const dump = await readFile(join(source, 'database.tar.gz'));
  await mkdir(dataDir, { recursive: true });
  const release = acquireDirectoryLock(join(dataDir, 'pglite.lock'));
  try {
    const pgdata = join(dataDir, 'pgdata');
    let keptAside: string | null = null;
    if (await exists(pgdata)) {
      if (!force) throw new Error(`${pgdata} exists: pass --force to restore over it (the current one is kept aside)`);
      keptAside = `${pgdata}.before-restore-${new Date().toISOString().replace(/[:.]/g, '-')}`;
      await rename(pgdata, keptAside);
    }
    const client = new PGlite(pgdata, { loadDataDir: new Blob([new Uint8Array(dump)]) });
    await client.waitReady;
    await client.query('select 1');
    await client.close();
    if (await exists(join(source, 'objects'))) {
      await cp(join(source, 'objects'), join(dataDir, 'objects'), { recursive: true, force: true });
    }
    return keptAside;
  } finally {
    release();
  }
}
