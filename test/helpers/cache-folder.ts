import { readdir, rm, stat } from 'node:fs/promises';
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
