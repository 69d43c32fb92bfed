import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import {
  LIVE_PHOTO_MAX_BYTES,
  photoDecisionSchema,
  portalPhotoCheckSchema,
  staffPhotoCheckSchema,
  VERIFICATION_CODE,
} from '../../../shared/schemas/trust-checks';
import { HttpError } from '../../http/errors';
import { auditOf } from '../audit';
import { portalPerformerOf } from '../portal';
import type { TrustChecks } from './checks';

const idParams = z.object({ id: z.string().uuid('Performer not found') });
const LIVE_PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp'];

/**
 * Her live photo, behind the portal guard: GET gives the code to hold up, POST sends the photo as
 * the request body (image/jpeg, png or webp) with the code in `?code=`.
 */
export const portalPhotoCheckRoutes: FastifyPluginAsyncZod<{ checks: TrustChecks }> = async (app, { checks }) => {
  app.addContentTypeParser(
    LIVE_PHOTO_TYPES,
    { parseAs: 'buffer', bodyLimit: LIVE_PHOTO_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );
  app.get('/photo-verification', { schema: { response: { 200: portalPhotoCheckSchema } } }, (req) =>
    checks.portalStatus(portalPerformerOf(req).performerId),
  );
  app.post(
    '/photo-verification',
    {
      bodyLimit: LIVE_PHOTO_MAX_BYTES,
      schema: {
        querystring: z.object({ code: z.string().regex(VERIFICATION_CODE, 'Send the code shown on your screen') }),
        response: {
          200: portalPhotoCheckSchema,
          400: errorSchema,
          409: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    (req) => {
      if (!Buffer.isBuffer(req.body))
        throw new HttpError(415, 'Send the photo as a JPEG, PNG or WebP image', 'NOT_AN_IMAGE');
      return checks.submit(portalPerformerOf(req).performerId, req.query.code, req.body);
    },
  );
};

/** Staff's side, inside the admin API: the waiting live photo, the decision, and the ID check. */
export const adminTrustCheckRoutes: FastifyPluginAsyncZod<{
  checks: TrustChecks;
  staffEmail: (req: FastifyRequest) => Promise<string>;
}> = async (app, { checks, staffEmail }) => {
  const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };
  app.get(
    '/performers/:id/photo-verification',
    { schema: { params: idParams, response: { 200: staffPhotoCheckSchema, 404: errorSchema } } },
    (req) => checks.staffStatus(req.params.id),
  );
  app.get('/performers/:id/photo-verification/photo', { schema: { params: idParams } }, async (req, reply) => {
    const photo = await checks.livePhoto(req.params.id);
    if (!photo) return reply.code(404).send({ message: 'No live photo is waiting', code: 'NOT_FOUND' });
    return reply
      .header('content-type', photo.contentType)
      .header('content-length', photo.size)
      .header('cache-control', 'no-store')
      .header('x-content-type-options', 'nosniff')
      .send(photo.body);
  });
  app.post(
    '/performers/:id/photo-verification',
    { schema: { params: idParams, body: photoDecisionSchema, response: { 200: staffPhotoCheckSchema, ...errors } } },
    async (req) => checks.decide(req.params.id, req.body, await staffEmail(req), auditOf(req)),
  );
  app.post(
    '/performers/:id/id-check',
    { schema: { params: idParams, response: { 200: staffPhotoCheckSchema, ...errors } } },
    async (req) => checks.recordIdCheck(req.params.id, await staffEmail(req), auditOf(req)),
  );
};
