import { cp, mkdir, readFile, rename, stat, writeFile } from 'node:fs/promises';
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
    // A checkpoint first, so the dump holds everything committed.
    await client.exec('checkpoint');
    const dump = await client.dumpDataDir('gzip');
    await client.close();
    await mkdir(target, { recursive: true });
    await writeFile(join(target, 'database.tar.gz'), Buffer.from(await dump.arrayBuffer()));
    if (await exists(join(dataDir, 'objects')))
      await cp(join(dataDir, 'objects'), join(target, 'objects'), { recursive: true });
  } finally {
    release();
  }
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
