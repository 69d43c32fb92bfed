import { existsSync, readdirSync, statSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts, TEST_ORIGIN } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { seeded } from '../../../test/helpers/fuzz';
import { BOOKING_STATUSES } from '../../shared/booking-status';
import { ATTRIBUTE_FILTERS, SORT_VALUES } from '../../shared/filter-options';
import { errorSchema } from '../../shared/schemas/error';
import { performerQuerySchema } from '../../shared/schemas/performer';
import { insertPerformers } from '../db/factories';
import { seedDemoData } from '../db/seed';
import { createDiskStorage } from '../storage/disk-storage';

/**
 * Property-based fuzzing of every public and admin endpoint (issue: reliability and security).
 * For random and boundary values in every query parameter, path parameter and body field:
 * - never a 5xx;
 * - every refusal answers the one error shape, and leaks no stack, SQL or file path;
 * - every answer, page or API, carries the security headers (CSP, nosniff, referrer policy, HSTS);
 * - a refused request changes nothing stored: a digest of every table (and of the storage
 *   folder) is the same before and after.
 * FUZZ_RUNS sets the runs per property (default 60); a failure prints fast-check's seed and the
 * smallest input that fails: replay it with FUZZ_SEED=<seed> (test/helpers/fuzz.ts).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 60);
const NOW = new Date('2026-11-20T18:00:00Z');

const BOUNDARY_STRINGS = [
  '',
  ' ',
  '0',
  '-1',
  '1e309',
  '-0',
  'NaN',
  'Infinity',
  'null',
  'true',
  '[]',
  '{}',
  "'",
  '"',
  "' OR '1'='1",
  '1; DROP TABLE performers; --',
  '%',
  '_',
  '\\',
  '\u0000',
  '\uFFFF',
  '\uD800',
  '😀',
  '../../etc/passwd',
  '..%2f..%2f',
  '</script><script>alert(1)</script>',
  '=HYPERLINK("http://evil.test")',
  'a'.repeat(65),
  'a'.repeat(5001),
  '2026-02-30',
  '0000-01-01',
  '9999-12-31',
  '25:61',
  '00000000-0000-4000-8000-000000000000',
  '__proto__',
  'constructor',
  'all',
];

const text = fc.oneof(
  fc.constantFrom(...BOUNDARY_STRINGS),
  fc.string({ maxLength: 30 }),
  fc.string({ unit: 'binary', maxLength: 20 }),
);
const scalar = fc.oneof(
  text,
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.constantFrom(0, -1, 0.5, 2 ** 31, 2 ** 53 + 1, 1e308, -1e308),
);
const jsonValue = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 5 }),
  fc.dictionary(fc.string({ maxLength: 8 }), scalar, { maxKeys: 4 }),
);

/** A valid body with some fields dropped, some replaced by random values, and some unknown ones added. */
function mutated(base: Record<string, unknown>) {
  const keys = Object.keys(base);
  const body = fc
    .record({
      drop: fc.subarray(keys),
      replace: fc.dictionary(fc.constantFrom(...keys), jsonValue, { maxKeys: 4 }),
      extra: fc.dictionary(fc.string({ maxLength: 10 }), jsonValue, { maxKeys: 2 }),
    })
    .map(({ drop, replace, extra }) => {
      const out: Record<string, unknown> = { ...extra, ...base };
      for (const key of drop) delete out[key];
      return Object.assign(out, replace);
    });
  return fc.oneof({ weight: 5, arbitrary: body }, { weight: 1, arbitrary: jsonValue });
}

/** A raw body that is not what the content type says. */
const rawBody = fc.oneof(
  fc.string({ maxLength: 60 }),
  fc.constantFrom('{', '{"a":', '[1,', 'null', '"x"', '{"__proto__":{"isAdmin":true}}', '\u0000', '\uFEFF{}'),
);

