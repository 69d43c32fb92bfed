import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { LOCALES } from '../../../shared/locale';
import { errorSchema } from '../../../shared/schemas/error';
import type { Database } from '../../db/client';
import { HttpError } from '../../http/errors';
import { confirmEmail } from './email-confirmation';

const LINK_INCOMPLETE = 'This link is incomplete. Open it again from the e-mail.';
const confirmEmailSchema = z.object({
  token: z.string(LINK_INCOMPLETE).regex(/^[A-Za-z0-9_-]{43}$/, LINK_INCOMPLETE),
});

/**
 * POST /api/bookings/confirm-email `{ token }`: the booking's page sends the token of the link in
 * the client's first e-mail, from its fragment (decision 037). 200 with the booking's language once; a used or
 * unknown link is 410. Confirming never changes the request itself.
 */
export const emailConfirmationRoutes: FastifyPluginAsyncZod<{ db: Database; now: () => Date }> = async (
  app,
  { db, now },
) => {
  app.post(
    '/api/bookings/confirm-email',
    {
      schema: {
        body: confirmEmailSchema,
        response: { 200: z.object({ locale: z.enum(LOCALES) }), 400: errorSchema, 410: errorSchema },
      },
    },
    async (req) => {
      const locale = await confirmEmail(db, req.body.token, now());
      if (!locale) throw new HttpError(410, 'This link was already used or does not work.', 'LINK_USED');
      req.log.info({ event: 'booking.email-confirmed' }, 'a client confirmed their e-mail address');
      return { locale };
    },
  );
};
