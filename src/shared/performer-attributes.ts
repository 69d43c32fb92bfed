/**
 * The performer's descriptive attributes (looks, styles, schedule) and the price buckets, each
 * described once. Everything else that knows about them is built from this table: the API's
 * output, input and query schemas (`schemas/performer*.ts`), the repository's columns and
 * filters, the data factories, the CSV columns, the admin form, the gallery's filter state and
 * panel, and the profile. Plain data without zod, so public pages can import it.
 *
 * - `kind`: 'one' is one of `options` or not set (null); 'many' is any subset of `options`, in the
 *   order chosen; 'bucket' is a price bucket, derived from its rate on every save
 *   (`rate-ranges.ts`), never entered.
 * - `label`: the admin form's field and the gallery filter's legend; `filterLabel` when the
 *   filter's legend differs.
 * - `filter`: the group of the gallery's advanced panel that filters by it, or null for none.
 *   Values are "any of" within one attribute (a list overlaps for 'many') and "all of" across them.
 * - `profile`: the label on the public profile ('one' as a fact, 'many' as a list of chips), or
 *   null when the profile does not show it on its own.
 * - The key is the API field, the query parameter, the CSV column and the form state's field;
 *   the database column is its snake_case form (`src/server/db/schema.ts`).
 * - Options are listed in the order every list and panel shows them.
 * - Validation follows from the kind: a value must be one of `options` (`emptyValueOf` is the
 *   value when not set, which the data factories default to).
 *
 * The table's order is the order of the filter parameters in a gallery URL; the stored
 * attributes keep it in the API answers, the form and the CSV columns.
 */
export const PERFORMER_ATTRIBUTES = {
  gender: {
    kind: 'one',
    label: 'Gender',
    options: ['Male', 'Female'],
    filter: 'Physical Attributes',
    profile: 'Gender',
  },
  ageRange: {
    kind: 'one',
    label: 'Age range',
    options: ['18-25', '26-30', '31-35', '36-40', '40+'],
    filter: 'Physical Attributes',
    profile: 'Age range',
  },
  height: {
    kind: 'one',
    label: 'Height',
    options: [`Under 5'3"`, `5'3"-5'6"`, `5'7"-5'10"`, `Over 5'10"`],
    filter: 'Physical Attributes',
    profile: 'Height',
  },
  bodyType: {
    kind: 'one',
    label: 'Body type',
    options: ['Petite', 'Slim', 'Athletic', 'Curvy'],
    filter: 'Physical Attributes',
    profile: 'Body type',
  },
  hairColor: {
    kind: 'one',
    label: 'Hair color',
    options: ['Blonde', 'Brunette', 'Black', 'Red', 'Other'],
    filter: 'Physical Attributes',
    profile: 'Hair',
  },
  eyeColor: {
    kind: 'one',
    label: 'Eye color',
    options: ['Blue', 'Brown', 'Green', 'Hazel', 'Other'],
    filter: 'Physical Attributes',
    profile: 'Eyes',
  },
  ethnicity: {
    kind: 'one',
    label: 'Ethnicity',
    options: ['Caucasian', 'African American', 'Hispanic/Latino', 'Mixed', 'Asian', 'Other'],
    filter: 'Physical Attributes',
    profile: 'Ethnicity',
  },
  danceStyles: {
    kind: 'many',
    label: 'Dance styles',
    options: ['Hip Hop', 'Jazz', 'R&B', 'Pop', 'Electronic', 'Latin', 'Burlesque', 'Country', 'Rock'],
    filter: 'Performance Styles',
    profile: 'Dance styles',
  },
  musicPreferences: {
    kind: 'many',
    label: 'Music preferences',
    options: ['Hip Hop', 'EDM', 'Jazz', 'R&B', 'Pop', 'Rock', 'Country', 'Latin'],
    filter: 'Performance Styles',
    profile: 'Music',
  },
  hourlyRateRange: {
    kind: 'bucket',
    label: 'Hourly rate',
    options: ['$150-200', '$200-250', '$250-300', '$300+'],
    filter: 'Pricing',
    profile: null,
  },
  appearanceFeeRange: {
    kind: 'bucket',
    label: 'Stripper gram fee',
    options: ['$100-150', '$150-200', '$200-250', '$250+'],
    filter: 'Pricing',
    profile: null,
  },
  availability: {
    kind: 'one',
    label: 'Availability',
    filterLabel: 'Schedule',
    options: ['Weekend only', 'Weekdays available', 'Flexible schedule'],
    filter: 'Availability',
    // The profile's "Schedule" fact joins it with the evening and weekend flags.
    profile: null,
  },
} as const satisfies Record<string, AttributeSpec>;

