import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migratedDataDir } from '../../../../test/helpers/database';
import { pendingMessageJobs } from '../../../../test/helpers/jobs';
import { type SmtpTestServer, startSmtpServer } from '../../../../test/helpers/mail';
import { freePort, type ServerProcess, startServer, waitUntilReady } from '../../../../test/helpers/server-process';
import { openDatabase } from '../../db/client';

type ApiPerformer = { id: string; hourlyRate: string | null; weekendsOnly: boolean; unavailableDates: string[] };

/**
 * SIGKILL between a booking's commit and the sending of its e-mails: a web-only instance
 * (RUN_JOBS=false) stores bookings and is killed; an instance started afterwards on the same
 * data sends every message, each exactly once. On the project's database (PGlite or PostgreSQL).
 */
describe('a kill between commit and send', () => {
  const kind = process.env.TEST_DB_KIND === 'postgres' ? 'postgres' : 'pglite';
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  let dataDir: string;
  let dbName = '';
  let databaseUrl = '';
  let smtp: SmtpTestServer;
  let server: ServerProcess | undefined;

  const env = (runJobs: boolean) => ({
    DATA_DIR: dataDir,
    SEED_DEMO_DATA: 'true',
    SMTP_URL: smtp.url,
    TEAM_EMAILS: 'team@example.test',
    RUN_JOBS: String(runJobs),
    ...(kind === 'postgres' ? { DATABASE_URL: databaseUrl } : {}),
  });
  const adminQuery = async (text: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    try {
      await c.query(text);
    } finally {
      await c.end();
    }
  };

  beforeAll(async () => {
    if (!existsSync('dist/vite.config.json')) throw new Error('No production build: run `npm run build` first');
    dataDir = await mkdtemp(join(tmpdir(), 'mail-crash-'));
    if (kind === 'pglite') await migratedDataDir(dataDir);
    smtp = await startSmtpServer();
    if (kind === 'postgres') {
      dbName = `mailcrash_${randomBytes(4).toString('hex')}`;
      await adminQuery(`create database ${dbName}`);
      const url = new URL(adminUrl);
      url.pathname = `/${dbName}`;
      databaseUrl = url.toString();
    }
  });
  afterAll(async () => {
    if (server && server.child.exitCode === null) server.child.kill('SIGKILL');
    await smtp?.close();
    await rm(dataDir, { recursive: true, force: true });
    if (dbName) await adminQuery(`drop database if exists ${dbName} with (force)`);
  });

  it('sends every message of the acknowledged bookings after a restart, once each', async () => {
    server = startServer(env(false), await freePort());
    await waitUntilReady(server);
    const base = server.baseURL;
    const performers = (await (await fetch(`${base}/api/performers`)).json()) as ApiPerformer[];
    const free = performers.filter((p) => p.hourlyRate && !p.weekendsOnly && p.unavailableDates.length === 0);
    const areas = (await (await fetch(`${base}/api/service-areas`)).json()) as { id: string }[];
    const types = (await (await fetch(`${base}/api/event-types`)).json()) as { id: string }[];
    let day = new Date(Date.now() + 9 * 86_400_000);
    while (![2, 3].includes(day.getUTCDay())) day = new Date(day.getTime() + 86_400_000);
    const ids: string[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await fetch(`${base}/api/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          performerIds: [free[i % free.length]?.id],
          clientName: `Kill Client ${i}`,
          clientEmail: `kill${i}@example.test`,
          clientPhone: '305 555 0123',
          eventDate: day.toISOString().slice(0, 10),
          eventTime: '21:00',
          serviceAreaId: areas[0]?.id,
          eventTypeId: types[0]?.id,
          eventLocation: '1 Crash Way',
        }),
      });
      expect(res.status).toBe(201);
      ids.push(((await res.json()) as { id: string }).id);
    }
    server.child.kill('SIGKILL');
    await server.exited;
    expect(smtp.received).toHaveLength(0);

    server = startServer(env(true), await freePort());
    await waitUntilReady(server);
    await smtp.waitFor(10, 30_000);
    // Stopped gracefully (running jobs finish first), the queue shows whether anything more was
    // on its way: nothing may arrive twice.
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(0);
    const database =
      kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: databaseUrl, poolMax: 1 })
        : await openDatabase({ kind: 'pglite', dataDir });
    try {
      expect(await pendingMessageJobs(database.db)).toBe(0);
    } finally {
      await database.close();
    }
    expect(smtp.received).toHaveLength(10);
    expect(new Set(smtp.received.map((m) => m.messageId)).size).toBe(10);
    for (const id of ids) {
      const ref = id.slice(0, 8).toUpperCase();
      const about = smtp.received.filter((m) => m.subject?.includes(ref)).flatMap((m) => m.envelopeTo);
      expect(about.sort(), ref).toEqual([expect.stringMatching(/^kill\d@example\.test$/), 'team@example.test']);
    }
  }, 180_000);
});
