import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  accountSchema,
  accountSessionListSchema,
  codeSchema,
  passwordChangeSchema,
  recoveryCodesSchema,
  sessionsEndedSchema,
  totpDisableRequestSchema,
  totpSetupSchema,
} from '../../../shared/schemas/auth';
import { errorSchema } from '../../../shared/schemas/error';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import { HttpError, notFound } from '../../http/errors';
import { auditOf } from '../audit';
import { signedInAccount } from './guard';
import { wrongPasswordOrCode } from './mfa';
import { hashPassword, verifyPassword } from './passwords';
import { deleteSession, deleteUserChallenges, deleteUserSessions, findUserForLogin, updateUser } from './repository';
import { type AuthRouteOptions, signInRateLimit, tooManySignIns } from './routes';
import { codeKey, throttledStep } from './throttle';

/** The same parts as the sign-in routes: the codes typed here are limited and throttled alike. */
type Options = AuthRouteOptions;

const errors = { 400: errorSchema, 401: errorSchema, 409: errorSchema, 429: errorSchema };

/**
 * /api/admin/account: the signed-in staff member's own second factors. Inside the admin API
 * plugin (admin-api.ts), so its guard and the audit log cover it; reachable without a second
 * factor when STAFF_MFA_REQUIRED is on, since this is where one is set up.
 */
export const accountRoutes: FastifyPluginAsyncZod<Options> = async (
  app,
  { db, sessions, mfa, throttle, access, loginRateLimit, rateLimitStore },
) => {
  const me = (req: FastifyRequest) => signedInAccount(req, sessions);
  /** Codes typed here are limited and throttled like sign-in codes, per address and per account and address. */
  await registerAddressRateLimit(app, { store: rateLimitStore, tooMany: tooManySignIns });
  const perAddress = signInRateLimit(loginRateLimit);
  const withCodeThrottle = <T>(userId: string, address: string, run: () => Promise<T>) =>
    throttledStep(throttle, codeKey(userId, address), run);

  app.get('/account', { schema: { response: { 200: accountSchema } } }, async (req) => {
    const user = await me(req);
    return {
      email: user.email,
      firstName: user.firstName,
      mfaEnrolled: user.mfaEnrolled,
      mfaRequired: access.mfaRequired,
      ...(await mfa.summary(user.id)),
    };
  });

  /**
   * A new password: the current one is asked (throttled like sign-in), and every other session of
   * the account ends with it, in one transaction with its audit row; this browser stays signed in.
   */
  app.post(
    '/account/password',
    {
      config: { ...perAddress, auditRedact: ['currentPassword', 'newPassword'] },
      schema: { body: passwordChangeSchema, response: { 200: sessionsEndedSchema, ...errors } },
    },
    async (req) => {
      const user = await me(req);
      const ended = await withCodeThrottle(user.id, req.ip, async () => {
        const account = await findUserForLogin(db, user.email);
        if (!account || !(await verifyPassword(account.passwordHash, req.body.currentPassword))) {
          throw new HttpError(401, 'The current password is wrong', 'BAD_CREDENTIALS');
        }
        const passwordHash = await hashPassword(req.body.newPassword);
        return db.transaction(async (tx) => {
          await updateUser(tx, user.id, { passwordHash });
          await deleteUserChallenges(tx, user.id);
          const count = await deleteUserSessions(tx, user.id, sessions.currentTokenHash(req));
          await auditOf(req).record(tx, {
            entityType: 'users',
            entityId: user.id,
            before: null,
            after: { passwordChanged: true, sessionsEnded: count },
          });
          return count;
        });
      });
      req.log.info({ event: 'account.password_changed', userId: user.id, sessionsEnded: ended }, 'password changed');
      return { ended };
    },
  );

  app.get('/account/sessions', { schema: { response: { 200: accountSessionListSchema } } }, async (req) =>
    sessions.listFor(req, (await me(req)).id),
  );

  /** Signs out everywhere else (a lost phone, a shared computer). */
  app.post('/account/sessions/end-others', { schema: { response: { 200: sessionsEndedSchema } } }, async (req) => {
    const user = await me(req);
    const ended = await db.transaction(async (tx) => {
      const count = await deleteUserSessions(tx, user.id, sessions.currentTokenHash(req));
      await auditOf(req).record(tx, {
        entityType: 'users',
        entityId: user.id,
        before: null,
        after: { sessionsEnded: count },
      });
      return count;
    });
    return { ended };
  });

  /** Signs out one other browser or device (a phone left somewhere); this one signs out at /api/logout. */
  app.delete(
    '/account/sessions/:id',
    {
      schema: {
        params: z.object({ id: z.string().max(64) }),
        response: { 204: z.null(), ...errors, 404: errorSchema },
      },
    },
    async (req, reply) => {
      const user = await me(req);
      const tokenHash = await sessions.tokenHashOf(user.id, req.params.id);
      if (!tokenHash) throw notFound('That session has already ended');
      if (tokenHash === sessions.currentTokenHash(req))
        throw new HttpError(409, 'This is the session you are using: sign out instead', 'CURRENT_SESSION');
      await db.transaction(async (tx) => {
        await deleteSession(tx, tokenHash);
        await auditOf(req).record(tx, {
          entityType: 'users',
          entityId: user.id,
          before: null,
          after: { sessionEnded: req.params.id },
        });
      });
      return reply.code(204).send(null);
    },
  );

  app.post(
    '/account/totp/setup',
    {
      config: { auditRedact: ['secret', 'otpauthUrl', 'qrCode'] },
      schema: { response: { 200: totpSetupSchema, ...errors } },
    },
    async (req) => {
      const user = await me(req);
      return mfa.beginTotp(user.id, user.email, auditOf(req));
    },
  );

  app.post(
    '/account/totp/enable',
    {
      config: { ...perAddress, auditRedact: ['recoveryCodes'] },
      schema: { body: z.object({ code: codeSchema }), response: { 200: recoveryCodesSchema, ...errors } },
    },
    async (req) => {
      const user = await me(req);
      const recoveryCodes = await withCodeThrottle(user.id, req.ip, () =>
        mfa.confirmTotp(user.id, req.body.code, sessions.currentTokenHash(req), auditOf(req)),
      );
      req.log.info({ event: 'mfa.totp_enabled', userId: user.id }, 'authenticator app set up');
      return { recoveryCodes };
    },
  );

  app.post(
    '/account/totp/disable',
    { config: perAddress, schema: { body: totpDisableRequestSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      const user = await me(req);
      await withCodeThrottle(user.id, req.ip, async () => {
        const account = await findUserForLogin(db, user.email);
        if (!account || !(await verifyPassword(account.passwordHash, req.body.password))) throw wrongPasswordOrCode();
        await mfa.disableTotp(user.id, req.body.code, auditOf(req));
      });
      req.log.info({ event: 'mfa.totp_disabled', userId: user.id }, 'authenticator app turned off');
      return reply.code(204).send(null);
    },
  );
};
