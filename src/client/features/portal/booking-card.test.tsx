// @vitest-environment happy-dom

import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Texts } from '../../../shared/i18n-runtime';
import { currentPartyRules } from '../../../shared/party-rules';
import { type PortalBooking, portalBookingSchema } from '../../../shared/schemas/portal';
import { createI18n } from '../../lib/i18n';
import { I18nProvider } from '../../lib/i18n-react';
import { testI18n } from '../../lib/test-i18n';
import { BookingCard } from './booking-card';

/**
 * Her booking card with what she is told of the client (decision 037): the signals as chips, the
 * party rules in her language, and, once a booking took place, the private rating form, which says
 * what is missing before it sends anything. Sending is covered by client-rating.integration.test.ts.
 */
const booking = (fields: Partial<PortalBooking> = {}): PortalBooking =>
  portalBookingSchema.parse({
    id: '0a1b2c3d-4e5f-4a6b-8c7d-8e9f0a1b2c3d',
    reference: '0A1B2C3D',
    status: 'confirmed',
    eventDate: '2026-11-28',
    eventTime: '20:00',
    eventDuration: 120,
    serviceArea: 'Miami',
    eventType: 'Birthday Party',
    estimatedGuests: 40,
    specialRequests: '',
    shareAmount: '150.00',
    address: null,
    clientFirstName: null,
    clientPhone: null,
    rulesVersion: 1,
    rulesAcceptedAt: '2026-11-20T17:00:00.000Z',
    signals: {
      emailConfirmed: true,
      returningClient: false,
      completedBefore: 0,
      markers: ['first-booking', 'large-party'],
    },
    clientRating: null,
    night: null,
    ...fields,
  });
const AFTER = new Date('2026-11-29T04:00:00Z');
const rated = async () => {};

function renderCard(shown: PortalBooking, i18n: Texts = testI18n(), past = false) {
  return render(
    <I18nProvider i18n={i18n}>
      <BookingCard booking={shown} past={past} now={AFTER} rated={rated} />
    </I18nProvider>,
  );
}

afterEach(cleanup);

describe('her booking card: the client and the rules', () => {
  it('shows the signals as chips and the rules the client accepted', () => {
    renderCard(booking());
    const chips = within(screen.getByRole('list', { name: 'About the client' }));
    expect(chips.getAllByRole('listitem').map((li) => li.textContent)).toEqual([
      'E-mail confirmed',
      'First booking',
      'Large party (over 30 guests)',
    ]);
    expect(screen.getByText('Party rules: the client accepted them')).toBeTruthy();
    const rules = screen.getByRole('list', { name: 'Party rules: the client accepted them' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(currentPartyRules('en'));
  });

  it('says so when the client did not accept the rules, in Spanish on her Spanish portal', async () => {
    renderCard(booking({ rulesVersion: null, rulesAcceptedAt: null }), await createI18n('es', 'portal'));
    expect(screen.getByText('Reglas de la fiesta: no aceptadas')).toBeTruthy();
    expect(screen.getByText('El cliente no marcó las reglas al reservar. Igual se aplican.')).toBeTruthy();
    const rules = screen.getByRole('list', { name: 'Reglas de la fiesta: no aceptadas' });
    expect(
      within(rules)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(currentPartyRules('es'));
  });

  it('offers the private rating once the booking took place, and asks for stars before sending', async () => {
    renderCard(booking(), testI18n(), true);
    expect(screen.getByText('Only our team reads this, never the client.')).toBeTruthy();
    for (const n of ['1', '2', '3', '4', '5']) expect(screen.getByRole('radio', { name: n })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'I did not feel safe' })).toBeTruthy();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Send rating' })));
    expect(screen.getByRole('alert').textContent).toBe('Choose 1 to 5 stars.');
  });

  it('shows her rating instead of the form once given, and no form for a cancelled booking', () => {
    renderCard(booking({ clientRating: { stars: 2, tags: ['unsafe'] } }), testI18n(), true);
    expect(screen.getByText('You rated this client 2 out of 5. Only our team reads it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
    cleanup();
    renderCard(booking({ status: 'cancelled' }), testI18n(), true);
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
  });
});
