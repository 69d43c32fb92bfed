import { z } from 'zod';

/** The one error shape every failing call answers with. */
export const errorSchema = z.object({
  message: z.string(),
  code: z.string().optional(),
  issues: z
    .array(
      z.object({
        path: z.string(),
        message: z.string(),
      }),
    )
    .optional(),
});
export type ApiError = z.infer<typeof errorSchema>;
