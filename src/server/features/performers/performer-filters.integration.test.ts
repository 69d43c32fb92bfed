import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { ATTRIBUTE_FILTER_NAMES, ATTRIBUTE_FILTERS } from '../../../shared/filter-options';
import type { Performer } from '../../../shared/schemas/performer';
import { insertNamedRefs, insertPerformers, type PerformerInput } from '../../db/factories';
import { seedDemoData } from '../../db/seed';

const NOW = new Date('2026-11-20T17:00:00Z'); // Friday noon in Miami

/**
 * Every documented filter of GET /api/performers, checked against the demo catalogue (which
 * covers every filter value): each answer holds exactly the performers that satisfy the filter.
 */
describe('GET /api/performers filters and sorts', () => {
  let t: TestApp;
  let all: Performer[];
  beforeAll(async () => {
    t = await createTestApp({ now: () => NOW });
    await seedDemoData(t.db, t.storage, { now: new Date('2026-11-20T18:00:00Z') });
    all = (await t.app.inject('/api/performers')).json();
  });
  afterAll(() => t.close());

  const list = async (query: string) => {
    const res = await t.app.inject(`/api/performers?${query}`);
    expect(res.statusCode, query).toBe(200);
    return { body: res.json() as Performer[], total: Number(res.headers['x-total-count']) };
  };
  const names = (ps: Performer[]) => ps.map((p) => p.name).sort();

  it('answers every visible performer without filters, with the count header', async () => {
    const { body, total } = await list('');
    expect(body.length).toBeGreaterThanOrEqual(20);
    expect(total).toBe(body.length);
    expect(body.every((p) => p.isActive)).toBe(true);
  });

  it('filters by each value of each repeated attribute, and ORs repeated values', async () => {
    for (const name of ATTRIBUTE_FILTER_NAMES) {
      for (const value of ATTRIBUTE_FILTERS[name]) {
        const has = (p: Performer) => {
          const field = p[name as keyof Performer] as unknown;
          return Array.isArray(field) ? (field as string[]).includes(value) : field === value;
        };
        const { body } = await list(`${name}=${encodeURIComponent(value)}`);
        expect(names(body), `${name}=${value}`).toEqual(names(all.filter(has)));
        expect(body.length, `demo data covers ${name}=${value}`).toBeGreaterThan(0);
      }
      const [a, b] = ATTRIBUTE_FILTERS[name];
      const { body } = await list(`${name}=${encodeURIComponent(a ?? '')}&${name}=${encodeURIComponent(b ?? '')}`);
      const either = all.filter((p) => {
        const field = p[name as keyof Performer] as unknown;
        const values = Array.isArray(field) ? (field as string[]) : [field];
        return values.includes(a) || values.includes(b);
      });
      expect(names(body), `${name}=${a}|${b}`).toEqual(names(either));
    }
  });

  it('ANDs different attributes', async () => {
    const { body } = await list('gender=Female&bodyType=Athletic');
    expect(names(body)).toEqual(names(all.filter((p) => p.gender === 'Female' && p.bodyType === 'Athletic')));
  });

  it('searches the keyword in name, description and specialties, case-insensitively', async () => {
    const first = all[0];
    if (!first) throw new Error('demo data');
    const word = first.name.split(' ')[0]?.toUpperCase() ?? '';
    const { body } = await list(`keyword=${encodeURIComponent(word)}`);
    expect(body.map((p) => p.id)).toContain(first.id);
    const bySpecialty = await list('keyword=modeling');
    expect(bySpecialty.body.length).toBeGreaterThan(0);
    for (const p of bySpecialty.body) {
      const text = [p.name, p.description, ...p.specialties].join(' ').toLowerCase();
      expect(text).toContain('modeling');
    }
    expect((await list('keyword=%25')).body).toEqual([]);
  });

  it('filters by service areas and event types (any of the given ids)', async () => {
    const area = await list('serviceAreaIds=miami');
    expect(names(area.body)).toEqual(names(all.filter((p) => p.serviceAreas.some((a) => a.id === 'miami'))));
    const two = await list('serviceAreaIds=miami,doral');
    expect(names(two.body)).toEqual(
      names(all.filter((p) => p.serviceAreas.some((a) => a.id === 'miami' || a.id === 'doral'))),
    );
    const type = await list('eventTypeIds=bachelorette-party');
    expect(names(type.body)).toEqual(names(all.filter((p) => p.eventTypes.some((e) => e.id === 'bachelorette-party'))));
  });

  it('applies minimum rating, budget, new performers and available tonight', async () => {
    const rated = await list('minRating=4.8');
    expect(names(rated.body)).toEqual(names(all.filter((p) => p.rating !== null && p.rating >= 4.8)));
    const cheap = await list('underBudget=200');
    expect(names(cheap.body)).toEqual(names(all.filter((p) => p.hourlyRate !== null && Number(p.hourlyRate) <= 200)));
    const fresh = await list('newPerformers=true');
    const since = NOW.getTime() - 30 * 86_400_000;
    expect(names(fresh.body)).toEqual(names(all.filter((p) => new Date(p.createdAt).getTime() >= since)));
    const tonight = await list('availableTonight=true');
    // Friday counts as weekend: only performers unavailable on 2026-11-20 drop out.
    expect(names(tonight.body)).toEqual(names(all.filter((p) => !p.unavailableDates.includes('2026-11-20'))));
  });

  it('sorts by rating, price both ways and newest', async () => {
    const rating = (await list('sortBy=rating')).body.map((p) => p.rating ?? -1);
    expect(rating).toEqual([...rating].sort((a, b) => b - a));
    const low = (await list('sortBy=price_low')).body.filter((p) => p.hourlyRate).map((p) => Number(p.hourlyRate));
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const high = (await list('sortBy=price_high')).body.filter((p) => p.hourlyRate).map((p) => Number(p.hourlyRate));
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const newest = (await list('sortBy=newest')).body.map((p) => p.createdAt);
    expect(newest).toEqual([...newest].sort().reverse());
  });

  it("ignores empty values and 'all'", async () => {
    const { body } = await list('keyword=&serviceAreaIds=all&eventTypeIds=&sortBy=all&gender=all&minRating=');
    expect(body.length).toBe(all.length);
  });

  it('pages with limit and offset while the header keeps the full count', async () => {
    const page = await list('sortBy=price_low&limit=5&offset=5');
    expect(page.body).toHaveLength(5);
    expect(page.total).toBe(all.length);
    const whole = (await list('sortBy=price_low')).body;
    expect(page.body.map((p) => p.id)).toEqual(whole.slice(5, 10).map((p) => p.id));
    const past = await list('limit=5&offset=1000');
    expect(past.body).toEqual([]);
    expect(past.total).toBe(all.length);
  });

  it('never shows hidden performers, in lists or by slug', async () => {
    const victim = all[2];
    if (!victim) throw new Error('demo data');
    const { sql } = await import('drizzle-orm');
    await t.db.execute(sql`update performers set is_active = false where id = ${victim.id}`);
    expect((await list('')).body.map((p) => p.id)).not.toContain(victim.id);
    expect((await t.app.inject(`/api/performers/by-slug/${victim.slug}`)).statusCode).toBe(404);
    expect((await t.app.inject(`/api/performers/${victim.id}`)).statusCode).toBe(404);
    await t.db.execute(sql`update performers set is_active = true where id = ${victim.id}`);
  });

  it('refuses bad values with 400 in the one error shape', async () => {
    for (const query of [
      'sortBy=sideways',
      'gender=Robot',
      'minRating=six',
      'minRating=9',
      'underBudget=-5',
      'limit=0',
      'limit=101',
      'offset=-1',
      'newPerformers=maybe',
      `keyword=${'x'.repeat(101)}`,
    ]) {
      const res = await t.app.inject(`/api/performers?${query}`);
      expect(res.statusCode, query).toBe(400);
      expect(res.json(), query).toMatchObject({ message: expect.any(String), code: 'VALIDATION_ERROR' });
    }
  });
});

