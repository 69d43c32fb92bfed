import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { type ErrorReceiver, eventOf, startErrorReceiver } from '../../../../test/helpers/error-receiver';
import { CLIENT_ERRORS_PATH } from '../../../shared/client-errors';
import { errorSchema } from '../../../shared/schemas/error';

const BOOKING_ID = '5f0c6d8e-2b1a-4c3d-9e8f-0a1b2c3d4e5f';
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/140.0 Safari/537.36';

/** A report as Chromium's beacon sends it (src/client/report-errors.ts), with personal data in every field it could be. */
const chromiumReport = {
  kind: 'error',
  name: 'TypeError',
  message: "Cannot read properties of undefined (reading 'ana.perez@example.com') for 305-555-0142",
  stack: [
    "TypeError: Cannot read properties of undefined (reading 'ana.perez@example.com')",
    '    at ConfirmationPage (http://localhost:3000/assets/confirmation-AbC1.js?email=ana.perez@example.com:1:2345)',
    '    at http://localhost:3000/assets/react-DeF2.js:3:10',
  ].join('\n'),
  page: `/booking-confirmation/${BOOKING_ID}`,
};

/**
 * Decision 047, the browser's part: the error beacon's reports reach the DSN through the server,
 * scrubbed (no ids in the page, no addresses or numbers, no cookies or query strings); bad input
 * is refused in the one error shape; without a DSN there is no route and no beacon on the pages.
 */
