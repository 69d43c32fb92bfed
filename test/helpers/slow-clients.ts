import { connect, type Socket } from 'node:net';
import { performance } from 'node:perf_hooks';

type SlowClient = {
  path: string;
  /** Everything the server sent back. */
  received(): string;
  /** Resolves with performance.now() when the connection ends; `byServer` unless stop() ended it first. */
  closed: Promise<{ at: number; byServer: boolean }>;
};

/**
 * The slow-request attack: `count` connections that each send a request's headers at once, then
 * its body one byte every `everyMs`, never finishing (the body is announced as 10,000 bytes).
 */
export function openSlowClients(
  port: number,
  count: number,
  { paths, everyMs, host = '127.0.0.1' }: { paths: string[]; everyMs: number; host?: string },
) {
  let stopped = false;
  const startedAt = performance.now();
  const sockets: Socket[] = [];
  const clients: SlowClient[] = Array.from({ length: count }, (_, i) => {
    const path = paths[i % paths.length] ?? '/';
    const socket = connect(port, host);
    sockets.push(socket);
    let data = '';
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      data += chunk;
    });
    // Writing after the server hung up fails; that is the expected end.
    socket.on('error', () => {});
    const closed = new Promise<{ at: number; byServer: boolean }>((resolve) =>
      socket.once('close', () => resolve({ at: performance.now(), byServer: !stopped })),
    );
    socket.write(
      `POST ${path} HTTP/1.1\r\nHost: ${host}\r\nContent-Type: application/json\r\nContent-Length: 10000\r\n\r\n`,
    );
    return { path, received: () => data, closed };
  });
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(' ');
  }, everyMs);
  return {
    clients,
    startedAt,
    /** How many connections the server still holds open. */
    open: () => sockets.filter((s) => !s.destroyed).length,
    stop() {
      stopped = true;
      clearInterval(trickle);
      for (const socket of sockets) socket.destroy();
    },
  };
}
