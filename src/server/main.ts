import closeWithGrace from 'close-with-grace';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedDemoData } from './db/seed';
import { ensureStartupAdmin, type StartupAdminResult } from './features/auth/accounts';
import { storageFor } from './storage/choose';

/** Process entry: config, database, seed, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dev = process.argv.includes('--dev');
  let database: DatabaseHandle | undefined;
  let shutdown: { uninstall(): void } | undefined;
  try {
    database = config.databaseUrl
      ? await openDatabase({
          kind: 'postgres',
          url: config.databaseUrl,
          poolMax: config.dbPoolMax,
          onPoolError: (err) =>
            console.error(JSON.stringify({ level: 'warn', msg: 'idle database client failed', err: err.message })),
        })
      : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
    const storage = storageFor(config, database.db);
    if (config.seedDemoData) {
      const result = await seedDemoData(database.db, storage);
      if (result.seeded) console.log(`Seeded ${result.performers} demo performers.`);
    }
    if (config.admin)
      console.log(startupAdminLine(config.admin.email, await ensureStartupAdmin(database.db, config.admin)));
    const app = await buildApp({ config, database, storage, ssr: dev ? 'dev' : 'built' });
    shutdown = installShutdown(app, database, config.shutdownDrainSeconds);
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Ready: http://${shown}:${port} (database: ${database.kind})`);
  } catch (err) {
    shutdown?.uninstall();
    await database?.close().catch(() => {});
    throw err;
  }
}

/** The start-up log says what ADMIN_EMAIL and ADMIN_PASSWORD did to the account. */
function startupAdminLine(email: string, result: StartupAdminResult): string {
  if (result.outcome === 'created') return `Admin account created: ${email}`;
  if (result.outcome === 'kept')
    return `Admin account ${email} exists: ADMIN_PASSWORD left its password unchanged (set ADMIN_PASSWORD_RESET=true to reset it)`;
  const ended = result.sessionsEnded ? `, ${result.sessionsEnded} session(s) signed out` : '';
  return `Admin account ${email}: password reset from ADMIN_PASSWORD (ADMIN_PASSWORD_RESET=true${ended})`;
}

/**
 * SIGTERM, SIGINT and the other stop signals: stop accepting, let in-flight requests finish
 * (the app answers them with `connection: close`, lifecycle/graceful-close.ts), close the
 * database, exit 0; past 10 s, or on a second signal, exit 1 at once. With SHUTDOWN_DRAIN_SECONDS,
 * the app first keeps serving that long while /readyz answers 503 (rolling restarts behind a
 * balancer, docs/deploy.md). An uncaught error closes
 * the same way, then exits 1.
 */
function installShutdown(app: FastifyInstance, database: DatabaseHandle, drainSeconds: number): { uninstall(): void } {
  return closeWithGrace(
    {
      delay: 10_000 + drainSeconds * 1000,
      logger: { error: (...args: unknown[]) => console.error('Shutdown failed', ...args) },
      onTimeout: () => console.error('Shutdown took longer than 10 s: exiting'),
      onSecondSignal: (signal) => console.error(`${signal} again: exiting now`),
      onSecondError: (err) => console.error('Another uncaught error while stopping: exiting now', err),
    },
    async ({ signal, err }) => {
      if (err) app.log.error({ err }, 'uncaught error: finishing in-flight requests, then exiting');
      else app.log.info(`${signal ?? 'Stop'} received: finishing in-flight requests`);
      if (!err && drainSeconds > 0) {
        // Still serving, but /readyz fails: the balancer takes this instance out before it closes.
        app.lifecycle.draining = true;
        await new Promise((resolve) => setTimeout(resolve, drainSeconds * 1000));
      }
      await app.close();
      // After the app, not in an onClose hook: those run last-added first, so the database would
      // close before the job queue had stopped (its in-flight jobs then failed: "PGlite is closed").
      await database.close();
    },
  );
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
