import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { openSlowClients } from '../../../test/helpers/slow-clients';

type LogLine = { level: number; msg: string; clientError?: string; err?: { stack?: string } };

/**
 * Security test finding: a body trickled at one byte every few seconds held a connection for
 * minutes on any path, and 300 of them all stayed open. With REQUEST_TIMEOUT_SECONDS (1 s here)
 * every one is cut, while a normal visitor is still answered.
 */
describe('slow clients (REQUEST_TIMEOUT_SECONDS)', () => {
  const lines: string[] = [];
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    t = await createTestApp({
      timeouts: { requestSeconds: 1, idleSeconds: 60, keepAliveSeconds: 72 },
      log: { level: 'info', stream: { write: (line) => lines.push(line) } },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
  });
  afterAll(() => t.close());

  it('cuts 300 trickling clients on any path after the deadline, answering a visitor meanwhile', async () => {
    const port = Number(new URL(base).port);
    const paths = ['/api/bookings', '/api/login', '/api/nothing-here', '/api/admin/performers'];
    const attack = openSlowClients(port, 300, { paths, everyMs: 250 });
    try {
      const visitor = await fetch(`${base}/api/service-areas`);
      expect(visitor.status).toBe(200);
      expect(await visitor.json()).toEqual([]);
      // Generous: the deadline is 1 s and Node checks it every second; without it, none would close.
      await expect
        .poll(() => attack.open(), { timeout: 25_000, interval: 100, message: 'slow clients still open after 25 s' })
        .toBe(0);
      const ends = await Promise.all(attack.clients.map((c) => c.closed));
      expect(ends.every((end) => end.byServer)).toBe(true);
    } finally {
      attack.stop();
    }

    // A request that never finished arriving is answered 408 in the one error shape.
    for (const client of attack.clients.filter((c) => c.path === '/api/bookings')) {
      const [head = '', body = ''] = client.received().split('\r\n\r\n');
      expect(head).toMatch(/^HTTP\/1\.1 408 /);
      expect(head.toLowerCase()).toContain('cache-control: no-store');
      expect(JSON.parse(body)).toEqual({ message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' });
    }
    // The server is still fine afterwards.
    expect((await fetch(`${base}/healthz`)).status).toBe(200);

    // The client's doing: logged at info, never as an error with a stack.
    const logged = lines.map((line) => JSON.parse(line) as LogLine);
    expect(logged.filter((l) => l.level >= 50 || l.err?.stack)).toEqual([]);
    const timeouts = logged.filter((l) => l.level === 30 && l.clientError === 'ERR_HTTP_REQUEST_TIMEOUT');
    expect(timeouts.length).toBeGreaterThanOrEqual(300);
  }, 60_000);
});
