import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp, type TestAppOptions, testConfig } from '../../../../test/helpers/app';
import { bookingRequest } from '../../../../test/helpers/booking';
import { type DnsTestServer, startDnsServer } from '../../../../test/helpers/dns';
import {
  cashAppReceipt,
  dkimRecords,
  dkimTestKey,
  type ImapTestServer,
  type ReceiptMessage,
  signedBy,
  startImapServer,
} from '../../../../test/helpers/imap';
import { jobsSettled } from '../../../../test/helpers/jobs';
import { bookingReference } from '../../../shared/event-time';
import { buildApp } from '../../app';
import { insertNamedRefs, insertPerformers } from '../../db/factories';
import { auditLog, bookings, ledgerEntries, messages, paymentMailboxes, paymentReceipts } from '../../db/schema';
import type { ObjectStorage } from '../../storage/storage';
import { PAYMENTS_POLL_QUEUE } from './start';

const NOW = new Date('2026-11-20T17:00:00Z');
const PAID_AT = new Date('2026-11-20T16:30:00Z');
const cashApp = dkimTestKey('cashapp');
const stranger = dkimTestKey('mail');

describe('Cash App receipts from the payments mailbox', () => {
  let imap: ImapTestServer;
  let dns: DnsTestServer;
  let t: TestApp;
  let options: TestAppOptions;
  let admin: Record<string, string>;
  let performerId: string;
  let txCounter = 0;

  beforeAll(async () => {
    imap = await startImapServer();
    // DKIM keys are looked up over real DNS, from a server that publishes the test keys.
    dns = await startDnsServer(dkimRecords({ 'square.com': cashApp, 'evil.example': stranger }));
    options = {
      now: () => NOW,
      // The workers run (the client's e-mails are composed); the poll's own timer never fires in a test.
      runJobs: true,
      jobs: { pollingIntervalSeconds: 0.5 },
      mail: { teamEmails: ['desk@example.test'] },
      payments: { imapUrl: imap.url, pollSeconds: 3600, dnsServers: [dns.server] },
    };
    t = await createTestApp(options);
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    [performerId = ''] = await insertPerformers(t.db, [{ name: 'Rita Ray', hourlyRate: 200 }]);
  }, 30_000);
  afterAll(async () => {
    await t?.close();
    await imap?.close();
    await dns?.close();
  });

  /** A booking of $400 whose $200 deposit has been asked for. */
  async function depositAsked(): Promise<{ id: string; reference: string }> {
    const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: bookingRequest([performerId]) });
    expect(res.statusCode).toBe(201);
    const id: string = res.json().id;
    const asked = await t.app.inject({
      method: 'PUT',
      url: `/api/admin/bookings/${id}/status`,
      headers: admin,
      payload: { status: 'depositPending' },
    });
    expect(asked.statusCode).toBe(200);
    return { id, reference: bookingReference(id) };
  }

  const receipt = (r: Partial<ReceiptMessage> & { amount: string }) =>
    cashAppReceipt({ date: PAID_AT, transactionId: `D${String(++txCounter).padStart(8, '0')}CASH`, ...r });
  const genuine = (r: Partial<ReceiptMessage> & { amount: string }) => signedBy(receipt(r), 'square.com', cashApp);
  const bookingRow = async (id: string) => (await t.db.select().from(bookings).where(eq(bookings.id, id)))[0];
  const entriesOf = (id: string) => t.db.select().from(ledgerEntries).where(eq(ledgerEntries.bookingId, id));
  const receiptsAbout = async (note: string) =>
    (await t.db.select().from(paymentReceipts)).filter((r) => r.note?.includes(note));

  it('records an exact deposit, confirms the booking with its e-mails, tells the desk and keeps the evidence', async () => {
    const b = await depositAsked();
    await imap.append(
      await genuine({ amount: '$200.00', note: `Deposit ${b.reference}`, transactionId: 'D0EXACT0001' }),
    );
    const run = await t.app.receipts.poll();
    expect(run).toMatchObject({ skipped: false, counts: { matched: 1, unmatched: 0, rejected: 0, duplicate: 0 } });

    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'depositPaid' });
    const [entry, ...more] = await entriesOf(b.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      kind: 'deposit',
      amount: '200.00',
      method: 'cashapp',
      reference: 'D0EXACT0001',
      recordedBy: 'mailbox',
      recordedById: null,
      occurredAt: PAID_AT,
    });
    const [stored] = await receiptsAbout(b.reference);
    expect(stored).toMatchObject({
      state: 'matched',
      reason: null,
      bookingId: b.id,
      ledgerEntryId: entry?.id,
      amount: '200.00',
      sender: 'Jane Client $janeclient',
      transactionId: 'D0EXACT0001',
      fromAddress: 'cash@square.com',
    });
    expect(stored?.messageKey).toMatch(/^mid:/);

    // The raw message is the evidence, in object storage and never served.
    const key = stored?.storageKey ?? '';
    expect(key).toMatch(/^receipts\/[0-9a-f]{64}\.eml$/);
    const object = await t.storage.get(key);
    const bytes = Buffer.concat(await (object?.body.toArray() ?? []));
    expect(bytes.toString()).toContain(`Deposit ${b.reference}`);
    expect(bytes.toString()).toContain('DKIM-Signature:');
    expect((await t.app.inject({ url: `/objects/${key}` })).statusCode).toBe(404);

    // Confirmed as Confirm Deposit Received confirms: the client's e-mail; and the desk's own note.
    await jobsSettled(t.db);
    const kinds = (await t.db.select().from(messages).where(eq(messages.bookingId, b.id))).map((m) => m.kind);
    expect(kinds).toContain('client-deposit-confirmed');
    const [desk] = await t.db
      .select()
      .from(messages)
      .where(and(eq(messages.bookingId, b.id), eq(messages.kind, 'staff-payment-matched')));
    expect(desk).toMatchObject({ channel: 'email', recipient: 'desk@example.test' });
    expect(desk?.subject).toBe(`$200.00 received for ${b.reference}`);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, stored?.id ?? ''));
    expect(audit).toMatchObject([{ actorEmail: 'mailbox', entityType: 'payment_receipts' }]);
  });

  it('records the balance once the deposit is in, and the booking is fully paid', async () => {
    const b = await depositAsked();
    await imap.append(
      await genuine({ amount: '$200.00', note: b.reference }),
      await genuine({ amount: '$200.00', note: `rest of ${b.reference.toLowerCase()}` }),
    );
    expect((await t.app.receipts.poll()).counts.matched).toBe(2);
    expect((await entriesOf(b.id)).map((e) => e.kind).sort()).toEqual(['balance', 'deposit']);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'fullPaid' });
  });

  it('leaves near misses unmatched with the reason: wrong amount, no reference, unknown reference, money sent', async () => {
    const b = await depositAsked();
    const unknown = b.reference === 'ABCDEF12' ? 'ABCDEF13' : 'ABCDEF12';
    await imap.append(
      await genuine({ amount: '$150.00', note: `near-1 ${b.reference}` }),
      await genuine({ amount: '$200.00', note: 'near-2 party deposit' }),
      await genuine({ amount: '$200.00', note: `near-3 ${unknown}` }),
      // A refund the business sent, naming the booking and its deposit: not money received.
      await genuine({ amount: '$200.00', note: `near-4 ${b.reference}`, outgoing: true }),
      await genuine({ amount: '$9,999,999,999.00', note: `near-5 ${b.reference}` }),
    );
    expect((await t.app.receipts.poll()).counts).toMatchObject({ matched: 0, unmatched: 5 });
    expect(await bookingRow(b.id)).toMatchObject({ status: 'depositPending', paymentStatus: 'depositPending' });
    expect(await entriesOf(b.id)).toEqual([]);
    const reasons = Object.fromEntries(
      (await t.db.select().from(paymentReceipts))
        .filter((r) => r.note?.startsWith('near-'))
        .map((r) => [r.note?.slice(0, 6), [r.state, r.reason]]),
    );
    expect(reasons).toEqual({
      'near-1': ['unmatched', 'wrong-amount'],
      'near-2': ['unmatched', 'no-reference'],
      'near-3': ['unmatched', 'unknown-reference'],
      'near-4': ['unmatched', 'not-a-payment'],
      'near-5': ['unmatched', 'unreadable'],
    });
    const desk = await t.db.select().from(messages).where(eq(messages.kind, 'staff-payment-unmatched'));
    expect(desk.length).toBeGreaterThanOrEqual(3);

    const list = await t.app.inject({ url: '/api/admin/payments/unmatched', headers: admin });
    expect(list.statusCode).toBe(200);
    const listed = list.json().receipts as { note: string; receivedAt: string; state: string }[];
    expect(listed.filter((r) => r.note?.startsWith('near-')).map((r) => r.state)).toEqual([
      'unmatched',
      'unmatched',
      'unmatched',
      'unmatched',
      'unmatched',
    ]);
    const times = listed.map((r) => Date.parse(r.receivedAt));
    expect(times).toEqual([...times].sort((x, y) => y - x));
  });

  it('rejects forged receipts even when the note names a booking and the amount is right', async () => {
    const b = await depositAsked();
    const note = (what: string) => `${what} ${b.reference}`;
    const tampered = (await genuine({ amount: '$20.00', note: note('forged-bad') })).replace(/\$20\.00/g, '$200.00');
    await imap.append(
      tampered,
      receipt({ amount: '$200.00', note: note('forged-unsigned') }),
      // Signed, but by a domain that is not Cash App's (its key is published, the signature passes).
      await signedBy(
        receipt({ amount: '$200.00', note: note('forged-elsewhere'), from: 'cash@evil.example' }),
        'evil.example',
        stranger,
      ),
      // Cash App's From, someone else's signature: not aligned.
      await signedBy(receipt({ amount: '$200.00', note: note('forged-unaligned') }), 'evil.example', stranger),
      // Cash App's domain named in d=, but no key of ours signed it.
      await signedBy(receipt({ amount: '$200.00', note: note('forged-key') }), 'square.com', stranger),
    );
    expect((await t.app.receipts.poll()).counts).toMatchObject({ matched: 0, unmatched: 0, rejected: 5 });
    expect(await entriesOf(b.id)).toEqual([]);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'depositPending' });
    const reasons = Object.fromEntries(
      (await receiptsAbout(b.reference)).map((r) => [r.note?.split(' ')[0], [r.state, r.reason, r.bookingId]]),
    );
    expect(reasons).toEqual({
      'forged-bad': ['rejected', 'bad-signature', null],
      'forged-unsigned': ['rejected', 'unsigned', null],
      'forged-elsewhere': ['rejected', 'wrong-domain', null],
      'forged-unaligned': ['rejected', 'wrong-domain', null],
      'forged-key': ['rejected', 'bad-signature', null],
    });
    // Staff cannot put a forged receipt's money on the booking either.
    const [forged] = await receiptsAbout('forged-unsigned');
    const assign = await t.app.inject({
      method: 'POST',
      url: `/api/admin/payments/unmatched/${forged?.id}/assign`,
      headers: admin,
      payload: { bookingId: b.id },
    });
    expect(assign.statusCode).toBe(409);
    expect(assign.json()).toEqual({ message: expect.any(String), code: 'RECEIPT_REJECTED' });
    expect(await entriesOf(b.id)).toEqual([]);
  });

  it('leaves a receipt whose key cannot be looked up for the next poll, and records it then', async () => {
    const b = await depositAsked();
    await imap.append(await genuine({ amount: '$200.00', note: `Deposit ${b.reference} dns` }));
    dns.failing(true);
    try {
      await expect(t.app.receipts.poll()).rejects.toThrow('the DKIM key could not be looked up now');
    } finally {
      dns.failing(false);
    }
    // Nothing was refused or recorded: the message waits where it was.
    expect(await receiptsAbout(`${b.reference} dns`)).toEqual([]);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'depositPending' });
    expect((await t.app.receipts.poll()).counts).toMatchObject({ matched: 1, rejected: 0 });
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed' });
    expect(await entriesOf(b.id)).toHaveLength(1);
  });

  it('records the same receipt once, read twice or the mailbox read again from the start', async () => {
    const b = await depositAsked();
    const message = await genuine({ amount: '$200.00', note: `twice ${b.reference}` });
    await imap.append(message, message);
    expect((await t.app.receipts.poll()).counts).toMatchObject({ matched: 1, duplicate: 1 });
    await t.db.update(paymentMailboxes).set({ lastUid: 0 });
    const again = await t.app.receipts.poll();
    expect(again.counts).toMatchObject({ matched: 0, unmatched: 0, rejected: 0 });
    expect(again.counts.duplicate).toBe(await imap.count());
    expect(await entriesOf(b.id)).toHaveLength(1);
    expect(await receiptsAbout(`twice ${b.reference}`)).toHaveLength(1);
  });

  it('polls through the durable job queue, whichever instance takes the job', async () => {
    const b = await depositAsked();
    await imap.append(await genuine({ amount: '$200.00', note: `queued ${b.reference}` }));
    await t.db.transaction((tx) => t.app.jobQueue.send(tx, PAYMENTS_POLL_QUEUE, {}));
    await vi.waitFor(async () => expect(await entriesOf(b.id)).toHaveLength(1), { timeout: 15_000, interval: 100 });
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed' });
  });

  it('lets one poll run at a time: a second one at once reads nothing', async () => {
    const b = await depositAsked();
    await imap.append(await genuine({ amount: '$200.00', note: `overlap ${b.reference}` }));
    const [one, two] = await Promise.all([t.app.receipts.poll(), t.app.receipts.poll()]);
    expect([one.skipped, two.skipped].sort()).toEqual([false, true]);
    expect(await entriesOf(b.id)).toHaveLength(1);
  });

  it('after a restart between fetching and recording, a new app re-reads the message: still one entry', async () => {
    const b = await depositAsked();
    await imap.append(await genuine({ amount: '$200.00', note: `restart ${b.reference}` }));
    // The first instance fetches the message and dies before recording it (its storage is away).
    const away: ObjectStorage = {
      ...t.storage,
      put: async () => {
        throw new Error('storage unreachable');
      },
    };
    const first = await otherApp(away);
    await expect(first.receipts.poll()).rejects.toThrow('storage unreachable');
    await first.close();
    expect(await receiptsAbout(`restart ${b.reference}`)).toEqual([]);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'depositPending' });

    const second = await otherApp(t.storage);
    try {
      expect((await second.receipts.poll()).counts).toMatchObject({ matched: 1 });
      expect((await second.receipts.poll()).counts).toMatchObject({ matched: 0, duplicate: 0 });
    } finally {
      await second.close();
    }
    expect(await entriesOf(b.id)).toHaveLength(1);
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed' });
  });

  it('lets staff assign an unmatched receipt to a booking, once, audited', async () => {
    const b = await depositAsked();
    await imap.append(await genuine({ amount: '$250.00', note: `assign-me ${b.reference}` }));
    await t.app.receipts.poll();
    const [open] = await receiptsAbout('assign-me');
    expect(open).toMatchObject({ state: 'unmatched', reason: 'wrong-amount' });
    const assign = (bookingId: string) =>
      t.app.inject({
        method: 'POST',
        url: `/api/admin/payments/unmatched/${open?.id}/assign`,
        headers: admin,
        payload: { bookingId },
      });
    expect((await assign('00000000')).statusCode).toBe(404);
    const done = await assign(b.reference.toLowerCase());
    expect(done.statusCode).toBe(200);
    expect(done.json()).toMatchObject({ state: 'matched', bookingId: b.id, amount: 250, reason: null });
    const [entry] = await entriesOf(b.id);
    expect(entry).toMatchObject({ kind: 'deposit', amount: '250.00', recordedBy: 'admin@example.test' });
    expect(await bookingRow(b.id)).toMatchObject({ status: 'confirmed', paymentStatus: 'depositPaid' });
    const again = await assign(b.id);
    expect(again.statusCode).toBe(409);
    expect(again.json().code).toBe('RECEIPT_MATCHED');
    expect(await entriesOf(b.id)).toHaveLength(1);
    const audit = await t.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, open?.id ?? ''));
    expect(audit).toMatchObject([
      { action: 'POST /api/admin/payments/unmatched/:id/assign', actorEmail: 'admin@example.test' },
    ]);
    const listed = await t.app.inject({ url: '/api/admin/payments/unmatched', headers: admin });
    expect(listed.json().receipts.map((r: { id: string }) => r.id)).not.toContain(open?.id);
  });

  it('answers the unmatched list to staff only', async () => {
    expect((await t.app.inject({ url: '/api/admin/payments/unmatched' })).statusCode).toBe(401);
    const unknown = await t.app.inject({
      method: 'POST',
      url: '/api/admin/payments/unmatched/not-an-id/assign',
      headers: admin,
      payload: { bookingId: 'x' },
    });
    expect(unknown.statusCode).toBe(404);
  });

  /** Another instance of the app on the same database and mailbox. */
  async function otherApp(storage: ObjectStorage) {
    const app: FastifyInstance = await buildApp({
      config: testConfig(options),
      database: t.database,
      storage,
      ssr: 'off',
      now: () => NOW,
    });
    await app.ready();
    return { receipts: app.receipts, close: () => app.close() };
  }
});
