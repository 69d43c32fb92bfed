// @vitest-environment happy-dom

import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '../../../../shared/schemas/auth';
import { tonightSchema } from '../../../../shared/schemas/safety';
import { Toaster } from '../../../components/ui/toaster';
import type { ApiResponse } from '../../../lib/http';
import { I18nProvider } from '../../../lib/i18n-react';
import { createQueryClient } from '../../../lib/staff-query-client';
import { testI18n } from '../../../lib/test-i18n';
import { currentUserQuery } from '../shell/public-reads';
import type { Tonight } from './api';
import AdminTonightPage from './tonight-page';

/**
 * The Tonight board (issue 30) as the desk reads it: alarms first with everything needed to act
 * (who to call, where she is), Acknowledge asking what was done, then the night's bookings with
 * late and missing check-ins marked. The API is the board's transport: it answers what the server
 * would and records each call (the server is covered by its own integration tests).
 */
const BOOKING = '5e1f0a2b-3c4d-4e5f-8a6b-7c8d9e0f1a2b';
const NOW = '2026-11-28T03:00:00.000Z';
const staff: User = {
  id: 'u1',
  email: 'desk@example.test',
  firstName: 'Dee',
  isAdmin: true,
  role: 'agent',
  mfaEnrolled: true,
  mfaSetupRequired: false,
};

const panic = {
  id: 'a1',
  kind: 'panic' as const,
  stage: 'desk' as const,
  raisedAt: '2026-11-28T02:57:00.000Z',
  bookingId: BOOKING,
  reference: '5E1F0A2B',
  performerId: 'p1',
  performerName: 'Nina Night',
  missedKind: null,
  address: '12 Collins Ave, Miami Beach',
  clientName: 'Carl Client',
  clientPhone: '+1 305 555 0100',
  location: { lat: 25.7906, lng: -80.13, accuracy: 20, at: '2026-11-28T02:56:00.000Z' },
  emergencyContact: { name: 'Rosa Sister', phone: '(305) 555-0111' },
  alternates: [],
};

const board = (alarms: Tonight['alarms']): Tonight =>
  tonightSchema.parse({
    now: NOW,
    alarms,
    bookings: [
      {
        id: BOOKING,
        reference: '5E1F0A2B',
        status: 'confirmed',
        eventDate: '2026-11-27',
        eventTime: '21:00',
        eventDuration: 120,
        city: 'Miami Beach',
        clientName: 'Carl Client',
        performers: [
          {
            performerId: 'p1',
            name: 'Nina Night',
            lastCheckin: { kind: 'arrived', at: '2026-11-28T02:01:00.000Z' },
            next: { kind: 'ok', dueAt: '2026-11-28T02:31:00.000Z' },
            late: true,
          },
          { performerId: 'p2', name: 'Lola Late', lastCheckin: null, next: null, late: true },
          {
            performerId: 'p3',
            name: 'Olga Ontime',
            lastCheckin: null,
            next: { kind: 'on-the-way', dueAt: '2026-11-28T03:20:00.000Z' },
            late: false,
          },
        ],
      },
    ],
  });

