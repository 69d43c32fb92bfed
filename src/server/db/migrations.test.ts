import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

type Journal = { entries: { idx: number; when: number; tag: string }[] };
const journal = JSON.parse(readFileSync('drizzle/meta/_journal.json', 'utf8')) as Journal;

/**
 * Drizzle's migrator applies a migration only when its `when` is later than the newest one the
 * database has run: a migration stamped earlier than its predecessor is skipped without a word
 * on every existing database. Hand-made migrations must keep the order.
 */
describe('migration journal', () => {
  it('lists every SQL file once, in order, with strictly increasing times in the past', () => {
    const files = readdirSync('drizzle')
      .filter((f) => f.endsWith('.sql'))
      .sort();
    expect(journal.entries.map((e) => `${e.tag}.sql`)).toEqual(files);
    journal.entries.forEach((entry, i) => {
      expect(entry.idx).toBe(i);
      if (i > 0) expect(entry.when, entry.tag).toBeGreaterThan(journal.entries[i - 1]?.when ?? 0);
      expect(entry.when, `${entry.tag} is stamped in the future`).toBeLessThan(Date.now());
    });
  });
});
