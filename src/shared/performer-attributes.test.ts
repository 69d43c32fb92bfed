import { describe, expect, it } from 'vitest';
import {
  ATTRIBUTE_KEYS,
  BUCKET_ATTRIBUTE_KEYS,
  emptyValueOf,
  FILTER_ATTRIBUTE_KEYS,
  FILTER_GROUPS,
  filterLabelOf,
  isOptionOf,
  LIST_ATTRIBUTE_KEYS,
  optionsOf,
  PERFORMER_ATTRIBUTES,
  SINGLE_ATTRIBUTE_KEYS,
  STORED_ATTRIBUTE_KEYS,
} from './performer-attributes';
import { performerSchema } from './schemas/performer';
import { performerInputSchema } from './schemas/performer-input';

describe('performer attribute registry', () => {
  it('lists the attributes in the order of the gallery URL, with their kinds', () => {
    expect(Object.entries(PERFORMER_ATTRIBUTES).map(([key, a]) => `${key}:${a.kind}`)).toEqual([
      'gender:one',
      'ageRange:one',
      'height:one',
      'bodyType:one',
      'hairColor:one',
      'eyeColor:one',
      'ethnicity:one',
      'danceStyles:many',
      'musicPreferences:many',
      'hourlyRateRange:bucket',
      'appearanceFeeRange:bucket',
      'availability:one',
    ]);
    expect(STORED_ATTRIBUTE_KEYS).toEqual([
      ...SINGLE_ATTRIBUTE_KEYS.slice(0, 7),
      ...LIST_ATTRIBUTE_KEYS,
      'availability',
    ]);
    expect(BUCKET_ATTRIBUTE_KEYS).toEqual(['hourlyRateRange', 'appearanceFeeRange']);
    expect(FILTER_ATTRIBUTE_KEYS).toEqual(ATTRIBUTE_KEYS);
  });

  it('keeps every option list in the order the product shows it', () => {
    expect(Object.fromEntries(ATTRIBUTE_KEYS.map((key) => [key, optionsOf(key)]))).toEqual({
      gender: ['Male', 'Female'],
      ageRange: ['18-25', '26-30', '31-35', '36-40', '40+'],
      height: [`Under 5'3"`, `5'3"-5'6"`, `5'7"-5'10"`, `Over 5'10"`],
      bodyType: ['Petite', 'Slim', 'Athletic', 'Curvy'],
      hairColor: ['Blonde', 'Brunette', 'Black', 'Red', 'Other'],
      eyeColor: ['Blue', 'Brown', 'Green', 'Hazel', 'Other'],
      ethnicity: ['Caucasian', 'African American', 'Hispanic/Latino', 'Mixed', 'Asian', 'Other'],
      danceStyles: ['Hip Hop', 'Jazz', 'R&B', 'Pop', 'Electronic', 'Latin', 'Burlesque', 'Country', 'Rock'],
      musicPreferences: ['Hip Hop', 'EDM', 'Jazz', 'R&B', 'Pop', 'Rock', 'Country', 'Latin'],
      hourlyRateRange: ['$150-200', '$200-250', '$250-300', '$300+'],
      appearanceFeeRange: ['$100-150', '$150-200', '$200-250', '$250+'],
      availability: ['Weekend only', 'Weekdays available', 'Flexible schedule'],
    });
    for (const key of ATTRIBUTE_KEYS) expect(new Set(optionsOf(key)).size, key).toBe(optionsOf(key).length);
  });

  it('has the form, filter and profile labels the pages show', () => {
    const labels = ATTRIBUTE_KEYS.map((key) => {
      const a = PERFORMER_ATTRIBUTES[key];
      return [key, a.label, filterLabelOf(key), a.filter, a.profile];
    });
    expect(labels).toEqual([
      ['gender', 'Gender', 'Gender', 'Physical Attributes', 'Gender'],
      ['ageRange', 'Age range', 'Age range', 'Physical Attributes', 'Age range'],
      ['height', 'Height', 'Height', 'Physical Attributes', 'Height'],
      ['bodyType', 'Body type', 'Body type', 'Physical Attributes', 'Body type'],
      ['hairColor', 'Hair color', 'Hair color', 'Physical Attributes', 'Hair'],
      ['eyeColor', 'Eye color', 'Eye color', 'Physical Attributes', 'Eyes'],
      ['ethnicity', 'Ethnicity', 'Ethnicity', 'Physical Attributes', 'Ethnicity'],
      ['danceStyles', 'Dance styles', 'Dance styles', 'Performance Styles', 'Dance styles'],
      ['musicPreferences', 'Music preferences', 'Music preferences', 'Performance Styles', 'Music'],
      ['hourlyRateRange', 'Hourly rate', 'Hourly rate', 'Pricing', null],
      ['appearanceFeeRange', 'Stripper gram fee', 'Stripper gram fee', 'Pricing', null],
      ['availability', 'Availability', 'Schedule', 'Availability', null],
    ]);
    expect(FILTER_GROUPS).toEqual(['Pricing', 'Physical Attributes', 'Performance Styles', 'Availability']);
  });

  it('tells an option from anything else, exactly', () => {
    expect(isOptionOf('hairColor', 'Red')).toBe(true);
    expect(isOptionOf('hairColor', 'red')).toBe(false);
    expect(isOptionOf('hairColor', 'Purple')).toBe(false);
    expect(isOptionOf('height', `5'7"-5'10"`)).toBe(true);
    expect(emptyValueOf('hairColor')).toBeNull();
    expect(emptyValueOf('danceStyles')).toEqual([]);
    expect(emptyValueOf('hourlyRateRange')).toBeNull();
  });
});

