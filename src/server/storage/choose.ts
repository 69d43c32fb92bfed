import { join } from 'node:path';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createDatabaseStorage } from './database-storage';
import { createDiskStorage } from './disk-storage';
import { createS3Storage } from './s3-storage';
import type { ObjectStorage } from './storage';

/**
 * Where photos live (decision 043): S3 when it is configured; else, on PostgreSQL (where several
 * instances may run), the database itself, so every instance serves every photo; else (the
 * embedded database, one instance) a folder in DATA_DIR.
 */
export function storageFor(config: Pick<Config, 's3' | 'databaseUrl' | 'dataDir'>, db: Database): ObjectStorage {
  if (config.s3) return createS3Storage(config.s3);
  if (config.databaseUrl) return createDatabaseStorage(db);
  return createDiskStorage(join(config.dataDir, 'objects'));
}