const knownQueryValues = [...Object.values(ATTRIBUTE_FILTERS).flat(), ...SORT_VALUES, 'miami', 'true', 'false', '5'];
const queryValue = fc.oneof(text, fc.constantFrom(...knownQueryValues), fc.integer().map(String));
function queryString(keys: readonly string[]) {
  return fc
    .array(fc.tuple(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, text), queryValue), { maxLength: 8 })
    .map((pairs) => new URLSearchParams(pairs).toString());
}

/** encodeURIComponent, with lone surrogates (which it refuses) sent as U+FFFD as a browser would. */
const encode = (s: string) => encodeURIComponent(s.replace(/\p{Surrogate}/gu, '\uFFFD'));

const segment = (known: string[]) =>
  fc.oneof(
    fc.constantFrom(...known, '00000000-0000-4000-8000-000000000000'),
    text.map(encode),
    fc.uuid().map(String),
    fc.constantFrom('%', '%E0%A4%A', '%2e%2e', '..%2f..%2fetc', '%00', 'a%20b', '%F0%9F%98%80'),
  );

const LEAKS = [
  /\bat .+:\d+:\d+/, // a stack frame
  /node_modules/,
  /\/(work|home|root|tmp)\//,
  /\b(postgres|pglite|drizzle|syntax error|violates|relation ")/i,
  /\b(select|insert into|update|delete from)\b.*\b(from|where|set|values)\b/i,
];

// A property takes up to about 0.3 s a run on a busy machine (one or two digests and a request).
describe('property-based fuzzing of every endpoint', { timeout: Math.max(30_000, RUNS * 1_000) }, () => {
  let t: TestApp;
  let storageDir: string;
  let admin: Record<string, string>;
  let performerIds: string[];
  let slugs: string[];
  let bookingIds: string[];
  let areaIds: string[];
  let typeIds: string[];
  let booking: Record<string, unknown>;
  let performer: Record<string, unknown>;

  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    storageDir = await mkdtemp(join(tmpdir(), 'fuzz-objects-'));
    t = await createTestApp({ ssr: 'built', now: () => NOW, storage: createDiskStorage(storageDir) });
    await seedDemoData(t.db, t.storage, { now: NOW });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    const plain = await insertPerformers(t.db, [
      { name: 'Fuzz One', hourlyRate: 200, serviceAreaIds: ['miami'] },
      { name: 'Fuzz Two', hourlyRate: 250, serviceAreaIds: ['miami'] },
    ]);
    const list = (await t.app.inject({ url: '/api/admin/performers', headers: admin })).json() as {
      id: string;
      slug: string;
    }[];
    performerIds = list.map((p) => p.id);
    slugs = list.map((p) => p.slug);
    areaIds = (await t.app.inject({ url: '/api/service-areas' })).json().map((a: { id: string }) => a.id);
    typeIds = (await t.app.inject({ url: '/api/event-types' })).json().map((a: { id: string }) => a.id);
    booking = {
      performerIds: plain,
      clientName: 'Pat Client',
      clientEmail: 'pat@example.test',
      clientPhone: '305-555-0100',
      eventDate: '2026-11-28',
      eventTime: '20:00',
      eventDuration: 180,
      eventLocation: '1 Ocean Dr, Miami',
      eventTypeId: typeIds[0],
      serviceAreaId: 'miami',
      specialRequests: 'Surprise!',
      serviceType: 'hourly',
      estimatedGuests: 12,
      preferredDanceStyles: [],
      preferredMusicStyles: [],
    };
    bookingIds = [];
    for (let i = 0; i < 2; i++) {
      const res = await t.app.inject({ method: 'POST', url: '/api/bookings', payload: booking });
      expect(res.statusCode, res.body).toBe(201);
      bookingIds.push(res.json().id);
    }
    performer = {
      name: 'Fuzzed Performer',
      description: 'Dances.',
      hourlyRate: 200,
      appearanceFee: '150',
      specialties: ['Dancing'],
      photos: ['https://img.example/a.jpg'],
      gender: 'Female',
      ageRange: '26-30',
      danceStyles: [],
      musicPreferences: [],
      availability: 'Flexible schedule',
      eveningOnly: false,
      weekendsOnly: false,
      unavailableDates: ['2026-12-01'],
      isActive: true,
      featured: false,
      rating: 4.5,
      serviceAreaIds: areaIds.slice(0, 2),
      eventTypeIds: typeIds.slice(0, 1),
    };
  });
  afterAll(async () => {
    await t?.close();
    if (storageDir) await rm(storageDir, { recursive: true, force: true });
  });

  /**
   * Every table's rows (a session's last-seen time aside, which reads refresh) and every stored
   * file. rate_limits and login_failures are left out: counting refused attempts is their job.
   */
  async function digest(): Promise<string> {
    const result = await t.db.execute(sql`
      select md5(coalesce(string_agg(x, '|' order by x), '')) as d from (
        select 'p' || md5(r::text) as x from performers r
        union all select 'psa' || md5(r::text) from performer_service_areas r
        union all select 'pet' || md5(r::text) from performer_event_types r
        union all select 'sa' || md5(r::text) from service_areas r
        union all select 'et' || md5(r::text) from event_types r
        union all select 'u' || md5(r::text) from users r
        union all select 's' || md5((to_jsonb(r) - 'last_seen_at')::text) from sessions r
        union all select 'b' || md5(r::text) from bookings r
        union all select 'bp' || md5(r::text) from booking_performers r
        union all select 't' || md5(r::text) from upload_tickets r
        union all select 'v' || md5(r::text) from catalog_version r
        union all select 'a' || md5(r::text) from audit_log r
        union all select 'm' || md5(r::text) from messages r
        union all select 'cp' || md5(r::text) from cancellation_policies r
      ) rows`);
    return `${(result as { rows: { d: string }[] }).rows[0]?.d}:${listFiles(storageDir).join(',')}`;
  }

  /**
   * The digest of what is stored now, when known: taken after a refused request, which must have
   * changed nothing, and dropped after any other answer. The next probe's "before" is then that
   * digest instead of a new one (half the digests, most fuzzed requests being refused). Within a
   * property only probes write; should anything else change the data between two probes, the
   * next refused one fails: a stale digest can only make the check stricter.
   */
  let current: string | undefined;

  /** Sends one request and checks the invariants that hold for every endpoint. */
  async function probe(request: InjectOptions): Promise<LightMyRequestResponse> {
    const before = current ?? (await digest());
    current = undefined;
    const res = await t.app.inject(request);
    const label = `${request.method ?? 'GET'} ${request.url} → ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, label).toBeLessThan(500);
    assertSecurityHeaders(res, label);
    if (res.statusCode >= 400) {
      // The URL is normalised first ('/api/../x' is the page '/x'); pages answer their 404 in HTML.
      const path = new URL(`http://host${String(request.url)}`).pathname;
      const api = /^\/(api|objects)\//.test(path);
      if (api || String(res.headers['content-type']).startsWith('application/json')) {
        const parsed = errorSchema.strict().safeParse(JSON.parse(res.body));
        expect(parsed.success, label).toBe(true);
        for (const leak of LEAKS) expect(res.body, label).not.toMatch(leak);
      }
      const after = await digest();
      expect(after, `stored data changed by a refused request: ${label}`).toBe(before);
      current = after;
    }
    return res;
  }

  /** Runs the property; answers the status classes seen ('2xx', '4xx'…), so a test can show it reached both sides. */
  /** `examples` run first, as given (a valid and an invalid request, so both sides are always reached). */
  async function run(arbitrary: fc.Arbitrary<InjectOptions>, examples: InjectOptions[] = []): Promise<Set<string>> {
    const seen = new Set<string>();
    // A test may write before its property runs (the photo test's upload ticket): digest afresh.
    current = undefined;
    await fc.assert(
      fc.asyncProperty(arbitrary, async (request) => {
        seen.add(`${String((await probe(request)).statusCode)[0]}xx`);
      }),
      seeded({ numRuns: RUNS, examples: examples.map((example) => [example]) }),
    );
    return seen;
  }

  const json = (method: 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string, payload: unknown, headers = {}) =>
    ({
      method,
      url,
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify(payload) ?? 'null',
    }) satisfies InjectOptions;

  it('GET /api/performers with random filters, sorts and paging', async () => {
    const seen = await run(
      queryString(Object.keys(performerQuerySchema.shape)).map((q) => ({ url: `/api/performers?${q}` })),
      [{ url: '/api/performers?sortBy=newest&limit=5' }, { url: '/api/performers?minRating=6' }],
    );
    expect([...seen].sort()).toEqual(['2xx', '4xx']);
  });

  it('GET /api/performers/{id}, /by-slug/{slug}, /featured, service areas and event types', () =>
    run(
      fc
        .oneof(
          segment(performerIds).map((id) => ({ url: `/api/performers/${id}` })),
          segment(slugs).map((slug) => ({ url: `/api/performers/by-slug/${slug}` })),
          queryString(['limit', 'x']).map((q) => ({ url: `/api/performers/featured?${q}` })),
          fc.constantFrom(
            '/api/service-areas',
            '/api/event-types',
            '/healthz',
            '/readyz',
            '/sitemap.xml',
            '/robots.txt',
          ),
        )
        .map((r) => (typeof r === 'string' ? { url: r } : r)),
    ));

  it('POST /api/bookings with random and boundary values in every field', async () => {
    const seen = await run(
      fc.oneof(
        { weight: 6, arbitrary: mutated(booking).map((body) => json('POST', '/api/bookings', body)) },
        { weight: 1, arbitrary: rawBody.map((payload) => ({ ...json('POST', '/api/bookings', null), payload })) },
      ),
      [json('POST', '/api/bookings', booking), json('POST', '/api/bookings', { ...booking, clientEmail: 'no' })],
    );
    expect([...seen].sort()).toEqual(['2xx', '4xx']);
  });

  it('GET /api/bookings/{id} with random ids', () =>
    run(segment(bookingIds).map((id) => ({ url: `/api/bookings/${id}` }))));

  it('POST /api/login, GET /api/login and /api/logout, GET /api/auth/user with random input', () =>
    run(
      fc.oneof(
        mutated({ email: 'admin@example.test', password: 'wrong password 1' }).map((body) =>
          json('POST', '/api/login', body, { origin: TEST_ORIGIN }),
        ),
        queryString(['returnTo']).map((q) => ({ url: `/api/login?${q}` })),
        text.map((cookie) => ({ url: '/api/auth/user', headers: { cookie: `sid=${encode(cookie)}` } })),
        queryString(['returnTo']).map((q) => ({ url: `/api/logout?${q}` })),
      ),
    ));

  it('GET /objects/{key} with random and traversal keys', () =>
    run(
      fc
        .array(segment(['photos', 'staging', '..', '.', 'pglite.lock']), { minLength: 1, maxLength: 4 })
        .map((parts) => ({ url: `/objects/${parts.join('/')}` })),
    ));

  it('GET /api/admin/performers, /bookings and /audit with random queries', () =>
    run(
      fc
        .tuple(
          fc.constantFrom('/api/admin/performers', '/api/admin/bookings', '/api/admin/audit'),
          queryString(['entityId', 'limit']),
        )
        .map(([path, q]) => ({ url: `${path}?${q}`, headers: admin })),
    ));

  it('POST /api/admin/performers with random and boundary values in every field', async () => {
    const seen = await run(
      mutated(performer).map((body) => json('POST', '/api/admin/performers', body, admin)),
      [
        json('POST', '/api/admin/performers', performer, admin),
        json('POST', '/api/admin/performers', { ...performer, rating: 9 }, admin),
      ],
    );
    expect([...seen].sort()).toEqual(['2xx', '4xx']);
  });

  it('PUT /api/admin/performers/{id} with random ids and bodies', () =>
    run(
      fc
        .tuple(segment(performerIds), mutated(performer))
        .map(([id, body]) => json('PUT', `/api/admin/performers/${id}`, body, admin)),
    ));

  it('PUT /api/admin/cancellation-policy with random tiers', async () => {
    const number = fc.oneof(fc.integer({ min: -10, max: 9000 }), fc.constantFrom(0, 24, 100, 8760, 8761), scalar);
    const tiers = fc.array(fc.record({ hoursBefore: number, refundPercent: number }, { requiredKeys: [] }), {
      maxLength: 7,
    });
    const valid = { tiers: [{ hoursBefore: 24, refundPercent: 100 }] };
    const seen = await run(
      fc
        .oneof(
          tiers.map((t) => ({ tiers: t })),
          mutated(valid),
        )
        .map((body) => json('PUT', '/api/admin/cancellation-policy', body, admin)),
      [
        json('PUT', '/api/admin/cancellation-policy', valid, admin),
        json('PUT', '/api/admin/cancellation-policy', {}, admin),
      ],
    );
    expect([...seen].sort()).toEqual(['2xx', '4xx']);
  });

  it('PATCH featured and hide, DELETE on random performer ids', () =>
    run(
      fc.oneof(
        fc.tuple(fc.constantFrom('featured', 'hide'), segment(performerIds)).map(([what, id]) => ({
          method: 'PATCH' as const,
          url: `/api/admin/performers/${id}/${what}`,
          headers: admin,
        })),
        segment([]).map((id) => ({ method: 'DELETE' as const, url: `/api/admin/performers/${id}`, headers: admin })),
      ),
    ));

  it('PUT booking status, confirm-deposit and archive; DELETE on random booking ids and bodies', () =>
    run(
      fc.oneof(
        fc
          .tuple(
            segment(bookingIds),
            fc.oneof(
              mutated({ status: 'confirmed' }),
              fc.constantFrom(...BOOKING_STATUSES).map((status) => ({ status })),
            ),
          )
          .map(([id, body]) => json('PUT', `/api/admin/bookings/${id}/status`, body, admin)),
        fc
          .tuple(fc.constantFrom('confirm-deposit', 'archive'), segment(bookingIds))
          .map(([what, id]) => ({ method: 'PUT' as const, url: `/api/admin/bookings/${id}/${what}`, headers: admin })),
        segment([]).map((id) => ({ method: 'DELETE' as const, url: `/api/admin/bookings/${id}`, headers: admin })),
      ),
    ));

  it('photo calls: upload URLs, uploads with random ids, tokens, types and bytes, and random photo URLs', async () => {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
    expect(ticket.statusCode).toBe(200);
    const uploadUrl = new URL(ticket.json().uploadURL, TEST_ORIGIN);
    const ticketId = uploadUrl.pathname.split('/').pop() ?? '';
    const token = uploadUrl.searchParams.get('token') ?? '';
    await run(
      fc.oneof(
        fc
          .record({
            id: segment([ticketId]),
            token: fc.oneof(fc.constant(token), text),
            type: fc.constantFrom(
              'image/jpeg',
              'image/png',
              'image/webp',
              'image/svg+xml',
              'text/plain',
              'application/json',
            ),
            bytes: fc.uint8Array({ maxLength: 64 }),
          })
          .map(({ id, token, type, bytes }) => ({
            method: 'PUT' as const,
            url: `/api/admin/uploads/${id}?token=${encode(token)}`,
            headers: { ...admin, 'content-type': type },
            payload: Buffer.from(bytes),
          })),
        mutated({ photoURL: uploadUrl.href }).map((body) => json('PUT', '/api/admin/photos', body, admin)),
        fc.constant({ method: 'POST' as const, url: '/api/admin/photos/upload', headers: admin }),
      ),
    );
  });

  it('POST /api/admin/performers/import-csv with random files', () =>
    run(
      fc
        .record({
          field: fc.constantFrom('csvFile', 'file'),
          name: fc.constantFrom('performers.csv', 'x.txt', '../x.csv', ''),
          content: fc.oneof(
            fc.string({ maxLength: 200 }),
            fc
              .array(fc.array(text, { minLength: 1, maxLength: 6 }), { maxLength: 5 })
              .map((rows) => ['name,hourlyRate,serviceAreas', ...rows.map((r) => r.join(','))].join('\n')),
          ),
        })
        .map(({ field, name, content }) => {
          const boundary = 'fuzzboundary';
          const payload = [
            `--${boundary}`,
            `Content-Disposition: form-data; name="${field}"; filename="${name}"`,
            'Content-Type: text/csv',
            '',
            content,
            `--${boundary}--`,
            '',
          ].join('\r\n');
          return {
            method: 'POST' as const,
            url: '/api/admin/performers/import-csv',
            headers: { ...admin, 'content-type': `multipart/form-data; boundary=${boundary}` },
            payload,
          };
        }),
    ));

  it('admin writes with random Origin, cookie and content type are refused cleanly', () =>
    run(
      fc
        .record({
          url: fc.constantFrom(
            '/api/admin/performers',
            `/api/admin/performers/${performerIds[0]}/featured`,
            `/api/admin/bookings/${bookingIds[0]}/status`,
            '/api/login',
            '/api/bookings',
          ),
          method: fc.constantFrom('POST', 'PUT', 'PATCH', 'DELETE'),
          origin: fc.option(fc.oneof(fc.constantFrom('null', 'https://evil.test', TEST_ORIGIN), text)),
          cookie: fc.option(
            fc.oneof(
              fc.constant(admin.cookie ?? ''),
              text.map((v) => `sid=${encode(v)}`),
            ),
          ),
          type: fc.option(fc.constantFrom('text/plain', 'application/x-www-form-urlencoded', 'application/json')),
          payload: rawBody,
        })
        .map(({ url, method, origin, cookie, type, payload }) => {
          const headers: Record<string, string> = {};
          if (origin !== null) headers.origin = origin.replace(/[^\x20-\x7e]/g, '');
          if (cookie !== null) headers.cookie = cookie;
          if (type !== null) headers['content-type'] = type;
          return { method: method as InjectOptions['method'], url, headers, payload };
        }),
    ));

  it('public pages with random paths and query strings', () =>
    run(
      fc
        .tuple(
          // '' and '/performers' stand alone; the others take a random segment ('/' + slug is a city page).
          fc.constantFrom(
            '',
            '/performers',
            '/',
            '/performers/',
            '/performer/',
            '/booking/',
            '/booking-confirmation/',
            '//',
          ),
          segment([...slugs.slice(0, 3), ...bookingIds, 'miami', 'faq']),
          queryString(Object.keys(performerQuerySchema.shape)),
        )
        .map(([prefix, seg, q]) => ({
          url: `${prefix === '' || prefix === '/performers' ? prefix || '/' : prefix + seg}?${q}`,
        })),
    ));

  it('unknown routes and methods answer 404 or 405 in the error shape', () =>
    run(
      fc
        .tuple(fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE'), segment(['api', 'api/admin', 'objects']), text)
        .map(([method, first, rest]) => ({
          method: method as InjectOptions['method'],
          url: `/api/${first}/${encode(rest)}`,
          headers: admin,
        })),
    ));
});

/**
 * Every file under `dir` with its size. Synchronous on purpose: a digest lists some hundreds of
 * files, and an awaited `stat` each went through libuv's thread pool one at a time (most of this
 * file's time was spent waiting on those hops).
 */
function listFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => !entry.isDirectory())
    .map((entry) => {
      const path = join(entry.parentPath, entry.name);
      return `${path.slice(dir.length + 1)}:${statSync(path).size}`;
    })
    .sort();
}

/** The headers every page and answer carries, whatever the input (PUBLIC_URL is https here). */
function assertSecurityHeaders(res: LightMyRequestResponse, label: string) {
  const csp = String(res.headers['content-security-policy']);
  expect(csp, label).toContain("script-src 'self'");
  expect(csp, label).not.toMatch(/script-src[^;]*unsafe-inline/);
  expect(csp, label).toContain("frame-ancestors 'none'");
  expect(res.headers['x-content-type-options'], label).toBe('nosniff');
  expect(res.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(res.headers['strict-transport-security'], label).toContain('max-age=');
}
