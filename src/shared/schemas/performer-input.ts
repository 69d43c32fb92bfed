import { z } from 'zod';
import {
  AGE_RANGES,
  AVAILABILITY_OPTIONS,
  BODY_TYPES,
  DANCE_STYLES,
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  HEIGHTS,
  MUSIC_PREFERENCES,
} from '../filter-options';

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

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.preprocess(blankToNull, z.enum(values).nullable()).default(null);

const DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A real calendar day that PostgreSQL's date type takes (it has no year 0). */
const isStorableDate = (s: string) => {
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s && s >= '0001-01-01';
};
const OBJECT_PATH = /^\/objects\/[a-z0-9][a-z0-9_-]*(\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{2,5}$/i;

/** A photo is an external http(s) URL or one of our own '/objects/...' paths. */
export const photoRefSchema = z
  .string()
  .trim()
  .max(2000)
  .refine((v) => OBJECT_PATH.test(v) || /^https?:\/\/[^\s]+$/i.test(v), 'Invalid URL format');

/** POST and PUT /api/admin/performers (spec sections 3 and 5). Unknown keys, like a client slug, are dropped. */
export const performerInputSchema = z.object({
  name: z.string('Performer name is required').trim().min(1, 'Performer name is required').max(100),
  description: z.string().trim().max(5000).default(''),
  hourlyRate: money.default(null),
  appearanceFee: money.default(null),
  specialties: z.array(z.string().trim().min(1).max(50)).max(20).default([]),
  photos: z.array(photoRefSchema).max(20).default([]),
  gender: choice(GENDERS),
  ageRange: choice(AGE_RANGES),
  height: choice(HEIGHTS),
  bodyType: choice(BODY_TYPES),
  hairColor: choice(HAIR_COLORS),
  eyeColor: choice(EYE_COLORS),
  ethnicity: choice(ETHNICITIES),
  danceStyles: z.array(z.enum(DANCE_STYLES)).max(DANCE_STYLES.length).default([]),
  musicPreferences: z.array(z.enum(MUSIC_PREFERENCES)).max(MUSIC_PREFERENCES.length).default([]),
  availability: choice(AVAILABILITY_OPTIONS),
  eveningOnly: z.boolean().default(false),
  weekendsOnly: z.boolean().default(false),
  unavailableDates: z
    .array(z.string().regex(DATE, 'Dates are YYYY-MM-DD').refine(isStorableDate, 'Not a date on the calendar'))
    .max(400)
    .default([])
    .transform((dates) => [...new Set(dates)].sort()),
  isActive: z.boolean().default(true),
  featured: z.boolean().default(false),
  rating: z.preprocess(blankToNull, z.number().min(1).max(5).nullable()).default(null),
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
