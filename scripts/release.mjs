/**
 * `npm run release [-- <folder>]`: the release (decision 044), assembled from what `npm run build`
 * made: dist/ (client, server-render bundle, the server in dist/node), the migrations, the Node
 * check, and a package.json and lock file that list only the packages the compiled server loads
 * (RUNTIME_PACKAGES), at the versions this repository's lock file holds. The folder then needs
 * only `npm install --omit=dev` and Node 24: `npm start` there serves the app. The Dockerfile
 * packages exactly this; e2e/release.spec.ts installs and starts it in an empty folder.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { RUNTIME_PACKAGES } from './build-server.mjs';

const root = resolve(import.meta.dirname, '..');
const read = (path) => JSON.parse(readFileSync(join(root, path), 'utf8'));

/** The lock file's entries the runtime packages need, found the way Node resolves packages. */
function lockedClosure(lock, names) {
  const packages = lock.packages;
  const kept = new Map(); // path → optional only
  const find = (from, name) => {
    for (let dir = from; ; ) {
      const path = `${dir ? `${dir}/` : ''}node_modules/${name}`;
      if (packages[path]) return path;
      if (!dir) return undefined;
      const at = dir.lastIndexOf('/node_modules/');
      dir = at === -1 ? '' : dir.slice(0, at);
    }
  };
  const visit = (path, optional) => {
    const seen = kept.get(path);
    if (seen !== undefined && (seen === false || optional)) return;
    kept.set(path, optional);
    const entry = packages[path];
    for (const [deps, isOptional] of [
      [entry.dependencies, false],
      [entry.optionalDependencies, true],
    ]) {
      for (const name of Object.keys(deps ?? {})) {
        const found = find(path, name);
        // Another platform's optional binary: this lock file holds only the platforms it was made on.
        if (!found) {
          if (isOptional) continue;
          throw new Error(`${path} needs ${name}, which the lock file does not hold`);
        }
        visit(found, optional || isOptional);
      }
    }
  };
  for (const name of names) visit(`node_modules/${name}`, false);
  return kept;
}

export function assembleRelease(target) {
  if (!existsSync(join(root, 'dist/node/main.js')) || !existsSync(join(root, 'dist/vite.config.json')))
    throw new Error('No build to release: run `npm run build` first');
  const pkg = read('package.json');
  const lock = read('package-lock.json');
  const closure = lockedClosure(lock, RUNTIME_PACKAGES);
  const dependencies = Object.fromEntries(
    RUNTIME_PACKAGES.map((name) => [name, lock.packages[`node_modules/${name}`].version]),
  );
  const manifest = {
    name: pkg.name,
    version: pkg.version,
    private: true,
    type: 'module',
    engines: pkg.engines,
    scripts: {
      start:
        'node scripts/check-node.mjs && NODE_ENV=${NODE_ENV:-production} node --enable-source-maps dist/node/main.js',
      'db:migrate': 'node dist/node/migrate.js',
      'db:seed': 'node dist/node/seed.js',
      'db:backup': 'node dist/node/backup.js backup',
      'db:restore': 'node dist/node/backup.js restore',
      'admin:create': 'node dist/node/admin-create.js',
    },
    dependencies,
  };
  const lockFile = {
    name: pkg.name,
    version: pkg.version,
    lockfileVersion: lock.lockfileVersion,
    requires: true,
    packages: {
      '': { name: pkg.name, version: pkg.version, dependencies, engines: pkg.engines },
      ...Object.fromEntries(
        [...closure]
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([path, optional]) => {
            const { dev, devOptional, peer, optional: _, ...entry } = lock.packages[path];
            return [path, optional ? { ...entry, optional: true } : entry];
          }),
      ),
    },
  };
  rmSync(target, { recursive: true, force: true });
  mkdirSync(join(target, 'scripts'), { recursive: true });
  cpSync(join(root, 'dist'), join(target, 'dist'), { recursive: true });
  cpSync(join(root, 'drizzle'), join(target, 'drizzle'), { recursive: true });
  cpSync(join(root, 'scripts/check-node.mjs'), join(target, 'scripts/check-node.mjs'));
  writeFileSync(join(target, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  writeFileSync(join(target, 'package-lock.json'), `${JSON.stringify(lockFile, null, 2)}\n`);
  return { packages: closure.size };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const target = resolve(process.argv[2] ?? 'release');
  const { packages } = assembleRelease(target);
  console.log(`Release in ${target} (${packages} packages to install: npm install --omit=dev)`);
}
