import { z } from 'zod';

/*
 * Staff records of trust checks (issue 31): her ID and age checked, and her gallery verified
 * against a live photo she took in the portal holding a code shown on screen.
 */

/** The live photo's code: six characters without look-alikes (no 0/O, 1/I/L). */
export const VERIFICATION_CODE = /^[2-9A-HJKMNP-Z]{6}$/;
/** The live photo's largest size: a phone's camera JPEG. */
export const LIVE_PHOTO_MAX_BYTES = 8 * 1024 * 1024;

/**
 * Where her photo check stands, as the portal reads it (GET /api/portal/photo-verification):
 * `code` is the one to hold up in the next live photo; `waiting` while staff have not decided;
 * `verifiedAt` while a verification stands (six months); `due` when she should take one.
 */
export const portalPhotoCheckSchema = z.object({
  code: z.string(),
  waiting: z.boolean(),
  verifiedAt: z.string().nullable(),
  due: z.boolean(),
  /** Staff's note on the last live photo they turned down, until she sends another. */
  declinedNote: z.string().nullable(),
});
export type PortalPhotoCheck = z.infer<typeof portalPhotoCheckSchema>;

/** GET /api/admin/performers/{id}/photo-verification: the live photo waiting for a decision, if any. */
export const staffPhotoCheckSchema = z.object({
  waiting: z
    .object({
      id: z.string(),
      code: z.string(),
      submittedAt: z.string(),
      /** The live photo, served to staff only (no-store). */
      photoUrl: z.string(),
    })
    .nullable(),
  photosVerifiedAt: z.string().nullable(),
  photosVerifiedBy: z.string().nullable(),
  idCheckedAt: z.string().nullable(),
  idCheckedBy: z.string().nullable(),
});
export type StaffPhotoCheck = z.infer<typeof staffPhotoCheckSchema>;

/** POST /api/admin/performers/{id}/photo-verification: staff's decision on the waiting live photo. */
export const photoDecisionSchema = z
  .object({
    verified: z.boolean('Say whether the photos are verified'),
    note: z.string().trim().max(500, 'Keep the note under 500 characters').optional(),
  })
  .refine((d) => d.verified || (d.note ?? '') !== '', {
    message: 'Say why the photo does not verify her gallery',
    path: ['note'],
  });
export type PhotoDecision = z.infer<typeof photoDecisionSchema>;
