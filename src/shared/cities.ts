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

/** Where a city's landing page is and which service area it shows: what every page may need. */
export type CityPlace = {
  path: string;
  city: (typeof CITY_NAMES)[number];
  state: 'FL';
  /** The id of the city's service area. */
  serviceAreaId: string;
};

/** The ten city pages' places; their texts are in city-pages.ts, loaded with a city page only. */
export const CITY_PLACES: CityPlace[] = CITY_NAMES.map((city) => {
  const id = city.toLowerCase().replace(/\s+/g, '-');
  return { city, path: `/${id}-exotic-dancers`, state: 'FL', serviceAreaId: id };
});

export const cityByPath = (path: string): CityPlace | undefined => CITY_PLACES.find((c) => c.path === path);
