import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  freePort,
  type ServerProcess,
  startServer,
  waitForOutput,
  waitUntilReady,
} from '../../test/helpers/server-process';

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

  it('on SIGTERM finishes every in-flight request, slow uploads included, then exits 0 within 10 s', async () => {
    // A Saturday evening two weeks on suits weekend-only and evening-only performers alike.
    let day = new Date(Date.now() + 14 * 86_400_000);
    while (day.getUTCDay() !== 6) day = new Date(day.getTime() + 86_400_000);
    const date = day.toISOString().slice(0, 10);
    const all = (await (await fetch(`${first.baseURL}/api/performers`)).json()) as {
      id: string;
      unavailableDates: string[];
    }[];
    const performers = all.filter((p) => !p.unavailableDates.includes(date)).slice(0, 2);
    const eventType = ((await (await fetch(`${first.baseURL}/api/event-types`)).json()) as { id: string }[])[0];
    const body = JSON.stringify({
      performerIds: performers.map((p) => p.id),
      clientName: 'Slow Sender',
      clientEmail: 'slow@example.test',
      clientPhone: '305-555-0100',
      eventDate: date,
      eventTime: '21:00',
      eventDuration: 120,
      eventLocation: '1 Ocean Dr, Miami',
      eventTypeId: eventType?.id,
      serviceAreaId: 'miami',
      specialRequests: 'Sent slowly over a slow network',
    });
    // Five bookings whose bodies are only half sent when SIGTERM arrives, and three page renders.
    const slow = Array.from({ length: 5 }, (_, i) => slowPost(`${first.baseURL}/api/bookings?slow=${i}`, body));
    const pages = Array.from({ length: 3 }, (_, i) => fetch(`${first.baseURL}/?keyword=in-flight-${i}`));
    // Distinct requests as the server logged them arriving (a page render also logs its own API calls).
    const seen = (pattern: RegExp) => new Set(first.output().match(pattern)).size;
    const arrived = () =>
      seen(/"url":"\/api\/bookings\?slow=\d"/g) >= 5 && seen(/"url":"\/\?keyword=in-flight-\d"/g) >= 3;
    await waitForOutput(first, arrived);
    const stoppedAt = Date.now();
    first.child.kill('SIGTERM');
    // The server logs this as it starts closing: from here on it takes no new connection.
    await waitForOutput(first, 'SIGTERM received');
    for (const request of slow) request.finish();
    const answers = await Promise.all(slow.map((request) => request.response));
    expect(
      answers.map((a) => a.status),
      answers[0]?.body,
    ).toEqual([201, 201, 201, 201, 201]);
    expect((await Promise.all(pages)).map((res) => res.status)).toEqual([200, 200, 200]);
    expect(await first.exited).toBe(0);
    expect(Date.now() - stoppedAt).toBeLessThan(10_000);
    expect(existsSync(join(dataDir, 'pglite.lock'))).toBe(false);
    // The job queue stopped before the database closed: no job ran into a closed database.
    expect(first.output()).not.toContain('job queue error');

    // Restarted on the same data, every acknowledged booking is there.
    const again = startServer({ DATA_DIR: dataDir }, await freePort());
    try {
      await waitUntilReady(again);
      for (const answer of answers) {
        const id = (JSON.parse(answer.body) as { id: string }).id;
        expect((await fetch(`${again.baseURL}/api/bookings/${id}`)).status).toBe(200);
      }
    } finally {
      again.child.kill('SIGKILL');
      await again.exited;
    }
  }, 90_000);

  it('with SHUTDOWN_DRAIN_SECONDS, keeps serving after SIGTERM while /readyz says 503, then exits 0', async () => {
    const draining = startServer(
      { DATA_DIR: dataDir, LOG_LEVEL: 'info', SHUTDOWN_DRAIN_SECONDS: '3' },
      await freePort(),
    );
    await waitUntilReady(draining);
    draining.child.kill('SIGTERM');
    await waitForOutput(draining, 'SIGTERM received');
    const ready = await fetch(`${draining.baseURL}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ code: 'DRAINING' });
    // Still serving: a balancer that has not yet seen /readyz fail loses no request.
    expect((await fetch(`${draining.baseURL}/api/service-areas`)).status).toBe(200);
    expect(await draining.exited).toBe(0);
  }, 90_000);
});

/** A POST whose body is sent in two parts: the second only when finish() is called. */
function slowPost(url: string, body: string) {
  const req = request(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; body: string }>((resolve, reject) => {
    req.on('response', (res) => {
      let text = '';
      res.on('data', (chunk) => {
        text += chunk;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }));
    });
    req.on('error', reject);
  });
  const half = Math.floor(body.length / 2);
  req.write(body.slice(0, half));
  return { response, finish: () => req.end(body.slice(half)) };
}