describe('browser error reports (POST /api/client-errors)', () => {
  let receiver: ErrorReceiver;
  let t: TestApp;
  let noDsn: TestApp;
  const post = (app: TestApp, payload: unknown, remoteAddress = '127.0.0.1') =>
    app.app.inject({
      method: 'POST',
      url: CLIENT_ERRORS_PATH,
      payload: payload as object,
      remoteAddress,
      headers: {
        'user-agent': USER_AGENT,
        cookie: 'sid=session-secret',
        referer: `https://example.test/booking-confirmation/${BOOKING_ID}?email=ana.perez@example.com`,
        'x-forwarded-for': '203.0.113.9',
      },
    });

  beforeAll(async () => {
    receiver = await startErrorReceiver();
    t = await createTestApp({ errorReportingDsn: receiver.dsn, ssr: 'built' });
    noDsn = await createTestApp({ ssr: 'built' });
  });
  afterAll(async () => {
    await t?.close();
    await noDsn?.close();
    await receiver?.close();
  });

  it('forwards a report as a browser event, scrubbed, and answers 202 with nothing of the DSN', async () => {
    const answer = await post(t, chromiumReport);
    expect(answer.statusCode).toBe(202);
    expect(answer.body).toBe('');
    expect(JSON.stringify(answer.headers)).not.toContain('public-key');
    await vi.waitFor(() => expect(receiver.received).toHaveLength(1), { timeout: 10_000, interval: 50 });
    const [envelope] = receiver.received;
    expect(envelope?.path).toBe('/api/7/envelope/');
    expect(envelope?.headers['x-sentry-auth']).toContain('sentry_key=public-key');
    expect(eventOf(envelope)).toMatchObject({
      platform: 'javascript',
      logger: 'browser',
      level: 'error',
      transaction: '/booking-confirmation/:id',
      tags: { source: 'browser', kind: 'error' },
      request: { url: '/booking-confirmation/:id', headers: { 'user-agent': USER_AGENT } },
      exception: {
        values: [
          {
            type: 'TypeError',
            value: "Cannot read properties of undefined (reading '[email]') for [number]",
            mechanism: { type: 'onerror', handled: false },
            stacktrace: {
              frames: [
                { function: '?', filename: 'http://localhost:3000/assets/react-DeF2.js', lineno: 3, colno: 10 },
                {
                  function: 'ConfirmationPage',
                  filename: 'http://localhost:3000/assets/confirmation-AbC1.js',
                  lineno: 1,
                  colno: 2345,
                },
              ],
            },
          },
        ],
      },
    });
    for (const secret of ['ana.perez', '305-555-0142', 'session-secret', BOOKING_ID, 'email=', '203.0.113.9'])
      expect(envelope?.raw).not.toContain(secret);
  });

  it('reads a rejection and a Firefox stack too', async () => {
    const before = receiver.received.length;
    const answer = await post(t, {
      kind: 'unhandledrejection',
      message: '500: {"message":"Internal server error"}',
      stack:
        'load@http://localhost:3000/assets/gallery-x1.js:2:40\nasync*run@http://localhost:3000/assets/index-y.js:1:9',
      page: '/es/performer/scarlett-rose',
    });
    expect(answer.statusCode).toBe(202);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(before + 1), { timeout: 10_000, interval: 50 });
    expect(eventOf(receiver.received.at(-1))).toMatchObject({
      transaction: '/es/performer/scarlett-rose',
      tags: { source: 'browser', kind: 'unhandledrejection' },
      exception: {
        values: [
          {
            type: 'UnhandledRejection',
            mechanism: { type: 'onunhandledrejection', handled: false },
            stacktrace: {
              frames: [
                { function: 'async*run', lineno: 1 },
                { function: 'load', lineno: 2 },
              ],
            },
          },
        ],
      },
    });
  });

  it('refuses a malformed report with 400 in the error shape, and forwards nothing of it', async () => {
    const before = receiver.received.length;
    const bad: unknown[] = [
      {},
      { ...chromiumReport, kind: 'warning' },
      { ...chromiumReport, message: '' },
      { ...chromiumReport, message: 'x'.repeat(1001) },
      { ...chromiumReport, stack: 'x'.repeat(8193) },
      { ...chromiumReport, page: '/faq?email=ana.perez@example.com' },
      { ...chromiumReport, page: 'https://example.test/faq' },
      { ...chromiumReport, cookie: 'sid=session-secret' },
      [chromiumReport],
    ];
    for (const payload of bad) {
      const answer = await post(t, payload);
      expect(answer.statusCode, JSON.stringify(payload).slice(0, 80)).toBe(400);
      expect(errorSchema.strict().parse(answer.json())).toMatchObject({ code: 'VALIDATION_ERROR' });
    }
    const notJson = await t.app.inject({
      method: 'POST',
      url: CLIENT_ERRORS_PATH,
      headers: { 'content-type': 'application/json' },
      payload: '{"kind":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(errorSchema.strict().parse(notJson.json()).message).toBeTruthy();
    // The next envelope to arrive is the next good report's: none of the bad ones was forwarded.
    expect((await post(t, { ...chromiumReport, message: 'after the bad ones' })).statusCode).toBe(202);
    await vi.waitFor(() => expect(receiver.received).toHaveLength(before + 1), { timeout: 10_000, interval: 50 });
    expect(eventOf(receiver.received.at(-1))?.exception).toMatchObject({ values: [{ value: 'after the bad ones' }] });
  });

  it('refuses a body over 32 KB with 413 in the error shape', async () => {
    const answer = await post(t, { ...chromiumReport, stack: 'x'.repeat(40_000) });
    expect(answer.statusCode).toBe(413);
    expect(errorSchema.strict().parse(answer.json())).toMatchObject({ code: 'FST_ERR_CTP_BODY_TOO_LARGE' });
  });

  it('limits each address to 30 reports in 10 minutes, refused ones counted; another address still reports', async () => {
    for (let i = 0; i < 30; i++) expect((await post(t, {}, '198.51.100.7')).statusCode).toBe(400);
    const refused = await post(t, chromiumReport, '198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(errorSchema.strict().parse(refused.json())).toMatchObject({ code: 'RATE_LIMITED' });
    expect((await post(t, chromiumReport, '198.51.100.8')).statusCode).toBe(202);
  });

  it('without a DSN: no route (404 in the error shape) and no beacon on the pages', async () => {
    const answer = await post(noDsn, chromiumReport);
    expect(answer.statusCode).toBe(404);
    expect(errorSchema.strict().parse(answer.json())).toMatchObject({ code: 'NOT_FOUND' });
    for (const path of ['/faq', '/login', '/admin', '/portal']) {
      const plain = await noDsn.app.inject({ method: 'GET', url: path });
      expect(plain.body, path).toContain('<div id="root">');
      expect(plain.body, path).not.toContain('report-errors');
      // With the DSN: the beacon, before the app's entry, and the CSP still connects to the site only.
      const page = await t.app.inject({ method: 'GET', url: path });
      const beacon =
        /<script type="module" fetchpriority="low" src="(\/assets\/report-errors-[\w-]+\.js)"><\/script>/.exec(
          page.body,
        );
      expect(beacon, path).not.toBeNull();
      expect(page.body.indexOf(beacon?.[0] ?? '')).toBeLessThan(page.body.indexOf('/assets/index-'));
      expect(page.headers['content-security-policy']).toContain("connect-src 'self';");
      expect(page.body).not.toContain('public-key');
    }
  });
});
