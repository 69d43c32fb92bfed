import { and, eq, gt, isNotNull, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { uploadTickets } from '../../db/schema';

export async function insertTicket(
  db: Database,
  ticket: { tokenHash: string; createdBy: string | null; expiresAt: Date },
) {
  const [row] = await db.insert(uploadTickets).values(ticket).returning({ id: uploadTickets.id });
  if (!row) throw new Error('ticket insert returned no row');
  return row.id;
}

export async function findTicket(db: Database, id: string) {
  const [row] = await db.select().from(uploadTickets).where(eq(uploadTickets.id, id)).limit(1);
  return row ?? null;
}

/** Claims the ticket for its one upload; false when it was used already or has expired. */
export async function claimUpload(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(uploadTickets)
    .set({ uploadedAt: at })
    .where(and(eq(uploadTickets.id, id), isNull(uploadTickets.uploadedAt), gt(uploadTickets.expiresAt, at)))
    .returning({ id: uploadTickets.id });
  return rows.length === 1;
}

/** Claims the uploaded bytes for processing, once. */
export async function claimProcessing(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(uploadTickets)
    .set({ processedAt: at })
    .where(and(eq(uploadTickets.id, id), isNotNull(uploadTickets.uploadedAt), isNull(uploadTickets.processedAt)))
    .returning({ id: uploadTickets.id });
  return rows.length === 1;
}

/** Direct uploads (S3) never pass through the app: the bytes are claimed for processing once, here. */
export async function claimDirectUpload(db: Database, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(uploadTickets)
    .set({ uploadedAt: at, processedAt: at })
    .where(and(eq(uploadTickets.id, id), isNull(uploadTickets.uploadedAt), isNull(uploadTickets.processedAt)))
    .returning({ id: uploadTickets.id });
  return rows.length === 1;
}
