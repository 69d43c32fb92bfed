import { loadConfig } from '../config';
import { openDatabase } from './client';

/** `npm run db:migrate`: brings the schema up to date (the server also does this at start). */
const config = loadConfig();
const database = config.databaseUrl
  ? await openDatabase({ kind: 'postgres', url: config.databaseUrl, poolMax: 1 })
  : await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
await database.close();
console.log(`Migrations applied (${database.kind}).`);
