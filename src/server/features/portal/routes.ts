import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiError } from '../../../shared/schemas/error';
import { errorSchema } from '../../../shared/schemas/error';
import {
  addPasskeyRequestSchema,
  authenticationOptionsSchema,
  passkeyListSchema,
  passkeyLoginRequestSchema,
  passkeySchema,
  registrationOptionsSchema,
} from '../../../shared/schemas/passkeys';
import {
  availabilityAnswerSchema,
  portalAvailabilitySchema,
  portalJoinSchema,
  portalMeSchema,
  portalSignInLinkSchema,
  portalSignInSchema,
} from '../../../shared/schemas/portal';
import type { Database } from '../../db/client';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import { HttpError } from '../../http/errors';
import type { JobQueue } from '../../jobs/queue';
import type { PortalAccess } from './access';
import { availabilityOf, saveAvailability } from './availability';
import type { PortalPasskeys } from './passkeys';
import { hasDuressPin, type PortalPerformer } from './repository';
import type { PortalSessions } from './sessions';

declare module 'fastify' {
  interface FastifyRequest {
    /** The performer signed in to the portal, once its guard has let the request through. */
    portalPerformer?: PortalPerformer;
  }
}

/** The queue that sends sign-in links: a job, so the answer takes the same time for any address. */
export const SIGN_IN_LINK_QUEUE = 'portal-sign-in-link';

