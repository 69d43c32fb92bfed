import {
  and,
  arrayOverlaps,
  asc,
  type Column,
  desc,
  eq,
  exists,
  type GetColumnData,
  gte,
  ilike,
  inArray,
  lte,
  or,
  type SQL,
  sql,
} from 'drizzle-orm';
import { storedAmount } from '../../../shared/money';
import {
  type AttributeKey,
  BUCKET_ATTRIBUTE_KEYS,
  FILTER_ATTRIBUTE_KEYS,
  type FilterAttributeKey,
  mapAttributes,
  PERFORMER_ATTRIBUTES,
  STORED_ATTRIBUTE_KEYS,
} from '../../../shared/performer-attributes';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Performer, PerformerQuery } from '../../../shared/schemas/performer';
import type { Database } from '../../db/client';
import { escapeLike } from '../../db/like';
import {
  bookingPerformers,
  eventTypes,
  performerEventTypes,
  performerServiceAreas,
  performers,
  reviews,
  serviceAreas,
} from '../../db/schema';
import { attributeValuesOf, plainWord, searchWords } from './search-words';

/** What the "tonight" filter needs to know about the business's current day. */
type Tonight = { date: string; isWeekend: boolean };
export type PerformerFilter = PerformerQuery & { tonight: Tonight; newSince: Date };

const p = performers;
/** The attributes' columns, by key (every registry key is a column of `performers`). */
const attributeColumns = <K extends AttributeKey>(keys: readonly K[]) =>
  mapAttributes<K, { [P in K]: (typeof p)[P] }>(keys, (key) => p[key]);
/** Drizzle leaves columns of a one-table select unqualified; inside a subquery they must not be. */
const performerId = sql.raw('"performers"."id"');

const serviceAreasJson = sql<NamedRef[]>`coalesce((
  select json_agg(json_build_object('id', sa.id, 'name', sa.name) order by sa.name)
  from ${performerServiceAreas} psa join ${serviceAreas} sa on sa.id = psa.service_area_id
  where psa.performer_id = ${performerId}), '[]'::json)`;
const eventTypesJson = sql<NamedRef[]>`coalesce((
  select json_agg(json_build_object('id', et.id, 'name', et.name) order by et.name)
  from ${performerEventTypes} pet join ${eventTypes} et on et.id = pet.event_type_id
  where pet.performer_id = ${performerId}), '[]'::json)`;
/** Published reviews of bookings that named her (a review shows on each named performer's profile). */
const reviewCount = sql<number>`(
  select count(distinct r.id)::int from ${reviews} r
  join ${bookingPerformers} bp on bp.booking_id = r.booking_id
  where bp.performer_id = ${performerId} and r.state = 'published')`;

/**
 * The rating the public sees (decision 040): the average of her published reviews once she has
 * one, else the rating an owner set. Staff's reads keep the owner's rating (it is what they edit).
 */
const shownRating = sql<number | null>`coalesce((
  select avg(r.stars)::real from ${reviews} r where r.state = 'published' and exists (
    select 1 from ${bookingPerformers} bp where bp.booking_id = r.booking_id and bp.performer_id = ${performerId})),
  ${p.rating})`.mapWith(Number);

/** Columns are named one by one: a new database column never leaks into an answer by accident. */
const columns = {
  id: p.id,
  slug: p.slug,
  name: p.name,
  description: p.description,
  hourlyRate: p.hourlyRate,
  appearanceFee: p.appearanceFee,
  specialties: p.specialties,
  photos: p.photos,
  ...attributeColumns(STORED_ATTRIBUTE_KEYS),
  eveningOnly: p.eveningOnly,
  weekendsOnly: p.weekendsOnly,
  unavailableDates: p.unavailableDates,
  ...attributeColumns(BUCKET_ATTRIBUTE_KEYS),
  isActive: p.isActive,
  featured: p.featured,
  rating: p.rating,
  reviewCount,
  descriptionEs: p.descriptionEs,
  showIncludes: p.showIncludes,
  showIncludesEs: p.showIncludesEs,
  idCheckedAt: p.idCheckedAt,
  photosVerifiedAt: p.photosVerifiedAt,
  createdAt: p.createdAt,
  serviceAreas: serviceAreasJson,
  eventTypes: eventTypesJson,
};

/** What public reads answer: the rating shown is the reviews' average once there are any. */
const publicColumns = { ...columns, rating: shownRating };

type Row = {
  [K in keyof typeof columns]: (typeof columns)[K] extends SQL<infer T>
    ? T
    : (typeof columns)[K] extends Column
      ? GetColumnData<(typeof columns)[K]>
      : never;
};

function toDto(row: Row): Performer {
  return {
    ...row,
    // Rounded to one decimal: a real column would otherwise answer 4.800000190734863.
    rating: row.rating === null ? null : Math.round(row.rating * 10) / 10,
    unavailableDates: row.unavailableDates.map(String),
    idCheckedAt: row.idCheckedAt === null ? null : new Date(row.idCheckedAt).toISOString(),
    photosVerifiedAt: row.photosVerifiedAt === null ? null : new Date(row.photosVerifiedAt).toISOString(),
    createdAt: new Date(row.createdAt).toISOString(),
  };
}

/** An attribute filter: "any of" its values; a list column matches when the lists overlap. */
function attributeCondition(key: FilterAttributeKey, values: readonly string[]): SQL {
  const column = p[key];
  return PERFORMER_ATTRIBUTES[key].kind === 'many' ? arrayOverlaps(column, [...values]) : inArray(column, [...values]);
}

