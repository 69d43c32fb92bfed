import { z } from 'zod';
import { ATTRIBUTE_FILTERS, type AttributeFilterName, SORT_VALUES } from '../filter-options';
import { namedRefSchema } from './catalog';

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
  gender: z.string().nullable(),
  ageRange: z.string().nullable(),
  height: z.string().nullable(),
  bodyType: z.string().nullable(),
  hairColor: z.string().nullable(),
  eyeColor: z.string().nullable(),
  ethnicity: z.string().nullable(),
  danceStyles: z.array(z.string()),
  musicPreferences: z.array(z.string()),
  availability: z.string().nullable(),
  eveningOnly: z.boolean(),
  weekendsOnly: z.boolean(),
  /** YYYY-MM-DD, sorted, unique. */
  unavailableDates: z.array(z.string()),
  hourlyRateRange: z.string().nullable(),
  appearanceFeeRange: z.string().nullable(),
  isActive: z.boolean(),
  featured: z.boolean(),
  rating: z.number().nullable(),
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

const oneOf = (values: readonly [string, ...string[]]) => listParam(z.enum(values), { commaSeparated: false });

/** Repeated attribute filters: "any of" within one, "all of" across them. Unknown values are refused. */
const attributeParams = {
  gender: oneOf(ATTRIBUTE_FILTERS.gender),
  ageRange: oneOf(ATTRIBUTE_FILTERS.ageRange),
  height: oneOf(ATTRIBUTE_FILTERS.height),
  bodyType: oneOf(ATTRIBUTE_FILTERS.bodyType),
  hairColor: oneOf(ATTRIBUTE_FILTERS.hairColor),
  eyeColor: oneOf(ATTRIBUTE_FILTERS.eyeColor),
  ethnicity: oneOf(ATTRIBUTE_FILTERS.ethnicity),
  danceStyles: oneOf(ATTRIBUTE_FILTERS.danceStyles),
  musicPreferences: oneOf(ATTRIBUTE_FILTERS.musicPreferences),
  hourlyRateRange: oneOf(ATTRIBUTE_FILTERS.hourlyRateRange),
  appearanceFeeRange: oneOf(ATTRIBUTE_FILTERS.appearanceFeeRange),
  availability: oneOf(ATTRIBUTE_FILTERS.availability),
} satisfies Record<AttributeFilterName, unknown>;

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
