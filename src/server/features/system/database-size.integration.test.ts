import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../../../test/helpers/database';
import { openDatabase } from '../../db/client';
import { databaseSize } from './repository';

/** The System page's database size for the embedded database: its folder on disk, every file counted. */
describe('databaseSize on the embedded database', () => {
  it('counts the files of DATA_DIR/pgdata, so a file added there adds its size', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'system-size-'));
    // The run's migrated database, not initdb and every migration again (4 of this test's 5 s).
    await migratedDataDir(dataDir);
    const database = await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(database.dataDir).toBe(join(dataDir, 'pgdata'));
      const before = await databaseSize(database);
      // More than PostgreSQL's own count of the database: the folder also holds the WAL and catalogs.
      expect(before).toBeGreaterThan(1_000_000);
      const extra = join(dataDir, 'pgdata', 'size-test-file');
      await writeFile(extra, Buffer.alloc(123_456));
      expect((await stat(extra)).size).toBe(123_456);
      expect(await databaseSize(database)).toBe(before + 123_456);
    } finally {
      await database.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
