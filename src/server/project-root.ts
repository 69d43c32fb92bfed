import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The folder that holds the app's package.json, dist/ and drizzle/: the repository when the server
 * runs from its TypeScript sources (src/server/…), the release folder when it runs compiled
 * (dist/node/main.js, decision 044). Found by walking up from this module, so both layouts work.
 */
function findProjectRoot(from: string): string {
  let dir = from;
  for (;;) {
    if (existsSync(join(dir, 'package.json')) && existsSync(join(dir, 'drizzle'))) return dir;
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json with a drizzle/ folder above ${from}`);
    dir = parent;
  }
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
