import { desc, eq } from 'drizzle-orm';
import {
  type CancellationPolicy,
  DEFAULT_POLICY,
  type PolicyTier,
  sortTiers,
} from '../../../shared/cancellation-policy';
import type { Database } from '../../db/client';
import { cancellationPolicies } from '../../db/schema';

const columns = { version: cancellationPolicies.version, tiers: cancellationPolicies.tiers };
const asPolicy = (row: { version: number; tiers: PolicyTier[] }): CancellationPolicy => ({
  version: row.version,
  tiers: sortTiers(row.tiers),
});

/** The policy in force: the newest stored one, or the built-in default (version 1) when none is. */
export async function loadPolicyInForce(db: Database): Promise<CancellationPolicy> {
  const [row] = await db
    .select(columns)
    .from(cancellationPolicies)
    .orderBy(desc(cancellationPolicies.version))
    .limit(1);
  return row ? asPolicy(row) : DEFAULT_POLICY;
}

/** The policy a booking names by its version (bookings.cancellation_policy_version); version 1 is the default. */
export async function loadPolicyVersion(db: Database, version: number): Promise<CancellationPolicy | null> {
  if (version === DEFAULT_POLICY.version) return DEFAULT_POLICY;
  const [row] = await db.select(columns).from(cancellationPolicies).where(eq(cancellationPolicies.version, version));
  return row ? asPolicy(row) : null;
}

export async function insertPolicy(tx: Database, tiers: PolicyTier[], createdByEmail: string) {
  const [row] = await tx
    .insert(cancellationPolicies)
    .values({ tiers: sortTiers(tiers), createdByEmail })
    .returning(columns);
  if (!row) throw new Error('policy insert returned no row');
  return asPolicy(row);
}
