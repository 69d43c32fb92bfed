import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { storedObjects } from '../db/schema';
import { isSafeObjectKey, type ObjectStorage } from './storage';

/**
 * Object storage in the database itself (decision 043): what several instances on one PostgreSQL
 * share when there is no S3, so a photo uploaded through one is served by all. Photos are small
 * (resized WebP), and a CDN or the browser caches them for a year (/objects is immutable).
 */
export function createDatabaseStorage(db: Database): ObjectStorage {
  return {
    async put(key, bytes, contentType) {
      if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
      await db
        .insert(storedObjects)
        .values({ key, contentType, size: bytes.length, bytes })
        .onConflictDoUpdate({ target: storedObjects.key, set: { contentType, size: bytes.length, bytes } });
    },
    async get(key) {
      if (!isSafeObjectKey(key)) return null;
      const [row] = await db
        .select({ contentType: storedObjects.contentType, size: storedObjects.size, bytes: storedObjects.bytes })
        .from(storedObjects)
        .where(eq(storedObjects.key, key));
      return row ? { body: Readable.from([row.bytes]), contentType: row.contentType, size: row.size } : null;
    },
    async delete(key) {
      if (!isSafeObjectKey(key)) return;
      await db.delete(storedObjects).where(eq(storedObjects.key, key));
    },
  };
}
