import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

const REQUEST_ID = /^[\w.-]{1,64}$/;

/** Fastify's `genReqId`: keeps a caller's request id when it is sane, so one id follows a request across services. */
export function requestId(req: IncomingMessage): string {
  const given = req.headers['x-request-id'];
  return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Every answer names its request id (`x-request-id`), so a report can be matched with the log. */
export function installRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
}
