import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, dirname, join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, type ServerProcess, startProcess, waitForOutput } from '../test/helpers/server-process';

const run = promisify(execFile);

/** Bytes on disk under a folder (files' sizes; links not followed). */
async function sizeOf(path: string): Promise<number> {
  const info = await stat(path);
  if (!info.isDirectory()) return info.size;
  let total = 0;
  for (const name of await readdir(path)) total += await sizeOf(join(path, name));
  return total;
}

/**
 * The release of issue 32 (decision 044), as the Dockerfile and a server without the repository
 * use it: `npm run release` into an empty folder, production dependencies only from the registry,
 * `npm start` on Node alone. The built dist/ is the one `npm test` made.
 */
describe('the release', () => {
  const folder = mkdtemp(join(tmpdir(), 'release-'));
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server?.child.pid && server.child.exitCode === null) process.kill(-server.child.pid, 'SIGKILL');
    await rm(await folder, { recursive: true, force: true });
  });

  it('installs production dependencies only, under 100 MB, and serves with Node alone', async () => {
    const release = join(await folder, 'app');
    await run(process.execPath, ['scripts/release.mjs', release]);
    expect(existsSync(join(release, 'src')), 'no TypeScript sources in a release').toBe(false);
    await run('npm', ['install', '--omit=dev', '--no-audit', '--no-fund'], { cwd: release });

    const modules = join(release, 'node_modules');
    for (const tool of ['vite', 'rolldown', 'esbuild', 'tsx', 'typescript', 'prettier', 'smtp-server', 'vitest'])
      expect(existsSync(join(modules, tool)), `${tool} is not a production dependency`).toBe(false);
    const megabytes = (await sizeOf(modules)) / 1024 / 1024;
    console.log(`release: production dependencies ${megabytes.toFixed(1)} MB`);
    expect(megabytes).toBeLessThanOrEqual(100);

    const port = await freePort();
    const owner = { email: 'owner@release.test', password: 'release owner passphrase 7' };
    server = startProcess('npm', ['start'], {
      cwd: release,
      detached: true,
      baseURL: `http://127.0.0.1:${port}`,
      env: {
        // The Node running this suite (24) first: the release brings no Node of its own.
        PATH: `${dirname(process.execPath)}${delimiter}${process.env.PATH ?? ''}`,
        HOME: process.env.HOME,
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATA_DIR: join(await folder, 'data'),
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
      },
    });
    await waitForOutput(server, 'Ready: http://', 120_000);
    const base = server.baseURL;

    const ready = await fetch(`${base}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const home = await fetch(`${base}/es`);
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('<html lang="es"');
    // sharp (the demo photos) and argon2 (the owner's password), the two native packages.
    const [performer] = (await (await fetch(`${base}/api/performers?limit=1`)).json()) as { photos: string[] }[];
    const photo = await fetch(`${base}${performer?.photos[0]}`);
    expect(photo.headers.get('content-type')).toBe('image/webp');
    const login = await fetch(`${base}/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: JSON.stringify(owner),
    });
    expect(login.status).toBe(200);

    // npm and the server it started stop together (npm passes the signal on; the server closes).
    process.kill(-(server.child.pid ?? 0), 'SIGTERM');
    await server.exited;
    expect(server.output()).not.toMatch(/error/i);
  });
});
