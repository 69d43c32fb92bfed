import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { freePort } from '../../../../test/helpers/server-process';
import { insertNamedRefs, insertPerformers } from '../../db/factories';

const TOKEN = 'metrics-test-token-0123456789';
const NOW = new Date('2026-11-20T17:00:00Z');
/** Workers on, so the booking's messages are composed (and, without SMTP_URL, kept as logged). */
const WORKING = { now: () => NOW, runJobs: true, jobs: { pollingIntervalSeconds: 0.5 } };

/** A booking (its e-mails composed and kept: no SMTP_URL) and a few public reads, one a 404. */
async function traffic(t: TestApp) {
  await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
  await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
  const [performer = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  const booked = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingRequest([performer]) });
  expect(booked.statusCode, booked.body).toBe(201);
  for (const slug of ['rita-ray', 'nobody-by-this-name'])
    await t.app.inject({ url: `/api/performers/by-slug/${slug}` });
  expect((await t.app.inject({ url: '/no/such/page?x=1' })).statusCode).toBe(404);
  await jobsSettled(t.db);
}

/** The value of one sample line (`name{labels} value`), or undefined when there is none. */
const sample = (text: string, line: string) => {
  const found = text.split('\n').find((l) => l.startsWith(`${line} `));
  return found === undefined ? undefined : Number(found.slice(line.length + 1));
};

/** What a scrape must hold after traffic(): requests by route pattern, the queue, the outbox, bookings, alarms. */
function expectNamedMetrics(text: string) {
  expect(sample(text, 'http_requests_total{method="POST",route="/api/bookings",status="201"}')).toBe(1);
  expect(sample(text, 'http_requests_total{method="GET",route="/api/performers/by-slug/:slug",status="200"}')).toBe(1);
  expect(sample(text, 'http_requests_total{method="GET",route="/api/performers/by-slug/:slug",status="404"}')).toBe(1);
  expect(sample(text, 'http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
  expect(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/bookings",status="201"}')).toBe(1);
  // Route patterns only: no raw URL, slug or query string becomes a label.
  expect(text).not.toContain('rita-ray');
  expect(text).not.toContain('/no/such/page');
  expect(sample(text, 'job_queue_waiting{queue="deliver-message"}')).toBe(0);
  expect(sample(text, 'job_queue_oldest_waiting_seconds{queue="deliver-message"}')).toBe(0);
  expect(text).not.toContain('__pgboss__');
  // Composed and kept, not sent: the tests' app has no SMTP_URL.
  expect(sample(text, 'messages{channel="email",state="logged"}')).toBeGreaterThan(0);
  expect(sample(text, 'bookings{status="pending"}')).toBe(1);
  expect(sample(text, 'safety_alarms{state="open"}')).toBe(0);
  expect(sample(text, 'database_up')).toBe(1);
}

describe('/metrics', () => {
  it('is a 404 in the one error shape when neither METRICS_TOKEN nor METRICS_PORT is set', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Route GET /metrics not found', code: 'NOT_FOUND' });
    } finally {
      await t.close();
    }
  });

  describe('behind METRICS_TOKEN on the main port', () => {
    let t: TestApp;
    beforeAll(async () => {
      t = await createTestApp({ ...WORKING, metrics: { token: TOKEN } });
    });
    afterAll(() => t?.close());

    it('answers 401 in the one error shape without the token or with a wrong one', async () => {
      for (const authorization of [undefined, `Bearer ${TOKEN}x`, `Basic ${TOKEN}`, TOKEN, 'Bearer ']) {
        const res = await t.app.inject({ url: '/metrics', headers: authorization ? { authorization } : {} });
        expect(res.statusCode, String(authorization)).toBe(401);
        expect(res.json()).toEqual({ message: 'The metrics token is missing or wrong', code: 'UNAUTHENTICATED' });
        expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
        expect(res.headers['cache-control']).toBe('no-store');
        expect(res.body).not.toContain('http_requests_total');
      }
    });

    it('answers the named metrics in Prometheus text with the token', async () => {
      await traffic(t);
      const res = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(res.headers['cache-control']).toBe('no-store');
      expectNamedMetrics(res.body);
      // The 401s above were answers too, counted under the route's pattern.
      expect(sample(res.body, 'http_requests_total{method="GET",route="/metrics",status="401"}')).toBe(5);
    });
  });

  it('with METRICS_PORT answers on that port only, without a token, and stops with the app', async () => {
    const port = await freePort();
    const t = await createTestApp({ ...WORKING, metrics: { port, token: TOKEN } });
    let closed = false;
    try {
      await traffic(t);
      const res = await fetch(`http://127.0.0.1:${port}/metrics`);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe('no-store');
      expectNamedMetrics(await res.text());
      const other = await fetch(`http://127.0.0.1:${port}/api/performers`);
      expect(other.status).toBe(404);
      expect(await other.json()).toEqual({ message: 'Route /api/performers not found', code: 'NOT_FOUND' });
      // Not on the main port, whatever the token.
      const main = await t.app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
      expect(main.statusCode).toBe(404);
      await t.close();
      closed = true;
      await expect(fetch(`http://127.0.0.1:${port}/metrics`)).rejects.toThrow();
    } finally {
      if (!closed) await t.close();
    }
  });
});
