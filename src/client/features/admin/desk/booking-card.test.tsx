// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type AdminBooking, adminBookingSchema } from '../../../../shared/schemas/admin-booking';
import { Toaster } from '../../../components/ui/toaster';
import type { ApiResponse } from '../../../lib/http';
import { I18nProvider } from '../../../lib/i18n-react';
import { createQueryClient } from '../../../lib/staff-query-client';
import { testI18n } from '../../../lib/test-i18n';
import { adminMessagesQuery } from '../messages/api';
import { bookingLedgerQuery } from '../money/api';
import { safetyLogQuery } from '../tonight/api';
import { BookingCard } from './booking-card';

/**
 * The booking panel's card with a booked performer hidden since (issue 26, item 11): marked, and
 * confirming asks once more, naming her. The API is the card's transport, which answers what the
 * server would and records each call (the server side is covered by the integration tests).
 */
const ID = '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d';
const booking = (performers: AdminBooking['performers'], status = 'depositPending'): AdminBooking =>
  adminBookingSchema.parse({
    id: ID,
    clientName: 'Hilda Booked',
    clientEmail: 'hilda@example.test',
    clientPhone: null,
    locale: 'en',
    eventDate: '2026-12-12',
    eventTime: '21:00',
    eventDuration: 2,
    serviceType: 'hourly',
    numberOfPerformers: performers.length,
    performers,
    serviceArea: 'Doral',
    eventType: 'Bachelorette Party',
    estimatedGuests: 0,
    eventDetails: '9 Hidden Way, Miami',
    customMessage: '',
    totalAmount: '300.00',
    depositAmount: '150.00',
    cashAppLink: 'https://cash.app/$TestTag/150',
    status,
    paymentStatus: status,
    statusHistory: [],
    createdAt: '2026-11-20T17:00:00.000Z',
    reference: ID.slice(0, 8).toUpperCase(),
    conflicts: [],
    duplicates: [],
    notes: [],
    offers: [],
    rulesVersion: null,
    rulesAcceptedAt: null,
    signals: { emailConfirmed: false, returningClient: false, completedBefore: 0, markers: ['first-booking'] },
    doNotBookMatch: null,
  });
let lines = 0;
const line = (name: string, extra: Partial<AdminBooking['performers'][number]> = {}) => ({
  id: `${++lines}1111111-1111-4111-8111-111111111111`.slice(-36),
  name,
  price: '300.00',
  hidden: false,
  coversArea: true,
  coversEventType: true,
  ...extra,
});

/** The ledger as the server answers it before any payment, or after one of `paid`. */
const ledgerOf = (paid: number) => ({
  entries: [],
  totals: { total: 300, paid, due: 300 - paid, refunded: 0, refundDue: 0, performerOwed: 0 },
});

function renderCard(shown: AdminBooking, paid = 0) {
  const calls: string[] = [];
  const bodies: unknown[] = [];
  const answer = (body: unknown): ApiResponse => ({
    ok: true,
    status: 200,
    statusText: 'OK',
    header: () => null,
    text: async () => JSON.stringify(body),
  });
  const client = createQueryClient(async (path, init) => {
    calls.push(`${init?.method ?? 'GET'} ${path}`);
    bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : undefined);
    if (path.endsWith('/ledger')) return answer(ledgerOf(paid));
    if (path.endsWith('/safety-log')) return answer({ entries: [] });
    if (path.endsWith('/status')) return answer({ ...shown, status: 'cancelled', refundDue: 150 });
    return answer(path.startsWith('/api/admin/messages') ? [] : { ...shown, status: 'confirmed' });
  });
  client.setQueryData(adminMessagesQuery({ bookingId: shown.id }).queryKey, []);
  client.setQueryData(bookingLedgerQuery(shown.id).queryKey, ledgerOf(paid));
  client.setQueryData(safetyLogQuery(shown.id).queryKey, { entries: [] });
  render(
    <I18nProvider i18n={testI18n()}>
      <QueryClientProvider client={client}>
        <BookingCard booking={shown} onOpenBooking={() => {}} />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return { calls, bodies };
}

/** The deposit dialog: what arrived, prefilled with the deposit still due. */
const depositDialog = () => screen.getByRole('dialog', { name: 'Confirm Deposit Received' });

const confirmDeposit = () => screen.getByRole('button', { name: 'Confirm Deposit Received' });
const CONFIRM = `PUT /api/admin/bookings/${ID}/confirm-deposit`;

afterEach(cleanup);

