import { eq } from 'drizzle-orm';
import type { PortalAvailability } from '../../../shared/schemas/portal';
import type { Database } from '../../db/client';
import { performers } from '../../db/schema';
import { recordAudit } from '../audit';

const columns = {
  unavailableDates: performers.unavailableDates,
  eveningOnly: performers.eveningOnly,
  weekendsOnly: performers.weekendsOnly,
};

/** Her schedule as the gallery and the wizard read it. */
export async function availabilityOf(db: Database, performerId: string): Promise<PortalAvailability> {
  const [row] = await db.select(columns).from(performers).where(eq(performers.id, performerId)).limit(1);
  return row ?? { unavailableDates: [], eveningOnly: false, weekendsOnly: false };
}

/**
 * Her own schedule, saved with an audit row naming her (staff see who changed what). The
 * catalogue's version moves with the row (its trigger), so public pages show it at once.
 */
export async function saveAvailability(
  db: Database,
  performerId: string,
  next: PortalAvailability,
  at: Date,
): Promise<PortalAvailability> {
  return db.transaction(async (tx) => {
    const before = await availabilityOf(tx, performerId);
    const [after] = await tx
      .update(performers)
      .set({ ...next, updatedAt: at })
      .where(eq(performers.id, performerId))
      .returning(columns);
    if (!after) throw new Error(`performer ${performerId} vanished`);
    await recordAudit(tx, {
      actor: { id: null, email: `performer:${performerId}` },
      action: 'PUT /api/portal/availability',
      entityType: 'performers',
      entityId: performerId,
      before,
      after,
    });
    return after;
  });
}
