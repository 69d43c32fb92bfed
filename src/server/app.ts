import type { Agent } from 'node:https';
import zlib from 'node:zlib';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyRequest } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { adminApi } from './admin-api';
import { type Config, trustProxyOption } from './config';
import type { DatabaseHandle } from './db/client';
import { refreshPlannerStatistics } from './db/statistics';
import { auditOf, recordAudit } from './features/audit';
import { auditRoutes } from './features/audit/routes';
import { ownerEmails } from './features/auth';
import { accountRoutes } from './features/auth/account-routes';
import { ADMIN_PREFIX, currentUser, installOriginCheck } from './features/auth/guard';
import { createMfaService } from './features/auth/mfa';
import { passkeyAccountRoutes, passkeySignInRoutes } from './features/auth/passkey-routes';
import { createPasskeyService } from './features/auth/passkeys';
import { authRoutes } from './features/auth/routes';
import { createSessionManager } from './features/auth/sessions';
import { codeStepEndedAlert } from './features/auth/sign-in-alerts';
import { createLoginThrottle, createSharedLoginThrottle, pruneLoginFailures } from './features/auth/throttle';
import { adminBackupRoutes, startBackups } from './features/backups';
import { bookingChangeRoutes, createBookingChanges } from './features/booking-changes';
import { adminBookingRoutes } from './features/bookings/admin-routes';
import { createAdminBookingService } from './features/bookings/admin-service';
import { bookingRoutes } from './features/bookings/routes';
import { type BookingNotifier, createBookingService } from './features/bookings/service';
import { adminCancellationPolicyRoutes, cancellationPolicyRoutes } from './features/cancellation-policy/routes';
import { listEventTypes, listServiceAreas } from './features/catalog/repository';
import { catalogRoutes } from './features/catalog/routes';
import { clientErrorRoutes } from './features/client-errors/routes';
import { loadEmailConfirmation } from './features/client-signals';
import { emailConfirmationRoutes } from './features/client-signals/routes';
import { loadHasher } from './features/do-not-book/identifiers';
import { createClientRatings } from './features/do-not-book/ratings';
import { clientRatingRoutes, doNotBookRoutes } from './features/do-not-book/routes';
import { createDoNotBook } from './features/do-not-book/service';
import { healthRoutes } from './features/health/routes';
import {
  createLedger,
  ledgerRoutes,
  performerBookingTimes,
  portalBalanceRoutes,
  recordCancellation,
} from './features/ledger';
import { adminMessageRoutes, bookingLookupRoutes } from './features/messages/routes';
import { startMessaging } from './features/messages/start';
import { adminOfferRoutes } from './features/offers/admin-routes';
import { calendarFeedRoute, createCalendarFeeds, portalCalendarRoutes } from './features/offers/calendar-feed';
import { portalOfferRoutes } from './features/offers/portal-routes';
import { startOffers } from './features/offers/start';
import { startOwnerAlerts } from './features/owner-alerts';
import { adminPayoutRoutes, createPayouts, portalEarningsRoutes } from './features/payouts';
import { adminPerformerRoutes } from './features/performers/admin-routes';
import { createAdminPerformerService } from './features/performers/admin-service';
import { performerRoutes } from './features/performers/routes';
import { createPerformerService } from './features/performers/service';
import { photoRoutes } from './features/photos/routes';
import { createPhotoService } from './features/photos/service';
import { portalPerformerOf } from './features/portal';
import { adminPortalRoutes } from './features/portal/admin-routes';
import { portalApi } from './features/portal/routes';
import { startPortal } from './features/portal/start';
import { createPrivacy, privacyRoutes, startRetention } from './features/privacy';
import { pushKeyRoute, pushSubscriptionRoutes } from './features/push';
import { receiptRoutes } from './features/receipts/routes';
import { startReceipts } from './features/receipts/start';
import { reportRoutes } from './features/reports/routes';
import { adminReviewRoutes, reviewRoutes, startReviews } from './features/reviews';
import { adminSafetyRoutes, portalSafetyRoutes } from './features/safety/routes';
import { startSafety } from './features/safety/start';
import { seoRoutes } from './features/seo/routes';
import { createStaffService, invitationRoutes, staffRoutes } from './features/staff';
import { systemRoutes } from './features/system/routes';
import { startSystemWatch } from './features/system/start';
import { adminTrustCheckRoutes, createTrustChecks, portalPhotoCheckRoutes } from './features/trust-checks';
import { businessDayKey } from './http/business-day-key';
import { installErrorHandling, rejectNulCharacters } from './http/error-handler';
import { createErrorReporter, installErrorReports } from './http/error-reports';
import { installNoStore } from './http/no-store';
import { installReadCache } from './http/read-cache';
import { installRequestIdHeader, requestId } from './http/request-id';
import { installRouteTable } from './http/route-table';
import { installSecurityHeaders, securityHeaders } from './http/security-headers';
import { pruneRateLimits, sharedRateLimitStore } from './http/shared-rate-limit';
import { clientErrorHandler, socketLimits } from './http/slow-clients';
import { installPeriodicJob } from './jobs/periodic';
import type { RetryPolicy } from './jobs/queue';
import { installGracefulClose } from './lifecycle/graceful-close';
import { registerSsr } from './ssr/plugin';
import { objectRoutes } from './storage/routes';
import type { ObjectStorage } from './storage/storage';
import { createWebAuthn } from './webauthn';

