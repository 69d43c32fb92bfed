import { z } from 'zod';
import {
  type AttributeKeyOf,
  mapAttributes,
  type Options,
  PERFORMER_ATTRIBUTES,
  STORED_ATTRIBUTE_KEYS,
  type StoredAttributeKey,
} from '../performer-attributes';

/** Empty text means "not set". */
const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);

/** A rate as a number or a numeric string; empty is null (spec: "Empty hourlyRate and appearanceFee are sent as null"). */
const money = z.preprocess((v) => {
  const value = blankToNull(v);
  return typeof value === 'string' ? Number(value) : value;
}, z
  .number('Enter an amount in dollars')
  .min(0, 'The amount cannot be negative')
  .max(100_000, 'That amount is too large')
  .nullable());

/** One of the options, or null (empty text too). */
const choice = <T extends Options>(values: T) => z.preprocess(blankToNull, z.enum(values).nullable()).default(null);
/** Any of the options, at most as many values as there are options. */
const choices = <T extends Options>(values: T) => z.array(z.enum(values)).max(values.length).default([]);

type Attributes = typeof PERFORMER_ATTRIBUTES;
type AttributeInputs = {
  [K in StoredAttributeKey]: K extends AttributeKeyOf<'many'>
    ? ReturnType<typeof choices<Attributes[K]['options']>>
    : ReturnType<typeof choice<Attributes[K]['options']>>;
};
const attributeInputs = mapAttributes<StoredAttributeKey, AttributeInputs>(STORED_ATTRIBUTE_KEYS, (key) => {
  const { kind, options } = PERFORMER_ATTRIBUTES[key];
  return kind === 'many' ? choices(options) : choice(options);
});

const RATING = 'Rating is between 1 and 5';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day that PostgreSQL's date type takes (it has no year 0). */
const isStorableDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '0001-01-01';
};
const OBJECT_PATH = /^\/objects\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/i;

/** A photo is an external http(s) URL or one of our own '/objects/...' paths. */
const photoRefSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => OBJECT_PATH.test(v) || /^https?:\/\/[^\s]+$/i.test(v), 'Invalid URL format');

/** POST and PUT /api/admin/performers (docs/product.md, Calls and Forms). Unknown keys, like a client slug, are dropped. */
export const performerInputSchema = z.object({
  name: z.string('Performer name is required').trim().min(1, 'Performer name is required').max(100),
  description: z.string().trim().max(5000).default(''),
  /** Optional Spanish bio and the show's contents in each language (issue 31); '' is "not written". */
  descriptionEs: z.string().trim().max(5000).default(''),
  showIncludes: z.string().trim().max(1000).default(''),
  showIncludesEs: z.string().trim().max(1000).default(''),
  hourlyRate: money.default(null),
  appearanceFee: money.default(null),
  specialties: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  photos: z.array(photoRefSchema).max(20).default([]),
  ...attributeInputs,
  eveningOnly: z.boolean().default(false),
  weekendsOnly: z.boolean().default(false),
  unavailableDates: z
    .array(z.string().regex(DATE, 'Dates are YYYY-MM-DD').refine(isStorableDate, 'Not a date on the calendar'))
    .max(400)
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
  isActive: z.boolean().default(true),
  featured: z.boolean().default(false),
  rating: z.preprocess(blankToNull, z.number(RATING).min(1, RATING).max(5, RATING).nullable()).default(null),
  serviceAreaIds: z
    .array(z.string().max(64))
    .max(20)
    .default([])
    .transform((ids) => [...new Set(ids)]),
  eventTypeIds: z
    .array(z.string().max(64))
    .max(20)
    .default([])
    .transform((ids) => [...new Set(ids)]),
});
export type PerformerInput = z.output<typeof performerInputSchema>;
