import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { readdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/**
 * Where tests keep what an earlier run made (the migrated snapshot, the demo art): inside
 * node_modules, so a new install starts afresh.
 */
export const TEST_CACHE = resolve('node_modules/.cache/test-database');

/** Keeps the `keep` newest files of the folder whose names match, removes the others. */
export async function keepNewest(folder: string, names: RegExp, keep: number): Promise<void> {
  const found: { path: string; at: number }[] = [];
  for (const name of await readdir(folder)) {
    if (!names.test(name)) continue;
    const path = join(folder, name);
    // Another run may remove the same file first.
    const at = await stat(path).then(
      (s) => s.mtimeMs,
      () => null,
    );
    if (at !== null) found.push({ path, at });
  }
  found.sort((a, b) => b.at - a.at);
  for (const { path } of found.slice(keep)) await rm(path, { force: true });
}

/** A name for what these files (and `extra`) make: a change to any of them gives another. */
export function contentKey(files: string[], extra = ''): string {
  const hash = createHash('sha256');
  for (const file of files) hash.update(`${file}\0`).update(readFileSync(file)).update('\0');
  return hash.update(extra).digest('hex').slice(0, 24);
}

/** Writes the file whole or not at all: another run or worker may be reading the same name. */
export async function writeWhole(path: string, data: string | Uint8Array): Promise<void> {
  const partial = `${path}.${process.pid}.${randomBytes(4).toString('hex')}`;
  await writeFile(partial, data);
  await rename(partial, path);
}
