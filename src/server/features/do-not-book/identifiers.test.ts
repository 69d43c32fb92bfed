import { describe, expect, it } from 'vitest';
import {
  bookingIdentifiers,
  createHasher,
  hintOf,
  normaliseAddress,
  normaliseEmail,
  normalisePhone,
} from './identifiers';

describe('do-not-book identifiers', () => {
  it('reads a phone however it is typed as one E.164 number (US without a country code)', () => {
    for (const typed of ['(305) 555-0190', '305.555.0190', '305 555 0190', '+1 305 555 0190', '1-305-555-0190']) {
      expect(normalisePhone(typed), typed).toBe('+13055550190');
    }
    expect(normalisePhone('+44 7911 123456')).toBe('+447911123456');
    expect(normalisePhone('555-01')).toBeNull();
    expect(normalisePhone('call me')).toBeNull();
  });

  it('compares e-mail addresses trimmed and in lower case, and refuses what is not one', () => {
    expect(normaliseEmail('  Pat.Client@Example.TEST ')).toBe('pat.client@example.test');
    expect(normaliseEmail('Pat <pat@example.test>')).toBeNull();
    expect(normaliseEmail('not an address')).toBeNull();
  });

  it('keys an address by its street line, whatever the case, punctuation, abbreviations, unit or city', () => {
    const variants = [
      '1 Ocean Drive, Miami, FL 33139',
      '1 ocean dr',
      '1 OCEAN DR.',
      '1  Ocean   Dr., Apt 5',
      '1 Ocean Drive Apt. 5, Miami Beach',
      '1 Ocean Dr #12',
      '1 Ocean Drive Suite 200',
    ];
    for (const typed of variants) expect(normaliseAddress(typed), typed).toBe('1 ocean dr');
    expect(normaliseAddress('200 NW 2nd Avenue')).toBe(normaliseAddress('200 Northwest 2nd Ave.'));
    expect(normaliseAddress('12 Main Street')).toBe('12 main st');
    expect(normaliseAddress('12 Main Boulevard')).not.toBe(normaliseAddress('12 Main Street'));
    expect(normaliseAddress(' , Miami')).toBeNull();
  });

  it('shows the last 4 characters, an e-mail’s from before the @', () => {
    expect(hintOf('phone', '+13055550190')).toBe('0190');
    expect(hintOf('email', 'pat.client@example.test')).toBe('ient');
    expect(hintOf('address', '1 ocean dr')).toBe('n dr');
  });

  it('hashes with the key: the same identifier under another key, or of another kind, is another hash', () => {
    const a = createHasher('a'.repeat(32));
    const b = createHasher('b'.repeat(32));
    expect(a('phone', '+13055550190')).toMatch(/^[0-9a-f]{64}$/);
    expect(a('phone', '+13055550190')).toBe(a('phone', '+13055550190'));
    expect(a('phone', '+13055550190')).not.toBe(b('phone', '+13055550190'));
    expect(a('email', 'x@example.test')).not.toBe(a('address', 'x@example.test'));
  });

  it("lists a booking's identifiers that read as one", () => {
    expect(
      bookingIdentifiers({
        clientPhone: '305-555-0190',
        clientEmail: 'Pat@Example.test',
        eventLocation: '1 Ocean Dr, Miami',
      }),
    ).toEqual([
      { kind: 'phone', value: '+13055550190' },
      { kind: 'email', value: 'pat@example.test' },
      { kind: 'address', value: '1 ocean dr' },
    ]);
    expect(bookingIdentifiers({ clientPhone: null, clientEmail: 'pat@example.test', eventLocation: '' })).toEqual([
      { kind: 'email', value: 'pat@example.test' },
    ]);
  });
});
