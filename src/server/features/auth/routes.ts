import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { loginRequestSchema, safeReturnPath, userSchema } from '../../../shared/schemas/auth';
import { errorSchema } from '../../../shared/schemas/error';
import type { Database } from '../../db/client';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import { currentUser } from './guard';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { findUserForLogin } from './repository';
import type { SessionManager } from './sessions';
import type { LoginThrottle } from './throttle';

type Options = {
  db: Database;
  sessions: SessionManager;
  throttle: LoginThrottle;
  loginRateLimit: { max: number; windowMinutes: number };
  /** Where the per-address counts live: this process's memory by default, or shared (PostgreSQL). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

const WRONG = { message: 'The e-mail or password is wrong', code: 'BAD_CREDENTIALS' };

export const authRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, sessions, throttle, loginRateLimit, rateLimitStore },
) => {
  await registerAddressRateLimit(app, {
    store: rateLimitStore,
    tooMany: (after) => `Too many sign-in attempts from your network. Try again in ${after}.`,
  });

  app.get('/api/auth/user', { schema: { response: { 200: userSchema, 401: errorSchema } } }, async (req, reply) => {
    const user = await currentUser(req, sessions);
    return user ?? reply.code(401).send({ message: 'Not signed in', code: 'UNAUTHENTICATED' });
  });

  /** A browser navigation: show the sign-in page, remembering where to go back to. */
  app.get(
    '/api/login',
    { schema: { querystring: z.object({ returnTo: z.string().optional() }) } },
    async (req, reply) => {
      const returnTo = safeReturnPath(req.query.returnTo);
      return reply.redirect(`/login?returnTo=${encodeURIComponent(returnTo)}`, 303);
    },
  );

  app.post(
    '/api/login',
    {
      config: { rateLimit: { max: loginRateLimit.max, timeWindow: loginRateLimit.windowMinutes * 60_000 } },
      schema: {
        body: loginRequestSchema,
        response: { 200: z.object({ user: userSchema }), 401: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      const wait = await throttle.waitSeconds(email);
      if (wait > 0) {
        req.log.warn({ event: 'login.throttled', email }, 'sign-in throttled for this account');
        return reply
          .code(429)
          .send({ message: `Too many failed attempts. Try again in ${wait} seconds.`, code: 'THROTTLED' });
      }
      const account = await findUserForLogin(db, email);
      // Verify against a dummy hash when there is no account, so timing does not tell which e-mails exist.
      const ok = await verifyPassword(account?.passwordHash ?? DUMMY_HASH, password);
      if (!account || !ok) {
        await throttle.failed(email);
        req.log.warn({ event: 'login.failed', email }, 'sign-in failed');
        return reply.code(401).send(WRONG);
      }
      await throttle.succeeded(email);
      await sessions.start(req, reply, account.id);
      req.log.info({ event: 'login.succeeded', userId: account.id }, 'signed in');
      const { passwordHash: _hash, ...user } = account;
      return { user };
    },
  );

  /** A browser navigation: end the session on the server and go home. */
  app.get('/api/logout', async (req, reply) => {
    const user = await currentUser(req, sessions);
    await sessions.end(req, reply);
    req.log.info({ event: 'logout', userId: user?.id ?? null }, 'signed out');
    return reply.redirect('/', 303);
  });
};