export type PortalRouteOptions = {
  db: Database;
  now: () => Date;
  access: PortalAccess;
  sessions: PortalSessions;
  passkeys: PortalPasskeys;
  /** Whether the request carries a staff session (a staff session is not a performer session). */
  isStaff: (req: FastifyRequest) => boolean;
  /** The only origins a state-changing portal call may come from (PUBLIC_URL's and ALLOWED_ORIGINS). */
  allowedOrigins: string[];
  queue: JobQueue;
  rateLimit: { max: number; windowMinutes: number };
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

const SIGN_IN_LINK_SENT = 'If this address belongs to a performer with an account, a sign-in link is on its way.';
const acceptedSchema = z.object({ message: z.string() });
const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const tooMany = (after: string) => `Too many tries from your network. Try again in ${after}.`;

/** The signed-in performer, in a handler behind the portal guard. */
export function portalPerformerOf(req: FastifyRequest): PortalPerformer {
  if (!req.portalPerformer) throw new HttpError(401, 'Sign in to the portal', 'UNAUTHENTICATED');
  return req.portalPerformer;
}

/**
 * The portal's guard, on its own plugin: a performer session or nothing. A staff session alone is
 * refused with 403 (it is not a performer's); no session at all is 401.
 */
function installPortalGuard(portal: FastifyInstance, { sessions, isStaff }: PortalRouteOptions) {
  portal.addHook('onRequest', async (req, reply) => {
    const performer = await sessions.resolve(req);
    if (performer) {
      req.portalPerformer = performer;
      return;
    }
    if (isStaff(req))
      return reply.code(403).send({
        message: 'The portal is for performers; staff use the admin.',
        code: 'PERFORMER_ONLY',
      } satisfies ApiError);
    return reply.code(401).send({ message: 'Sign in to the portal', code: 'UNAUTHENTICATED' } satisfies ApiError);
  });
}

/**
 * /api/portal (decision 033): joining from an invitation, e-mailed sign-in links, signing out, and,
 * behind the guard, what a signed-in performer reads and answers. `routes` adds the guarded ones.
 */
export const portalApi: FastifyPluginAsyncZod<
  PortalRouteOptions & { routes?: (portal: FastifyInstance) => Promise<void> }
> = async (app, options) => {
  const { access, sessions, queue, allowedOrigins } = options;
  const allowed = new Set(allowedOrigins);
  // Every state-changing portal call comes from one of our own pages (CSRF), signed in or not.
  app.addHook('onRequest', async (req, reply) => {
    if (!STATE_CHANGING.has(req.method)) return;
    const origin = req.headers.origin;
    if (!(origin && allowed.has(origin)))
      return reply.code(403).send({ message: 'Cross-site request refused', code: 'BAD_ORIGIN' } satisfies ApiError);
  });
  await registerAddressRateLimit(app, { store: options.rateLimitStore, tooMany });
  const limited = { rateLimit: { max: options.rateLimit.max, timeWindow: options.rateLimit.windowMinutes * 60_000 } };
  const errors = { 400: errorSchema, 410: errorSchema, 429: errorSchema };

  app.post(
    '/join',
    { config: limited, schema: { body: portalJoinSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      const performerId = await access.join(req.body.token, req.body.firstName);
      await sessions.start(req, reply, performerId);
      req.log.info({ performerId }, 'performer joined the portal');
      return reply.code(204).send(null);
    },
  );

  // Always 202, and the same body: whether a link goes out is known only to the mailbox.
  app.post(
    '/sign-in-link',
    { config: limited, schema: { body: portalSignInLinkSchema, response: { 202: acceptedSchema, ...errors } } },
    async (req, reply) => {
      await queue.send(options.db, SIGN_IN_LINK_QUEUE, { email: req.body.email });
      return reply.code(202).send({ message: SIGN_IN_LINK_SENT });
    },
  );

  app.post(
    '/sign-in',
    { config: limited, schema: { body: portalSignInSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      const performerId = await access.signIn(req.body.token);
      await sessions.start(req, reply, performerId);
      return reply.code(204).send(null);
    },
  );

  // A passkey she added in the portal: the phone offers the ones it holds for this site.
  app.post(
    '/passkey/options',
    { config: limited, schema: { response: { 200: authenticationOptionsSchema, 429: errorSchema } } },
    () => options.passkeys.authenticationOptions(),
  );
  app.post(
    '/passkey',
    {
      config: limited,
      schema: { body: passkeyLoginRequestSchema, response: { 204: z.null(), 401: errorSchema, 429: errorSchema } },
    },
    async (req, reply) => {
      const performerId = await options.passkeys.signIn(req.body.response);
      await sessions.start(req, reply, performerId);
      req.log.info({ event: 'portal.login', factor: 'passkey', performerId }, 'performer signed in with a passkey');
      return reply.code(204).send(null);
    },
  );

  app.post('/sign-out', async (req, reply) => {
    await sessions.end(req, reply);
    return reply.code(204).send(null);
  });

  await app.register(async (guarded) => {
    installPortalGuard(guarded, options);
    const portal = guarded.withTypeProvider<ZodTypeProvider>();
    portal.get('/me', { schema: { response: { 200: portalMeSchema } } }, async (req) => {
      const { performerId, name, firstName, language } = portalPerformerOf(req);
      return {
        performerId,
        name,
        firstName,
        language,
        availability: await availabilityOf(options.db, performerId),
        hasDuressPin: await hasDuressPin(options.db, performerId),
      };
    });
    portal.put(
      '/availability',
      { schema: { body: portalAvailabilitySchema, response: { 200: availabilityAnswerSchema, 400: errorSchema } } },
      async (req) => saveAvailability(options.db, portalPerformerOf(req).performerId, req.body, options.now()),
    );
    portal.get('/passkeys', { schema: { response: { 200: passkeyListSchema } } }, async (req) =>
      options.passkeys.list(portalPerformerOf(req).performerId),
    );
    portal.post('/passkeys/options', { schema: { response: { 200: registrationOptionsSchema } } }, async (req) =>
      options.passkeys.registrationOptions(portalPerformerOf(req)),
    );
    portal.post(
      '/passkeys',
      { schema: { body: addPasskeyRequestSchema, response: { 201: passkeySchema, 400: errorSchema } } },
      async (req, reply) =>
        reply.code(201).send(await options.passkeys.add(portalPerformerOf(req).performerId, req.body)),
    );
    portal.delete(
      '/passkeys/:id',
      { schema: { params: z.object({ id: z.string().max(500) }), response: { 204: z.null(), 404: errorSchema } } },
      async (req, reply) => {
        await options.passkeys.remove(portalPerformerOf(req).performerId, req.params.id);
        return reply.code(204).send(null);
      },
    );
    await options.routes?.(guarded);
  });
};
