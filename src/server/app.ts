import { randomUUID } from 'node:crypto';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import { auditRoutes } from './features/audit/routes';
import { installAuditTrail } from './features/audit/trail';
import { accountRoutes } from './features/auth/account-routes';
import { installAccessRules } from './features/auth/guard';
import { createMfaService } from './features/auth/mfa';
import { passkeyRoutes } from './features/auth/passkey-routes';
import { createPasskeyService } from './features/auth/passkeys';
import { authRoutes } from './features/auth/routes';
import { createSessionManager } from './features/auth/sessions';
import { createLoginThrottle, createSharedLoginThrottle, pruneLoginFailures } from './features/auth/throttle';
import { adminBookingRoutes } from './features/bookings/admin-routes';
import { createAdminBookingService } from './features/bookings/admin-service';
import { bookingRoutes } from './features/bookings/routes';
import { createBookingService } from './features/bookings/service';
import { listEventTypes, listServiceAreas } from './features/catalog/repository';
import { catalogRoutes } from './features/catalog/routes';
import { healthRoutes } from './features/health/routes';
import { adminMessageRoutes, bookingLookupRoutes } from './features/messages/routes';
import { startMessaging } from './features/messages/start';
import { adminPerformerRoutes } from './features/performers/admin-routes';
import { createAdminPerformerService } from './features/performers/admin-service';
import { performerRoutes } from './features/performers/routes';
import { businessDay, createPerformerService } from './features/performers/service';
import { photoRoutes } from './features/photos/routes';
import { createPhotoService } from './features/photos/service';
import { seoRoutes } from './features/seo/routes';
import { installErrorHandling, rejectNulCharacters } from './http/error-handler';
import { installNoStore } from './http/no-store';
import { installReadCache } from './http/read-cache';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { pruneRateLimits, sharedRateLimitStore } from './http/shared-rate-limit';
import { clientErrorHandler, socketLimits } from './http/slow-clients';
import type { RetryPolicy } from './jobs/queue';
import { registerSsr } from './ssr/plugin';
import { objectRoutes } from './storage/routes';
import type { ObjectStorage } from './storage/storage';

export type AppDeps = {
  config: Pick<
    Config,
    | 'publicUrl'
    | 'logLevel'
    | 'trustProxy'
    | 'cashAppTag'
    | 'bookingRateLimit'
    | 'session'
    | 'loginRateLimit'
    | 'mail'
    | 'runJobs'
    | 'timeouts'
    | 'staff'
  >;
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** Server rendering: off for API-only tests; 'dev' runs Vite's dev server, 'built' serves dist/. */
  ssr: 'off' | 'dev' | 'built';
  /** The clock, so tests can fix "today". */
  now?: () => Date;
  /** Where log lines go instead of stdout, so tests can read them. */
  logStream?: { write(line: string): void };
  /** Job queue tuning for tests: shorter retries and polling. */
  jobs?: { retry?: RetryPolicy; pollingIntervalSeconds?: number };
};

