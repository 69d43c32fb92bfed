import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';

/*
 * The visitor's words for the performer attributes of shared/performer-attributes.ts (labels,
 * filter groups and option values). The values stay English in the data, the API and the URL;
 * only what a visitor reads is translated. Unknown words are shown as they are.
 */
const WORDS: Record<string, MessageDescriptor> = {
  // Labels and filter groups
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
  Pricing: msg`Pricing`,
  'Physical Attributes': msg`Physical Attributes`,
  'Performance Styles': msg`Performance Styles`,
  // Values
  Male: msg`Male`,
  Female: msg`Female`,
  Petite: msg`Petite`,
  Slim: msg`Slim`,
  Athletic: msg`Athletic`,
  Curvy: msg`Curvy`,
  Blonde: msg`Blonde`,
  Brunette: msg`Brunette`,
  Black: msg`Black`,
  Red: msg`Red`,
  Other: msg`Other`,
  Blue: msg`Blue`,
  Brown: msg`Brown`,
  Green: msg`Green`,
  Hazel: msg`Hazel`,
  Caucasian: msg`Caucasian`,
  'African American': msg`African American`,
  'Hispanic/Latino': msg`Hispanic/Latino`,
  Mixed: msg`Mixed`,
  Asian: msg`Asian`,
  'Under 5\'3"': msg`Under 5'3"`,
  'Over 5\'10"': msg`Over 5'10"`,
  'Weekend only': msg`Weekend only`,
  'Weekdays available': msg`Weekdays available`,
  'Flexible schedule': msg`Flexible schedule`,
  Latin: msg`Latin`,
  Country: msg`Country`,
  'Hip Hop': msg`Hip Hop`,
  Burlesque: msg`Burlesque`,
  Electronic: msg`Electronic`,
  // Specialties (the admin chooses from these)
  Dancing: msg`Dancing`,
  Performance: msg`Performance`,
  Entertainment: msg`Entertainment`,
  Modeling: msg`Modeling`,
  Acting: msg`Acting`,
  // Event types the catalogue starts with
  'Bachelor Party': msg`Bachelor Party`,
  'Bachelorette Party': msg`Bachelorette Party`,
  'Birthday Party': msg`Birthday Party`,
  'Private Party': msg`Private Party`,
};

/** An attribute's label, filter group or value in the page's language. */
export function attributeWord(i18n: I18n, word: string): string {
  const descriptor = WORDS[word];
  return descriptor ? i18n._(descriptor) : word;
}
