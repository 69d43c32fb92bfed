import type { Readable } from 'node:stream';

/** Where photos live. Keys are relative paths such as 'photos/ab12cd.webp'; the public URL is '/objects/' + key. */
export interface ObjectStorage {
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  get(key: string): Promise<{ body: Readable; contentType: string; size: number } | null>;
  delete(key: string): Promise<void>;
  /**
   * Drivers that take uploads directly (S3) answer a presigned PUT URL for the key; without it,
   * uploads go through the app (/api/admin/uploads/...).
   */
  presignUpload?(key: string, expiresSeconds: number): string;
  /** The origin browsers upload to, for the Content-Security-Policy's connect-src. */
  uploadOrigin?(): string;
}

/** Keys are built by the server, but are also read from URLs: only plain segments pass. */
const SAFE_KEY = /^[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/i;
export function isSafeObjectKey(key: string): boolean {
  return key.length <= 200 && SAFE_KEY.test(key);
}
