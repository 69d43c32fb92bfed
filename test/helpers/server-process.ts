import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { buildAge } from '../../scripts/build-age.mjs';

/**
 * A port for a child process to listen on. A port from `listen(0)` is in the kernel's ephemeral
 * range, where, between our closing it and the child binding it, another test's outgoing
 * connection or `listen(0)` may take it (CI once failed on EADDRINUSE so). So the port is drawn
 * below that range, from a block of its own per test worker (vitest's VITEST_POOL_ID, Playwright's
 * TEST_WORKER_INDEX), where only this worker's tests, one after another, pick; it is checked free
 * by binding it first.
 */
export async function freePort(): Promise<number> {
  const worker = Number(process.env.VITEST_POOL_ID ?? process.env.TEST_WORKER_INDEX ?? 0) || 0;
  const block = 1_000;
  const start = PORT_FLOOR + (worker % Math.floor((ephemeralFloor() - PORT_FLOOR) / block)) * block;
  for (let attempt = 0; attempt < 50; attempt++) {
    const port = start + Math.floor(Math.random() * block);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${start} and ${start + block}`);
}

const PORT_FLOOR = 20_000;

/** The lowest port the kernel hands out by itself (Linux's ip_local_port_range; 32768 elsewhere). */
function ephemeralFloor(): number {
  try {
    const low = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]);
    return low > PORT_FLOOR + 1_000 ? low : 32_768;
  } catch {
    return 32_768;
  }
}

function bindable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseURL: string;
  output(): string;
  /** Resolves with the exit code once the process has ended and its output is all in. */
  exited: Promise<number | null>;
};

/**
 * Starts the real server as `npm start` runs it (the build's dist/node/main.js, in `cwd` or here)
 * as a child process. The compiled server starts in about two thirds of the time and CPU that
 * compiling src/server through tsx took on every start. A build older than the sources is refused,
 * so a test never passes on yesterday's code.
 */
export function startServer(env: Record<string, string>, port: number | string, cwd?: string): ServerProcess {
  const root = resolve(cwd ?? '.');
  const { built, stale } = buildAge(root);
  if (!built || stale) {
    throw new Error(`${built ? 'The build is older than the sources' : 'No build'} in ${root}: run \`npm run build\``);
  }
  return startProcess(process.execPath, ['--enable-source-maps', 'dist/node/main.js'], {
    env: { ...process.env, HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', DATABASE_URL: '', ...env },
    baseURL: `http://127.0.0.1:${port}`,
    cwd,
  });
}

/**
 * Starts a command that serves the app (the source server above, or a release's `npm start`), its
 * output collected. `detached` puts it in a process group of its own, for a command that starts
 * the server as a child (npm): stop it with `process.kill(-child.pid, signal)`.
 */
export function startProcess(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; baseURL: string; cwd?: string; detached?: boolean },
): ServerProcess {
  let log = '';
  const child = spawn(command, args, {
    cwd: options.cwd,
    env: options.env,
    detached: options.detached,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (d) => {
    log += d;
  });
  child.stderr?.on('data', (d) => {
    log += d;
  });
  // 'close' comes once the process has ended and all its output has been read.
  const exited = new Promise<number | null>((resolve) => child.once('close', (code) => resolve(code)));
  return { child, baseURL: options.baseURL, output: () => log, exited };
}

/**
 * Resolves once the server's output (stdout and stderr) contains `expected`, checked on each
 * chunk the process writes: no polling. Fails when the process exits first, or after timeoutMs.
 */
export function waitForOutput(
  server: ServerProcess,
  expected: string | RegExp | ((output: string) => boolean),
  timeoutMs = 60_000,
): Promise<void> {
  const found =
    typeof expected === 'function'
      ? () => expected(server.output())
      : typeof expected === 'string'
        ? () => server.output().includes(expected)
        : () => server.output().search(expected) >= 0;
  const { child } = server;
  return new Promise<void>((resolve, reject) => {
    const deadline = AbortSignal.timeout(timeoutMs);
    let settled = false;
    const stop = (err?: Error) => {
      if (settled) return;
      settled = true;
      child.stdout?.off('data', check);
      child.stderr?.off('data', check);
      deadline.removeEventListener('abort', late);
      if (err) reject(err);
      else resolve();
    };
    function check() {
      if (found()) stop();
    }
    function late() {
      stop(new Error(`waited ${timeoutMs} ms for ${String(expected)} in the server's output:\n${server.output()}`));
    }
    child.stdout?.on('data', check);
    child.stderr?.on('data', check);
    deadline.addEventListener('abort', late, { once: true });
    void server.exited.then((code) =>
      found() ? stop() : stop(new Error(`The server exited (${code}):\n${server.output()}`)),
    );
    check();
  });
}

/**
 * Waits for the server's "Ready:" line (main.ts prints it once it listens, whatever LOG_LEVEL),
 * then checks /readyz, or fails with the server's output.
 */
export async function waitUntilReady(server: ServerProcess, timeoutMs = 60_000): Promise<void> {
  try {
    await waitForOutput(server, /^Ready: /m, timeoutMs);
    const ready = await fetch(`${server.baseURL}/readyz`);
    if (!ready.ok)
      throw new Error(`The server printed Ready but /readyz answered ${ready.status}:\n${server.output()}`);
  } catch (err) {
    // A server that never got ready is stopped here: the caller's teardown never runs after a failed setup.
    // A detached one (a release's npm start) leads its own process group: the whole group goes.
    try {
      if (server.child.pid) process.kill(-server.child.pid, 'SIGKILL');
    } catch {
      server.child.kill('SIGKILL');
    }
    throw err;
  }
}
