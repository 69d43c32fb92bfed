import { loadConfig } from '../config';
import { storageFor } from '../storage/choose';
import { openDatabase } from './client';
import { seedDemoData } from './seed';

/** `npm run db:seed [-- --force]`: seeds an empty database; --force empties the catalogue first. */
const force = process.argv.includes('--force');
const config = loadConfig();
if (force && config.databaseUrl && config.env === 'production') {
  console.error('Refusing to wipe a production PostgreSQL database. Set NODE_ENV=development to reseed it.');
  process.exit(1);
}
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 2 })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
try {
  const result = await seedDemoData(database.db, storageFor(config, database.db), { force });
  console.log(
    result.seeded
      ? `Seeded ${result.performers} demo performers.`
      : 'The database already holds data: nothing seeded. Use `npm run db:seed -- --force` to replace it.',
  );
} finally {
  await database.close();
}
