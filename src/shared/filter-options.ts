/** Filter option values of spec section 3. One list each, used by the API schema, the seed and the UI. */
export const GENDERS = ['Male', 'Female'] as const;
export const AGE_RANGES = ['18-25', '26-30', '31-35', '36-40', '40+'] as const;
export const HEIGHTS = [`Under 5'3"`, `5'3"-5'6"`, `5'7"-5'10"`, `Over 5'10"`] as const;
export const BODY_TYPES = ['Petite', 'Slim', 'Athletic', 'Curvy'] as const;
export const HAIR_COLORS = ['Blonde', 'Brunette', 'Black', 'Red', 'Other'] as const;
export const EYE_COLORS = ['Blue', 'Brown', 'Green', 'Hazel', 'Other'] as const;
export const ETHNICITIES = ['Caucasian', 'African American', 'Hispanic/Latino', 'Mixed', 'Asian', 'Other'] as const;
export const DANCE_STYLES = [
  'Hip Hop',
  'Jazz',
  'R&B',
  'Pop',
  'Electronic',
  'Latin',
  'Burlesque',
  'Country',
  'Rock',
] as const;
export const MUSIC_PREFERENCES = ['Hip Hop', 'EDM', 'Jazz', 'R&B', 'Pop', 'Rock', 'Country', 'Latin'] as const;
export const HOURLY_RATE_RANGES = ['$150-200', '$200-250', '$250-300', '$300+'] as const;
export const APPEARANCE_FEE_RANGES = ['$100-150', '$150-200', '$200-250', '$250+'] as const;
export const AVAILABILITY_OPTIONS = ['Weekend only', 'Weekdays available', 'Flexible schedule'] as const;
export const SPECIALTIES = ['Dancing', 'Performance', 'Entertainment', 'Modeling', 'Acting'] as const;

export const SORT_OPTIONS = [
  { value: 'rating', label: 'Highest Rated (Default)' },
  { value: 'price_low', label: 'Price: Low to High' },
  { value: 'price_high', label: 'Price: High to Low' },
  { value: 'newest', label: 'Newest' },
  { value: 'popular', label: 'Most Popular' },
] as const;
export const SORT_VALUES = ['rating', 'price_low', 'price_high', 'newest', 'popular'] as const;
export type SortBy = (typeof SORT_VALUES)[number];

/**
 * The repeated attribute filters of GET /api/performers, with the values each accepts.
 * Within one attribute the values are "any of"; across attributes they are "all of".
 */
export const ATTRIBUTE_FILTERS = {
  gender: GENDERS,
  ageRange: AGE_RANGES,
  height: HEIGHTS,
  bodyType: BODY_TYPES,
  hairColor: HAIR_COLORS,
  eyeColor: EYE_COLORS,
  ethnicity: ETHNICITIES,
  danceStyles: DANCE_STYLES,
  musicPreferences: MUSIC_PREFERENCES,
  hourlyRateRange: HOURLY_RATE_RANGES,
  appearanceFeeRange: APPEARANCE_FEE_RANGES,
  availability: AVAILABILITY_OPTIONS,
} as const;
export type AttributeFilterName = keyof typeof ATTRIBUTE_FILTERS;
export const ATTRIBUTE_FILTER_NAMES = Object.keys(ATTRIBUTE_FILTERS) as AttributeFilterName[];