type Reply = { status: number; body: unknown };
function renderBoard(shown: Tonight, ackReply: Reply = { status: 200, body: {} }) {
  const calls: { call: string; body: unknown }[] = [];
  let handled = false;
  const reply = ({ status, body }: Reply): ApiResponse => ({
    ok: status < 300,
    status,
    statusText: status < 300 ? 'OK' : 'Conflict',
    header: () => null,
    text: async () => JSON.stringify(body),
  });
  const client = createQueryClient(async (path, init) => {
    calls.push({
      call: `${init?.method ?? 'GET'} ${path}`,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    if (path === '/api/admin/tonight') return reply({ status: 200, body: handled ? { ...shown, alarms: [] } : shown });
    // Acknowledged now or by someone else before: either way the alarm is off the board.
    handled = true;
    return reply(ackReply);
  });
  client.setQueryData(currentUserQuery().queryKey, staff);
  render(
    <I18nProvider i18n={testI18n()}>
      <QueryClientProvider client={client}>
        <AdminTonightPage />
        <Toaster />
      </QueryClientProvider>
    </I18nProvider>,
  );
  return calls;
}

afterEach(cleanup);

describe('the Tonight board', () => {
  it('shows an alarm with what the desk needs to act on it', async () => {
    renderBoard(board([panic]));
    const alarm = await screen.findByRole('article', { name: 'Panic: Nina Night' });
    const card = within(alarm);
    expect(card.getByText('3 minutes ago').getAttribute('datetime')).toBe(panic.raisedAt);
    expect(card.getByRole('link', { name: 'Booking 5E1F0A2B' }).getAttribute('href')).toBe(
      `/admin/bookings#booking-${BOOKING}`,
    );
    expect(card.getByText('12 Collins Ave, Miami Beach')).toBeTruthy();
    expect(card.getByRole('link', { name: 'Call the client, Carl Client: +1 305 555 0100' }).getAttribute('href')).toBe(
      'tel:+13055550100',
    );
    expect(
      card
        .getByRole('link', { name: "Call Nina Night's emergency contact, Rosa Sister: (305) 555-0111" })
        .getAttribute('href'),
    ).toBe('tel:3055550111');
    const map = card.getByRole('link', { name: "Open on the map: Nina Night's last location (new tab)" });
    expect(map.getAttribute('href')).toMatch(/^https:\/\/www\.openstreetmap\.org\/\?mlat=25\.79060&mlon=-80\.13000/);
    expect(map.getAttribute('target')).toBe('_blank');
    expect(map.getAttribute('rel')).toContain('noopener');
    expect(screen.getByText('1 open alarm: call, then acknowledge.')).toBeTruthy();
  });

  it('lists the free alternates of a no-show risk, and says when nothing is on file', async () => {
    renderBoard(
      board([
        {
          ...panic,
          id: 'a2',
          kind: 'no-show-risk',
          stage: 'owners',
          location: null,
          emergencyContact: null,
          alternates: [
            { id: 'p7', name: 'Ada Alt' },
            { id: 'p8', name: 'Bea Backup' },
          ],
        },
      ]),
    );
    const card = within(await screen.findByRole('article', { name: 'No-show risk: Nina Night' }));
    expect(card.getByText('Ada Alt, Bea Backup')).toBeTruthy();
    expect(card.getByText('Escalated to owners')).toBeTruthy();
    expect(card.getByText('None on file')).toBeTruthy();
    expect(card.getByText('Not shared')).toBeTruthy();
  });

  it('acknowledges only with a note of what was done, and sends that note', async () => {
    const calls = renderBoard(board([panic]), {
      status: 200,
      body: { alarm: { id: 'a1', acknowledgedAt: NOW, acknowledgedBy: 'desk@example.test', note: 'Called her' } },
    });
    const alarm = await screen.findByRole('article', { name: 'Panic: Nina Night' });
    await act(async () =>
      fireEvent.click(within(alarm).getByRole('button', { name: 'Acknowledge: Panic, Nina Night' })),
    );
    const dialog = screen.getByRole('dialog', { name: 'Acknowledge: Panic, Nina Night' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge alarm' })));
    expect(within(dialog).getByText('Say what you did')).toBeTruthy();
    expect(calls.filter((c) => c.call.startsWith('POST'))).toEqual([]);

    fireEvent.change(within(dialog).getByLabelText('What did you do?'), {
      target: { value: '  Called her: she is safe, left early.  ' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge alarm' })));
    await expect
      .poll(() => calls.find((c) => c.call.startsWith('POST')))
      .toEqual({
        call: 'POST /api/admin/alarms/a1/acknowledge',
        body: { note: 'Called her: she is safe, left early.' },
      });
    // The board is read again: the alarm is gone.
    await expect.poll(() => screen.queryByRole('article', { name: 'Panic: Nina Night' })).toBeNull();
    expect(screen.getByText('No open alarms.')).toBeTruthy();
  });

  it('closes the dialog when someone else acknowledged first, and says so', async () => {
    renderBoard(board([panic]), {
      status: 409,
      body: { message: 'This alarm was already acknowledged', code: 'ALARM_ALREADY_ACKNOWLEDGED' },
    });
    const alarm = await screen.findByRole('article', { name: 'Panic: Nina Night' });
    await act(async () => fireEvent.click(within(alarm).getByRole('button', { name: /^Acknowledge/ })));
    const dialog = screen.getByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText('What did you do?'), { target: { value: 'Called 911' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Acknowledge alarm' })));
    await expect.poll(() => screen.queryByRole('dialog')).toBeNull();
    await expect.poll(() => screen.queryByText('Already acknowledged')).not.toBeNull();
  });

  it("marks each performer's check-ins: late, missing, or the next one due", async () => {
    renderBoard(board([]));
    const booking = await screen.findByRole('article', { name: 'Carl Client' });
    expect(booking.textContent).toContain('Friday, November 27, 2026 at 9:00 PM · 2 hours · Miami Beach');
    const performers = within(await screen.findByRole('list', { name: 'Performers of booking 5E1F0A2B' }));
    const items = performers.getAllByRole('listitem').map((li) => li.textContent);
    expect(items).toEqual([
      "Nina NightLateLast check-in: Arrived at 9:01 PMOverdue: I'm OK by 9:31 PM (29 minutes ago)",
      'Lola LateMissingLast check-in: none yet',
      'Olga OntimeNot startedLast check-in: none yetNext: On my way by 10:20 PM (in 20 minutes)',
    ]);
    expect(screen.getByText('No open alarms.')).toBeTruthy();
  });
});
