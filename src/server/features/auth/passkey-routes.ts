import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInSchema } from '../../../shared/schemas/auth';
import { errorSchema } from '../../../shared/schemas/error';
import {
  addPasskeyRequestSchema,
  authenticationOptionsSchema,
  passkeyListSchema,
  passkeyLoginRequestSchema,
  passkeySchema,
  registrationOptionsSchema,
} from '../../../shared/schemas/passkeys';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import { HttpError } from '../../http/errors';
import { auditOf } from '../audit';
import { type AccessSettings, signedInAccount } from './guard';
import type { PasskeyService } from './passkeys';
import { signInRateLimit, tooManySignIns, userAnswer } from './routes';
import type { SessionManager } from './sessions';

type Options = {
  passkeys: PasskeyService;
  sessions: SessionManager;
};

type SignInOptions = Options & {
  access: Pick<AccessSettings, 'mfaRequired'>;
  loginRateLimit: { max: number; windowMinutes: number };
  /**
   * Shared per-address counts (PostgreSQL), one bucket per sign-in route: the in-memory store
   * also counts each route on its own, so a sign-in (options, then the answer) costs one of each.
   */
  rateLimitStore?: (bucket: string) => FastifyRateLimitStoreCtor;
};

const ACCOUNT = '/account/passkeys';

/**
 * Passkeys for staff (decision 016), on the account page: /api/admin/account/passkeys, inside the
 * admin API plugin (admin-api.ts), whose guard lets only a signed-in admin through and whose audit
 * log records each change.
 */
export const passkeyAccountRoutes: FastifyPluginAsyncZod<Options> = async (app, { passkeys, sessions }) => {
  const account = (req: FastifyRequest) => signedInAccount(req, sessions);

  app.get(ACCOUNT, { schema: { response: { 200: passkeyListSchema } } }, async (req) =>
    passkeys.list((await account(req)).id),
  );

  app.post(`${ACCOUNT}/options`, { schema: { response: { 200: registrationOptionsSchema } } }, async (req) =>
    passkeys.registrationOptions(await account(req), auditOf(req)),
  );

  app.post(
    ACCOUNT,
    { schema: { body: addPasskeyRequestSchema, response: { 201: passkeySchema, 400: errorSchema } } },
    async (req, reply) => {
      const user = await account(req);
      const added = await passkeys.add(user, req.body, {
        audit: auditOf(req),
        keepSessionHash: sessions.currentTokenHash(req),
      });
      req.log.info({ event: 'passkey.added', userId: user.id, passkeyId: added.id }, 'passkey added');
      return reply.code(201).send(added);
    },
  );

  app.delete(
    `${ACCOUNT}/:id`,
    { schema: { params: z.object({ id: z.string().max(500) }), response: { 204: z.null(), 404: errorSchema } } },
    async (req, reply) => {
      const user = await account(req);
      await passkeys.remove(user.id, req.params.id, auditOf(req));
      req.log.info({ event: 'passkey.removed', userId: user.id, passkeyId: req.params.id }, 'passkey removed');
      return reply.code(204).send(null);
    },
  );
};

/** Signing in with a passkey (/api/login/passkey*): limited per address like the password. */
export const passkeySignInRoutes: FastifyPluginAsyncZod<SignInOptions> = async (
  app,
  { passkeys, sessions, access, loginRateLimit, rateLimitStore },
) => {
  const limited = signInRateLimit(loginRateLimit);
  const tooMany = tooManySignIns;

  await app.register(async (scope) => {
    await registerAddressRateLimit(scope, { store: rateLimitStore?.('passkey-options'), tooMany });
    scope.post(
      '/api/login/passkey/options',
      { config: limited, schema: { response: { 200: authenticationOptionsSchema, 429: errorSchema } } },
      () => passkeys.authenticationOptions(),
    );
  });

  await app.register(async (scope) => {
    await registerAddressRateLimit(scope, { store: rateLimitStore?.('passkey-login'), tooMany });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/api/login/passkey',
      {
        config: limited,
        schema: {
          body: passkeyLoginRequestSchema,
          response: { 200: signedInSchema, 401: errorSchema, 429: errorSchema },
        },
      },
      async (req, reply) => {
        try {
          const owner = await passkeys.signIn(req.body.response);
          await sessions.start(req, reply, owner.id);
          req.log.info({ event: 'login.succeeded', factor: 'passkey', userId: owner.id }, 'signed in with a passkey');
          return { user: userAnswer(owner, access) };
        } catch (err) {
          if (err instanceof HttpError) req.log.warn({ event: 'login.failed', factor: 'passkey' }, 'passkey refused');
          throw err;
        }
      },
    );
  });
};
