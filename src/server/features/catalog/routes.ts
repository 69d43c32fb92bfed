import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { eventTypeListSchema, serviceAreaListSchema } from '../../../shared/schemas/catalog';
import type { Database } from '../../db/client';
import { listEventTypes, listServiceAreas } from './repository';

export const catalogRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/api/service-areas', { schema: { response: { 200: serviceAreaListSchema } } }, () => listServiceAreas(db));
  app.get('/api/event-types', { schema: { response: { 200: eventTypeListSchema } } }, () => listEventTypes(db));
};
