import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/** One envelope as the receiver got it: its path, headers, lines (parsed) and raw text. */
export type ReceivedEnvelope = {
  path: string;
  headers: IncomingHttpHeaders;
  lines: Record<string, unknown>[];
  raw: string;
};
export type ErrorReceiver = Awaited<ReturnType<typeof startErrorReceiver>>;

/** The event of an envelope (its third line). */
export const eventOf = (r: ReceivedEnvelope | undefined) =>
  r?.lines[2] as (Record<string, unknown> & { tags?: Record<string, string> }) | undefined;

/**
 * A Sentry-protocol receiver on a local port (decision 047): keeps each envelope it is sent,
 * answers 200, or (while holding) answers nothing until released. `dsn` points the app at it.
 */
export async function startErrorReceiver() {
  const received: ReceivedEnvelope[] = [];
  const held: ServerResponse[] = [];
  let holding = false;
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const lines = raw.split('\n').map((l) => JSON.parse(l) as Record<string, unknown>);
      received.push({ path: req.url ?? '', headers: req.headers, lines, raw });
      if (holding) held.push(res);
      else res.end('{}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    received,
    dsn: `http://public-key@127.0.0.1:${port}/7`,
    hold: () => {
      holding = true;
    },
    release: () => {
      holding = false;
      for (const res of held.splice(0)) res.end('{}');
    },
    close: () => new Promise((r) => server.close(r)),
  };
}