describe('schemas built from the registry', () => {
  const valid = { name: 'Ana' };
  const issuesOf = (input: Record<string, unknown>) => {
    const parsed = performerInputSchema.safeParse(input);
    return parsed.success ? [] : parsed.error.issues.map((i) => String(i.path[0]));
  };

  it('answers every attribute in the API shape, in its order', () => {
    expect(Object.keys(performerSchema.shape)).toEqual([
      'id',
      'slug',
      'name',
      'description',
      'hourlyRate',
      'appearanceFee',
      'specialties',
      'photos',
      'gender',
      'ageRange',
      'height',
      'bodyType',
      'hairColor',
      'eyeColor',
      'ethnicity',
      'danceStyles',
      'musicPreferences',
      'availability',
      'eveningOnly',
      'weekendsOnly',
      'unavailableDates',
      'hourlyRateRange',
      'appearanceFeeRange',
      'isActive',
      'featured',
      'rating',
      'reviewCount',
      'descriptionEs',
      'showIncludes',
      'showIncludesEs',
      'idCheckedAt',
      'photosVerifiedAt',
      'serviceAreas',
      'eventTypes',
      'createdAt',
    ]);
  });

  it('takes every option of every entered attribute, and not-set as null or []', () => {
    const empty = performerInputSchema.parse(valid);
    for (const key of STORED_ATTRIBUTE_KEYS) {
      expect(empty[key], key).toEqual(emptyValueOf(key));
      const many = PERFORMER_ATTRIBUTES[key].kind === 'many';
      for (const option of optionsOf(key)) {
        const parsed = performerInputSchema.parse({ ...valid, [key]: many ? [option] : option });
        expect(parsed[key], key).toEqual(many ? [option] : option);
      }
      if (many)
        expect(performerInputSchema.parse({ ...valid, [key]: [...optionsOf(key)] })[key]).toEqual(optionsOf(key));
      else expect(performerInputSchema.parse({ ...valid, [key]: '  ' })[key], key).toBeNull();
    }
  });

  it('refuses a value outside the options, a wrong case and a derived bucket', () => {
    for (const key of STORED_ATTRIBUTE_KEYS) {
      const many = PERFORMER_ATTRIBUTES[key].kind === 'many';
      expect(issuesOf({ ...valid, [key]: many ? ['Nope'] : 'Nope' }), key).toEqual([key]);
      const lower = optionsOf(key)
        .map((option) => option.toLowerCase())
        .find((option) => !isOptionOf(key, option));
      if (lower !== undefined) expect(issuesOf({ ...valid, [key]: many ? [lower] : lower }), key).toEqual([key]);
    }
    expect(issuesOf({ ...valid, hairColor: ['Red'] })).toEqual(['hairColor']);
    expect(issuesOf({ ...valid, danceStyles: 'Jazz' })).toEqual(['danceStyles']);
    // The buckets are derived on save: an input's bucket is dropped, not stored.
    expect(performerInputSchema.parse({ ...valid, hourlyRateRange: '$300+' })).not.toHaveProperty('hourlyRateRange');
  });
});
