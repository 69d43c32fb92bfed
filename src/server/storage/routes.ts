import type { FastifyPluginAsync } from 'fastify';
import type { ObjectStorage } from './storage';

/** Serves stored objects. Keys are content-addressed, so an object never changes: cache it for a year. */
export const objectRoutes: FastifyPluginAsync<{ storage: ObjectStorage }> = async (app, { storage }) => {
  app.get<{ Params: { '*': string } }>('/objects/*', async (req, reply) => {
    const key = req.params['*'];
    // Only processed photos are public; staged uploads are never served.
    const object = key.startsWith('photos/') ? await storage.get(key) : null;
    if (!object) return reply.code(404).send({ message: 'Object not found', code: 'NOT_FOUND' });
    return reply
      .header('content-type', object.contentType)
      .header('content-length', object.size)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(object.body);
  });
};
