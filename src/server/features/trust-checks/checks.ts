import { randomInt, randomUUID } from 'node:crypto';
import { and, desc, eq, isNotNull, isNull } from 'drizzle-orm';
import sharp from 'sharp';
import type { PhotoDecision, PortalPhotoCheck, StaffPhotoCheck } from '../../../shared/schemas/trust-checks';
import { LIVE_PHOTO_MAX_BYTES } from '../../../shared/schemas/trust-checks';
import { photosStillVerified } from '../../../shared/trust';
import { bumpCatalogVersion } from '../../db/catalog-version';
import type { Database } from '../../db/client';
import { performers, photoVerifications } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { ObjectStorage } from '../../storage/storage';
import type { Audit } from '../audit';
import { sniffImage } from '../photos';

/** The code's letters: no 0/O or 1/I/L, so it reads the same in a dim photo. */
const CODE_LETTERS = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const newCode = () => Array.from({ length: 6 }, () => CODE_LETTERS[randomInt(CODE_LETTERS.length)]).join('');
const iso = (at: Date | null) => (at === null ? null : at.toISOString());

const v = photoVerifications;

export type TrustChecksDeps = {
  db: Database;
  storage: ObjectStorage;
  now: () => Date;
};

/** A phone's camera picture as an upright JPEG of at most 1600 px, without its metadata (EXIF, GPS). */
const cleanPhoto = (bytes: Buffer) =>
  sharp(bytes, { limitInputPixels: 40_000_000 })
    .rotate()
    .resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true })
    .jpeg({ quality: 80 })
    .toBuffer();

/** The open check (not yet decided) of a performer, made with a fresh code when there is none. */
async function openCheck(db: Database, performerId: string) {
  const open = () =>
    db
      .select()
      .from(v)
      .where(and(eq(v.performerId, performerId), isNull(v.decidedAt)))
      .limit(1);
  const [found] = await open();
  if (found) return found;
  // Two first reads at once insert one row (photo_verifications_one_open); both then read it.
  await db.insert(v).values({ performerId, code: newCode() }).onConflictDoNothing();
  const [made] = await open();
  if (!made) throw new Error('photo check vanished after insert');
  return made;
}

async function performerChecks(db: Database, performerId: string) {
  const [row] = await db
    .select({
      photosVerifiedAt: performers.photosVerifiedAt,
      photosVerifiedBy: performers.photosVerifiedBy,
      idCheckedAt: performers.idCheckedAt,
      idCheckedBy: performers.idCheckedBy,
    })
    .from(performers)
    .where(eq(performers.id, performerId));
  if (!row) throw notFound('Performer not found');
  return row;
}

/**
 * Trust checks (issue 31): her live photo from the portal, staff's decision on it, and staff's
 * record of her ID check. The live photo is kept under `checks/` (never served by /objects) and
 * deleted once decided.
 */
