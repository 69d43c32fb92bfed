import { describe, expect, it } from 'vitest';
import { normalizePhone, phoneForPeople } from './business';

describe('normalizePhone', () => {
  it('reads US numbers however they are punctuated', () => {
    for (const typed of ['3055550142', '(305) 555-0142', '305.555.0142', '1 305 555 0142', '+1 (305) 555-0142']) {
      expect(normalizePhone(typed), typed).toBe('+13055550142');
    }
  });

  it('keeps other countries when they start with + and a code', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
  });

  it('refuses what is not a phone number', () => {
    for (const typed of ['', 'call us', '555-0142', '+1 305 555 0142 ext 3', '12345678901234567', 'tel:3055550142']) {
      expect(normalizePhone(typed), typed).toBeNull();
    }
  });
});

describe('phoneForPeople', () => {
  it('writes a US number the way people read it, others as they are', () => {
    expect(phoneForPeople('+13055550142')).toBe('(305) 555-0142');
    expect(phoneForPeople('+442079460958')).toBe('+442079460958');
  });
});
