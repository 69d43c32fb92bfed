/**
 * `npm start`'s first step: build once, not on every start (issue 32). Builds when there is no
 * compiled server, or when a source the build reads is newer than it (dist/node/main.js is the
 * build's last output). `npm run serve` never builds.
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { buildAge } from './build-age.mjs';

const root = resolve(import.meta.dirname, '..');
const { built, stale } = buildAge(root);
if (!stale) {
  console.log('The build is up to date: starting it (npm run build rebuilds).');
} else {
  console.log(built ? 'Sources changed since the last build: building.' : 'No build yet: building once.');
  const result = spawnSync('npm', ['run', 'build'], {
    cwd: root,
    stdio: 'inherit',
    shell: process.platform === 'win32',
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