/** The groups of the gallery's advanced panel that hold attribute filters, in the order shown. */
export const FILTER_GROUPS = ['Pricing', 'Physical Attributes', 'Performance Styles', 'Availability'] as const;
type FilterGroup = (typeof FILTER_GROUPS)[number];

export type Options = readonly [string, ...string[]];
type AttributeSpec = {
  kind: 'one' | 'many' | 'bucket';
  label: string;
  filterLabel?: string;
  options: Options;
  filter: FilterGroup | null;
  profile: string | null;
};

type Attributes = typeof PERFORMER_ATTRIBUTES;
export type AttributeKey = keyof Attributes;
type AttributeKind = Attributes[AttributeKey]['kind'];
/** The attributes of one kind. */
export type AttributeKeyOf<Kind extends AttributeKind> = {
  [K in AttributeKey]: Attributes[K]['kind'] extends Kind ? K : never;
}[AttributeKey];
/** The attributes an admin enters (and the CSV holds): every kind but the derived buckets. */
export type StoredAttributeKey = AttributeKeyOf<'one' | 'many'>;
export type FilterAttributeKey = {
  [K in AttributeKey]: Attributes[K]['filter'] extends null ? never : K;
}[AttributeKey];
/** The values one attribute takes. */
export type AttributeValue<K extends AttributeKey> = Attributes[K]['options'][number];

/** The value of an attribute that is not set: null, or no value of a list. */
export type EmptyValue<K extends AttributeKey> = Attributes[K]['kind'] extends 'many' ? never[] : null;
export function emptyValueOf<K extends AttributeKey>(key: K): EmptyValue<K> {
  return (PERFORMER_ATTRIBUTES[key].kind === 'many' ? [] : null) as EmptyValue<K>;
}

const keys = Object.keys(PERFORMER_ATTRIBUTES) as AttributeKey[];
const isKind =
  <Kind extends AttributeKind>(...kinds: Kind[]) =>
  (key: AttributeKey): key is AttributeKeyOf<Kind> =>
    (kinds as AttributeKind[]).includes(PERFORMER_ATTRIBUTES[key].kind);

export const ATTRIBUTE_KEYS: readonly AttributeKey[] = keys;
export const STORED_ATTRIBUTE_KEYS: readonly StoredAttributeKey[] = keys.filter(isKind('one', 'many'));
export const SINGLE_ATTRIBUTE_KEYS: readonly AttributeKeyOf<'one'>[] = keys.filter(isKind('one'));
export const LIST_ATTRIBUTE_KEYS: readonly AttributeKeyOf<'many'>[] = keys.filter(isKind('many'));
export const BUCKET_ATTRIBUTE_KEYS: readonly AttributeKeyOf<'bucket'>[] = keys.filter(isKind('bucket'));
export const FILTER_ATTRIBUTE_KEYS: readonly FilterAttributeKey[] = keys.filter(
  (key): key is FilterAttributeKey => PERFORMER_ATTRIBUTES[key].filter !== null,
);

/** An attribute's options, in the order shown. */
export function optionsOf<K extends AttributeKey>(key: K): Attributes[K]['options'] {
  return PERFORMER_ATTRIBUTES[key].options;
}

/** The gallery filter's legend for an attribute. */
export function filterLabelOf(key: FilterAttributeKey): string {
  const spec: AttributeSpec = PERFORMER_ATTRIBUTES[key];
  return spec.filterLabel ?? spec.label;
}

/** Whether a value is one of an attribute's options (a query value, a URL parameter). */
export function isOptionOf<K extends AttributeKey>(key: K, value: string): value is AttributeValue<K> {
  return (PERFORMER_ATTRIBUTES[key].options as readonly string[]).includes(value);
}

/**
 * An object with one entry per key, in the keys' order. The caller names its type (`Out`, a
 * mapped type over the keys): TypeScript cannot check a value built per key against it.
 */
export function mapAttributes<K extends AttributeKey, Out extends { [P in K]: unknown }>(
  keys: readonly K[],
  value: (key: K) => unknown,
): Out {
  return Object.fromEntries(keys.map((key) => [key, value(key)])) as Out;
}
