import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  loginAnswerSchema,
  loginCodeRequestSchema,
  loginRequestSchema,
  safeReturnPath,
  signedInSchema,
  type User,
  userSchema,
} from '../../../shared/schemas/auth';
import { errorSchema } from '../../../shared/schemas/error';
import type { Database } from '../../db/client';
import { addressKey, registerAddressRateLimit } from '../../http/address-rate-limit';
import { HttpError } from '../../http/errors';
import { type AccessSettings, currentUser, mfaSetupRequired } from './guard';
import { codeStepEnded as codeStepEndedError, type MfaService, wrongCode } from './mfa';
import { DUMMY_HASH, verifyPassword } from './passwords';
import { type Account, findAccount, findUserForLogin } from './repository';
import type { SessionManager } from './sessions';
import { codeStepKey, type LoginThrottle, passwordKey, throttledStep } from './throttle';

export type AuthRouteOptions = {
  db: Database;
  sessions: SessionManager;
  mfa: MfaService;
  throttle: LoginThrottle;
  access: Pick<AccessSettings, 'mfaRequired'>;
  loginRateLimit: { max: number; windowMinutes: number };
  /** Where the per-address counts live: this process's memory by default, or shared (PostgreSQL). */
  rateLimitStore?: FastifyRateLimitStoreCtor;
};

/** Per-address limits of every sign-in route (LOGIN_RATE_LIMIT_*), and what a refused caller reads. */
export const signInRateLimit = (limit: { max: number; windowMinutes: number }) => ({
  rateLimit: { max: limit.max, timeWindow: limit.windowMinutes * 60_000 },
});
export const tooManySignIns = (after: string) => `Too many sign-in attempts from your network. Try again in ${after}.`;

const WRONG = { message: 'The e-mail or password is wrong', code: 'BAD_CREDENTIALS' };
const STEP_EXPIRED = {
  message: 'The sign-in step has expired. Enter your e-mail and password again.',
  code: 'STEP_EXPIRED',
};

/** The signed-in user as the client sees it: the account plus what the settings ask of it. */
export const userAnswer = (account: Account, access: AuthRouteOptions['access']): User => {
  const { id, email, firstName, isAdmin, role, mfaEnrolled } = account;
  return { id, email, firstName, isAdmin, role, mfaEnrolled, mfaSetupRequired: mfaSetupRequired(account, access) };
};

/** What happens when a code step ends after repeated wrong codes: sign-in-alerts.ts. */
type CodeStepEnded = (tx: Database, userId: string, wrongCodes: number, address: string) => Promise<void>;

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions & { codeStepEnded: CodeStepEnded }> = async (
  app,
  { db, sessions, mfa, throttle, access, loginRateLimit, rateLimitStore, codeStepEnded },
) => {
  await registerAddressRateLimit(app, { store: rateLimitStore, tooMany: tooManySignIns });
  const perAddress = signInRateLimit(loginRateLimit);

  app.get('/api/auth/user', { schema: { response: { 200: userSchema, 401: errorSchema } } }, async (req, reply) => {
    const user = await currentUser(req, sessions);
    return user
      ? userAnswer(user, access)
      : reply.code(401).send({ message: 'Not signed in', code: 'UNAUTHENTICATED' });
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
      config: perAddress,
      schema: {
        body: loginRequestSchema,
        response: { 200: loginAnswerSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      const { email, password } = req.body;
      const account = await throttledStep(throttle, passwordKey(email, req.ip), async () => {
        const found = await findUserForLogin(db, email);
        // Verify against a dummy hash when there is no account, so timing does not tell which e-mails exist.
        const ok = await verifyPassword(found?.passwordHash ?? DUMMY_HASH, password);
        if (!found || !ok) {
          req.log.warn({ event: 'login.failed' }, 'sign-in failed');
          throw new HttpError(401, WRONG.message, WRONG.code);
        }
        return found;
      });
      if (account.totpEnabled) {
        const step = await mfa.startSecondStep(account.id);
        sessions.setStepCookie(reply, step.token, step.expiresAt);
        req.log.info({ event: 'login.password_ok', userId: account.id }, 'password right: code asked');
        return { secondFactor: 'totp' as const };
      }
      // A passkey is this account's second factor: the password alone opens nothing, the
      // passkey sign-in (which verifies the user on the device) does.
      if (account.mfaEnrolled) {
        req.log.info({ event: 'login.password_ok', userId: account.id }, 'password right: passkey asked');
        return { secondFactor: 'passkey' as const };
      }
      await sessions.start(req, reply, account.id);
      req.log.info({ event: 'login.succeeded', userId: account.id }, 'signed in');
      return { user: userAnswer(account, access) };
    },
  );

  /** The second step: a code from the authenticator app, or a recovery code. */
  app.post(
    '/api/login/code',
    {
      config: perAddress,
      schema: {
        body: loginCodeRequestSchema,
        response: { 200: signedInSchema, 401: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      const token = sessions.stepToken(req);
      const userId = token ? await mfa.secondStepUser(token) : null;
      if (!token || !userId) return reply.code(401).send(STEP_EXPIRED);
      // Counted per account from any address; each step ends at its fifth wrong code, back to the
      // password, with an audit row and an e-mail to the owners.
      const used = await throttledStep(throttle, codeStepKey(userId), async () => {
        const factor = await mfa.checkCode(userId, req.body.code);
        if (!factor) {
          req.log.warn({ event: 'login.code_failed', userId }, 'sign-in code wrong');
          const address = addressKey(req.ip);
          const ended = await mfa.wrongCodeAt(token, (tx, id, wrongCodes) =>
            codeStepEnded(tx, id, wrongCodes, address),
          );
          if (!ended) throw wrongCode();
          req.log.warn({ event: 'login.code_step_ended', userId }, 'sign-in code step ended: too many wrong codes');
          sessions.clearStepCookie(reply);
          throw codeStepEndedError();
        }
        return factor;
      });
      // Two right codes at once (the app's and a recovery code) open one session, not two.
      if (!(await mfa.endSecondStep(token))) return reply.code(401).send(STEP_EXPIRED);
      sessions.clearStepCookie(reply);
      const account = await findAccount(db, userId);
      if (!account) return reply.code(401).send(STEP_EXPIRED);
      await sessions.start(req, reply, userId);
      req.log.info({ event: 'login.succeeded', userId, factor: used }, 'signed in with a second factor');
      return { user: userAnswer(account, access) };
    },
  );

  /**
   * A browser navigation: end the session on the server and go home. Another site's link cannot
   * sign staff out: a browser marks that navigation `Sec-Fetch-Site: cross-site`. Our own pages
   * (same-origin or same-site), a typed address or bookmark (none), and browsers that send no such
   * header still sign out.
   */
  app.get('/api/logout', async (req, reply) => {
    if (req.headers['sec-fetch-site'] === 'cross-site') {
      req.log.warn({ event: 'logout.cross_site' }, 'cross-site sign-out refused');
      return reply.code(403).send({ message: 'Cross-site sign-out refused', code: 'BAD_ORIGIN' });
    }
    const user = await currentUser(req, sessions);
    await sessions.end(req, reply);
    req.log.info({ event: 'logout', userId: user?.id ?? null }, 'signed out');
    return reply.redirect('/', 303);
  });
};
