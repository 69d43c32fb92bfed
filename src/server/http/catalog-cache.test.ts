import { describe, expect, it } from 'vitest';
import { maxAgeOf, POPULAR_MAX_AGE_MS } from './catalog-cache';

describe('catalogue cache', () => {
  it('bounds only the answers in the popular order', () => {
    expect(maxAgeOf('/api/performers?limit=24&sortBy=popular')).toBe(POPULAR_MAX_AGE_MS);
    expect(maxAgeOf('/performers?sortBy=popular')).toBe(POPULAR_MAX_AGE_MS);
    expect(maxAgeOf('/performers?sortBy=popularity')).toBe(Number.POSITIVE_INFINITY);
    expect(maxAgeOf('/api/performers?sortBy=%70opular')).toBe(POPULAR_MAX_AGE_MS);
    expect(maxAgeOf('/performers?sortBy=popular+')).toBe(POPULAR_MAX_AGE_MS);
    // Paths a URL parser refuses (found by the fuzz suite as a 500 on '//').
    expect(maxAgeOf('//')).toBe(Number.POSITIVE_INFINITY);
    expect(maxAgeOf('//x?sortBy=popular#top')).toBe(POPULAR_MAX_AGE_MS);
    expect(maxAgeOf('/performers?sortBy=rating')).toBe(Number.POSITIVE_INFINITY);
  });
});