export type AppDeps = {
  config: Pick<
    Config,
    | 'publicUrl'
    | 'logLevel'
    | 'trustProxy'
    | 'business'
    | 'bookingRateLimit'
    | 'session'
    | 'loginRateLimit'
    | 'mail'
    | 'runJobs'
    | 'timeouts'
    | 'offers'
    | 'staff'
    | 'payments'
    | 'safety'
    | 'doNotBookKey'
    | 'backups'
    | 'metrics'
    | 'errorReportingDsn'
    | 'retentionYears'
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
  /** Tests: an https agent that trusts their local push service's certificate. */
  pushAgent?: Agent;
};

const HOUR = 3_600_000;

/** The app: plugins and routes wired together; each concern lives in its own module. */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const headers = securityHeaders({
    https: deps.config.publicUrl.startsWith('https://'),
    dev: deps.ssr === 'dev',
    uploadOrigin: deps.storage.uploadOrigin?.(),
  });
  const app = createServer(deps, headers);
  const now = deps.now ?? (() => new Date());
  const catalogVersion = () => deps.database.catalogVersion();
  const today = businessDayKey(now);
  await installHttp(app, headers, { version: catalogVersion, day: today, now });
  // Request figures for the System page, and /metrics when it is on (decision 045).
  const requestStats = startSystemWatch(app, { settings: deps.config.metrics, database: deps.database, now });
  installErrorReports(app, createErrorReporter(deps.config.errorReportingDsn, app.log, now));

  await app.register(cookie);
  const staffAccess = createStaffAccess(deps, now);
  installHousekeeping(app, deps, now, staffAccess);
  installOriginCheck(app, staffAccess.sessions, deps.config.staff);
  const publicParts = await registerPublicRoutes(app, deps, now, staffAccess);
  // Everything under /api/admin, and nothing else, behind the admin guard and the audit trail.
  await app.register(adminApi, {
    prefix: ADMIN_PREFIX,
    sessions: staffAccess.sessions,
    access: deps.config.staff,
    // A performer's session is refused there with 403 (decision 033), not asked to sign in.
    otherAudience: (req) => publicParts.portal.sessions.hasSessionToken(req),
    routes: async (admin) => {
      await registerAdminRoutes(admin, deps, now, staffAccess, publicParts);
      await admin.register(systemRoutes, {
        database: deps.database,
        now,
        stats: requestStats,
        backupDir: deps.config.backups !== null,
      });
    },
  });
  if (deps.ssr !== 'off') {
    await registerSsr(app, {
      dev: deps.ssr === 'dev',
      publicUrl: deps.config.publicUrl,
      business: deps.config.business,
      now,
      errorBeacon: deps.config.errorReportingDsn !== null,
      cache: {
        version: catalogVersion,
        isAnonymous: (req) => !staffAccess.sessions.hasSessionToken(req),
        day: today,
      },
    });
  }
  return app;
}

/**
 * A request as its log line shows it (Fastify's fields), with the query string of a privacy
 * request left out: `?email=` and `?phone=` name the client (decision 046).
 */
function loggedRequest(req: FastifyRequest) {
  const url = req.url.startsWith('/api/admin/privacy') ? req.url.split('?')[0] : req.url;
  return { method: req.method, url, host: req.host, remoteAddress: req.ip, remotePort: req.socket?.remotePort };
}

