import { customType, integer, pgTable, text } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/** PostgreSQL's bytea, read as a Buffer (PGlite answers a Uint8Array, node-postgres a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Photos kept in the database (decision 043): the object storage when the app runs on
 * PostgreSQL without S3, so that every instance serves every photo. Keys are the storage's own
 * ('photos/ab12cd-640.webp', 'checks/…jpg').
 */
export const storedObjects = pgTable('stored_objects', {
  key: text('key').primaryKey(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  bytes: bytea('bytes').notNull(),
  createdAt: createdAt(),
});
