import { z } from 'zod';

/** One backup the app took or was told about (decision 048); the System page shows the last. */
const backupSchema = z.object({
  id: z.string().uuid(),
  requestedAt: z.string(),
  origin: z.enum(['schedule', 'owner', 'reported']),
  status: z.enum(['queued', 'done', 'failed']),
  finishedAt: z.string().nullable(),
  location: z.string().nullable(),
  bytes: z.number().int().nullable(),
  error: z.string().nullable(),
});
export type Backup = z.infer<typeof backupSchema>;

/** `POST /api/admin/system/backups`: the backup is queued (202). */
export const backupRequestedSchema = z.object({ id: z.string().uuid(), status: z.literal('queued') });
