import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { photoAddedSchema, uploadTicketSchema } from '../../../shared/schemas/admin-performer';
import { errorSchema } from '../../../shared/schemas/error';
import { auditOf } from '../audit';
import { currentUser, type SessionManager } from '../auth';
import { MAX_PHOTO_BYTES } from './image-pipeline';
import type { PhotoService } from './service';

const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/avif', 'image/gif', 'application/octet-stream'];

/** Photo upload. All three calls sit inside the admin API plugin (/api/admin), so its guard and audit cover them. */
export const photoRoutes: FastifyPluginAsyncZod<{ photos: PhotoService; sessions: SessionManager }> = async (
  app,
  { photos, sessions },
) => {
  // Raw image bytes are accepted here only: everywhere else a body is JSON.
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_PHOTO_BYTES }, (_req, body, done) =>
    done(null, body),
  );

  app.post('/photos/upload', { schema: { response: { 200: uploadTicketSchema } } }, async (req) => {
    const user = await currentUser(req, sessions);
    return { uploadURL: await photos.createUploadUrl(user?.id ?? null, auditOf(req)) };
  });

  app.put(
    '/uploads/:id',
    {
      bodyLimit: MAX_PHOTO_BYTES,
      schema: { params: z.object({ id: z.string() }), querystring: z.object({ token: z.string().max(100) }) },
    },
    async (req, reply) => {
      if (!Buffer.isBuffer(req.body)) {
        return reply.code(415).send({ message: 'Please select an image file (JPG, PNG, etc.)', code: 'NOT_AN_IMAGE' });
      }
      await photos.receive(req.params.id, req.query.token, req.body, auditOf(req));
      return reply.code(200).send({ ok: true });
    },
  );

  app.put(
    '/photos',
    {
      schema: {
        body: z.object({ photoURL: z.string().min(1).max(2000) }),
        response: { 200: photoAddedSchema, 400: errorSchema, 409: errorSchema },
      },
    },
    async (req) => {
      const objectPath = await photos.process(req.body.photoURL, auditOf(req));
      req.log.info({ objectPath }, 'photo added');
      return { objectPath };
    },
  );
};