/** The text is in her name, her description or one of her specialties (any case). */
function textMatches(text: string): SQL | undefined {
  const pattern = `%${escapeLike(text)}%`;
  return or(
    ilike(p.name, pattern),
    ilike(p.description, pattern),
    sql`exists (select 1 from unnest(${p.specialties}) as s(v) where s.v ilike ${pattern})`,
  );
}

/**
 * The search box (issue 31): the whole phrase in her texts, or each word that counts either in her
 * texts (as typed or without accents) or naming one of her attributes in English or Spanish
 * ("latina", "rubia", "chicos"). Generic words ("bailarinas", "stripper") are dropped; a query of
 * only those finds everyone.
 */
function keywordCondition(keyword: string): SQL | undefined {
  const words = searchWords(keyword);
  if (words.length === 0) return undefined;
  const wordMatches = words.map((word) => {
    const plain = plainWord(word);
    return or(
      textMatches(word),
      plain !== word.toLowerCase() ? textMatches(plain) : undefined,
      ...attributeValuesOf(word).map(({ key, value }) => attributeCondition(key, [value])),
    );
  });
  return or(textMatches(keyword), and(...wordMatches));
}

function whereOf(db: Database, f: PerformerFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [eq(p.isActive, true)];
  if (f.keyword) conditions.push(keywordCondition(f.keyword));
  if (f.serviceAreaIds?.length) {
    const ids = f.serviceAreaIds;
    const join = performerServiceAreas;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(join)
          .where(and(eq(join.performerId, p.id), inArray(join.serviceAreaId, ids))),
      ),
    );
  }
  if (f.eventTypeIds?.length) {
    const ids = f.eventTypeIds;
    const join = performerEventTypes;
    conditions.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(join)
          .where(and(eq(join.performerId, p.id), inArray(join.eventTypeId, ids))),
      ),
    );
  }
  for (const key of FILTER_ATTRIBUTE_KEYS) {
    const values = f[key];
    if (values?.length) conditions.push(attributeCondition(key, values));
  }
  if (f.minRating !== undefined) conditions.push(sql`${shownRating} >= ${f.minRating}`);
  if (f.underBudget !== undefined) conditions.push(lte(p.hourlyRate, storedAmount(f.underBudget)));
  if (f.newPerformers) conditions.push(gte(p.createdAt, f.newSince));
  if (f.availableTonight) {
    conditions.push(sql`not (${f.tonight.date}::date = any(${p.unavailableDates}))`);
    if (!f.tonight.isWeekend) conditions.push(eq(p.weekendsOnly, false));
  }
  return and(...conditions);
}

const ratingDesc = sql`${shownRating} desc nulls last`;
const orderings: Record<NonNullable<PerformerQuery['sortBy']>, SQL[]> = {
  rating: [ratingDesc, asc(p.name), asc(p.id)],
  price_low: [sql`${p.hourlyRate} asc nulls last`, ratingDesc, asc(p.name), asc(p.id)],
  price_high: [sql`${p.hourlyRate} desc nulls last`, ratingDesc, asc(p.name), asc(p.id)],
  newest: [desc(p.createdAt), asc(p.name), asc(p.id)],
  popular: [desc(p.bookingCount), ratingDesc, asc(p.name), asc(p.id)],
};

export type PerformerPage = { performers: Performer[]; total: number };

export async function findPublicPerformers(db: Database, filter: PerformerFilter): Promise<PerformerPage> {
  const query = db
    .select({ ...publicColumns, total: sql<number>`count(*) over()`.mapWith(Number) })
    .from(p)
    .where(whereOf(db, filter))
    .orderBy(...orderings[filter.sortBy ?? 'rating'])
    .offset(filter.offset ?? 0);
  const rows = filter.limit === undefined ? await query : await query.limit(filter.limit);
  // With an offset past the end there is no row to carry the window count: count separately.
  const total =
    rows[0]?.total ??
    (filter.offset
      ? ((
          await db
            .select({ n: sql<number>`count(*)`.mapWith(Number) })
            .from(p)
            .where(whereOf(db, filter))
        )[0]?.n ?? 0)
      : 0);
  return { performers: rows.map(({ total: _total, ...row }) => toDto(row)), total };
}

export async function findFeaturedPerformers(db: Database): Promise<Performer[]> {
  const rows = await db
    .select(publicColumns)
    .from(p)
    .where(and(eq(p.isActive, true), eq(p.featured, true)))
    .orderBy(ratingDesc, asc(p.name), asc(p.id));
  return rows.map(toDto);
}

export async function findPublicPerformer(
  db: Database,
  by: { id: string } | { slug: string },
): Promise<Performer | null> {
  const match = 'id' in by ? eq(p.id, by.id) : eq(p.slug, by.slug);
  const [row] = await db
    .select(publicColumns)
    .from(p)
    .where(and(eq(p.isActive, true), match))
    .limit(1);
  return row ? toDto(row) : null;
}

/** Slugs and last change of every public performer, for the sitemap. */
export function listPublicSlugs(db: Database): Promise<{ slug: string; updatedAt: Date }[]> {
  return db.select({ slug: p.slug, updatedAt: p.updatedAt }).from(p).where(eq(p.isActive, true)).orderBy(asc(p.slug));
}

/** Every performer, hidden ones included (the admin list). */
export async function findAllPerformers(db: Database): Promise<Performer[]> {
  const rows = await db.select(columns).from(p).orderBy(asc(p.name), asc(p.id));
  return rows.map(toDto);
}

/** One performer by id, hidden or not (admin reads after a write). */
export async function findAnyPerformer(db: Database, id: string): Promise<Performer | null> {
  const [row] = await db.select(columns).from(p).where(eq(p.id, id)).limit(1);
  return row ? toDto(row) : null;
}
