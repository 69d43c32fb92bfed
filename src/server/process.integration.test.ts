import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../test/helpers/server-process';

/** The real process: start, refuse a second one on the same data, stop gracefully. */
describe('server process', () => {
  let dataDir: string;
  let first: ServerProcess;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    dataDir = await mkdtemp(join(tmpdir(), 'proc-data-'));
    // info level: the test below watches the log to know a request has reached the server.
    first = startServer({ DATA_DIR: dataDir, LOG_LEVEL: 'info' }, await freePort());
    await waitUntilReady(first);
  }, 90_000);
  afterAll(async () => {
    if (first.child.exitCode === null) first.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  it('prints its URL and serves the seeded catalogue', async () => {
    expect(first.output()).toMatch(/Ready: http:\/\/127\.0\.0\.1:\d+/);
    const list = (await (await fetch(`${first.baseURL}/api/performers`)).json()) as unknown[];
    expect(list.length).toBeGreaterThanOrEqual(20);
  });

  it('refuses a second process on the same data folder, with a clear message, leaving the data alone', async () => {
    const second = startServer({ DATA_DIR: dataDir }, await freePort());
    expect(await second.exited).toBe(1);
    expect(second.output()).toContain('The data folder is in use by another process');
    const res = await fetch(`${first.baseURL}/api/performers`);
    expect(res.status).toBe(200);
  }, 60_000);

  it('refuses to start on a bad setting, naming the variable', async () => {
    const bad = startServer({ DATA_DIR: dataDir }, 'not-a-port');
    expect(await bad.exited).toBe(1);
    expect(bad.output()).toContain('PORT');
  }, 60_000);

  it('finishes an in-flight request on SIGTERM, then exits 0 and releases the lock', async () => {
    const inFlight = fetch(`${first.baseURL}/?keyword=in-flight`);
    while (!first.output().includes('keyword=in-flight')) await new Promise((r) => setTimeout(r, 1));
    first.child.kill('SIGTERM');
    const res = await inFlight;
    expect(res.status).toBe(200);
    expect(await first.exited).toBe(0);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
  }, 30_000);
});
