import { LIST_ATTRIBUTE_KEYS, STORED_ATTRIBUTE_KEYS } from './performer-attributes';

/**
 * The performer CSV import's columns, in template order. Only `name` is required. Each entered
 * attribute is a column named by its key, in the registry's order.
 */
export const PERFORMER_CSV_COLUMNS = [
  'name',
  'description',
  'hourlyRate',
  'appearanceFee',
  'specialties',
  'photos',
  ...STORED_ATTRIBUTE_KEYS,
  'eveningOnly',
  'weekendsOnly',
  'unavailableDates',
  'isActive',
  'featured',
  'rating',
  'serviceAreas',
  'eventTypes',
] as const;

/** Columns holding a comma-separated list inside one (quoted) cell. */
export const PERFORMER_CSV_LIST_COLUMNS = [
  'specialties',
  'photos',
  ...LIST_ATTRIBUTE_KEYS,
  'unavailableDates',
  'serviceAreas',
  'eventTypes',
] as const;
export const PERFORMER_CSV_BOOLEAN_COLUMNS = ['eveningOnly', 'weekendsOnly', 'isActive', 'featured'] as const;

/** A downloadable template: the header and one example row. */
export const PERFORMER_CSV_TEMPLATE = `${PERFORMER_CSV_COLUMNS.join(',')}
"Jane Example","Warm, fun and professional.",250,175,"Dancing,Performance",,Female,26-30,"5'7""-5'10""",Athletic,Brunette,Brown,Hispanic/Latino,"Latin,Pop","Latin,Pop",Flexible schedule,false,false,"2026-12-24,2026-12-31",true,false,4.8,"Miami,Doral","Bachelor Party,Birthday Party"
`;

export const CSV_MAX_BYTES = 2 * 1024 * 1024;
/** Rows one import takes; a longer file is refused whole (split it). */
export const CSV_MAX_ROWS = 5000;
