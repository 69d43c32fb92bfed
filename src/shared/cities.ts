/** The ten South Florida cities the business serves; each is a service area and has a landing page. */
export const CITY_NAMES = [
  'Miami',
  'Fort Lauderdale',
  'West Palm Beach',
  'Boca Raton',
  'Hollywood',
  'Pompano Beach',
  'Delray Beach',
  'Hialeah',
  'Coral Gables',
  'Doral',
] as const;

export const EVENT_TYPE_NAMES = ['Bachelor Party', 'Bachelorette Party', 'Birthday Party', 'Private Party'] as const;
