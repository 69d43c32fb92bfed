import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_FILTER_NAMES, ATTRIBUTE_FILTERS, SORT_VALUES } from '../filter-options';
import { performerQuerySchema } from './performer';

/** GET /api/performers query (docs/product.md, Calls): parsed as Fastify hands it over, a string or an array per key. */
const parse = (query: Record<string, string | string[]>) => performerQuerySchema.safeParse(query);
const parsed = (query: Record<string, string | string[]>) => performerQuerySchema.parse(query);
const refusedKeys = (query: Record<string, string | string[]>) => {
  const result = parse(query);
  return result.success ? [] : [...new Set(result.error.issues.map((i) => String(i.path[0])))];
};

describe('performer list query: defaults', () => {
  it('has no filters at all without a query', () => {
    // toEqual counts a key set to undefined as absent, so this fails on any default value.
    expect(parsed({})).toEqual({});
  });

  it('treats empty values and "all" as no filter', () => {
    expect(
      parsed({
        keyword: '   ',
        sortBy: 'all',
        minRating: '',
        underBudget: 'all',
        limit: '',
      }),
    ).toEqual({
      keyword: undefined,
      sortBy: undefined,
      minRating: undefined,
      underBudget: undefined,
      limit: undefined,
    });
    expect(parsed({ sortBy: '' }).sortBy).toBeUndefined();
  });

  it('leaves "all" and empty values out of the lists', () => {
    expect(parsed({ serviceAreaIds: 'all' }).serviceAreaIds).toEqual([]);
    expect(parsed({ gender: ['all', '', 'Female'] }).gender).toEqual(['Female']);
  });
});

describe('performer list query: text and ids', () => {
  it('trims the keyword', () => {
    expect(parsed({ keyword: '  rose ' }).keyword).toBe('rose');
  });

  it('refuses a keyword over 100 characters', () => {
    expect(refusedKeys({ keyword: 'x'.repeat(101) })).toEqual(['keyword']);
  });

  it('reads one id, repeated ids and comma-separated ids, without duplicates', () => {
    expect(parsed({ serviceAreaIds: 'a1' }).serviceAreaIds).toEqual(['a1']);
    expect(parsed({ serviceAreaIds: ['a1', 'b2'] }).serviceAreaIds).toEqual(['a1', 'b2']);
    expect(parsed({ serviceAreaIds: 'a1, b2,,c3' }).serviceAreaIds).toEqual(['a1', 'b2', 'c3']);
    expect(parsed({ eventTypeIds: ['e1', 'e1,e2'] }).eventTypeIds).toEqual(['e1', 'e2']);
  });

  it('refuses over-long ids and over-long lists', () => {
    expect(refusedKeys({ serviceAreaIds: 'x'.repeat(65) })).toEqual(['serviceAreaIds']);
    const many = Array.from({ length: 51 }, (_, i) => `id${i}`);
    expect(refusedKeys({ eventTypeIds: many })).toEqual(['eventTypeIds']);
  });
});

describe('performer list query: sort', () => {
  it('accepts every spec sort value', () => {
    for (const sortBy of SORT_VALUES) expect(parsed({ sortBy }).sortBy).toBe(sortBy);
    expect([...SORT_VALUES]).toEqual(['rating', 'price_low', 'price_high', 'newest', 'popular']);
  });

  it('refuses an unknown sort', () => {
    expect(refusedKeys({ sortBy: 'cheapest' })).toEqual(['sortBy']);
    expect(refusedKeys({ sortBy: 'RATING' })).toEqual(['sortBy']);
  });
});

describe('performer list query: numbers', () => {
  it('reads the minimum rating and the budget as numbers', () => {
    expect(parsed({ minRating: '4.5', underBudget: '300' })).toMatchObject({ minRating: 4.5, underBudget: 300 });
    expect(parsed({ minRating: '5' }).minRating).toBe(5);
  });

  it('refuses ratings above 5 and values that are not numbers', () => {
    expect(refusedKeys({ minRating: '5.1' })).toEqual(['minRating']);
    expect(refusedKeys({ minRating: 'high' })).toEqual(['minRating']);
    expect(refusedKeys({ underBudget: 'cheap' })).toEqual(['underBudget']);
    expect(refusedKeys({ underBudget: '-1' })).toEqual(['underBudget']);
  });

  it('pages with a whole limit from 1 to 100 and a whole, non-negative offset', () => {
    expect(parsed({ limit: '24', offset: '48' })).toMatchObject({ limit: 24, offset: 48 });
    expect(refusedKeys({ limit: '0' })).toEqual(['limit']);
    expect(refusedKeys({ limit: '101' })).toEqual(['limit']);
    expect(refusedKeys({ limit: '2.5' })).toEqual(['limit']);
    expect(refusedKeys({ offset: '-1' })).toEqual(['offset']);
  });
});

describe('performer list query: flags', () => {
  it('reads newPerformers and availableTonight as true or false', () => {
    expect(parsed({ newPerformers: 'true', availableTonight: 'false' })).toMatchObject({
      newPerformers: true,
      availableTonight: false,
    });
  });

  it('refuses any other flag value', () => {
    expect(refusedKeys({ newPerformers: 'yes' })).toEqual(['newPerformers']);
    expect(refusedKeys({ availableTonight: '1' })).toEqual(['availableTonight']);
  });
});

describe('performer list query: repeated attribute filters', () => {
  it('has one filter per spec attribute', () => {
    expect(ATTRIBUTE_FILTER_NAMES).toEqual([
      'gender',
      'ageRange',
      'height',
      'bodyType',
      'hairColor',
      'eyeColor',
      'ethnicity',
      'danceStyles',
      'musicPreferences',
      'hourlyRateRange',
      'appearanceFeeRange',
      'availability',
    ]);
  });

  it('accepts every spec value of every attribute, alone and repeated', () => {
    for (const name of ATTRIBUTE_FILTER_NAMES) {
      const values = [...ATTRIBUTE_FILTERS[name]];
      expect(parsed({ [name]: values[0] ?? '' })[name], name).toEqual([values[0]]);
      expect(parsed({ [name]: values })[name], name).toEqual(values);
    }
  });

  it('reads values that contain quotes, slashes and plus signs as they are', () => {
    expect(parsed({ height: [`Under 5'3"`, `Over 5'10"`] }).height).toEqual([`Under 5'3"`, `Over 5'10"`]);
    expect(parsed({ ethnicity: 'Hispanic/Latino' }).ethnicity).toEqual(['Hispanic/Latino']);
    expect(parsed({ hourlyRateRange: '$300+' }).hourlyRateRange).toEqual(['$300+']);
  });

  it('refuses values outside the spec lists', () => {
    expect(refusedKeys({ gender: 'Other' })).toEqual(['gender']);
    expect(refusedKeys({ gender: 'female' })).toEqual(['gender']);
    expect(refusedKeys({ hairColor: ['Blonde', 'Purple'] })).toEqual(['hairColor']);
    expect(refusedKeys({ danceStyles: 'Ballet' })).toEqual(['danceStyles']);
    expect(refusedKeys({ musicPreferences: 'Electronic' })).toEqual(['musicPreferences']);
    expect(refusedKeys({ availability: 'Weekends' })).toEqual(['availability']);
  });

  it('names every refused key', () => {
    expect(refusedKeys({ gender: 'x', sortBy: 'y', minRating: 'z' }).sort()).toEqual(['gender', 'minRating', 'sortBy']);
  });
});
