/**
 * `npm start`'s first step: build once, not on every start (issue 32). Builds when there is no
 * compiled server, or when a source the build reads is newer than it (dist/node/main.js is the
 * build's last output). `npm run serve` never builds.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
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
// Written by the build itself (Lingui's compiled catalogs), so never a reason to build again.
const OUTPUTS = /[\\/]locales[\\/][^\\/]+[\\/]messages\.ts$/;

function newest(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return OUTPUTS.test(path) ? 0 : stat.mtimeMs;
  let latest = 0;
  for (const name of readdirSync(path)) latest = Math.max(latest, newest(join(path, name)));
  return latest;
}

const built = join(root, 'dist/node/main.js');
const builtAt = existsSync(built) ? statSync(built).mtimeMs : 0;
const changedAt = Math.max(
  ...INPUTS.map((p) => join(root, p))
    .filter(existsSync)
    .map(newest),
);
if (builtAt >= changedAt) {
  console.log('The build is up to date: starting it (npm run build rebuilds).');
} else {
  console.log(builtAt ? 'Sources changed since the last build: building.' : 'No build yet: building once.');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
