import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Window } from 'happy-dom';
import { createElement, type ReactNode, useState } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../../test/helpers/app';
import { bookingRequest, comingDate } from '../../../../../test/helpers/booking';
import { insertNamedRefs } from '../../../../server/db/factories';
import { formatMoney } from '../../../../shared/money';
import type { Transport } from '../../../lib/http';
import { createQueryClient } from '../../../lib/staff-query-client';
import { adminBookingQuery } from '../desk/api';
import { type BookingAction, bookingActions } from '../desk/booking-actions';
import { useBookingAction } from '../desk/mutations';
import { bookingLedgerQuery, type DepositInput } from './api';

// A DOM for React without happy-dom's whole environment (its fetch and URL would replace the
// server's in this process), as ../desk/mutations.integration.test.ts does. Radix's dialogs also
// need the window's events and a few constructors: set for this file, put back after it (the
// integration workers keep their globals from one file to the next).
const dom = new Window({ url: 'https://example.test' });
const DOM_GLOBALS = [
  'getComputedStyle',
  'MutationObserver',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'Node',
  'Element',
  'HTMLElement',
  'HTMLInputElement',
  'HTMLSelectElement',
  'HTMLTextAreaElement',
  'NodeFilter',
  'Event',
  'CustomEvent',
  'KeyboardEvent',
  'FocusEvent',
  'MouseEvent',
  'PointerEvent',
];
const g = globalThis as Record<string, unknown>;
const saved = new Map(DOM_GLOBALS.map((name) => [name, g[name]]));
for (const name of DOM_GLOBALS) {
  const value = (dom as unknown as Record<string, unknown>)[name];
  g[name] = typeof value === 'function' && /^[a-z]/.test(name) ? value.bind(dom) : value;
}
Object.assign(globalThis, { window: dom, document: dom.document, IS_REACT_ACT_ENVIRONMENT: true });
if (typeof navigator === 'undefined') Object.assign(globalThis, { navigator: dom.navigator });
const { act, cleanup, configure, fireEvent, getConfig, render, screen, waitFor, within } = await import(
  '@testing-library/react'
);
// Each write is answered by the real app and then read again: on a busy machine that takes more
// than Testing Library's one second.
const asyncUtilTimeout = getConfig().asyncUtilTimeout;
configure({ asyncUtilTimeout: 15_000 });
// Radix decides at load whether there is a document (its layout effects are no-ops without one).
const { DepositDialog } = await import('./deposit-dialog');
const { PaymentsSection } = await import('./payments-section');

/** The booking's status as the panel's own query holds it. */
function BookingStatus({ id }: { id: string }) {
  const booking = useQuery(adminBookingQuery(id));
  return createElement('p', { 'data-testid': 'status' }, booking.data?.status ?? '');
}

/** Confirm Deposit Received as the booking card wires it: the dialog's answer goes with the action. */
function DepositHarness({
  bookingId,
  depositAmount,
  confirm,
  onError,
}: {
  bookingId: string;
  depositAmount: string;
  confirm: BookingAction;
  onError: (message: string) => void;
}) {
  const [open, setOpen] = useState(true);
  const action = useBookingAction<BookingAction>({
    onSuccess: () => setOpen(false),
    onError: (err) => onError(err.message),
  });
  return createElement('div', null, [
    createElement(BookingStatus, { key: 's', id: bookingId }),
    createElement(PaymentsSection, { key: 'p', bookingId }),
    createElement(DepositDialog, {
      key: 'd',
      open,
      bookingId,
      depositAmount,
      pending: action.isPending,
      error: undefined,
      onCancel: () => setOpen(false),
      onConfirm: (deposit: DepositInput) =>
        action.mutate({ bookingId, action: { ...confirm, request: { kind: 'confirmDeposit', deposit } } }),
    }),
  ]);
}

/**
 * The panel's money against the real API (app.inject as the QueryClient's transport, signed in as
 * staff): what is recorded, refused, reversed and confirmed, as the desk shows it after the reads
 * the write made stale were read again.
 */
