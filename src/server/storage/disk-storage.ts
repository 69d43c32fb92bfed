import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { dirname, extname, join } from 'node:path';
import { isSafeObjectKey, type ObjectStorage } from './storage';

const CONTENT_TYPES: Record<string, string> = {
  '.webp': 'image/webp',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.png': 'image/png',
  '.avif': 'image/avif',
};

/** Local-disk object storage under one root folder. Writes go to a temporary file first, then are renamed. */
export function createDiskStorage(root: string): ObjectStorage {
  const pathOf = (key: string) => {
    if (!isSafeObjectKey(key)) throw new Error(`Unsafe object key: ${key}`);
    return join(root, key);
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      const temporary = `${path}.${process.pid}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, path);
    },
    async get(key) {
      if (!isSafeObjectKey(key)) return null;
      const path = join(root, key);
      try {
        const info = await stat(path);
        if (!info.isFile()) return null;
        const contentType = CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
        return { body: createReadStream(path), contentType, size: info.size };
      } catch {
        return null;
      }
    },
    async delete(key) {
      await unlink(pathOf(key)).catch(() => {});
    },
  };
}
