import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export type ServerProcess = {
  child: ChildProcess;
  baseURL: string;
  output(): string;
  /** Resolves with the exit code once the process has ended and its output is all in. */
  exited: Promise<number | null>;
};

/** Starts the real server (src/server/main.ts, built client) as a child process. */
export function startServer(env: Record<string, string>, port: number | string, cwd?: string): ServerProcess {
  return startProcess(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
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
