import { describe, expect, it } from 'vitest';
import { CITY_NAMES, cityByPath } from './cities';
import { CITY_TEXT_ES } from './cities-es';
import { CITY_PAGES } from './city-pages';

describe('city content', () => {
  it('has one page per city, at the spec paths', () => {
    expect(CITY_PAGES.map((c) => c.city)).toEqual([...CITY_NAMES]);
    expect(CITY_PAGES.map((c) => c.path)).toEqual([
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
    expect(cityByPath('/doral-exotic-dancers')?.city).toBe('Doral');
  });

  it('writes each city its own content within search-result lengths', () => {
    for (const c of CITY_PAGES) {
      expect(c.metaTitle.length, c.city).toBeLessThanOrEqual(60);
      expect(c.metaDescription.length, c.city).toBeLessThanOrEqual(160);
      expect(new Set(c.serviceAreas).size).toBe(6);
    }
    for (const field of ['title', 'metaTitle', 'metaDescription', 'intro', 'whyBook'] as const) {
      expect(new Set(CITY_PAGES.map((c) => c[field])).size, field).toBe(CITY_PAGES.length);
    }
  });

  it('writes each city its own Spanish content, within search-result lengths', () => {
    const spanish = CITY_PAGES.map((c) => CITY_TEXT_ES[c.city]);
    for (const [i, es] of spanish.entries()) {
      const en = CITY_PAGES[i];
      expect(es.metaTitle.length, en?.city).toBeLessThanOrEqual(60);
      expect(es.metaDescription.length, en?.city).toBeLessThanOrEqual(160);
      for (const field of ['title', 'metaTitle', 'metaDescription', 'intro', 'whyBook'] as const) {
        expect(es[field], `${en?.city} ${field}`).not.toBe(en?.[field]);
      }
    }
    for (const field of ['title', 'metaTitle', 'metaDescription', 'intro', 'whyBook'] as const) {
      expect(new Set(spanish.map((c) => c[field])).size, field).toBe(CITY_PAGES.length);
    }
  });
});