describe('the booking card with a hidden performer', () => {
  it('marks her, and says which lines do not cover the area or event type', () => {
    renderCard(
      booking([
        line('Hanna Hideaway', { hidden: true }),
        line('Tyler Brooks', { coversArea: false, coversEventType: false }),
      ]),
    );
    expect(screen.getByText('Hidden', { exact: true })).toBeTruthy();
    const warnings = within(screen.getByRole('list', { name: 'Performer warnings' }));
    expect(warnings.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Hanna Hideaway is hidden from the gallery.',
      'Tyler Brooks does not cover Doral.',
      'Tyler Brooks does not list Bachelorette Party.',
    ]);
  });

  it('asks once more before confirming the deposit, naming her; Cancel sends nothing', async () => {
    const { calls, bodies } = renderCard(booking([line('Hanna Hideaway', { hidden: true }), line('Rita Ray')]));
    await act(async () => fireEvent.click(confirmDeposit()));
    const ask = screen.getByRole('dialog', { name: 'Hanna Hideaway is hidden' });
    expect(ask.textContent).toContain(
      'Hanna Hideaway is hidden from the gallery. Check that this performer can still perform before confirming the booking.',
    );
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);

    await act(async () => fireEvent.click(confirmDeposit()));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Confirm Deposit Received anyway' })));
    // Then what arrived: the deposit still due, by Cash App, and its reference.
    const deposit = within(depositDialog());
    expect((deposit.getByLabelText('Amount received') as HTMLInputElement).value).toBe('150.00');
    expect((deposit.getByLabelText('Method') as HTMLSelectElement).value).toBe('cashapp');
    fireEvent.change(deposit.getByLabelText('Cash App reference'), { target: { value: ' #CA-4471 ' } });
    expect(calls).toEqual([]);
    await act(async () => fireEvent.click(deposit.getByRole('button', { name: 'Record deposit' })));
    await expect.poll(() => calls[0]).toBe(CONFIRM);
    expect(bodies[0]).toEqual({ amount: 150, method: 'cashapp', reference: '#CA-4471' });
  });

  it('asks only what arrived when nobody booked is hidden, prefilled with what is still due', async () => {
    const { calls, bodies } = renderCard(booking([line('Rita Ray', { coversEventType: false })]), 100);
    expect(screen.queryByText('Hidden', { exact: true })).toBeNull();
    await act(async () => fireEvent.click(confirmDeposit()));
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    const deposit = within(depositDialog());
    const amount = deposit.getByLabelText('Amount received') as HTMLInputElement;
    expect(amount.value).toBe('50.00');
    // Nothing to send is refused in place; Escape would close, Cancel sends nothing.
    fireEvent.change(amount, { target: { value: '0' } });
    await act(async () => fireEvent.click(deposit.getByRole('button', { name: 'Record deposit' })));
    expect(deposit.getByRole('alert').textContent).toBe('Enter an amount other than zero');
    expect(calls).toEqual([]);
    fireEvent.change(amount, { target: { value: '$50' } });
    fireEvent.change(deposit.getByLabelText('Method'), { target: { value: 'cash' } });
    await act(async () => fireEvent.click(deposit.getByRole('button', { name: 'Record deposit' })));
    await expect.poll(() => calls[0]).toBe(CONFIRM);
    expect(bodies[0]).toEqual({ amount: 50, method: 'cash' });
  });
});

describe("the booking card's offers (decision 033)", () => {
  it("lists each performer's answer in words, and no portal account for the others", () => {
    const ana = line('Ana Accepts');
    const dee = line('Dee Declines');
    const nia = line('Nia Noaccount');
    const shown = booking([ana, dee, nia]);
    const offered = (performerId: string, state: 'accepted' | 'declined', reason: string | null = null) => ({
      performerId,
      state,
      sentAt: '2026-11-20T17:00:00.000Z',
      expiresAt: '2026-11-20T19:00:00.000Z',
      answeredAt: '2026-11-20T18:00:00.000Z',
      reason,
    });
    renderCard({
      ...shown,
      offers: [offered(String(ana.id), 'accepted'), offered(String(dee.id), 'declined', 'Sick that night')],
    });
    const answers = within(screen.getByRole('region', { name: "Performers' answers" }));
    expect(answers.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'Ana Accepts✓Accepted Nov 20, 2026, 1:00 PM',
      'Dee Declines✕Declined: Sick that night',
      'Nia Noaccount·No portal account',
    ]);
  });
});

