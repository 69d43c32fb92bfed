import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { type AppDeps, buildApp } from '../../src/server/app';
import type { MailSettings } from '../../src/server/config';
import type { Database, DatabaseHandle } from '../../src/server/db/client';
import { createDiskStorage } from '../../src/server/storage/disk-storage';
import type { ObjectStorage } from '../../src/server/storage/storage';
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
  ssr?: 'off' | 'built';
  publicUrl?: string;
  bookingRateLimit?: { max: number; windowMinutes: number };
  loginRateLimit?: { max: number; windowMinutes: number };
  session?: { idleHours: number; absoluteDays: number };
  /** Another storage driver (the S3 one against a stand-in server); local disk by default. */
  storage?: ObjectStorage;
  /** Mail and webhook settings; by default nothing is sent (messages are only stored). */
  mail?: Partial<MailSettings>;
  /** Run the job workers (delivery, look-ups, reminders); off by default so stored rows stay still. */
  runJobs?: boolean;
  jobs?: AppDeps['jobs'];
};

/** The configuration the tests run the app with, and the options they may change. */
export function testConfig(options: TestAppOptions = {}): AppDeps['config'] {
  return {
    publicUrl: options.publicUrl ?? 'https://example.test',
    logLevel: 'silent',
    trustProxy: false,
    cashAppTag: 'TestTag',
    bookingRateLimit: options.bookingRateLimit ?? { max: 1000, windowMinutes: 60 },
    loginRateLimit: options.loginRateLimit ?? { max: 1000, windowMinutes: 15 },
    session: options.session ?? { idleHours: 8, absoluteDays: 7 },
    mail: { smtpUrl: null, from: 'SoFlo Test <bookings@example.test>', teamEmails: [], webhook: null, ...options.mail },
    runJobs: options.runJobs ?? false,
  };
}

/** The real app on a fresh database and a temporary storage folder. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const storageDir = await mkdtemp(join(tmpdir(), 'objects-'));
  const storage = options.storage ?? createDiskStorage(storageDir);
  const app = await buildApp({
    config: testConfig(options),
    jobs: options.jobs,
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