// Each step waits on the real app; a loaded machine has taken over 30 s for a test here, and a
// test cut off mid-render leaves Radix's effects running after the DOM is put back.
describe("the booking panel's payments", { timeout: 120_000 }, () => {
  let t: TestApp;
  let transport: Transport;
  let performerId: string;
  beforeAll(async () => {
    t = await createTestApp();
    const headers = asUser((await signInAccounts(t.app, t.db)).admin);
    transport = async (path, init) => {
      const res = await t.app.inject({
        method: (init?.method ?? 'GET') as 'GET',
        url: path,
        headers: { ...headers, ...(init?.body ? { 'content-type': 'application/json' } : {}) },
        payload: typeof init?.body === 'string' ? init.body : undefined,
      });
      return {
        ok: res.statusCode >= 200 && res.statusCode < 300,
        status: res.statusCode,
        statusText: res.statusMessage,
        header: (name) => (res.headers[name.toLowerCase()] as string | undefined) ?? null,
        text: async () => res.body,
      };
    };
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
    const res = await transport('/api/admin/performers', {
      method: 'POST',
      body: JSON.stringify({
        name: 'Ledger Lola',
        hourlyRate: '200',
        serviceAreaIds: ['miami'],
        eventTypeIds: ['birthday-party'],
      }),
    });
    performerId = (JSON.parse(await res.text()) as { id: string }).id;
  });
  afterEach(cleanup);
  afterAll(async () => {
    await t.close();
    await dom.happyDOM.close();
    for (const [name, value] of saved) g[name] = value;
    configure({ asyncUtilTimeout });
  });

  /** A new booking the client was asked the deposit for; its total and deposit as the server priced them. */
  async function bookingAwaitingDeposit() {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/bookings',
      payload: bookingRequest([performerId], comingDate()),
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = (created.json() as { id: string }).id;
    const moved = await transport(`/api/admin/bookings/${id}/status`, {
      method: 'PUT',
      body: JSON.stringify({ status: 'depositPending' }),
    });
    expect(moved.status).toBe(200);
    return JSON.parse(await moved.text()) as { id: string; totalAmount: string; depositAmount: string };
  }

  const renderWith = (children: ReactNode) => {
    const client = createQueryClient(transport);
    render(createElement(QueryClientProvider, { client }, children));
    return client;
  };
  const click = (el: HTMLElement) => act(async () => fireEvent.click(el));
  const type = (el: HTMLElement, value: string) => fireEvent.change(el, { target: { value } });

  it('records a deposit with its reference, refuses the same reference twice in place, and reverses with a reason', async () => {
    const booking = await bookingAwaitingDeposit();
    const client = renderWith([
      createElement(BookingStatus, { key: 's', id: booking.id }),
      createElement(PaymentsSection, { key: 'p', bookingId: booking.id }),
    ]);
    const section = within(await screen.findByRole('region', { name: 'Payments' }));
    await waitFor(() => expect(section.getByText('No payments recorded yet.')).toBeTruthy());
    const total = () => section.getByText('Total').nextElementSibling?.textContent;
    const paid = () => section.getByText('Paid').nextElementSibling?.textContent;
    expect([total(), paid()]).toEqual([formatMoney(booking.totalAmount), '$0.00']);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('depositPending'));

    // Record payment: a deposit by Cash App with its reference.
    await click(section.getByRole('button', { name: 'Record payment' }));
    let form = within(screen.getByRole('dialog', { name: 'Record payment' }));
    type(form.getByLabelText('Kind'), 'deposit');
    type(form.getByLabelText('Amount'), booking.depositAmount);
    type(form.getByLabelText('Reference (optional)'), 'CA-DESK-1');
    await click(form.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const entries = () => within(section.getByRole('list', { name: 'Ledger entries' })).getAllByRole('listitem');
    await waitFor(() => expect(entries()).toHaveLength(1));
    expect(entries()[0]?.textContent).toMatch(
      new RegExp(
        `^Deposit ${formatMoney(booking.depositAmount).replace('$', '\\$')}.* · Cash App · ref\\. CA-DESK-1 · recorded by `,
      ),
    );
    expect(paid()).toBe(formatMoney(booking.depositAmount));
    // The deposit covered: the booking moved on, and its read was refreshed with the ledger's.
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('confirmed'));

    // The same Cash App payment again: the server's words, in the dialog, nothing recorded.
    await click(section.getByRole('button', { name: 'Record payment' }));
    form = within(screen.getByRole('dialog', { name: 'Record payment' }));
    type(form.getByLabelText('Amount'), '10');
    type(form.getByLabelText('Reference (optional)'), 'CA-DESK-1');
    await click(form.getByRole('button', { name: 'Record payment' }));
    await waitFor(() => expect(form.getByRole('alert').textContent).toMatch(/reference/i));
    // An adjustment without a reason never leaves the form.
    type(form.getByLabelText('Kind'), 'adjustment');
    type(form.getByLabelText('Amount (negative for a discount)'), '-25');
    await click(form.getByRole('button', { name: 'Record payment' }));
    expect(form.getByText('Say why the price changes')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog', { name: 'Record payment' }), { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect((await client.fetchQuery({ ...bookingLedgerQuery(booking.id), staleTime: 0 })).entries).toHaveLength(1);

    // Reverse asks why; the entry stays, struck through, with the reason, and no longer counts.
    const what = `Reverse deposit of ${formatMoney(booking.depositAmount)}`;
    await click(section.getByRole('button', { name: `Reverse Deposit of ${formatMoney(booking.depositAmount)}` }));
    const ask = within(screen.getByRole('dialog', { name: `${what}?` }));
    await click(ask.getByRole('button', { name: 'Reverse entry' }));
    expect(ask.getByText('Say why this entry is reversed')).toBeTruthy();
    type(ask.getByLabelText('Reason'), 'Recorded on the wrong booking');
    await click(ask.getByRole('button', { name: 'Reverse entry' }));
    await waitFor(() => expect(entries()[0]?.textContent).toMatch(/Reversed .* by .*: Recorded on the wrong booking$/));
    expect(entries()[0]?.querySelector('.line-through')?.textContent).toMatch(/^Reversed: Deposit/);
    expect(section.queryByRole('button', { name: /^Reverse / })).toBeNull();
    expect(paid()).toBe('$0.00');
  });

  it('confirms the deposit through the dialog: the deposit still due prefilled, sent with its reference', async () => {
    const booking = await bookingAwaitingDeposit();
    // Part of the deposit already arrived in cash.
    const part = await transport(`/api/admin/bookings/${booking.id}/payments`, {
      method: 'POST',
      body: JSON.stringify({ kind: 'deposit', amount: 20, method: 'cash' }),
    });
    expect(part.status).toBe(201);
    const confirm = bookingActions('depositPending', 'depositPending').find((a) => a.request.kind === 'confirmDeposit');
    if (!confirm) throw new Error('an awaiting booking offers Confirm Deposit Received');
    const errors: string[] = [];
    renderWith(
      createElement(DepositHarness, {
        bookingId: booking.id,
        depositAmount: booking.depositAmount,
        confirm,
        onError: (message: string) => errors.push(message),
      }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Confirm Deposit Received' }));
    const still = (Number(booking.depositAmount) - 20).toFixed(2);
    await waitFor(() => expect((dialog.getByLabelText('Amount received') as HTMLInputElement).value).toBe(still));
    expect((dialog.getByLabelText('Method') as HTMLSelectElement).value).toBe('cashapp');
    type(dialog.getByLabelText('Cash App reference'), 'CA-DESK-2');
    await click(dialog.getByRole('button', { name: 'Record deposit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(errors).toEqual([]);
    await waitFor(() => expect(screen.getByTestId('status').textContent).toBe('confirmed'));
    const section = within(screen.getByRole('region', { name: 'Payments' }));
    const entries = () => within(section.getByRole('list', { name: 'Ledger entries' })).getAllByRole('listitem');
    // The booking and its ledger are read again side by side: wait for the ledger's answer too.
    await waitFor(() =>
      expect(entries().map((e) => e.textContent?.match(/^Deposit \$[\d,.]+/)?.[0])).toEqual([
        'Deposit $20.00',
        `Deposit ${formatMoney(still)}`,
      ]),
    );
    expect(entries()[1]?.textContent).toContain('Cash App · ref. CA-DESK-2');
  });
});
