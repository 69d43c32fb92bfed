import { describe, expect, it } from 'vitest';
import { maxAgeOf, POPULAR_MAX_AGE_MS } from '../http/catalog-cache';
import { createPageCache } from './page-cache';

describe('page cache', () => {
  it('answers a page only under the version it was rendered from', () => {
    const cache = createPageCache();
    cache.set('/', 3, { status: 200, html: 'v3' });
    expect(cache.get('/', 3)).toMatchObject({ html: 'v3' });
    expect(cache.get('/', 4)).toBeNull();
    expect(cache.get('/', 3)).toBeNull();
  });

  it('evicts the least recently used entries past its bounds', () => {
    const cache = createPageCache({ maxEntries: 2, maxBytes: 1000 });
    cache.set('/a', 1, { status: 200, html: 'a' });
    cache.set('/b', 1, { status: 200, html: 'b' });
    cache.get('/a', 1);
    cache.set('/c', 1, { status: 200, html: 'c' });
    expect(cache.get('/b', 1)).toBeNull();
    expect(cache.get('/a', 1)).not.toBeNull();
    const small = createPageCache({ maxEntries: 10, maxBytes: 5 });
    small.set('/x', 1, { status: 200, html: '1234' });
    small.set('/y', 1, { status: 200, html: '1234' });
    expect(small.size).toBe(1);
    small.set('/z', 1, { status: 200, html: 'too long for it' });
    expect(small.get('/z', 1)).toBeNull();
  });

  it('drops an entry past its maximum age, whatever the version', () => {
    let clock = 1_000;
    const cache = createPageCache({ now: () => clock });
    cache.set('/?sortBy=popular', 1, { status: 200, html: 'popular' }, maxAgeOf('/?sortBy=popular'));
    cache.set('/?sortBy=rating', 1, { status: 200, html: 'rating' }, maxAgeOf('/?sortBy=rating'));
    clock += POPULAR_MAX_AGE_MS - 1;
    expect(cache.get('/?sortBy=popular', 1)).not.toBeNull();
    clock += 1;
    expect(cache.get('/?sortBy=popular', 1)).toBeNull();
    expect(cache.get('/?sortBy=rating', 1)).not.toBeNull();
  });
});
