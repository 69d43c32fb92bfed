import type { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/helpers/database';
import type { DatabaseHandle } from './client';
import { insertPerformers } from './factories';

const client = (handle: DatabaseHandle): PGlite | undefined =>
  handle.jobConnection.kind === 'pglite' ? handle.jobConnection.client : undefined;

/** Every table's rows (as a digest) and every sequence's value: what a file could see of an earlier one. */
async function contents(handle: DatabaseHandle): Promise<string> {
  const pglite = client(handle);
  if (!pglite) return '';
  const { rows: tables } = await pglite.query<{ name: string }>(
    `select format('%I.%I', schemaname, relname) as name from pg_stat_user_tables order by 1`,
  );
  const counts: string[] = [];
  for (const { name } of tables) {
    const { rows } = await pglite.query<{ d: string }>(
      `select count(*) || ':' || md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as d from ${name} t`,
    );
    counts.push(`${name}=${rows[0]?.d}`);
  }
  const { rows: sequences } = await pglite.query<{ s: string }>(
    `select string_agg(sequencename || '=' || coalesce(last_value::text, '-'), ',' order by sequencename) as s from pg_sequences`,
  );
  return `${counts.join(',')};${sequences[0]?.s ?? ''}`;
}

/**
 * test/helpers/database.ts reuses a worker's PGlite instances between test files (decision 052):
 * what one file left must be gone for the next, and an instance whose structure a file changed
 * must not be reused at all.
 */
describe.skipIf(process.env.TEST_DB_KIND === 'postgres')('a reused test database', () => {
  it('comes back as the snapshot left it: rows, sequences and the session', async () => {
    const first = await createTestDatabase();
    const fresh = await contents(first);
    await insertPerformers(first.db, [
      { name: 'Left Behind', hourlyRate: 200 },
      { name: 'Also Left', hourlyRate: 300 },
    ]);
    await client(first)?.exec(`set statement_timeout = '1234ms'`);
    expect(await contents(first)).not.toBe(fresh);
    await first.close();

    const second = await createTestDatabase();
    try {
      expect(client(second)).toBe(client(first));
      expect(await contents(second)).toBe(fresh);
      const { rows } = await (client(second) as PGlite).query<{ statement_timeout: string }>('show statement_timeout');
      expect(rows[0]?.statement_timeout).toBe('0');
    } finally {
      await second.close();
    }
  });

  it('is not reused once a file changed its structure', async () => {
    const first = await createTestDatabase();
    await client(first)?.exec('alter table performers add column left_behind integer');
    await first.close();
    const second = await createTestDatabase();
    try {
      expect(client(second)).not.toBe(client(first));
      const { rows } = await (client(second) as PGlite).query(
        `select 1 from information_schema.columns where table_name = 'performers' and column_name = 'left_behind'`,
      );
      expect(rows).toEqual([]);
    } finally {
      await second.close();
    }
  });
});
