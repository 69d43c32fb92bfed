import { randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { testConfig } from '../../../test/helpers/app';
import { createTestDatabase } from '../../../test/helpers/database';
import { type ErrorReceiver, eventOf as event, startErrorReceiver } from '../../../test/helpers/error-receiver';
import { buildApp } from '../app';
import type { DatabaseHandle } from '../db/client';
import { createDiskStorage } from '../storage/disk-storage';

/** Decision 047: every 5xx and every failed job reported once, with its id, and no personal data. */
describe('error reports', () => {
  let app: FastifyInstance;
  let database: DatabaseHandle;
  let storageDir: string;
  let receiver: ErrorReceiver;
  const logs: Record<string, unknown>[] = [];

  beforeAll(async () => {
    receiver = await startErrorReceiver();
    database = await createTestDatabase();
    storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
    const logStream = { write: (line: string) => logs.push(JSON.parse(line)) };
    app = await buildApp({
      config: testConfig({ errorReportingDsn: receiver.dsn, log: { level: 'warn', stream: logStream } }),
      database,
      storage: createDiskStorage(storageDir),
      ssr: 'off',
      logStream,
    });
    // A route with a bug in it, as any route might have; and one that answers 503 itself.
    app.get('/api/test/broken', async () => {
      throw new Error('no row for ana.perez@example.com');
    });
    app.get('/api/test/unavailable', async (_req, reply) => reply.code(503).send({ message: 'Down', code: 'DOWN' }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await receiver?.close();
    await rm(storageDir, { recursive: true, force: true });
  });

  it('reports a 5xx once with its request id, without cookies, authorization, query or addresses', async () => {
    const answer = await app.inject({
      method: 'GET',
      url: '/api/test/broken?email=ana.perez@example.com&phone=3055550142',
      headers: {
        'x-request-id': 'req-broken-1',
        cookie: 'sid=session-secret',
        authorization: 'Bearer token-secret',
        'x-forwarded-for': '203.0.113.9',
        'user-agent': 'test-agent',
      },
    });
    expect(answer.statusCode).toBe(500);
    expect(answer.json()).toEqual({ message: 'Internal server error', code: 'INTERNAL' });
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [report] = receiver.received;
    expect(report?.path).toBe('/api/7/envelope/');
    expect(report?.headers['x-sentry-auth']).toContain('sentry_key=public-key');
    expect(report?.lines[1]).toEqual({ type: 'event' });
    expect(event(report)).toMatchObject({
      level: 'error',
      tags: { request_id: 'req-broken-1', status_code: '500' },
      request: { method: 'GET', url: '/api/test/broken', headers: { 'user-agent': 'test-agent' } },
      exception: { values: [{ type: 'Error', value: 'no row for [email]' }] },
    });
    for (const secret of ['session-secret', 'token-secret', 'ana.perez', '3055550142', '203.0.113.9', 'email='])
      expect(report?.raw).not.toContain(secret);
    // Logged once, with the request id.
    expect(logs.filter((l) => l.reqId === 'req-broken-1' && l.level === 50)).toHaveLength(1);
  });

  it('reports nothing for a 4xx: the next report is the next 5xx', async () => {
    const before = receiver.received.length;
    expect((await app.inject({ method: 'GET', url: '/api/test/missing' })).statusCode).toBe(404);
    const again = await app.inject({
      method: 'GET',
      url: '/api/test/broken',
      headers: { 'x-request-id': 'req-broken-2' },
    });
    expect(again.statusCode).toBe(500);
    await vi.waitFor(() => expect(receiver.received.length).toBe(before + 1), { timeout: 10_000, interval: 50 });
    expect(event(receiver.received.at(-1))?.tags).toMatchObject({ request_id: 'req-broken-2' });
  });

  it('reports a 5xx a route answered itself, and logs it once; a report never holds the answer', async () => {
    receiver.hold();
    const before = receiver.received.length;
    const answer = await app.inject({
      method: 'GET',
      url: '/api/test/unavailable',
      headers: { 'x-request-id': 'req-unavailable-1' },
    });
    // Answered while the receiver has not answered the report (it holds it until released).
    expect(answer.statusCode).toBe(503);
    await vi.waitFor(() => expect(receiver.received.length).toBe(before + 1), { timeout: 10_000, interval: 50 });
    receiver.release();
    expect(event(receiver.received.at(-1))).toMatchObject({
      message: { formatted: 'GET /api/test/unavailable answered 503' },
      tags: { request_id: 'req-unavailable-1', status_code: '503' },
    });
    expect(logs.filter((l) => l.reqId === 'req-unavailable-1' && l.level === 50)).toHaveLength(1);
  });

  it('reports a failed job once with its job id, and logs it once', async () => {
    const queue = 'error-reports-test';
    await app.jobQueue.define(queue, { delaySeconds: 1, maxDelaySeconds: 1, limit: 0 });
    await app.jobQueue.work(queue, async () => {
      throw new Error('could not reach 305-555-0199');
    });
    const id = randomUUID();
    await database.db.transaction((tx) => app.jobQueue.send(tx, queue, {}, { id }));
    await vi.waitFor(() => expect(receiver.received.some((r) => event(r)?.tags?.job_id === id)).toBe(true), {
      timeout: 15_000,
      interval: 50,
    });
    const reports = receiver.received.filter((r) => event(r)?.tags?.job_id === id);
    expect(reports).toHaveLength(1);
    expect(event(reports[0])).toMatchObject({
      tags: { job_id: id, queue },
      exception: { values: [{ value: 'could not reach [number]' }] },
    });
    const logged = logs.filter((l) => l.jobId === id);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ msg: 'job failed for good', queue, attempt: 1, level: 50 });
  });
});
