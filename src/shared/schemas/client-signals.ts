import { z } from 'zod';
import { RISK_MARKERS } from '../client-signals';

/** What the desk and the performers see of who booked (decision 037); never sent to the client. */
export const clientSignalsSchema = z.object({
  emailConfirmed: z.boolean(),
  returningClient: z.boolean(),
  completedBefore: z.number().int(),
  markers: z.array(z.enum(RISK_MARKERS)),
});

/** The party rules a booking's client accepted: the version and when; both null when not accepted. */
export const rulesAcceptanceShape = {
  rulesVersion: z.number().int().nullable(),
  rulesAcceptedAt: z.string().nullable(),
};
