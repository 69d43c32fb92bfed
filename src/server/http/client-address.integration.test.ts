import { afterEach, describe, expect, it } from 'vitest';
import { TEST_ORIGIN } from '../../../test/helpers/admin';
import { createTestApp, type TestApp, type TestAppOptions } from '../../../test/helpers/app';
import { bookingRequest, comingDate } from '../../../test/helpers/booking';
import { loadConfig } from '../config';
import { insertNamedRefs, insertPerformers } from '../db/factories';

const LIMIT = { max: 3, windowMinutes: 15 };

/**
 * Which client a request counts against, through the real app: the TRUST_PROXY forms (issue 26,
 * item 5) and IPv6 /64s (item 2). Each limit here allows 3 requests per client per window.
 */
describe('the client address behind the per-address limits', () => {
  let t: TestApp | undefined;
  afterEach(async () => {
    await t?.close();
    t = undefined;
  });
  const start = async (options: TestAppOptions = {}) => {
    t = await createTestApp({ loginRateLimit: LIMIT, bookingRateLimit: LIMIT, ...options });
    return t;
  };
  const trusting = (TRUST_PROXY: string) => start({ trustProxy: loadConfig({ TRUST_PROXY }).trustProxy });
  /** A wrong sign-in; the status tells whether this client's allowance is used up (429). */
  const signIn = (app: TestApp, remoteAddress: string, forwardedFor?: string) =>
    app.app.inject({
      method: 'POST',
      url: '/api/login',
      remoteAddress,
      headers: { origin: TEST_ORIGIN, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
      payload: { email: 'nobody@example.test', password: 'not the password' },
    });
  const statuses = async (calls: (() => Promise<{ statusCode: number }>)[]) => {
    const out: number[] = [];
    for (const call of calls) out.push((await call()).statusCode);
    return out;
  };

  it('with TRUST_PROXY=true takes the address our proxy added, not one the client wrote', async () => {
    const app = await trusting('true');
    // An appending proxy (10.0.0.2) passes on what the client sent and adds the client's real address.
    const forged = [1, 2, 3, 4, 5].map((n) => () => signIn(app, '10.0.0.2', `198.51.100.${n}, 203.0.113.7`));
    expect(await statuses(forged)).toEqual([401, 401, 401, 429, 429]);
    // Another client behind the same proxy has its own allowance.
    const other = await signIn(app, '10.0.0.2', '203.0.113.8');
    expect(other.json()).toMatchObject({ code: 'BAD_CREDENTIALS' });
  });

  it('with a hop count believes that many proxies from the right', async () => {
    const app = await trusting('2');
    const calls = [1, 2, 3, 4].map((n) => () => signIn(app, '10.0.0.2', `198.51.100.${n}, 203.0.113.7, 10.0.0.9`));
    expect(await statuses(calls)).toEqual([401, 401, 401, 429]);
    const other = await signIn(app, '10.0.0.2', '198.51.100.1, 203.0.113.8, 10.0.0.9');
    expect(other.json()).toMatchObject({ code: 'BAD_CREDENTIALS' });
  });

  it("with the proxies' addresses takes the right-most address that is not a proxy's", async () => {
    const app = await trusting('10.0.0.0/8, fd00::/8');
    const calls = [1, 2, 3, 4].map(
      (n) => () => signIn(app, 'fd00::2', `198.51.100.${n}, 203.0.113.7, 10.1.2.3, 10.0.0.9`),
    );
    expect(await statuses(calls)).toEqual([401, 401, 401, 429]);
    const other = await signIn(app, 'fd00::2', '198.51.100.1, 203.0.113.8, 10.1.2.3, 10.0.0.9');
    expect(other.json()).toMatchObject({ code: 'BAD_CREDENTIALS' });
    // A request that does not come from a listed proxy is counted under its own address, header or not.
    const direct = [1, 2, 3, 4].map((n) => () => signIn(app, '192.0.2.50', `198.51.100.${n}`));
    expect(await statuses(direct)).toEqual([401, 401, 401, 429]);
  });

  it('without TRUST_PROXY ignores X-Forwarded-For', async () => {
    const app = await start();
    const calls = [1, 2, 3, 4].map((n) => () => signIn(app, '192.0.2.60', `198.51.100.${n}`));
    expect(await statuses(calls)).toEqual([401, 401, 401, 429]);
  });

  it('counts one IPv6 /64 as one client on sign-in, booking and look-up, and another /64 apart', async () => {
    const app = await start();
    const host = (n: number) => `2001:db8:1:2::${n.toString(16)}`;
    const signIns = [1, 2, 3, 4].map((n) => () => signIn(app, host(n)));
    expect(await statuses(signIns)).toEqual([401, 401, 401, 429]);
    expect((await signIn(app, '2001:db8:1:3::1')).statusCode).toBe(401);

    const lookUp = (remoteAddress: string) => () =>
      app.app.inject({
        method: 'POST',
        url: '/api/bookings/lookup',
        remoteAddress,
        payload: { email: 'pat@example.test', reference: '3F2A9C1E' },
      });
    expect(await statuses([10, 11, 12, 13].map((n) => lookUp(host(n))))).toEqual([202, 202, 202, 429]);

    await insertNamedRefs(app.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(app.db, 'eventTypes', ['Birthday Party']);
    const performers = await insertPerformers(
      app.db,
      [1, 2, 3, 4].map((n) => ({ name: `Per Former ${n}`, hourlyRate: 200 })),
    );
    const book = (n: number) => () =>
      app.app.inject({
        method: 'POST',
        url: '/api/bookings',
        remoteAddress: host(20 + n),
        payload: bookingRequest([performers[n] ?? ''], comingDate()),
      });
    expect(await statuses([0, 1, 2, 3].map(book))).toEqual([201, 201, 201, 429]);
  });

  it('slows password guessing from one IPv6 /64 as from one address, and not another /64', async () => {
    const clock = new Date('2026-11-25T12:00:00Z');
    const app = await start({ loginRateLimit: { max: 1000, windowMinutes: 15 }, now: () => clock });
    // Five free failures, the sixth sets a wait: the seventh, from yet another address of the /64, waits.
    const guesses = [1, 2, 3, 4, 5, 6, 7].map((n) => () => signIn(app, `2001:db8:5:6::${n}`));
    expect(await statuses(guesses)).toEqual([401, 401, 401, 401, 401, 401, 429]);
    expect((await signIn(app, '2001:db8:5:7::1')).statusCode).toBe(401);
  });
});