export function createTrustChecks({ db, storage, now }: TrustChecksDeps) {
  const deletePhoto = async (key: string | null) => {
    if (key) await storage.delete(key);
  };

  return {
    async portalStatus(performerId: string): Promise<PortalPhotoCheck> {
      const [check, mine] = await Promise.all([openCheck(db, performerId), performerChecks(db, performerId)]);
      const [lastDecided] = await db
        .select({ verified: v.verified, note: v.note })
        .from(v)
        .where(and(eq(v.performerId, performerId), isNotNull(v.decidedAt)))
        .orderBy(desc(v.decidedAt))
        .limit(1);
      const verifiedAt = iso(mine.photosVerifiedAt);
      const standing = photosStillVerified(verifiedAt, now());
      const waiting = check.submittedAt !== null;
      return {
        code: check.code,
        waiting,
        verifiedAt: standing ? verifiedAt : null,
        due: !standing && !waiting,
        declinedNote: !waiting && lastDecided?.verified === false ? (lastDecided.note ?? '') : null,
      };
    },

    /** Her live photo holding `code`; a second one before staff decide replaces the first. */
    async submit(performerId: string, code: string, bytes: Buffer): Promise<PortalPhotoCheck> {
      if (bytes.length > LIVE_PHOTO_MAX_BYTES) throw new HttpError(413, 'The photo is larger than 8 MB', 'TOO_LARGE');
      if (!sniffImage(bytes)) throw new HttpError(415, 'Send the photo as a JPEG, PNG or WebP image', 'NOT_AN_IMAGE');
      const check = await openCheck(db, performerId);
      if (check.code !== code)
        throw new HttpError(409, 'The code on your screen has changed: take the photo again', 'CODE_CHANGED');
      let clean: Buffer;
      try {
        clean = await cleanPhoto(bytes);
      } catch {
        throw new HttpError(422, 'The photo could not be read: take it again', 'UNREADABLE_IMAGE');
      }
      const key = `checks/${randomUUID()}.jpg`;
      await storage.put(key, clean, 'image/jpeg');
      const [saved] = await db
        .update(v)
        .set({ photoKey: key, submittedAt: now() })
        .where(and(eq(v.id, check.id), isNull(v.decidedAt)))
        .returning({ id: v.id });
      if (!saved) {
        // Staff decided between the read and the write: nothing of this photo is kept.
        await deletePhoto(key);
        throw new HttpError(409, 'The code on your screen has changed: take the photo again', 'CODE_CHANGED');
      }
      await deletePhoto(check.photoKey);
      return this.portalStatus(performerId);
    },

    async staffStatus(performerId: string): Promise<StaffPhotoCheck> {
      const mine = await performerChecks(db, performerId);
      const [waiting] = await db
        .select()
        .from(v)
        .where(and(eq(v.performerId, performerId), isNull(v.decidedAt), isNotNull(v.submittedAt)))
        .limit(1);
      return {
        waiting:
          waiting?.submittedAt && waiting.photoKey
            ? {
                id: waiting.id,
                code: waiting.code,
                submittedAt: waiting.submittedAt.toISOString(),
                photoUrl: `/api/admin/performers/${performerId}/photo-verification/photo`,
              }
            : null,
        photosVerifiedAt: iso(mine.photosVerifiedAt),
        photosVerifiedBy: mine.photosVerifiedBy,
        idCheckedAt: iso(mine.idCheckedAt),
        idCheckedBy: mine.idCheckedBy,
      };
    },

    /** The waiting live photo's bytes, for staff only. */
    async livePhoto(performerId: string) {
      const [waiting] = await db
        .select({ photoKey: v.photoKey })
        .from(v)
        .where(and(eq(v.performerId, performerId), isNull(v.decidedAt), isNotNull(v.submittedAt)))
        .limit(1);
      return waiting?.photoKey ? storage.get(waiting.photoKey) : null;
    },

    async decide(performerId: string, decision: PhotoDecision, staffEmail: string, audit: Audit) {
      const at = now();
      const key = await db.transaction(async (tx) => {
        await performerChecks(tx, performerId);
        const [waiting] = await tx
          .select()
          .from(v)
          .where(and(eq(v.performerId, performerId), isNull(v.decidedAt), isNotNull(v.submittedAt)))
          .for('update')
          .limit(1);
        if (!waiting) throw new HttpError(409, 'No live photo is waiting for a decision', 'NOTHING_WAITING');
        const note = decision.note || null;
        await tx
          .update(v)
          .set({ verified: decision.verified, note, decidedAt: at, decidedBy: staffEmail, photoKey: null })
          .where(eq(v.id, waiting.id));
        if (decision.verified) {
          await tx
            .update(performers)
            .set({ photosVerifiedAt: at, photosVerifiedBy: staffEmail })
            .where(eq(performers.id, performerId));
          // Her profile says so: cached public answers are renewed.
          await bumpCatalogVersion(tx);
        }
        await audit.record(tx, {
          entityType: 'photo_verifications',
          entityId: waiting.id,
          before: { verified: null },
          after: { performerId, verified: decision.verified, note },
        });
        return waiting.photoKey;
      });
      // The live photo served its purpose: only the decision is kept.
      await deletePhoto(key);
      return this.staffStatus(performerId);
    },

    async recordIdCheck(performerId: string, staffEmail: string, audit: Audit) {
      await db.transaction(async (tx) => {
        const before = await performerChecks(tx, performerId);
        const at = now();
        await tx
          .update(performers)
          .set({ idCheckedAt: at, idCheckedBy: staffEmail })
          .where(eq(performers.id, performerId));
        await bumpCatalogVersion(tx);
        await audit.record(tx, {
          entityType: 'performers',
          entityId: performerId,
          before: { idCheckedAt: iso(before.idCheckedAt), idCheckedBy: before.idCheckedBy },
          after: { idCheckedAt: at.toISOString(), idCheckedBy: staffEmail },
        });
      });
      return this.staffStatus(performerId);
    },
  };
}
export type TrustChecks = ReturnType<typeof createTrustChecks>;
