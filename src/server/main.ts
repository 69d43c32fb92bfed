import { join } from 'node:path';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { type DatabaseHandle, openDatabase } from './db/client';
import { DataDirLockedError } from './db/lock';
import { seedDemoData } from './db/seed';
import { ensureAdmin } from './features/auth/accounts';
import { createDiskStorage } from './storage/disk-storage';
import { createS3Storage } from './storage/s3-storage';

/** Process entry: config, database, seed, listen, graceful shutdown. */
async function main(): Promise<void> {
  const config = loadConfig();
  const dev = process.argv.includes('--dev');
  let database: DatabaseHandle | undefined;
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
    const storage = config.s3 ? createS3Storage(config.s3) : createDiskStorage(join(config.dataDir, 'objects'));
    if (config.seedDemoData) {
      const result = await seedDemoData(database.db, storage);
      if (result.seeded) console.log(`Seeded ${result.performers} demo performers.`);
    }
    if (config.admin) {
      const { sessionsEnded } = await ensureAdmin(database.db, config.admin);
      const ended = sessionsEnded ? ` (password changed: ${sessionsEnded} session(s) signed out)` : '';
      console.log(`Admin account ready: ${config.admin.email}${ended}`);
    }
    const app = await buildApp({ config, database, storage, ssr: dev ? 'dev' : 'built' });
    app.addHook('onClose', async () => database?.close());
    installShutdown(app.close.bind(app), (msg) => app.log.info(msg));
    await app.listen({ port: config.port, host: config.host });
    const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.port;
    console.log(`Ready: http://${shown}:${port} (database: ${database.kind})`);
  } catch (err) {
    await database?.close().catch(() => {});
    throw err;
  }
}

/** SIGTERM/SIGINT: stop accepting, let in-flight requests finish, close the database, exit 0. */
function installShutdown(close: () => Promise<void>, log: (msg: string) => void): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log(`${signal} received: finishing in-flight requests`);
    const timer = setTimeout(() => {
      console.error('Shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    timer.unref();
    close().then(
      () => process.exit(0),
      (err) => {
        console.error('Shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));
}

main().catch((err) => {
  if (err instanceof ConfigError || err instanceof DataDirLockedError) {
    console.error(err.message);
  } else {
    console.error('Failed to start:', err);
  }
  process.exit(1);
});