const WEDNESDAY = new Date('2026-11-18T17:00:00Z'); // Wednesday noon in Miami
const FRIDAY = new Date('2026-11-20T17:00:00Z');
const daysAgo = (days: number) => new Date(WEDNESDAY.getTime() - days * 86_400_000);

/** docs/product.md, Calls: the repeated attribute filters of GET /api/performers. */
const SPEC_ATTRIBUTES = [
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
];
const SCALAR = [
  'gender',
  'ageRange',
  'height',
  'bodyType',
  'hairColor',
  'eyeColor',
  'ethnicity',
  'availability',
] as const;
const LISTS = ['danceStyles', 'musicPreferences'] as const;

/** Every performer below is known field by field, so each answer is checked against this list, not the API. */
const VISIBLE: PerformerInput[] = [
  {
    name: 'Amber Zephyrine',
    description: 'Sparkling show for any party',
    specialties: ['Dancing'],
    hourlyRate: 199.99,
    appearanceFee: 149.99,
    rating: 4.9,
    featured: true,
    createdAt: daysAgo(10),
    serviceAreaIds: ['miami'],
    eventTypeIds: ['birthday-party'],
    gender: 'Female',
    ageRange: '18-25',
    height: `5'3"-5'6"`,
    bodyType: 'Petite',
    hairColor: 'Blonde',
    eyeColor: 'Blue',
    ethnicity: 'Caucasian',
    danceStyles: ['Hip Hop', 'Jazz'],
    musicPreferences: ['EDM', 'Pop'],
    availability: 'Flexible schedule',
  },
  {
    name: 'Bianca Stone',
    description: 'Known for a Quixotic routine',
    specialties: ['Modeling'],
    hourlyRate: 200,
    appearanceFee: 150,
    rating: 4.2,
    createdAt: daysAgo(31),
    serviceAreaIds: ['doral'],
    eventTypeIds: ['birthday-party'],
    gender: 'Female',
    ageRange: '26-30',
    height: `Under 5'3"`,
    bodyType: 'Slim',
    hairColor: 'Brunette',
    eyeColor: 'Brown',
    ethnicity: 'Hispanic/Latino',
    danceStyles: ['Latin'],
    musicPreferences: ['Latin'],
    availability: 'Weekend only',
    weekendsOnly: true,
  },
  {
    name: 'Carlos Vega',
    description: 'High energy',
    specialties: ['Fire Juggling', 'Acting'],
    hourlyRate: 320,
    appearanceFee: 260,
    rating: null,
    createdAt: daysAgo(29),
    serviceAreaIds: ['hialeah', 'miami'],
    eventTypeIds: ['bachelor-party'],
    gender: 'Male',
    ageRange: '31-35',
    height: `Over 5'10"`,
    bodyType: 'Athletic',
    hairColor: 'Black',
    eyeColor: 'Green',
    ethnicity: 'African American',
    danceStyles: ['Hip Hop', 'Rock'],
    musicPreferences: ['Rock', 'Hip Hop'],
    availability: 'Weekdays available',
    unavailableDates: ['2026-11-18'],
  },
  { name: 'Dana Plain', rating: 3, createdAt: daysAgo(100) },
  {
    name: 'Percy 100%',
    description: 'Half price? Never.',
    specialties: ['Entertainment'],
    hourlyRate: 260,
    appearanceFee: 210,
    rating: 4,
    createdAt: daysAgo(1),
    serviceAreaIds: ['doral', 'miami'],
    eventTypeIds: ['bachelor-party', 'birthday-party'],
    gender: 'Female',
    ageRange: '40+',
    height: `5'7"-5'10"`,
    bodyType: 'Curvy',
    hairColor: 'Red',
    eyeColor: 'Hazel',
    ethnicity: 'Mixed',
    danceStyles: ['Burlesque'],
    musicPreferences: ['Jazz'],
    availability: 'Flexible schedule',
  },
  {
    name: 'Felix Night',
    description: 'Late shows',
    specialties: ['Performance'],
    hourlyRate: 225,
    appearanceFee: 175,
    rating: 4.5,
    createdAt: daysAgo(5),
    serviceAreaIds: ['hialeah'],
    gender: 'Male',
    ageRange: '36-40',
    height: `5'7"-5'10"`,
    bodyType: 'Athletic',
    hairColor: 'Other',
    eyeColor: 'Other',
    ethnicity: 'Asian',
    danceStyles: ['Electronic', 'Pop'],
    musicPreferences: ['EDM'],
    availability: 'Weekdays available',
    eveningOnly: true,
  },
];
/** A hidden twin of every visible performer: it matches every filter its twin matches, and must never show. */
const HIDDEN = VISIBLE.map((p) => ({ ...p, name: `Hidden ${p.name}`, isActive: false, featured: true }));

