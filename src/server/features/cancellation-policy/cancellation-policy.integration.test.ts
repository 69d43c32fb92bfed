import { desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, TEST_ORIGIN } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { DEFAULT_POLICY, policyText } from '../../../shared/cancellation-policy';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { auditLog, bookings, cancellationPolicies } from '../../db/schema';
import { ensureAdmin } from '../auth/accounts';
import { loadPolicyInForce, loadPolicyVersion } from '.';

// Friday 2026-11-20, 12:00 in Miami.
const NOW = new Date('2026-11-20T17:00:00Z');
const OWNER = { email: 'owner@example.test', password: 'owner password 123', firstName: 'Olga' };
const AGENT = { email: 'agent@example.test', password: 'agent password 123', firstName: 'Andy' };
const DEFAULT_EN =
  'Cancel 24 hours or more before the event: full refund of your deposit. Less than 24 hours before: no refund. If we or your performer cancel, you get everything back.';
const TIERS = [
  { hoursBefore: 72, refundPercent: 100 },
  { hoursBefore: 24, refundPercent: 50 },
];

/**
 * The cancellation policy (issue 29, decision 034): read by anyone, set by owners only, one
 * version per change, audited, and frozen into each booking (version and words) and its e-mail.
 */
describe('GET /api/cancellation-policy and PUT /api/admin/cancellation-policy', () => {
  let t: TestApp;
  let smtp: SmtpTestServer;
  let owner: Record<string, string>;
  let agent: Record<string, string>;
  let performer = '';

  const signIn = async (email: string, password: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { origin: TEST_ORIGIN },
      payload: { email, password },
    });
    expect(res.statusCode, res.body).toBe(200);
    return asUser(String(res.headers['set-cookie']).split(';')[0] ?? '');
  };
  const put = (headers: Record<string, string>, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/cancellation-policy', headers, payload: payload as object });
  const read = () => t.app.inject({ url: '/api/cancellation-policy' });
  const stored = async () => (await t.db.select().from(cancellationPolicies)).length;
  const policyAudits = () => t.db.select().from(auditLog).where(eq(auditLog.entityType, 'cancellation_policies'));
  const book = async (locale: 'en' | 'es', email: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: { ...bookingRequest([performer]), locale, clientEmail: email },
    });
    expect(res.statusCode, res.body).toBe(201);
    const [row] = await t.db
      .select({ version: bookings.cancellationPolicyVersion, text: bookings.cancellationPolicyText })
      .from(bookings)
      .where(eq(bookings.id, res.json().id));
    return row;
  };

  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      now: () => NOW,
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { smtpUrl: smtp.url },
    });
    await ensureAdmin(t.db, OWNER);
    await ensureAdmin(t.db, AGENT, { role: 'agent' });
    owner = await signIn(OWNER.email, OWNER.password);
    agent = await signIn(AGENT.email, AGENT.password);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performer = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('answers the built-in default, version 1, in both languages, with no stored policy', async () => {
    const res = await read();
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBeUndefined();
    expect(res.json()).toEqual({
      version: 1,
      tiers: [{ hoursBefore: 24, refundPercent: 100 }],
      text: { en: DEFAULT_EN, es: policyText(DEFAULT_POLICY, 'es') },
    });
    expect((await read()).headers['x-api-cache']).toBe('hit');
  });

  it('stores the default version and its words, in the booking’s language, with each booking', async () => {
    expect(await book('en', 'ana@example.test')).toEqual({ version: 1, text: DEFAULT_EN });
    expect(await book('es', 'beto@example.test')).toEqual({ version: 1, text: policyText(DEFAULT_POLICY, 'es') });
  });

  it('refuses agents with 403 OWNER_REQUIRED and anonymous calls with 401, storing nothing', async () => {
    const byAgent = await put(agent, { tiers: TIERS });
    expect(byAgent.statusCode).toBe(403);
    expect(byAgent.json()).toEqual({ message: 'Only an owner can do this', code: 'OWNER_REQUIRED' });
    const anonymous = await put({ origin: TEST_ORIGIN }, { tiers: TIERS });
    expect(anonymous.statusCode).toBe(401);
    expect(await stored()).toBe(0);
    expect(await policyAudits()).toEqual([]);
  });

  it('refuses bad tiers with 400 in the one error shape, storing nothing', async () => {
    const bad: unknown[] = [
      {},
      { tiers: [] },
      { tiers: 'all' },
      { tiers: [{ hoursBefore: 24 }] },
      { tiers: [{ hoursBefore: 24, refundPercent: 101 }] },
      { tiers: [{ hoursBefore: -1, refundPercent: 50 }] },
      { tiers: [{ hoursBefore: 8761, refundPercent: 50 }] },
      { tiers: [{ hoursBefore: 2.5, refundPercent: 50 }] },
      { tiers: [{ hoursBefore: '24', refundPercent: 50 }] },
      { tiers: [TIERS[0], TIERS[0]] },
      { tiers: [0, 1, 2, 3, 4, 5].map((hoursBefore) => ({ hoursBefore, refundPercent: 10 })) },
    ];
    for (const payload of bad) {
      const res = await put(owner, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      const body = res.json();
      expect(Object.keys(body).every((k) => ['message', 'code', 'issues'].includes(k))).toBe(true);
      expect(body.message).toEqual(expect.any(String));
    }
    const repeated = (await put(owner, { tiers: [TIERS[0], TIERS[0]] })).json();
    expect(repeated.code).toBe('VALIDATION_ERROR');
    expect(repeated.issues).toEqual([{ path: 'tiers', message: 'Two tiers cannot start at the same number of hours' }]);
    expect(await stored()).toBe(0);
    expect(await policyAudits()).toEqual([]);
    expect((await read()).json().version).toBe(1);
  });

  it('stores each owner change as the next version, sorted, audited, and in force at once', async () => {
    const first = await put(owner, { tiers: [TIERS[1], TIERS[0]] });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({
      version: 2,
      tiers: TIERS,
      text: {
        en: 'Cancel 3 days or more before the event: full refund of your deposit. 24 hours or more, but less than 3 days before: 50% of your deposit back. Less than 24 hours before: no refund. If we or your performer cancel, you get everything back.',
        es: 'Cancele con 3 días o más de anticipación al evento: reembolso total de su depósito. Con 24 horas o más, pero menos de 3 días de anticipación: reembolso del 50\u00a0% de su depósito. Con menos de 24 horas de anticipación: sin reembolso. Si nosotros o su artista cancelamos, le devolvemos todo.',
      },
    });
    // The cached answer of the first test is gone with the change.
    const after = await read();
    expect(after.headers['x-api-cache']).toBeUndefined();
    expect(after.json()).toEqual(first.json());

    const second = await put(owner, { tiers: [{ hoursBefore: 0, refundPercent: 100 }] });
    expect(second.json().version).toBe(3);
    expect((await read()).json().version).toBe(3);
    expect((await loadPolicyInForce(t.db)).tiers).toEqual([{ hoursBefore: 0, refundPercent: 100 }]);
    // Append-only: the earlier versions stay, each naming its own tiers.
    expect(await loadPolicyVersion(t.db, 2)).toEqual({ version: 2, tiers: TIERS });
    expect(await loadPolicyVersion(t.db, 1)).toEqual(DEFAULT_POLICY);
    expect(await loadPolicyVersion(t.db, 99)).toBeNull();

    const rows = await t.db.select().from(cancellationPolicies).orderBy(desc(cancellationPolicies.version));
    expect(rows.map((r) => [r.version, r.createdByEmail])).toEqual([
      [3, OWNER.email],
      [2, OWNER.email],
    ]);
    const audits = await policyAudits();
    expect(audits.map((a) => [a.entityId, a.actorEmail, a.action])).toEqual(
      expect.arrayContaining([
        ['2', OWNER.email, 'PUT /api/admin/cancellation-policy'],
        ['3', OWNER.email, 'PUT /api/admin/cancellation-policy'],
      ]),
    );
    const third = audits.find((a) => a.entityId === '3');
    expect(third?.before).toEqual({ version: 2, tiers: TIERS });
    expect(third?.after).toEqual({ version: 3, tiers: [{ hoursBefore: 0, refundPercent: 100 }] });
  });

  it('books under the policy in force and states it in the client’s booking-received e-mail', async () => {
    await put(owner, { tiers: TIERS });
    const en = await book('en', 'cleo@example.test');
    const es = await book('es', 'dario@example.test');
    expect(en?.version).toBe(4);
    expect(es?.version).toBe(4);
    const policy = await loadPolicyVersion(t.db, 4);
    expect(policy).toEqual({ version: 4, tiers: TIERS });
    if (!policy) return;
    expect(en?.text).toBe(policyText(policy, 'en'));
    expect(es?.text).toBe(policyText(policy, 'es'));

    await jobsSettled(t.db);
    const to = (email: string) => smtp.received.find((m) => m.envelopeTo.includes(email));
    expect(to('cleo@example.test')?.text).toContain('Cancellation policy');
    expect(to('cleo@example.test')?.text?.replace(/\s+/g, ' ')).toContain(policyText(policy, 'en'));
    expect(to('dario@example.test')?.text?.replace(/\s+/g, ' ')).toContain(
      policyText(policy, 'es').replace(/\s+/g, ' '),
    );
    expect(to('dario@example.test')?.text).toContain('Política de cancelación');
    // Bookings made earlier keep what they were shown.
    expect(to('ana@example.test')?.text?.replace(/\s+/g, ' ')).toContain(DEFAULT_EN);
    const versions = await t.db.execute(
      sql`select cancellation_policy_version as v, count(*)::int as n from bookings group by 1 order by 1`,
    );
    expect((versions as unknown as { rows: unknown[] }).rows).toEqual([
      { v: 1, n: 2 },
      { v: 4, n: 2 },
    ]);
  });
});
