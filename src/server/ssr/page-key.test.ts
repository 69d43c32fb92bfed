import { describe, expect, it } from 'vitest';
import { pageCacheUrl } from './page-key';

describe('page cache address', () => {
  it('drops the query parameters a page does not read', () => {
    expect(pageCacheUrl('/faq?r=1')).toEqual({ url: '/faq', filtered: false });
    expect(pageCacheUrl('/es/performer/jade?sortBy=rating&r=2')).toEqual({
      url: '/es/performer/jade',
      filtered: false,
    });
    expect(pageCacheUrl('/performers?r=1&utm_source=mail')).toEqual({ url: '/performers', filtered: false });
  });

  it("keeps the gallery's filters, in one order, in every language and letter case", () => {
    const kept = { url: '/performers?keyword=red+hair&sortBy=popular', filtered: true };
    expect(pageCacheUrl('/performers?sortBy=popular&r=9&keyword=red%20hair')).toEqual(kept);
    expect(pageCacheUrl('/performers?keyword=red+hair&sortBy=popular')).toEqual(kept);
    expect(pageCacheUrl('/es?availableTonight=true&x=1').url).toBe('/es?availableTonight=true');
    expect(pageCacheUrl('/Performers/?minRating=4').url).toBe('/Performers/?minRating=4');
    expect(pageCacheUrl('/?hairColor=Blonde&r=1&hairColor=Red').url).toBe('/?hairColor=Blonde&hairColor=Red');
  });
});
