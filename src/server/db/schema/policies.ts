import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { PolicyTier } from '../../../shared/cancellation-policy';
import { createdAt } from './columns';

/**
 * The cancellation policies the owners set (decision 034), append-only: the newest row is in
 * force, and with no row the built-in default (version 1) is. Stored versions start at 2 so that
 * a version names one policy only.
 */
export const cancellationPolicies = pgTable('cancellation_policies', {
  version: integer('version').primaryKey().generatedByDefaultAsIdentity({ startWith: 2 }),
  /** Sorted by hoursBefore, largest first. */
  tiers: jsonb('tiers').$type<PolicyTier[]>().notNull(),
  createdAt: createdAt(),
  /** Kept as written: the owner's account may be removed later. */
  createdByEmail: text('created_by_email').notNull(),
});