const q = (...pairs: [string, string][]) => pairs.map(([k, v]) => `${k}=${encodeURIComponent(v)}`).join('&');
const expected = (keep: (p: PerformerInput) => boolean) =>
  VISIBLE.filter(keep)
    .map((p) => p.name)
    .sort();

describe('GET /api/performers on a catalogue built with the factories', () => {
  let t: TestApp;
  let now = WEDNESDAY;
  let hiddenIds: string[];
  beforeAll(async () => {
    t = await createTestApp({ now: () => now });
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami', 'Doral', 'Hialeah']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party', 'Bachelor Party']);
    hiddenIds = (await insertPerformers(t.db, [...VISIBLE, ...HIDDEN])).slice(VISIBLE.length);
  });
  afterAll(() => t.close());

  /** Every answer is checked for hidden performers, and its count header is read. */
  const list = async (query: string) => {
    const res = await t.app.inject(`/api/performers?${query}`);
    expect(res.statusCode, query).toBe(200);
    const body = res.json() as Performer[];
    for (const p of body) {
      expect(p.isActive, query).toBe(true);
      expect(p.name, query).not.toMatch(/^Hidden /);
      expect(hiddenIds, query).not.toContain(p.id);
    }
    return { body, total: Number(res.headers['x-total-count']) };
  };
  const names = async (query: string) => (await list(query)).body.map((p) => p.name).sort();

  it('answers the visible performers only, with their count in X-Total-Count', async () => {
    const { body, total } = await list('');
    expect(body.map((p) => p.name).sort()).toEqual(expected(() => true));
    expect(total).toBe(VISIBLE.length);
    const featured = await t.app.inject('/api/performers/featured');
    expect((featured.json() as Performer[]).map((p) => p.name)).toEqual(['Amber Zephyrine']);
    for (const id of hiddenIds) expect((await t.app.inject(`/api/performers/${id}`)).statusCode).toBe(404);
    expect((await t.app.inject('/api/performers/by-slug/hidden-amber-zephyrine')).statusCode).toBe(404);
  });

  it('covers every attribute filter the spec lists', () => {
    expect([...SCALAR, ...LISTS, 'hourlyRateRange', 'appearanceFeeRange'].sort()).toEqual([...SPEC_ATTRIBUTES].sort());
    expect([...ATTRIBUTE_FILTER_NAMES].sort()).toEqual([...SPEC_ATTRIBUTES].sort());
  });

  it('filters each single-valued attribute by each of its values', async () => {
    for (const name of SCALAR) {
      let matched = 0;
      for (const value of ATTRIBUTE_FILTERS[name]) {
        const { body } = await list(q([name, value]));
        for (const p of body) expect(p[name], `${name}=${value}`).toBe(value);
        expect(body.map((p) => p.name).sort(), `${name}=${value}`).toEqual(expected((p) => p[name] === value));
        matched += body.length;
      }
      expect(matched, `some performer matches a ${name} value`).toBeGreaterThan(0);
    }
  });

  it('filters dance styles and music preferences by any of the given values', async () => {
    for (const name of LISTS) {
      for (const value of ATTRIBUTE_FILTERS[name]) {
        const { body } = await list(q([name, value]));
        for (const p of body) expect(p[name], `${name}=${value}`).toContain(value);
        expect(body.map((p) => p.name).sort(), `${name}=${value}`).toEqual(
          expected((p) => (p[name] ?? []).includes(value)),
        );
      }
    }
    expect(await names(q(['danceStyles', 'Latin'], ['danceStyles', 'Burlesque']))).toEqual([
      'Bianca Stone',
      'Percy 100%',
    ]);
    expect(await names(q(['musicPreferences', 'Rock'], ['musicPreferences', 'EDM']))).toEqual([
      'Amber Zephyrine',
      'Carlos Vega',
      'Felix Night',
    ]);
  });

  it('ORs repeated values of one attribute and ANDs different attributes', async () => {
    expect(await names(q(['hairColor', 'Blonde'], ['hairColor', 'Red']))).toEqual(['Amber Zephyrine', 'Percy 100%']);
    expect(await names(q(['gender', 'Male'], ['bodyType', 'Athletic']))).toEqual(['Carlos Vega', 'Felix Night']);
    expect(await names(q(['gender', 'Female'], ['danceStyles', 'Hip Hop']))).toEqual(['Amber Zephyrine']);
    expect(await names(q(['gender', 'Female'], ['availability', 'Weekdays available']))).toEqual([]);
  });

  it('filters hourly rate and appearance fee ranges by the actual price', async () => {
    const within = ([lo, hi]: [number, number], value: string | null) =>
      value !== null && Number(value) >= lo && Number(value) <= hi;
    const hourly: Record<string, { bounds: [number, number]; known: string }> = {
      '$150-200': { bounds: [150, 200], known: 'Amber Zephyrine' },
      '$200-250': { bounds: [200, 250], known: 'Felix Night' },
      '$250-300': { bounds: [250, 300], known: 'Percy 100%' },
      '$300+': { bounds: [300, Number.POSITIVE_INFINITY], known: 'Carlos Vega' },
    };
    expect(Object.keys(hourly)).toEqual([...ATTRIBUTE_FILTERS.hourlyRateRange]);
    let bianca = 0;
    for (const [range, { bounds, known }] of Object.entries(hourly)) {
      const { body } = await list(q(['hourlyRateRange', range]));
      for (const p of body) expect(within(bounds, p.hourlyRate), `${p.name} in ${range}`).toBe(true);
      expect(body.map((p) => p.name)).toContain(known);
      expect(body.map((p) => p.name)).not.toContain('Dana Plain');
      bianca += body.filter((p) => p.name === 'Bianca Stone').length;
    }
    // $200 sits on the edge of two buckets: it belongs to exactly one.
    expect(bianca).toBe(1);

    const fees: Record<string, { bounds: [number, number]; known: string }> = {
      '$100-150': { bounds: [100, 150], known: 'Amber Zephyrine' },
      '$150-200': { bounds: [150, 200], known: 'Felix Night' },
      '$200-250': { bounds: [200, 250], known: 'Percy 100%' },
      '$250+': { bounds: [250, Number.POSITIVE_INFINITY], known: 'Carlos Vega' },
    };
    expect(Object.keys(fees)).toEqual([...ATTRIBUTE_FILTERS.appearanceFeeRange]);
    bianca = 0;
    for (const [range, { bounds, known }] of Object.entries(fees)) {
      const { body } = await list(q(['appearanceFeeRange', range]));
      for (const p of body) expect(within(bounds, p.appearanceFee), `${p.name} in ${range}`).toBe(true);
      expect(body.map((p) => p.name)).toContain(known);
      expect(body.map((p) => p.name)).not.toContain('Dana Plain');
      bianca += body.filter((p) => p.name === 'Bianca Stone').length;
    }
    expect(bianca).toBe(1);

    const both = await names(q(['hourlyRateRange', '$150-200'], ['hourlyRateRange', '$300+']));
    expect(both).toEqual(expect.arrayContaining(['Amber Zephyrine', 'Carlos Vega']));
    expect(both).not.toEqual(expect.arrayContaining(['Felix Night']));
    expect(both).not.toEqual(expect.arrayContaining(['Percy 100%']));
  });

  it('searches the keyword in the name, the description and the specialties, case-insensitively', async () => {
    const search = async (keyword: string) => {
      const { body } = await list(q(['keyword', keyword]));
      for (const p of body) {
        expect([p.name, p.description, ...p.specialties].join('\n').toLowerCase()).toContain(
          keyword.trim().toLowerCase(),
        );
      }
      return body.map((p) => p.name).sort();
    };
    expect(await search('zephyrine')).toEqual(['Amber Zephyrine']); // name
    expect(await search('QUIXOTIC')).toEqual(['Bianca Stone']); // description
    expect(await search('juggl')).toEqual(['Carlos Vega']); // specialty
    expect(await search('  Dancing ')).toEqual(['Amber Zephyrine']);
    // LIKE wildcards are plain characters.
    expect(await search('100%')).toEqual(['Percy 100%']);
    expect(await search('_')).toEqual([]);
    expect(await search('nobody by this name')).toEqual([]);
  });

  it('finds what people type: attributes in English or Spanish, word by word, generic words dropped', async () => {
    const search = async (keyword: string) => (await list(q(['keyword', keyword]))).body.map((p) => p.name).sort();
    // "latina" names an ethnicity and a dance style; "rubia" a hair colour; accents do not matter.
    expect(await search('latina')).toEqual(['Bianca Stone']);
    expect(await search('Latinas')).toEqual(['Bianca Stone']);
    expect(await search('rubia')).toEqual(['Amber Zephyrine']);
    expect(await search('ATLÉTICO')).toEqual(['Carlos Vega', 'Felix Night']);
    expect(await search('pelirroja curvy')).toEqual(['Percy 100%']);
    // Each word that counts must match: a hair colour and a style together narrow the list.
    expect(await search('blonde hip hop')).toEqual(['Amber Zephyrine']);
    expect(await search('chicos asian')).toEqual(['Felix Night']);
    expect(await search('rubia latina')).toEqual([]);
    // A word in her texts counts as before, and words that name everyone are dropped.
    expect(await search('bailarinas latinas para despedida')).toEqual(['Bianca Stone']);
    expect(await search('modeling morena')).toEqual(['Bianca Stone']);
    expect((await search('strippers')).length).toBe(VISIBLE.length);
  });

  it('filters by service areas and event types, any of the given ids', async () => {
    const areas = async (query: string, ids: string[]) => {
      const { body } = await list(query);
      for (const p of body)
        expect(
          p.serviceAreas.some((a) => ids.includes(a.id)),
          query,
        ).toBe(true);
      return body.map((p) => p.name).sort();
    };
    expect(await areas('serviceAreaIds=doral', ['doral'])).toEqual(['Bianca Stone', 'Percy 100%']);
    const either = expected((p) => (p.serviceAreaIds ?? []).some((id) => id === 'miami' || id === 'hialeah'));
    expect(either).toEqual(['Amber Zephyrine', 'Carlos Vega', 'Felix Night', 'Percy 100%']);
    expect(await areas('serviceAreaIds=miami,hialeah', ['miami', 'hialeah'])).toEqual(either);
    expect(await areas('serviceAreaIds=miami&serviceAreaIds=hialeah', ['miami', 'hialeah'])).toEqual(either);
    expect(await areas('serviceAreaIds=atlantis', [])).toEqual([]);

    const { body } = await list('eventTypeIds=bachelor-party');
    for (const p of body) expect(p.eventTypes.map((e) => e.id)).toContain('bachelor-party');
    expect(body.map((p) => p.name).sort()).toEqual(['Carlos Vega', 'Percy 100%']);
    expect(await names('eventTypeIds=bachelor-party,birthday-party')).toEqual(
      expect.arrayContaining(['Amber Zephyrine', 'Bianca Stone', 'Carlos Vega', 'Percy 100%']),
    );
    expect(await names('serviceAreaIds=doral&eventTypeIds=bachelor-party')).toEqual(['Percy 100%']);
  });

  it('applies minimum rating and budget to each performer', async () => {
    const rated = await list('minRating=4.5');
    for (const p of rated.body) expect(p.rating ?? 0).toBeGreaterThanOrEqual(4.5);
    expect(rated.body.map((p) => p.name).sort()).toEqual(['Amber Zephyrine', 'Felix Night']);
    const budget = await list('underBudget=200');
    for (const p of budget.body) expect(Number(p.hourlyRate)).toBeLessThanOrEqual(200);
    expect(budget.body.map((p) => p.name).sort()).toEqual(['Amber Zephyrine', 'Bianca Stone']);
    expect(budget.total).toBe(2);
  });

  it('keeps new performers only with newPerformers=true', async () => {
    const fresh = await list('newPerformers=true');
    expect(fresh.body.map((p) => p.name).sort()).toEqual([
      'Amber Zephyrine',
      'Carlos Vega',
      'Felix Night',
      'Percy 100%',
    ]);
    expect(await names('newPerformers=false')).toEqual(expected(() => true));
  });

  it('keeps performers who can work tonight with availableTonight=true, weekends only counting Friday', async () => {
    const tonight = await list('availableTonight=true');
    for (const p of tonight.body) {
      expect(p.weekendsOnly, p.name).toBe(false);
      expect(p.unavailableDates, p.name).not.toContain('2026-11-18');
    }
    // Bianca works weekends only, Carlos is away today; Felix (evenings only) can work tonight.
    expect(tonight.body.map((p) => p.name).sort()).toEqual([
      'Amber Zephyrine',
      'Dana Plain',
      'Felix Night',
      'Percy 100%',
    ]);
    now = FRIDAY;
    try {
      expect(await names('availableTonight=true')).toEqual(expected(() => true));
    } finally {
      now = WEDNESDAY;
    }
  });

  it('sorts by rating (the default), price low and high, and newest', async () => {
    const order = async (query: string) => (await list(query)).body;
    const rated = (ps: Performer[]) => ps.filter((p) => p.rating !== null).map((p) => p.name);
    const byRating = await order('sortBy=rating');
    expect(byRating).toHaveLength(VISIBLE.length);
    expect(rated(byRating)).toEqual(['Amber Zephyrine', 'Felix Night', 'Bianca Stone', 'Percy 100%', 'Dana Plain']);
    expect((await order('')).map((p) => p.id)).toEqual(byRating.map((p) => p.id));

    const priced = (ps: Performer[]) => ps.filter((p) => p.hourlyRate !== null).map((p) => p.name);
    const low = await order('sortBy=price_low');
    expect(low).toHaveLength(VISIBLE.length);
    expect(priced(low)).toEqual(['Amber Zephyrine', 'Bianca Stone', 'Felix Night', 'Percy 100%', 'Carlos Vega']);
    const high = await order('sortBy=price_high');
    expect(priced(high)).toEqual(['Carlos Vega', 'Percy 100%', 'Felix Night', 'Bianca Stone', 'Amber Zephyrine']);

    expect((await order('sortBy=newest')).map((p) => p.name)).toEqual([
      'Percy 100%',
      'Felix Night',
      'Amber Zephyrine',
      'Carlos Vega',
      'Bianca Stone',
      'Dana Plain',
    ]);
  });

  it('pages with limit and offset, X-Total-Count holding the filtered total', async () => {
    const whole = (await list('sortBy=newest')).body.map((p) => p.name);
    const pages: string[] = [];
    for (const offset of [0, 2, 4]) {
      const page = await list(`sortBy=newest&limit=2&offset=${offset}`);
      expect(page.body.length).toBeLessThanOrEqual(2);
      expect(page.total).toBe(VISIBLE.length);
      pages.push(...page.body.map((p) => p.name));
    }
    expect(pages).toEqual(whole);
    expect((await list('sortBy=newest&limit=2&offset=1')).body.map((p) => p.name)).toEqual([
      'Felix Night',
      'Amber Zephyrine',
    ]);
    const filtered = await list('underBudget=250&sortBy=price_low&limit=1');
    expect(filtered.body.map((p) => p.name)).toEqual(['Amber Zephyrine']);
    expect(filtered.total).toBe(3);
    const past = await list('limit=5&offset=10');
    expect(past.body).toEqual([]);
    expect(past.total).toBe(VISIBLE.length);
    const none = await list('keyword=nobody&limit=5');
    expect(none.total).toBe(0);
  });

  it('refuses each invalid value with 400 in the one error shape, naming the parameter', async () => {
    const long = (n: number) => 'x'.repeat(n);
    const cases: [string, string][] = [
      ['sortBy', 'sideways'],
      ['gender', 'Robot'],
      ['ageRange', '17'],
      ['height', 'tall'],
      ['bodyType', 'Round'],
      ['hairColor', 'Green'],
      ['eyeColor', 'Purple'],
      ['ethnicity', 'Martian'],
      ['danceStyles', 'Ballet'],
      ['musicPreferences', 'Opera'],
      ['hourlyRateRange', '$100-150'],
      ['appearanceFeeRange', '$300+'],
      ['availability', 'Anytime'],
      ['minRating', 'six'],
      ['minRating', '-1'],
      ['minRating', '5.1'],
      ['underBudget', 'cheap'],
      ['underBudget', '-5'],
      ['newPerformers', 'yes'],
      ['availableTonight', '1'],
      ['limit', 'abc'],
      ['limit', '0'],
      ['limit', '101'],
      ['limit', '2.5'],
      ['offset', '-1'],
      ['offset', '1.5'],
      ['keyword', long(101)],
      ['serviceAreaIds', long(65)],
      ['eventTypeIds', long(65)],
    ];
    for (const [name, value] of cases) {
      const query = q([name, value]);
      const res = await t.app.inject(`/api/performers?${query}`);
      expect(res.statusCode, query).toBe(400);
      const body = res.json() as { message: string; code?: string; issues?: { path: string; message: string }[] };
      expect(
        Object.keys(body).filter((k) => !['message', 'code', 'issues'].includes(k)),
        query,
      ).toEqual([]);
      expect(body.message, query).toEqual(expect.any(String));
      expect(body.code, query).toBe('VALIDATION_ERROR');
      const paths = (body.issues ?? []).map((i) => i.path);
      expect(
        paths.some((p) => p === name || p.startsWith(`${name}.`)),
        `${query}: ${paths.join(',')}`,
      ).toBe(true);
      for (const issue of body.issues ?? [])
        expect(issue).toEqual({ path: expect.any(String), message: expect.any(String) });
    }
  });
});
