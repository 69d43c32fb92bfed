import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import {
  acknowledgeAnswerSchema,
  acknowledgeInputSchema,
  checkinAnswerSchema,
  checkinInputSchema,
  duressPinInputSchema,
  geoPointSchema,
  panicAnswerSchema,
  panicInputSchema,
  safetyLogSchema,
  tonightSchema,
} from '../../../shared/schemas/safety';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import { portalPerformerOf } from '../portal';
import type { SafetyDesk } from './desk';
import type { SafetyNight } from './night';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };

/**
 * Her night, behind the portal guard (decision 038): check-ins, panic, her shared location and her
 * duress PIN. A booking that is not hers is a 404. Panic is never rate-limited.
 */
export const portalSafetyRoutes: FastifyPluginAsyncZod<{ night: SafetyNight }> = async (app, { night }) => {
  app.post(
    '/bookings/:id/checkins',
    { schema: { params: idParams, body: checkinInputSchema, response: { 200: checkinAnswerSchema, ...errors } } },
    (req) => night.checkin(portalPerformerOf(req).performerId, req.params.id, req.body),
  );
  // The body is read leniently: a location the phone garbled is dropped, the panic still counts.
  app.post(
    '/bookings/:id/panic',
    { schema: { params: idParams, response: { 202: panicAnswerSchema, 404: errorSchema, 409: errorSchema } } },
    async (req, reply) => {
      const location = panicInputSchema.safeParse(req.body ?? {}).data?.location;
      return reply.code(202).send(await night.panic(portalPerformerOf(req).performerId, req.params.id, location));
    },
  );
  app.post(
    '/bookings/:id/location',
    { schema: { params: idParams, body: geoPointSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await night.location(portalPerformerOf(req).performerId, req.params.id, req.body);
      return reply.code(204).send(null);
    },
  );
  app.put(
    '/duress-pin',
    { schema: { body: duressPinInputSchema, response: { 204: z.null(), 400: errorSchema } } },
    async (req, reply) => {
      await night.setDuressPin(portalPerformerOf(req).performerId, req.body.pin);
      return reply.code(204).send(null);
    },
  );
};

/** The desk's night, inside the admin API plugin: the Tonight board, acknowledgements, a booking's safety log. */
export const adminSafetyRoutes: FastifyPluginAsyncZod<{ desk: SafetyDesk; sessions: SessionManager }> = async (
  app,
  { desk, sessions },
) => {
  app.get('/tonight', { schema: { response: { 200: tonightSchema } } }, () => desk.tonight());
  app.post(
    '/alarms/:id/acknowledge',
    {
      schema: { params: idParams, body: acknowledgeInputSchema, response: { 200: acknowledgeAnswerSchema, ...errors } },
    },
    async (req) => {
      const user = await signedInAccount(req, sessions);
      return desk.acknowledge(req.params.id, req.body.note, { id: user.id, email: user.email }, auditOf(req));
    },
  );
  app.get(
    '/bookings/:id/safety-log',
    { schema: { params: idParams, response: { 200: safetyLogSchema, 404: errorSchema } } },
    (req) => desk.safetyLog(req.params.id),
  );
};
