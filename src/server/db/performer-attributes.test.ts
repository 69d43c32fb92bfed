import { getTableColumns } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ATTRIBUTE_KEYS, emptyValueOf, PERFORMER_ATTRIBUTES } from '../../shared/performer-attributes';
import { performerRow } from './factories';
import { performers } from './schema';

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

describe('performer attributes in the database', () => {
  it('has a column of the right type in the performers table for every attribute', () => {
    const columns = getTableColumns(performers);
    for (const key of ATTRIBUTE_KEYS) {
      const column = columns[key];
      expect(column?.name, key).toBe(snakeCase(key));
      expect(column?.columnType, key).toBe(PERFORMER_ATTRIBUTES[key].kind === 'many' ? 'PgArray' : 'PgText');
      // Not set is null for a value and the empty list for a list.
      expect(column?.notNull, key).toBe(PERFORMER_ATTRIBUTES[key].kind === 'many');
    }
  });

  it('lets the factories default every attribute to not set, and keep a given one', () => {
    const row = performerRow({ name: 'Ana' });
    for (const key of ATTRIBUTE_KEYS) expect(row[key], key).toEqual(emptyValueOf(key));
    const given = performerRow({ name: 'Ana', hairColor: 'Red', danceStyles: ['Jazz'], hourlyRate: 310 });
    expect(given).toMatchObject({ hairColor: 'Red', danceStyles: ['Jazz'], hourlyRateRange: '$300+' });
  });
});
