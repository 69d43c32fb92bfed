/**
 * Whether the compiled server (dist/node/main.js, the build's last output) is older than a source
 * the build reads. `npm start` builds when it is (build-if-stale.mjs); tests that start the built
 * server refuse to run a stale one (test/helpers/server-process.ts).
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const INPUTS = [
  'src',
  'drizzle',
  'public',
  'index.html',
  'vite.config.ts',
  'lingui.config.ts',
  'package-lock.json',
  'scripts/build-server.mjs',
];
// Written by the build itself (Lingui's compiled catalogs), or read by no build (tests): never a
// reason to build again.
const NOT_INPUTS = /[\\/]locales[\\/][^\\/]+[\\/]messages\.ts$|\.test\.tsx?$/;

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return NOT_INPUTS.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

/** `{ built, stale }`: built is false when there is no compiled server at all. */
export function buildAge(root) {
  const server = join(root, 'dist/node/main.js');
  const builtAt = existsSync(server) ? statSync(server).mtimeMs : 0;
  const changedAt = Math.max(
    ...INPUTS.map((p) => join(root, p))
      .filter(existsSync)
      .map(newest),
  );
  return { built: builtAt > 0, stale: builtAt < changedAt };
}
