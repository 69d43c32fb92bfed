import { describe, expect, it } from 'vitest';
import { mailtoHref, telHref } from '../desk/contact-links';
import { bookingAnchor, bookingCardHref, bookingIdFromHash } from './booking-anchor';
import { countOf } from './format';

describe('contact links', () => {
  it('encodes the address so it cannot add recipients or headers', () => {
    expect(mailtoHref('ana@example.com')).toBe('mailto:ana%40example.com');
    expect(mailtoHref('a@x.com?cc=evil@x.com&body=hi')).toBe('mailto:a%40x.com%3Fcc%3Devil%40x.com%26body%3Dhi');
  });

  it('keeps only a leading + and the digits of a phone number', () => {
    expect(telHref('(305) 555-0199')).toBe('tel:3055550199');
    expect(telHref(' +1 305.555.0199 ext')).toBe('tel:+13055550199');
    expect(telHref('javascript:alert(1)')).toBe('tel:1');
    expect(telHref('call me')).toBeNull();
  });
});

describe('booking anchors', () => {
  it('links to a card by id and reads the id back from the hash', () => {
    const id = '3f2a9c1e-0000-4000-8000-000000000001';
    expect(bookingAnchor(id)).toBe(`booking-${id}`);
    expect(bookingCardHref(id)).toBe(`/admin/bookings#booking-${id}`);
    expect(bookingIdFromHash(`#booking-${id}`)).toBe(id);
    expect(bookingIdFromHash(`booking-${id}`)).toBe(id);
    expect(bookingIdFromHash('#main')).toBeNull();
    expect(bookingIdFromHash('#booking-')).toBeNull();
    expect(bookingIdFromHash('#booking-a"b')).toBeNull();
  });

  it('counts in words', () => {
    expect(countOf(1, 'other booking')).toBe('1 other booking');
    expect(countOf(3, 'other booking')).toBe('3 other bookings');
  });
});
