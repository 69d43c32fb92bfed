import { describe, expect, it } from 'vitest';
import { OFFER_STATES, type OfferState } from '../../../../shared/offers';
import type { AdminBooking } from '../../../../shared/schemas/admin-booking';
import { offerInWords, performerOffers, waitingOnPerformers } from './offer-words';

type Offer = AdminBooking['offers'][number];
const ANA = 'aaaaaaaa-1111-4111-8111-111111111111';
const BEA = 'bbbbbbbb-2222-4222-8222-222222222222';
const offer = (state: OfferState, changes: Partial<Offer> = {}): Offer => ({
  performerId: ANA,
  state,
  sentAt: '2026-11-25T22:00:00.000Z',
  // 9:00 PM in Miami (EST), the deadline.
  expiresAt: '2026-11-26T02:00:00.000Z',
  answeredAt: state === 'sent' || state === 'expired' ? null : '2026-11-25T23:30:00.000Z',
  reason: null,
  ...changes,
});

describe('offers in words (decision 033)', () => {
  it('says each state in words, with its time in Miami', () => {
    expect(offerInWords(offer('sent')).text).toBe('Offer sent, answer due Nov 25, 2026, 9:00 PM');
    expect(offerInWords(offer('accepted')).text).toBe('Accepted Nov 25, 2026, 6:30 PM');
    expect(offerInWords(offer('declined', { reason: 'Out of town' })).text).toBe('Declined: Out of town');
    expect(offerInWords(offer('declined')).text).toBe('Declined');
    expect(offerInWords(offer('expired')).text).toBe('Expired Nov 25, 2026, 9:00 PM');
    expect(offerInWords(offer('withdrawn')).text).toBe('Withdrawn');
    expect(offerInWords(null).text).toBe('No portal account');
  });

  it('gives every state its own sign, so colour is never the only cue', () => {
    const signs = OFFER_STATES.map((s) => offerInWords(offer(s)).icon);
    expect(new Set(signs).size).toBe(OFFER_STATES.length);
  });

  it("pairs each booked performer with her offer, and leaves out deleted performers' lines", () => {
    const line = (id: string | null, name: string) => ({
      id,
      name,
      price: '200.00',
      hidden: false,
      coversArea: true,
      coversEventType: true,
    });
    const booking = {
      performers: [line(ANA, 'Ana'), line(BEA, 'Bea'), line(null, 'Gone')],
      offers: [offer('accepted')],
    } as AdminBooking;
    expect(performerOffers(booking).map((p) => [p.name, p.offer?.state ?? null])).toEqual([
      ['Ana', 'accepted'],
      ['Bea', null],
    ]);
  });

  it('marks a booking on the calendar until every offer is accepted', () => {
    expect(waitingOnPerformers({ offers: [] })).toBe(false);
    expect(waitingOnPerformers({ offers: [offer('accepted'), offer('accepted', { performerId: BEA })] })).toBe(false);
    for (const state of ['sent', 'declined', 'expired', 'withdrawn'] as const) {
      expect(waitingOnPerformers({ offers: [offer('accepted'), offer(state, { performerId: BEA })] }), state).toBe(
        true,
      );
    }
  });
});
