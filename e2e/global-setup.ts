import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort, startServer, waitUntilReady } from '../test/helpers/server-process';
import { CHROMIUM_PATH } from './helpers/browser';

declare module 'vitest' {
  export interface ProvidedContext {
    baseURL: string;
    admin: { email: string; password: string };
  }
}

/** Starts the production build on a fresh embedded database with demo data, once for the e2e suite. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`End-to-end tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  // A fresh admin for this run only: the app has no default account.
  const admin = { email: 'e2e-admin@example.test', password: `e2e-${randomBytes(12).toString('hex')}` };
  const server = startServer(
    { DATA_DIR: dataDir, ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password, ADMIN_FIRST_NAME: 'Robin' },
    await freePort(),
  );
  await waitUntilReady(server);
  project.provide('baseURL', server.baseURL);
  project.provide('admin', admin);
  return async () => {
    server.child.kill('SIGTERM');
    await server.exited;
    await rm(dataDir, { recursive: true, force: true });
  };
}
