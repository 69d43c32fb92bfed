/**
 * The server compiled to JavaScript (decision 044): src/server/main.ts and the operator commands
 * become dist/node/*.js, one ES module each plus shared chunks, with our code and the pure
 * JavaScript packages bundled in, so that a release runs on Node alone (no tsx, no TypeScript) and
 * installs only the packages below. Runs after `vite build`, which empties dist/.
 *
 *   node scripts/build-server.mjs
 */
import { build } from 'esbuild';

/**
 * Packages a release installs instead of bundling: native code (sharp, argon2), files found next
 * to the module at run time (PGlite's WebAssembly and data), pg's optional native driver (never
 * installed: pg tries it only when asked), and Vite, which only the development server (--dev)
 * loads. scripts/release.mjs writes the release's package.json from this list.
 */
export const RUNTIME_PACKAGES = ['@electric-sql/pglite', 'sharp', '@node-rs/argon2'];
const NEVER_LOADED = ['pg-native', 'vite'];

export const ENTRIES = {
  main: 'src/server/main.ts',
  migrate: 'src/server/db/cli-migrate.ts',
  seed: 'src/server/db/cli-seed.ts',
  backup: 'src/server/db/cli-backup.ts',
  'admin-create': 'src/server/cli-admin-create.ts',
};

export async function buildServer() {
  await build({
    entryPoints: ENTRIES,
    outdir: 'dist/node',
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    // Our TSX e-mail templates and the Spanish catalogs compile with React's automatic runtime.
    jsx: 'automatic',
    external: [...RUNTIME_PACKAGES, ...RUNTIME_PACKAGES.map((p) => `${p}/*`), ...NEVER_LOADED],
    // CommonJS packages bundled into an ES module still call require() for Node's own modules.
    banner: {
      js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
    },
    logLevel: 'warning',
    legalComments: 'none',
  });
}

if (import.meta.url === `file://${process.argv[1]}`) await buildServer();
