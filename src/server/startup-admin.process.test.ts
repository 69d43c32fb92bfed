import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../test/helpers/database';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../test/helpers/server-process';

const EMAIL = 'owner@example.test';
const START_PASSWORD = 'the start-up password 1';
const OWN_PASSWORD = 'the owner chose this one 2';

/**
 * Regression (issue 26, item 6): ADMIN_PASSWORD set the owner's password back at every restart
 * and signed her out. The real process, started three times on one data folder.
 */
describe('ADMIN_EMAIL and ADMIN_PASSWORD at start-up', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    dataDir = await mkdtemp(join(tmpdir(), 'startup-admin-'));
    await migratedDataDir(dataDir);
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  });

  async function start(env: Record<string, string> = {}): Promise<ServerProcess> {
    const port = await freePort();
    const started = startServer(
      {
        DATA_DIR: dataDir,
        SEED_DEMO_DATA: 'false',
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        ADMIN_EMAIL: EMAIL,
        ADMIN_PASSWORD: START_PASSWORD,
        ...env,
      },
      port,
    );
    await waitUntilReady(started);
    return started;
  }
  async function stop(s: ServerProcess): Promise<void> {
    s.child.kill('SIGTERM');
    expect(await s.exited).toBe(0);
  }
  const signIn = async (s: ServerProcess, password: string) => {
    const res = await fetch(`${s.baseURL}/api/login`, {
      method: 'POST',
      headers: { origin: s.baseURL, 'content-type': 'application/json' },
      body: JSON.stringify({ email: EMAIL, password }),
    });
    return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0] ?? '' };
  };
  const signedIn = async (s: ServerProcess, cookie: string) =>
    (await fetch(`${s.baseURL}/api/auth/user`, { headers: { cookie } })).status === 200;

  it('creates the account once, then leaves its password alone unless ADMIN_PASSWORD_RESET=true', async () => {
    server = await start();
    expect(server.output()).toContain(`Admin account created: ${EMAIL}`);
    const first = await signIn(server, START_PASSWORD);
    expect(first.status).toBe(200);
    const changed = await fetch(`${server.baseURL}/api/admin/account/password`, {
      method: 'POST',
      headers: { origin: server.baseURL, cookie: first.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ currentPassword: START_PASSWORD, newPassword: OWN_PASSWORD }),
    });
    expect(changed.status).toBe(200);
    await stop(server);

    // A plain restart: her own password stands and her session is still good.
    server = await start();
    expect(server.output()).toContain(
      `Admin account ${EMAIL} exists: ADMIN_PASSWORD left its password unchanged (set ADMIN_PASSWORD_RESET=true to reset it)`,
    );
    expect(await signedIn(server, first.cookie)).toBe(true);
    expect((await signIn(server, OWN_PASSWORD)).status).toBe(200);
    expect((await signIn(server, START_PASSWORD)).status).toBe(401);
    await stop(server);

    // Asked for explicitly: the start-up password again, and every session signed out.
    server = await start({ ADMIN_PASSWORD_RESET: 'true' });
    expect(server.output()).toMatch(
      new RegExp(
        `Admin account ${EMAIL}: password reset from ADMIN_PASSWORD \\(ADMIN_PASSWORD_RESET=true, \\d+ session\\(s\\) signed out\\)`,
      ),
    );
    expect(await signedIn(server, first.cookie)).toBe(false);
    expect((await signIn(server, START_PASSWORD)).status).toBe(200);
    expect((await signIn(server, OWN_PASSWORD)).status).toBe(401);
    await stop(server);
  }, 180_000);
});
