import type { Database } from '../../db/client';

export type LastBackup = { at: Date };

/**
 * The last backup the app knows of, for the System page. A seam: no record of backups exists yet,
 * so it answers null ("no backup recorded"). The backups work (issue 32) fills it in: the last
 * online backup it took, or on PostgreSQL the last one it was told of (docs/decisions/045).
 */
export async function lastBackupOf(_db: Database): Promise<LastBackup | null> {
  return null;
}
