/**
 * The database schema (Drizzle), one file per area under schema/; drizzle-kit reads it through
 * this module (drizzle.config.ts), and the app imports every table from here.
 */
export * from './schema/bookings';
export * from './schema/catalogue';
export * from './schema/do-not-book';
export * from './schema/money';
export * from './schema/objects';
export * from './schema/operations';
export * from './schema/policies';
export * from './schema/portal';
export * from './schema/safety';
export * from './schema/staff';
export * from './schema/trust';