const REQUEST_ID = /^[\w.-]{1,64}$/;

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const headers = securityHeaders({
    https: deps.config.publicUrl.startsWith('https://'),
    dev: deps.ssr === 'dev',
    uploadOrigin: deps.storage.uploadOrigin?.(),
  });
  const app = Fastify({
    logger: { level: deps.config.logLevel, ...(deps.logStream ? { stream: deps.logStream } : {}) },
    bodyLimit: 1024 * 1024,
    // Slow or silent clients are cut off, and logged as the client's doing (not as server errors).
    ...socketLimits(deps.config.timeouts),
    clientErrorHandler: clientErrorHandler(headers),
    // Keep a caller's request id when it is sane, so one id follows a request across services.
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    routerOptions: { maxParamLength: 500 },
    trustProxy: deps.config.trustProxy,
    // Errors Fastify raises before routing (a malformed %-escape in the URL) get the one error shape too.
    frameworkErrors: (error, _req, reply) => {
      // Fastify types this reply with unresolved route generics; it is a plain reply here.
      // It answers before any hook runs, so it sets the security headers (and no-store) itself.
      (reply as unknown as FastifyReply)
        .headers(headers)
        .header('cache-control', 'no-store')
        .code(400)
        .send({ message: 'Malformed URL', code: error.code });
    },
  });
  // Only JSON (and, for uploads, multipart) bodies are accepted: anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurityHeaders(app, headers);
  // Before the read cache, whose onSend then sees the header and keeps nothing marked no-store.
  installNoStore(app);
  const { db } = deps.database;
  const now = deps.now ?? (() => new Date());
  const catalogVersion = () => deps.database.catalogVersion();
  // Before compression, so the cache keeps the plain JSON and compression still applies per client.
  // The cache keys' business day, worked out at most once a second (it changes once a day).
  let dayAt = Number.NaN;
  let dayValue = '';
  const today = () => {
    const t = now().getTime();
    if (!(t >= dayAt && t - dayAt < 1000)) {
      dayValue = businessDay(new Date(t)).date;
      dayAt = t;
    }
    return dayValue;
  };
  installReadCache(app, { version: catalogVersion, day: today });
  // br or gzip for text answers over 1 KB (HTML, JSON, CSS, JS); images are already compressed.
  // Brotli quality 4: most of the gain of 11 at a small fraction of the CPU, which matters per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  rejectNulCharacters(app);
  // Graceful stop: answers sent while closing tell the client to hang up, and the socket is then
  // released, so a keep-alive connection that was busy at SIGTERM does not hold the process open.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (req, reply) => {
    reply.header('x-request-id', req.id);
    if (closing) reply.header('connection', 'close');
  });
  app.addHook('onResponse', async () => {
    if (closing) app.server.closeIdleConnections();
  });

  await app.register(cookie);
  const sessions = createSessionManager(db, now, {
    ...deps.config.session,
    secure: deps.config.publicUrl.startsWith('https://'),
  });
  const mfa = createMfaService(db, now);
  const sweeper = setInterval(
    () =>
      Promise.all([sessions.sweep(), mfa.sweep()]).catch((err) =>
        app.log.warn({ err }, 'expired-session sweep failed'),
      ),
    3_600_000,
  );
  sweeper.unref();
  app.addHook('onClose', async () => clearInterval(sweeper));
  // Before any route is added: the admin guard attaches itself to every /api/admin route.
  installAccessRules(app, sessions, deps.config.staff);
  installAuditTrail(app, { sessions });
  // Several instances share one PostgreSQL server: their limits must count together (decision 014).
  const shared = deps.database.kind === 'postgres';
  /** Per-address counts for one route family: in the database on PostgreSQL, else in memory. */
  const sharedStore = (bucket: string) => (shared ? sharedRateLimitStore(db, bucket, now) : undefined);
  if (shared) {
    const pruner = setInterval(
      () =>
        Promise.all([pruneRateLimits(db, now()), pruneLoginFailures(db, now())]).catch((err) =>
          app.log.warn({ err }, 'rate limit prune'),
        ),
      3_600_000,
    );
    pruner.unref();
    app.addHook('onClose', async () => clearInterval(pruner));
  }
  // Sign-in and the account page's codes: one throttle, per-address counts in buckets of their own.
  const signIn = {
    db,
    sessions,
    mfa,
    throttle: shared ? createSharedLoginThrottle(db, now) : createLoginThrottle(now),
    access: deps.config.staff,
    loginRateLimit: deps.config.loginRateLimit,
  };
  await app.register(authRoutes, { ...signIn, rateLimitStore: sharedStore('login') });
  await app.register(accountRoutes, { ...signIn, rateLimitStore: sharedStore('account-codes') });
  await app.register(passkeyRoutes, {
    passkeys: createPasskeyService({ db, now, publicUrl: deps.config.publicUrl }),
    sessions,
    access: deps.config.staff,
    loginRateLimit: deps.config.loginRateLimit,
    rateLimitStore: shared ? (bucket) => sharedRateLimitStore(db, bucket, now) : undefined,
  });
  await app.register(healthRoutes, { database: deps.database });
  await app.register(catalogRoutes, { db });
  await app.register(performerRoutes, { performers: createPerformerService({ db, now }) });
  const messaging = await startMessaging(app, deps, now);
  await app.register(bookingRoutes, {
    bookings: createBookingService({ db, now, cashAppTag: deps.config.cashAppTag, notifier: messaging }),
    rateLimit: deps.config.bookingRateLimit,
    rateLimitStore: sharedStore('bookings'),
  });
  await app.register(adminPerformerRoutes, {
    performers: createAdminPerformerService({ db, now }),
    catalog: async () => ({ serviceAreas: await listServiceAreas(db), eventTypes: await listEventTypes(db) }),
  });
  await app.register(bookingLookupRoutes, {
    messaging,
    rateLimit: deps.config.bookingRateLimit,
    rateLimitStore: sharedStore('lookup'),
  });
  await app.register(adminBookingRoutes, {
    bookings: createAdminBookingService({ db, now, notifier: messaging }),
    sessions,
  });
  await app.register(adminMessageRoutes, { messaging });
  await app.register(photoRoutes, { photos: createPhotoService({ db, storage: deps.storage, now }), sessions });
  await app.register(objectRoutes, { storage: deps.storage });
  await app.register(auditRoutes, { db });
  await app.register(seoRoutes, { db, publicUrl: deps.config.publicUrl });
  if (deps.ssr !== 'off') {
    await registerSsr(app, {
      dev: deps.ssr === 'dev',
      publicUrl: deps.config.publicUrl,
      cache: {
        version: catalogVersion,
        isAnonymous: (req) => !sessions.hasSessionCookie(req),
        day: today,
      },
    });
  }
  return app;
}
