import { describe, expect, it } from 'vitest';
import { CITY_NAMES } from './cities';
import { slugify } from './slug';

/** docs/product.md, Forms: lower-cased, trimmed, characters other than letters, digits, spaces and hyphens removed,
 * spaces turned to hyphens, repeated hyphens collapsed, edge hyphens removed. */
describe('slugify', () => {
  it('lower-cases and turns spaces into hyphens', () => {
    expect(slugify('Crystal Rose')).toBe('crystal-rose');
    expect(slugify('ANA')).toBe('ana');
  });

  it('trims the name', () => {
    expect(slugify('   Crystal Rose  ')).toBe('crystal-rose');
  });

  it('keeps digits and hyphens', () => {
    expect(slugify('Club 305')).toBe('club-305');
    expect(slugify('Mary-Jane')).toBe('mary-jane');
  });

  it('removes characters other than letters, digits, spaces and hyphens', () => {
    expect(slugify("D'Angelo")).toBe('dangelo');
    expect(slugify('Sky & Star!')).toBe('sky-star');
    expect(slugify('a_b.c@d#e')).toBe('abcde');
    expect(slugify('Nova 🔥')).toBe('nova');
  });

  it('collapses repeated spaces and hyphens into one hyphen', () => {
    expect(slugify('Ana    Bo')).toBe('ana-bo');
    expect(slugify('Ana -- Bo')).toBe('ana-bo');
    expect(slugify('Ana---Bo')).toBe('ana-bo');
  });

  it('removes hyphens at the edges', () => {
    expect(slugify('--Ana--')).toBe('ana');
    expect(slugify('- Ana -')).toBe('ana');
    expect(slugify('!Ana?')).toBe('ana');
  });

  it('gives an empty slug when nothing is left', () => {
    expect(slugify('')).toBe('');
    expect(slugify('   ')).toBe('');
    expect(slugify('!!! ---')).toBe('');
  });

  it('is stable: a slug slugifies to itself', () => {
    for (const name of ['Crystal Rose', ' --Ana & Bo-- ', 'Club 305']) {
      const slug = slugify(name);
      expect(slugify(slug)).toBe(slug);
    }
  });

  it('derives the spec city paths from the city names', () => {
    expect(CITY_NAMES.map((c) => `/${slugify(c)}-exotic-dancers`)).toEqual([
      '/miami-exotic-dancers',
      '/fort-lauderdale-exotic-dancers',
      '/west-palm-beach-exotic-dancers',
      '/boca-raton-exotic-dancers',
      '/hollywood-exotic-dancers',
      '/pompano-beach-exotic-dancers',
      '/delray-beach-exotic-dancers',
      '/hialeah-exotic-dancers',
      '/coral-gables-exotic-dancers',
      '/doral-exotic-dancers',
    ]);
  });
});
