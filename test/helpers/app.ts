import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/server/app';
import { type BackupSettings, loadConfig, type MailSettings, type TimeoutSettings } from '../../src/server/config';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { createDiskStorage } from '../../src/server/storage/disk-storage';
import type { ObjectStorage } from '../../src/server/storage/storage';
import type { BusinessIdentity } from '../../src/shared/business';
import { createTestDatabase } from './database';

export type TestApp = {
  app: FastifyInstance;
  db: Database;
  database: DatabaseHandle;
  storage: ObjectStorage;
  /** The local folder behind the disk storage. */
  storageDir: string;
  close(): Promise<void>;
};

export type TestAppOptions = {
  now?: () => Date;
  /** Online backups (BACKUP_DIR); none by default. */
  backups?: BackupSettings;
  ssr?: 'off' | 'built';
  publicUrl?: string;
  bookingRateLimit?: { max: number; windowMinutes: number };
  loginRateLimit?: { max: number; windowMinutes: number };
  session?: { idleHours: number; absoluteDays: number };
  /** Another storage driver (the S3 one against a stand-in server); local disk by default. */
  storage?: ObjectStorage | ((db: Database) => ObjectStorage);
  /** Mail and webhook settings; by default nothing is sent (messages are only stored). */
  mail?: Partial<MailSettings>;
  /** Run the job workers (delivery, look-ups, reminders); off by default so stored rows stay still. */
  runJobs?: boolean;
  jobs?: AppDeps['jobs'];
  /** The https agent that trusts a local push service (test/helpers/push.ts). */
  pushAgent?: AppDeps['pushAgent'];
  /** REQUEST_TIMEOUT_SECONDS, IDLE_TIMEOUT_SECONDS and KEEP_ALIVE_TIMEOUT_SECONDS (their defaults otherwise). */
  timeouts?: TimeoutSettings;
  /** Log at this level (silent by default) into this stream instead of stdout. */
  log?: { level: AppDeps['config']['logLevel']; stream: NonNullable<AppDeps['logStream']> };
  /** BUSINESS_NAME, BUSINESS_PHONE, BUSINESS_EMAIL, CASHAPP_TAG. */
  business?: Partial<BusinessIdentity>;
  /** STAFF_MFA_REQUIRED. */
  mfaRequired?: boolean;
  /** ALLOWED_ORIGINS, besides PUBLIC_URL's. */
  allowedOrigins?: string[];
  /** COMMISSION_PERCENT and OFFER_RESPONSE_MINUTES (25 and 120 by default). */
  offers?: AppDeps['config']['offers'];
  /** The payments mailbox settings (off by default: no PAYMENTS_IMAP_URL). */
  payments?: Partial<AppDeps['config']['payments']>;
  /** CHECKIN_INTERVAL_MINUTES and CHECKIN_GRACE_MINUTES (30 and 10 by default). */
  safety?: AppDeps['config']['safety'];
  /** DO_NOT_BOOK_KEY (unset by default: the app makes one and stores it). */
  doNotBookKey?: string;
  /** METRICS_TOKEN and METRICS_PORT (both unset by default: /metrics is 404). */
  metrics?: { token?: string; port?: number };
  /** ERROR_REPORTING_DSN (unset by default). */
  errorReportingDsn?: string;
  /** RETENTION_YEARS (7 by default). */
  retentionYears?: number;
  /** TRUST_PROXY, as config.ts reads it (off by default). */
  trustProxy?: AppDeps['config']['trustProxy'];
};

/** The configuration the tests run the app with, and the options they may change. */
export function testConfig(options: TestAppOptions = {}): AppDeps['config'] {
  return {
    publicUrl: options.publicUrl ?? 'https://example.test',
    logLevel: options.log?.level ?? 'silent',
    trustProxy: options.trustProxy ?? false,
    business: {
      name: 'SoFlo Test',
      phone: '+13055550100',
      email: 'bookings@example.test',
      cashAppTag: 'TestTag',
      terms: { travel: null, tips: null },
      retentionYears: options.retentionYears ?? 7,
      ...options.business,
    },
    bookingRateLimit: options.bookingRateLimit ?? { max: 1000, windowMinutes: 60 },
    loginRateLimit: options.loginRateLimit ?? { max: 1000, windowMinutes: 15 },
    session: options.session ?? { idleHours: 8, absoluteDays: 7 },
    mail: {
      smtpUrl: null,
      from: 'SoFlo Test <bookings@example.test>',
      teamEmails: [],
      webhook: null,
      // Like the booking rate limit: tests that book many times for one address are not held by it.
      clientEmailsPerDay: 1000,
      push: { vapid: null, subject: 'mailto:bookings@example.test' },
      ...options.mail,
    },
    runJobs: options.runJobs ?? false,
    backups: options.backups ?? null,
    offers: options.offers ?? { commissionPercent: 25, responseMinutes: 120 },
    timeouts: options.timeouts ?? loadConfig({}).timeouts,
    payments: { ...loadConfig({}).payments, ...options.payments },
    safety: options.safety ?? loadConfig({}).safety,
    doNotBookKey: options.doNotBookKey ?? null,
    metrics: { token: options.metrics?.token ?? null, port: options.metrics?.port ?? null, host: '127.0.0.1' },
    errorReportingDsn: options.errorReportingDsn ?? null,
    retentionYears: options.retentionYears ?? 7,
    staff: {
      allowedOrigins: [new URL(options.publicUrl ?? 'https://example.test').origin, ...(options.allowedOrigins ?? [])],
      mfaRequired: options.mfaRequired ?? false,
    },
  };
}

/** The real app on a fresh database and a temporary storage folder. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
  const storage =
    typeof options.storage === 'function'
      ? options.storage(database.db)
      : (options.storage ?? createDiskStorage(storageDir));
  const app = await buildApp({
    config: testConfig(options),
    jobs: options.jobs,
    pushAgent: options.pushAgent,
    logStream: options.log?.stream,
    database,
    storage,
    ssr: options.ssr ?? 'off',
    now: options.now,
  });
  await app.ready();
  return {
    app,
    db: database.db,
    database,
    storage,
    storageDir,
    close: async () => {
      await app.close();
      await database.close();
      await rm(storageDir, { recursive: true, force: true });
    },
  };
}
