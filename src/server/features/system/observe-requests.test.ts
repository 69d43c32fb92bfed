import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { installErrorHandling } from '../../http/error-handler';
import { observeRequests } from './observe-requests';
import { createRequestStats } from './request-stats';

/**
 * The request observer on a real Fastify instance with the app's error handler: each 5xx is
 * counted for the System page and logged once with its request id, whether the handler threw
 * (the error handler logs it) or answered a 5xx itself (the observer logs it).
 */
describe('observeRequests', () => {
  it('counts every 5xx and logs each one once, with its request id', async () => {
    const lines: { reqId?: string; msg?: string; level?: number }[] = [];
    const app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => lines.push(JSON.parse(line)) } },
      genReqId: (() => {
        let n = 0;
        return () => `req-${++n}`;
      })(),
    });
    installErrorHandling(app);
    const stats = createRequestStats(() => new Date('2026-11-28T09:00:00Z'));
    observeRequests(app, stats, null);
    app.get('/thrown', async () => {
      throw new Error('boom');
    });
    app.get('/answered', async (_req, reply) => reply.code(502).send({ message: 'Upstream down', code: 'UPSTREAM' }));
    app.get('/fine', async () => ({ ok: true }));
    try {
      expect((await app.inject({ url: '/thrown' })).statusCode).toBe(500);
      expect((await app.inject({ url: '/answered' })).statusCode).toBe(502);
      expect((await app.inject({ url: '/fine' })).statusCode).toBe(200);
      expect((await app.inject({ url: '/missing' })).statusCode).toBe(404);
      expect(stats.lastHour().serverErrors).toBe(2);
      const errors = lines.filter((l) => (l.level ?? 0) >= 50);
      expect(errors.map((l) => [l.reqId, l.msg])).toEqual([
        ['req-1', 'request failed'],
        ['req-2', 'answered with a server error'],
      ]);
    } finally {
      await app.close();
    }
  });
});
