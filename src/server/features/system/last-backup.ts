import type { Database } from '../../db/client';
import { lastBackup } from '../backups';

export type LastBackup = { at: Date; location: string | null };

/**
 * The last backup the app knows of, for the System page: the last online backup it took, or on
 * PostgreSQL the last one an operator reported (decision 048).
 */
export async function lastBackupOf(db: Database): Promise<LastBackup | null> {
  const backup = await lastBackup(db);
  if (!backup?.finishedAt) return null;
  return { at: new Date(backup.finishedAt), location: backup.location };
}
