// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { PerformerOpenBooking } from '../../../../shared/schemas/admin-performer';
import { createQueryClient } from '../../../lib/staff-query-client';
import { HidePerformerButton, HideQuestion } from './hide-performer-button';

/**
 * Hide asks first and lists the performer's bookings still to come (issue 26, item 11). The API
 * is the transport, answering what GET /api/admin/performers/{id}/open-bookings answers (its
 * integration test covers the server), read afresh each time the question opens.
 */
const ID = '11111111-1111-4111-8111-111111111111';
const OPEN: PerformerOpenBooking[] = [
  {
    id: 'aaaaaaaa-1111-4111-8111-111111111111',
    reference: 'AAAAAAAA',
    clientName: 'Hilda Booked',
    eventDate: '2026-12-12',
    eventTime: '21:00',
    status: 'depositPending',
  },
  {
    id: 'bbbbbbbb-1111-4111-8111-111111111111',
    reference: 'BBBBBBBB',
    clientName: 'Nico Nodate',
    eventDate: null,
    eventTime: null,
    status: 'pending',
  },
];

function renderButton(answers: PerformerOpenBooking[][]) {
  const calls: string[] = [];
  const hidden: string[] = [];
  const client = createQueryClient(async (path) => {
    calls.push(path);
    const body = answers[calls.length - 1] ?? [];
    return { ok: true, status: 200, statusText: 'OK', header: () => null, text: async () => JSON.stringify(body) };
  });
  render(
    <QueryClientProvider client={client}>
      <HidePerformerButton performer={{ id: ID, name: 'Hanna Hideaway' }} onConfirm={() => hidden.push(ID)} />
    </QueryClientProvider>,
  );
  return { calls, hidden };
}

const hide = () => screen.getByRole('button', { name: 'Hide Hanna Hideaway' });
afterEach(cleanup);

describe('Hide, for a performer with bookings still to come', () => {
  it('lists them before it asks, and Cancel hides nothing', async () => {
    const { calls, hidden } = renderButton([OPEN, []]);
    await act(async () => fireEvent.click(hide()));
    const ask = screen.getByRole('dialog', { name: 'Hide Hanna Hideaway?' });
    const list = await within(ask).findByRole('list', { name: 'Open bookings of Hanna Hideaway' });
    expect(calls).toEqual([`/api/admin/performers/${ID}/open-bookings`]);
    expect(ask.textContent).toContain('Hanna Hideaway is booked in 2 open bookings. Hiding does not cancel them:');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      'Ref AAAAAAAA: Hilda Booked, Saturday, December 12, 2026 at 9:00 PM, Awaiting Deposit',
      'Ref BBBBBBBB: Nico Nodate, Not set, Pending',
    ]);
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' })));
    expect(hidden).toEqual([]);

    // Asked again, the list is read again: here the bookings have gone, and the button is plain Hide.
    await act(async () => fireEvent.click(hide()));
    const again = screen.getByRole('dialog', { name: 'Hide Hanna Hideaway?' });
    expect(await within(again).findByText('Hanna Hideaway has no bookings still to come.')).toBeTruthy();
    expect(calls).toHaveLength(2);
    await act(async () => fireEvent.click(within(again).getByRole('button', { name: /^Hide$/ })));
    expect(hidden).toEqual([ID]);
  });

  it('says Hide anyway when there are bookings, and hides on it', async () => {
    const { hidden } = renderButton([OPEN.slice(0, 1)]);
    await act(async () => fireEvent.click(hide()));
    const ask = screen.getByRole('dialog', { name: 'Hide Hanna Hideaway?' });
    expect(await within(ask).findByText(/is booked in 1 open booking\. Hiding does not cancel it:/)).toBeTruthy();
    await act(async () => fireEvent.click(within(ask).getByRole('button', { name: 'Hide anyway' })));
    expect(hidden).toEqual([ID]);
  });
});

describe('bulk Hide', () => {
  it('lists the open bookings of each chosen performer who has some', async () => {
    const SOL = '22222222-2222-4222-8222-222222222222';
    const paths: string[] = [];
    const client = createQueryClient(async (path) => {
      paths.push(path);
      const body = path.includes(ID) ? OPEN : [];
      return { ok: true, status: 200, statusText: 'OK', header: () => null, text: async () => JSON.stringify(body) };
    });
    render(
      <QueryClientProvider client={client}>
        <HideQuestion
          open
          title="Hide 2 performers?"
          description="They leave the gallery."
          performers={[
            { id: SOL, name: 'Sol Star' },
            { id: ID, name: 'Hanna Hideaway' },
          ]}
          onCancel={() => {}}
          onConfirm={() => {}}
        />
      </QueryClientProvider>,
    );
    const ask = screen.getByRole('dialog', { name: 'Hide 2 performers?' });
    const list = await within(ask).findByRole('list', { name: 'Open bookings of Hanna Hideaway' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(within(ask).queryByRole('list', { name: 'Open bookings of Sol Star' })).toBeNull();
    expect(paths.sort()).toEqual([
      `/api/admin/performers/${ID}/open-bookings`,
      `/api/admin/performers/${SOL}/open-bookings`,
    ]);
    expect(within(ask).getByRole('button', { name: 'Hide anyway' })).toBeTruthy();
  });
});
