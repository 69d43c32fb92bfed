import { z } from 'zod';
import { SORT_VALUES } from '../filter-options';
import {
  type AttributeKey,
  type AttributeKeyOf,
  BUCKET_ATTRIBUTE_KEYS,
  FILTER_ATTRIBUTE_KEYS,
  type FilterAttributeKey,
  mapAttributes,
  PERFORMER_ATTRIBUTES,
  STORED_ATTRIBUTE_KEYS,
} from '../performer-attributes';
import { namedRefSchema } from './catalog';

/** How the API answers an attribute: a list, or a value or null. Stored rows are not re-checked against the options. */
type OutputShape<K extends AttributeKey> = {
  [P in K]: P extends AttributeKeyOf<'many'> ? z.ZodArray<z.ZodString> : z.ZodNullable<z.ZodString>;
};
const outputShape = <K extends AttributeKey>(keys: readonly K[]) =>
  mapAttributes<K, OutputShape<K>>(keys, (key) =>
    PERFORMER_ATTRIBUTES[key].kind === 'many' ? z.array(z.string()) : z.string().nullable(),
  );

/** The published performer, as every public and admin read answers it. */
export const performerSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  /** Decimal string with two places ("250.00"), or null when not set. */
  hourlyRate: z.string().nullable(),
  appearanceFee: z.string().nullable(),
  specialties: z.array(z.string()),
  /** URLs or '/objects/...' paths; the first is the main photo. */
  photos: z.array(z.string()),
  ...outputShape(STORED_ATTRIBUTE_KEYS),
  eveningOnly: z.boolean(),
  weekendsOnly: z.boolean(),
  /** YYYY-MM-DD, sorted, unique. */
  unavailableDates: z.array(z.string()),
  ...outputShape(BUCKET_ATTRIBUTE_KEYS),
  isActive: z.boolean(),
  featured: z.boolean(),
  rating: z.number().nullable(),
  /** Published reviews from real bookings that named her (issue 31). */
  reviewCount: z.number().int(),
  /** Her Spanish bio; '' when staff wrote none (the Spanish site then shows `description`). */
  descriptionEs: z.string(),
  /** What the show includes, staff-written, in each language ('' when not written). */
  showIncludes: z.string(),
  showIncludesEs: z.string(),
  /** ISO time staff recorded checking her ID and age; null when not recorded. */
  idCheckedAt: z.string().nullable(),
  /** ISO time staff last marked her photos verified against a live photo; null when never. */
  photosVerifiedAt: z.string().nullable(),
  serviceAreas: z.array(namedRefSchema),
  eventTypes: z.array(namedRefSchema),
  createdAt: z.string(),
});
export type Performer = z.infer<typeof performerSchema>;
export const performerListSchema = z.array(performerSchema);

/** 'all' and empty values mean "no filter" and are dropped, as the client omits them too. */
function isMeaningful(value: string): boolean {
  return value !== '' && value !== 'all';
}

/** A query value that may be repeated (?a=x&a=y) or comma-separated (?a=x,y). */
function listParam<T extends z.ZodType>(item: T, { commaSeparated }: { commaSeparated: boolean }) {
  return z
    .preprocess((raw) => {
      if (raw === undefined) return undefined;
      const values = (Array.isArray(raw) ? raw : [raw]).map(String);
      const split = commaSeparated ? values.flatMap((v) => v.split(',')) : values;
      return [...new Set(split.map((v) => v.trim()).filter(isMeaningful))];
    }, z.array(item).max(50))
    .optional();
}

const idParam = z.string().max(64);
const booleanFlag = z
  .enum(['true', 'false'])
  .transform((v) => v === 'true')
  .optional();
/** An optional number in a query string; '' and 'all' count as absent. */
function numberParam(schema: z.ZodNumber) {
  return z.preprocess(
    (raw) => (typeof raw === 'string' && !isMeaningful(raw.trim()) ? undefined : raw),
    z.coerce.number().pipe(schema).optional(),
  );
}

const oneOf = <T extends readonly [string, ...string[]]>(values: T) =>
  listParam(z.enum(values), { commaSeparated: false });

/** Repeated attribute filters: "any of" within one, "all of" across them. Unknown values are refused. */
const attributeParams = mapAttributes<
  FilterAttributeKey,
  { [K in FilterAttributeKey]: ReturnType<typeof oneOf<(typeof PERFORMER_ATTRIBUTES)[K]['options']>> }
>(FILTER_ATTRIBUTE_KEYS, (key) => oneOf(PERFORMER_ATTRIBUTES[key].options));

export const performerQuerySchema = z.object({
  keyword: z
    .string()
    .max(100)
    .optional()
    .transform((v) => v?.trim() || undefined),
  serviceAreaIds: listParam(idParam, { commaSeparated: true }),
  eventTypeIds: listParam(idParam, { commaSeparated: true }),
  sortBy: z
    .union([z.enum(SORT_VALUES), z.literal(''), z.literal('all')])
    .optional()
    .transform((v) => (v === '' || v === 'all' ? undefined : v)),
  minRating: numberParam(z.number().min(0).max(5)),
  underBudget: numberParam(z.number().min(0).max(1_000_000)),
  newPerformers: booleanFlag,
  availableTonight: booleanFlag,
  limit: numberParam(z.number().int().min(1).max(100)),
  offset: numberParam(z.number().int().min(0).max(1_000_000)),
  ...attributeParams,
});
export type PerformerQuery = z.output<typeof performerQuerySchema>;
