import { sql } from 'drizzle-orm';
import { text, timestamp } from 'drizzle-orm/pg-core';

/** Columns most tables share. */
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const textList = (name: string) => text(name).array().notNull().default(sql`'{}'::text[]`);
