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
  }
}

/** Starts the production build on a fresh embedded database with demo data, once for the e2e suite. */
export default async function setup(project: TestProject) {
  if (!existsSync(CHROMIUM_PATH)) {
    throw new Error(`End-to-end tests need Chromium at ${CHROMIUM_PATH}: apt-get install -y chromium`);
  }
  if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
  const dataDir = await mkdtemp(join(tmpdir(), 'e2e-data-'));
  const port = await freePort();
  let log = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  const baseURL = `http://127.0.0.1:${port}`;
  await waitUntilReady(baseURL, child, () => log);
  project.provide('baseURL', baseURL);
  return async () => {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await rm(dataDir, { recursive: true, force: true });
  };
}