/** The Fastify instance with its server options: limits, logging, ids, proxies, pre-routing errors. */
function createServer(deps: AppDeps, headers: Record<string, string>): FastifyInstance {
  return Fastify({
    logger: {
      level: deps.config.logLevel,
      serializers: { req: loggedRequest },
      ...(deps.logStream ? { stream: deps.logStream } : {}),
    },
    bodyLimit: 1024 * 1024,
    // Slow or silent clients are cut off, and logged as the client's doing (not as server errors).
    ...socketLimits(deps.config.timeouts),
    clientErrorHandler: clientErrorHandler(headers),
    genReqId: requestId,
    routerOptions: { maxParamLength: 500 },
    // While it stops, a request on a connection it already accepted (and a page's own reads through
    // inject) is answered, with `connection: close`, not refused with Fastify's 503: a rolling
    // restart then fails no request (npm run bench:rolling). The listener is closed: none arrive new.
    return503OnClosing: false,
    trustProxy: trustProxyOption(deps.config.trustProxy),
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
}

/** What every answer goes through: parsing, validation, errors, headers, the read cache, compression. */
async function installHttp(
  app: FastifyInstance,
  headers: Record<string, string>,
  readCache: Parameters<typeof installReadCache>[1],
): Promise<void> {
  // Before any route is added, so it sees them all.
  installRouteTable(app);
  // Only JSON (and, for uploads, multipart) bodies are accepted: anything else is 415.
  app.removeContentTypeParser('text/plain');
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app);
  installSecurityHeaders(app, headers);
  // Before the read cache, whose onSend then sees the header and keeps nothing marked no-store.
  installNoStore(app);
  // Before compression, so the cache keeps the plain JSON and compression still applies per client.
  installReadCache(app, readCache);
  // br or gzip for text answers over 1 KB (HTML, JSON, CSS, JS); images are already compressed.
  // Brotli quality 4: most of the gain of 11 at a small fraction of the CPU, which matters per request.
  await app.register(compress, {
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
  rejectNulCharacters(app);
  installRequestIdHeader(app);
  installGracefulClose(app);
}

/** Staff sessions, second factors and the sign-in limits, shared by the sign-in and the admin routes. */
function createStaffAccess(deps: AppDeps, now: () => Date) {
  const { db } = deps.database;
  const sessions = createSessionManager(db, now, {
    ...deps.config.session,
    secure: deps.config.publicUrl.startsWith('https://'),
  });
  // What authenticator apps and devices call the staff sign-in: the business's own name.
  const staffSignInName = `${deps.config.business.name} Staff`;
  const mfa = createMfaService(db, now, staffSignInName);
  // Several instances share one PostgreSQL server: their limits must count together (decision 014).
  const shared = deps.database.kind === 'postgres';
  /** Per-address counts for one route family: in the database on PostgreSQL, else in memory. */
  const sharedStore = (bucket: string) => (shared ? sharedRateLimitStore(db, bucket, now) : undefined);
  // Sign-in and the account page's codes: one throttle, per-address counts in buckets of their own.
  const signIn = {
    db,
    sessions,
    mfa,
    throttle: shared ? createSharedLoginThrottle(db, now) : createLoginThrottle(now),
    access: deps.config.staff,
    loginRateLimit: deps.config.loginRateLimit,
  };
  const webauthn = createWebAuthn({ db, now, publicUrl: deps.config.publicUrl, rpName: staffSignInName });
  const passkeys = createPasskeyService({ db, now, webauthn });
  return { sessions, mfa, shared, sharedStore, signIn, passkeys };
}
type StaffAccess = ReturnType<typeof createStaffAccess>;

/** The hourly sweeps: expired sessions and sign-in steps, PGlite's planner statistics, PostgreSQL's rate limits. */
function installHousekeeping(app: FastifyInstance, deps: AppDeps, now: () => Date, access: StaffAccess): void {
  const { db } = deps.database;
  installPeriodicJob(app, {
    everyMs: HOUR,
    run: () => Promise.all([access.sessions.sweep(), access.mfa.sweep()]),
    failure: 'expired-session sweep failed',
  });
  // PGlite runs no autovacuum: the app refreshes the planner's statistics (db/statistics.ts) at
  // start, after the seed or an import of the last run, and every hour.
  if (deps.database.kind === 'pglite') {
    app.addHook('onReady', () => refreshPlannerStatistics(db));
    installPeriodicJob(app, {
      everyMs: HOUR,
      run: () => refreshPlannerStatistics(db),
      failure: 'planner statistics refresh failed',
    });
  }
  if (access.shared) {
    installPeriodicJob(app, {
      everyMs: HOUR,
      run: () => Promise.all([pruneRateLimits(db, now()), pruneLoginFailures(db, now())]),
      failure: 'rate limit prune',
    });
  }
}

/** Everything outside /api/admin: sign-in, the catalogue, bookings, invitations, photos, SEO; starts the messaging. */
async function registerPublicRoutes(app: FastifyInstance, deps: AppDeps, now: () => Date, access: StaffAccess) {
  const { db } = deps.database;
  const { sessions, passkeys, signIn, sharedStore } = access;
  await app.register(passkeySignInRoutes, {
    passkeys,
    sessions,
    access: deps.config.staff,
    loginRateLimit: deps.config.loginRateLimit,
    rateLimitStore: access.shared ? (bucket) => sharedRateLimitStore(db, bucket, now) : undefined,
  });
  await app.register(healthRoutes, { database: deps.database, draining: () => app.lifecycle.draining });
  await app.register(catalogRoutes, { db });
  await app.register(cancellationPolicyRoutes, { db });
  const trustChecks = createTrustChecks({ db, storage: deps.storage, now });
  await app.register(performerRoutes, { performers: createPerformerService({ db, now }) });
  // Knowing who the client is (decision 037): the e-mail confirmation link, the do-not-book list.
  const emailConfirmation = await loadEmailConfirmation(db);
  const messaging = await startMessaging(app, { ...deps, emailConfirmToken: emailConfirmation.tokenFor }, now);
  const doNotBook = createDoNotBook({ db, now, hash: await loadHasher(db, deps.config.doNotBookKey) });
  const ratings = createClientRatings({
    db,
    now,
    mailer: messaging,
    owners: ownerEmails,
    herBooking: (performerId, bookingId) => performerBookingTimes(db, performerId, bookingId),
  });
  // Offers to performers are made in the booking's transaction, beside its messages (decision 033).
  const { offers, desk } = await startOffers(app, {
    db,
    now,
    settings: deps.config.offers,
    mailer: messaging,
    lineup: messaging,
    cashAppTag: deps.config.business.cashAppTag,
    runJobs: deps.config.runJobs,
    retry: deps.jobs?.retry,
  });
  // The night's check-ins, panic and alarms (decision 038); a no-show risk lists the desk's free alternates.
  const safety = await startSafety(app, {
    db,
    now,
    settings: deps.config.safety,
    notifier: messaging,
    alternates: (bookingId, performerId) => desk.alternates(bookingId, performerId),
    ownerEmails,
    runJobs: deps.config.runJobs,
    retry: deps.jobs?.retry,
  });
  // Mail failing or the queue behind: the owners hear of it, once per incident (decision 047).
  await startOwnerAlerts(app, {
    db,
    now,
    notifier: messaging,
    ownerEmails,
    runJobs: deps.config.runJobs,
    retry: deps.jobs?.retry,
  });
  const bookingNotifier: BookingNotifier = {
    ...messaging,
    async bookingCreated(tx, bookingId) {
      // Flagged before its messages are composed, so the team's e-mail says so.
      await doNotBook.checkBooking(tx, bookingId);
      await messaging.bookingCreated(tx, bookingId);
      await offers.bookingCreated(tx, bookingId);
    },
  };
  await app.register(authRoutes, {
    ...signIn,
    rateLimitStore: sharedStore('login'),
    codeStepEnded: codeStepEndedAlert({ mailer: messaging, now }),
  });
  await app.register(bookingRoutes, {
    bookings: createBookingService({
      db,
      now,
      cashAppTag: deps.config.business.cashAppTag,
      notifier: bookingNotifier,
      emailConfirmHash: emailConfirmation.hashFor,
    }),
    rateLimit: deps.config.bookingRateLimit,
    rateLimitStore: sharedStore('bookings'),
  });
  await app.register(emailConfirmationRoutes, { db, now });
  // Reviews from real bookings (decision 040): the daily link, the review page's post, the profile's list.
  const reviews = await startReviews(app, {
    db,
    now,
    publicUrl: deps.config.publicUrl,
    mailer: messaging,
    runJobs: deps.config.runJobs,
    retry: deps.jobs?.retry,
  });
  // Client details past RETENTION_YEARS and message bodies past 90 days, erased daily (decision 046).
  await startRetention(app, {
    db,
    now,
    years: deps.config.retentionYears,
    runJobs: deps.config.runJobs,
    retry: deps.jobs?.retry,
  });
  await app.register(reviewRoutes, {
    reviews,
    rateLimit: deps.config.bookingRateLimit,
    rateLimitStore: sharedStore('reviews'),
  });
  await app.register(bookingLookupRoutes, {
    messaging,
    rateLimit: deps.config.bookingRateLimit,
    rateLimitStore: sharedStore('lookup'),
  });
  const staff = createStaffService({ db, now, mailer: messaging });
  await app.register(invitationRoutes, {
    staff,
    sessions,
    access: deps.config.staff,
    loginRateLimit: deps.config.loginRateLimit,
    rateLimitStore: sharedStore('invitations'),
  });
  const feeds = createCalendarFeeds({
    db,
    now,
    publicUrl: deps.config.publicUrl,
    businessName: deps.config.business.name,
  });
  const payouts = createPayouts({ db, now, commissionPercent: deps.config.offers.commissionPercent });
  const ledger = createLedger({ db, now, notifier: messaging, performerOwed: payouts.owedOnBooking });
  // The performer portal (decision 033): its own sessions, guard and routes under /api/portal.
  const portal = await startPortal(app, {
    db,
    now,
    mailer: messaging,
    publicUrl: deps.config.publicUrl,
    runJobs: deps.config.runJobs,
    retry: deps.jobs?.retry,
    // Performers' phones name her passkey after the business (staff's say "Staff").
    webauthn: createWebAuthn({ db, now, publicUrl: deps.config.publicUrl, rpName: deps.config.business.name }),
  });
  await app.register(portalApi, {
    prefix: '/api/portal',
    db,
    now,
    ...portal,
    isStaff: (req) => sessions.hasSessionToken(req),
    allowedOrigins: deps.config.staff.allowedOrigins,
    queue: app.jobQueue,
    rateLimit: deps.config.loginRateLimit,
    rateLimitStore: sharedStore('portal'),
    routes: async (portalApp) => {
      await portalApp.register(portalOfferRoutes, { offers, nights: safety.night.nightsFor });
      await portalApp.register(portalSafetyRoutes, { night: safety.night });
      await portalApp.register(portalCalendarRoutes, { feeds });
      await portalApp.register(portalEarningsRoutes, { payouts });
      await portalApp.register(clientRatingRoutes, { ratings });
      await portalApp.register(portalPhotoCheckRoutes, { checks: trustChecks });
      await portalApp.register(portalBalanceRoutes, {
        ledger,
        now,
        herBooking: (performerId, bookingId) => performerBookingTimes(db, performerId, bookingId),
      });
      await portalApp.register(pushSubscriptionRoutes, {
        db,
        ownerOf: async (req) => ({ performerId: portalPerformerOf(req).performerId }),
        audit: (req, tx, change) =>
          recordAudit(tx, {
            actor: { id: null, email: `performer:${portalPerformerOf(req).performerId}` },
            action: 'POST /api/portal/push-subscriptions',
            ...change,
          }),
      });
    },
  });
  // The browsers' error reports, only where there is a DSN to send them to (decision 047).
  if (deps.config.errorReportingDsn) {
    await app.register(clientErrorRoutes, {
      reporter: app.errorReporter,
      rateLimitStore: sharedStore('client-errors'),
    });
  }
  await app.register(pushKeyRoute, { publicKey: () => app.vapidPublicKey });
  await app.register(calendarFeedRoute, { feeds });
  await app.register(objectRoutes, { storage: deps.storage });
  await app.register(seoRoutes, { db, publicUrl: deps.config.publicUrl });
  // Cash App receipts from the payments mailbox, matched to bookings on the ledger (decision 036).
  const receipts = await startReceipts(app, {
    db,
    now,
    storage: deps.storage,
    ledger,
    notifier: messaging,
    settings: deps.config.payments,
    runJobs: deps.config.runJobs,
  });
  // Online backups of the embedded database, daily with BACKUP_DIR and on an owner's demand (decision 048).
  const backups = await startBackups(app, {
    database: deps.database,
    settings: deps.config.backups,
    now,
    runJobs: deps.config.runJobs,
  });
  return {
    messaging,
    staff,
    portal,
    desk,
    payouts,
    ledger,
    receipts,
    safety,
    doNotBook,
    trustChecks,
    reviews,
    backups,
  };
}

/** The admin API's routes, registered inside its plugin (admin-api.ts), paths relative to /api/admin. */
async function registerAdminRoutes(
  admin: FastifyInstance,
  deps: AppDeps,
  now: () => Date,
  { sessions, passkeys, signIn, sharedStore }: StaffAccess,
  {
    messaging,
    staff,
    portal,
    desk,
    payouts,
    ledger,
    receipts,
    safety,
    doNotBook,
    trustChecks,
    reviews,
    backups,
  }: Awaited<ReturnType<typeof registerPublicRoutes>>,
): Promise<void> {
  const { db } = deps.database;
  await admin.register(accountRoutes, { ...signIn, rateLimitStore: sharedStore('account-codes') });
  await admin.register(passkeyAccountRoutes, { passkeys, sessions });
  await admin.register(adminPerformerRoutes, {
    performers: createAdminPerformerService({ db, now }),
    sessions,
    catalog: async () => ({ serviceAreas: await listServiceAreas(db), eventTypes: await listEventTypes(db) }),
  });
  await admin.register(adminPayoutRoutes, { payouts, sessions });
  const bookings = createAdminBookingService({
    db,
    now,
    notifier: messaging,
    ledger,
    cancellations: { record: recordCancellation },
  });
  await admin.register(adminBookingRoutes, { bookings, sessions });
  await admin.register(ledgerRoutes, { ledger, sessions, db });
  await admin.register(bookingChangeRoutes, {
    changes: createBookingChanges({
      db,
      now,
      cashAppTag: deps.config.business.cashAppTag,
      ledger,
      offers: desk,
      notifier: messaging,
    }),
    sessions,
    load: (id) => bookings.get(id),
  });
  await admin.register(receiptRoutes, { receipts, sessions });
  await admin.register(adminMessageRoutes, { messaging, sessions });
  await admin.register(photoRoutes, { photos: createPhotoService({ db, storage: deps.storage, now }), sessions });
  await admin.register(auditRoutes, { db, staffOf: (req) => currentUser(req, sessions) });
  await admin.register(reportRoutes, { db, commissionPercent: deps.config.offers.commissionPercent });
  await admin.register(staffRoutes, { staff, sessions });
  await admin.register(adminCancellationPolicyRoutes, { db, staffOf: (req) => currentUser(req, sessions) });
  await admin.register(adminOfferRoutes, { desk });
  await admin.register(adminSafetyRoutes, { desk: safety.desk, sessions });
  await admin.register(doNotBookRoutes, { doNotBook, staffOf: (req) => currentUser(req, sessions) });
  await admin.register(privacyRoutes, {
    privacy: createPrivacy({ db, now, hash: await loadHasher(db, deps.config.doNotBookKey) }),
    staffOf: (req) => currentUser(req, sessions),
  });
  await admin.register(adminTrustCheckRoutes, {
    checks: trustChecks,
    staffEmail: async (req) => {
      const user = await currentUser(req, sessions);
      if (!user) throw new Error('the admin guard let an anonymous request through');
      return user.email;
    },
  });
  await admin.register(adminReviewRoutes, { reviews, staffOf: (req) => currentUser(req, sessions) });
  await admin.register(adminBackupRoutes, {
    backups,
    staffEmail: async (req) => {
      const user = await currentUser(req, sessions);
      if (!user) throw new Error('the admin guard let an anonymous request through');
      return user.email;
    },
    audit: (req, tx, change) => auditOf(req).record(tx, change),
  });
  // Staff opt in to notifications per person, from their own browser.
  await admin.register(pushSubscriptionRoutes, {
    db,
    ownerOf: async (req) => {
      const user = await currentUser(req, sessions);
      if (!user) throw new Error('the admin guard let an anonymous request through');
      return { userId: user.id };
    },
    audit: (req, tx, change) => auditOf(req).record(tx, change),
  });
  await admin.register(adminPortalRoutes, {
    access: portal.access,
    staffId: async (req) => (await currentUser(req, sessions))?.id ?? null,
  });
}