describe("the booking card's cancel dialog (issue 29)", () => {
  const STATUS = `PUT /api/admin/bookings/${ID}/status`;

  it('asks who cancelled and why, sends both, and says the refund due', async () => {
    const { calls, bodies } = renderCard(booking([line('Rita Ray')], 'confirmed'), 150);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel Booking' })));
    const ask = within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
    // Nothing answered: both questions say what is missing, and nothing is sent.
    await act(async () => fireEvent.click(ask.getByRole('button', { name: 'Cancel booking' })));
    expect(ask.getByText('Say who cancelled')).toBeTruthy();
    expect(ask.getByText('Say why the booking is cancelled')).toBeTruthy();
    expect(calls).toEqual([]);

    const who = within(ask.getByRole('group', { name: 'Who cancelled?' }));
    expect(who.getAllByRole('radio').map((r) => r.closest('label')?.textContent)).toEqual([
      'The client',
      'We did',
      'The performer',
    ]);
    fireEvent.click(who.getByLabelText('The client'));
    fireEvent.change(ask.getByLabelText('Why?'), { target: { value: '  Plans changed  ' } });
    await act(async () => fireEvent.click(ask.getByRole('button', { name: 'Cancel booking' })));
    await expect.poll(() => calls[0]).toBe(STATUS);
    expect(bodies[0]).toEqual({ status: 'cancelled', cancelledBy: 'client', reason: 'Plans changed' });
    await expect.poll(() => document.body.textContent).toContain('Refund due: $150.00');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Cancel this booking?' })).toBeNull();
  });

  it('asks who turned a request down and why before rejecting it', async () => {
    const { calls, bodies } = renderCard(booking([line('Rita Ray')], 'pending'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Reject' })));
    const ask = within(screen.getByRole('dialog', { name: 'Reject this request?' }));
    await act(async () => fireEvent.click(ask.getByRole('button', { name: 'Reject request' })));
    expect(ask.getByText('Say who turned it down')).toBeTruthy();
    expect(ask.getByText('Say why the request is rejected')).toBeTruthy();
    expect(calls).toEqual([]);
    fireEvent.click(within(ask.getByRole('group', { name: 'Who turned it down?' })).getByLabelText('The performer'));
    fireEvent.change(ask.getByLabelText('Why?'), { target: { value: 'She is booked that night' } });
    await act(async () => fireEvent.click(ask.getByRole('button', { name: 'Reject request' })));
    await expect.poll(() => calls[0]).toBe(STATUS);
    expect(bodies[0]).toEqual({ status: 'cancelled', cancelledBy: 'performer', reason: 'She is booked that night' });
    await expect.poll(() => document.body.textContent).toContain('The booking request was rejected.');
    await expect.poll(() => screen.queryByRole('dialog', { name: 'Reject this request?' })).toBeNull();
  });

  it('Keep booking closes the dialog and sends nothing', async () => {
    const { calls } = renderCard(booking([line('Rita Ray')], 'depositPaid'));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Cancel' })));
    const ask = within(screen.getByRole('dialog', { name: 'Cancel this booking?' }));
    fireEvent.click(ask.getByLabelText('We did'));
    await act(async () => fireEvent.click(ask.getByRole('button', { name: 'Keep booking' })));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(calls).toEqual([]);
  });
});

describe('the booking card: who the client is (decision 037)', () => {
  it('shows the signals as chips, whether the rules were accepted, and no flag without a match', () => {
    renderCard(booking([line('Rita Ray')]));
    const chips = within(screen.getByRole('region', { name: 'About the client' }));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'E-mail not confirmed',
      'No completed booking before',
      'First booking',
      'Rules not accepted',
    ]);
    expect(screen.queryByText('On the do-not-book list')).toBeNull();
  });

  it('flags a do-not-book match at the top, with its reason, and names a returning client', () => {
    renderCard({
      ...booking([line('Rita Ray')]),
      rulesVersion: 1,
      rulesAcceptedAt: '2026-11-20T17:00:00.000Z',
      signals: {
        emailConfirmed: true,
        returningClient: true,
        completedBefore: 2,
        markers: ['late-start', 'large-party'],
      },
      doNotBookMatch: { entryId: ID, kind: 'phone', reason: 'Threatened Rita', hint: '0190' },
    });
    const flag = screen.getByText('On the do-not-book list').closest('[role="alert"]');
    expect(flag?.textContent).toContain("This request's phone (…0190) is on the list: Threatened Rita");
    const chips = within(screen.getByRole('region', { name: 'About the client' }));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'E-mail confirmed',
      'Returning client (2 bookings before)',
      'Late start (11 PM to 5 AM)',
      'Large party (over 30 guests)',
      'Party rules accepted',
    ]);
  });
});
