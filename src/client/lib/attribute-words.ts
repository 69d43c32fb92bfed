import { msg } from '@lingui/core/macro';
import type { EVENT_TYPE_NAMES } from '../../shared/cities';
import type { SPECIALTIES } from '../../shared/filter-options';
import type { I18n, MessageDescriptor } from '../../shared/i18n-runtime';
import type {
  AttributeKey,
  AttributeValue,
  FILTER_GROUPS,
  PERFORMER_ATTRIBUTES,
} from '../../shared/performer-attributes';

/*
 * The visitor's words for the performer attributes of shared/performer-attributes.ts (labels,
 * filter groups and option values). The values stay English in the data, the API and the URL;
 * only what a visitor reads is translated. Each table is keyed by the shared types, so a new
 * attribute, label, group or option fails tsc here until it has its words. Anything else (an event
 * type added in the catalogue) is shown as it is.
 */

type Spec = (typeof PERFORMER_ATTRIBUTES)[AttributeKey];
/** Every label an attribute shows: the form's, the filter's legend and the profile's. */
type AttributeLabel =
  | Spec['label']
  | Extract<Spec, { filterLabel: string }>['filterLabel']
  | NonNullable<Spec['profile']>;

const LABELS: Record<AttributeLabel, MessageDescriptor> = {
  Gender: msg`Gender`,
  'Age range': msg`Age range`,
  Height: msg`Height`,
  'Body type': msg`Body type`,
  'Hair color': msg`Hair color`,
  Hair: msg`Hair`,
  'Eye color': msg`Eye color`,
  Eyes: msg`Eyes`,
  Ethnicity: msg`Ethnicity`,
  'Dance styles': msg`Dance styles`,
  'Music preferences': msg`Music preferences`,
  Music: msg`Music`,
  'Hourly rate': msg`Hourly rate`,
  'Stripper gram fee': msg`Stripper gram fee`,
  Availability: msg`Availability`,
  Schedule: msg`Schedule`,
};

const GROUPS: Record<(typeof FILTER_GROUPS)[number], MessageDescriptor> = {
  Pricing: msg`Pricing`,
  'Physical Attributes': msg`Physical Attributes`,
  'Performance Styles': msg`Performance Styles`,
  Availability: msg`Availability`,
};

const OTHER = msg`Other`;
const HIP_HOP = msg`Hip Hop`;
const LATIN = msg`Latin`;
const COUNTRY = msg`Country`;
/**
 * Each attribute's options in the visitor's words. null: the same in every language (numbers,
 * prices, measures, names of music styles), shown as it is.
 */
const OPTIONS: { [K in AttributeKey]: Record<AttributeValue<K>, MessageDescriptor | null> } = {
  gender: { Male: msg`Male`, Female: msg`Female` },
  ageRange: { '18-25': null, '26-30': null, '31-35': null, '36-40': null, '40+': null },
  height: {
    'Under 5\'3"': msg`Under 5'3"`,
    '5\'3"-5\'6"': null,
    '5\'7"-5\'10"': null,
    'Over 5\'10"': msg`Over 5'10"`,
  },
  bodyType: { Petite: msg`Petite`, Slim: msg`Slim`, Athletic: msg`Athletic`, Curvy: msg`Curvy` },
  hairColor: { Blonde: msg`Blonde`, Brunette: msg`Brunette`, Black: msg`Black`, Red: msg`Red`, Other: OTHER },
  eyeColor: { Blue: msg`Blue`, Brown: msg`Brown`, Green: msg`Green`, Hazel: msg`Hazel`, Other: OTHER },
  ethnicity: {
    Caucasian: msg`Caucasian`,
    'African American': msg`African American`,
    'Hispanic/Latino': msg`Hispanic/Latino`,
    Mixed: msg`Mixed`,
    Asian: msg`Asian`,
    // "Etnia" is feminine in Spanish: "Otra", where hair and eye colours say "Otro".
    Other: msg({ message: 'Other', context: 'ethnicity' }),
  },
  danceStyles: {
    'Hip Hop': HIP_HOP,
    Jazz: null,
    'R&B': null,
    Pop: null,
    Electronic: msg`Electronic`,
    Latin: LATIN,
    Burlesque: msg`Burlesque`,
    Country: COUNTRY,
    Rock: null,
  },
  musicPreferences: {
    'Hip Hop': HIP_HOP,
    EDM: null,
    Jazz: null,
    'R&B': null,
    Pop: null,
    Rock: null,
    Country: COUNTRY,
    Latin: LATIN,
  },
  hourlyRateRange: { '$150-200': null, '$200-250': null, '$250-300': null, '$300+': null },
  appearanceFeeRange: { '$100-150': null, '$150-200': null, '$200-250': null, '$250+': null },
  availability: {
    'Weekend only': msg`Weekend only`,
    'Weekdays available': msg`Weekdays available`,
    'Flexible schedule': msg`Flexible schedule`,
  },
};

/** The specialties the admin chooses from (shared/filter-options.ts). */
const SPECIALTY_WORDS: Record<(typeof SPECIALTIES)[number], MessageDescriptor> = {
  Dancing: msg`Dancing`,
  Performance: msg`Performance`,
  Entertainment: msg`Entertainment`,
  Modeling: msg`Modeling`,
  Acting: msg`Acting`,
};

/** The event types the catalogue starts with (shared/cities.ts); staff may add others. */
const EVENT_TYPE_WORDS: Record<(typeof EVENT_TYPE_NAMES)[number], MessageDescriptor> = {
  'Bachelor Party': msg`Bachelor Party`,
  'Bachelorette Party': msg`Bachelorette Party`,
  'Birthday Party': msg`Birthday Party`,
  'Private Party': msg`Private Party`,
};

/*
 * The pages look a word up by its English text (an option's value is its id in the data, the API
 * and the URL); an option's words are the same in every attribute that offers it.
 */
const WORDS = new Map<string, MessageDescriptor>(
  [LABELS, GROUPS, ...Object.values(OPTIONS), SPECIALTY_WORDS, EVENT_TYPE_WORDS].flatMap((table) =>
    Object.entries<MessageDescriptor | null>(table).flatMap(([word, descriptor]) =>
      descriptor ? [[word, descriptor] as const] : [],
    ),
  ),
);

/** An attribute's label, filter group or value in the page's language. */
export function attributeWord(i18n: I18n, word: string): string {
  const descriptor = WORDS.get(word);
  return descriptor ? i18n._(descriptor) : word;
}
