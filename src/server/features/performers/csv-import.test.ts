import { describe, expect, it } from 'vitest';
import { PERFORMER_ATTRIBUTES, STORED_ATTRIBUTE_KEYS } from '../../../shared/performer-attributes';
import { PERFORMER_CSV_COLUMNS, PERFORMER_CSV_TEMPLATE } from '../../../shared/performer-csv';
import { parsePerformerRow, readPerformerCsv } from './csv-import';

const lookups = {
  serviceAreas: [
    { id: 'miami', name: 'Miami' },
    { id: 'doral', name: 'Doral' },
  ],
  eventTypes: [
    { id: 'bachelor-party', name: 'Bachelor Party' },
    { id: 'birthday-party', name: 'Birthday Party' },
  ],
};

/** One CSV cell: quoted, with inner quotes doubled. */
const cell = (value: string) => `"${value.replaceAll('"', '""')}"`;

describe('performer CSV columns', () => {
  it('keeps the template header, in its order', () => {
    const header = PERFORMER_CSV_TEMPLATE.split('\n')[0];
    expect(header).toBe(
      'name,description,hourlyRate,appearanceFee,specialties,photos,gender,ageRange,height,bodyType,hairColor,eyeColor,ethnicity,danceStyles,musicPreferences,availability,eveningOnly,weekendsOnly,unavailableDates,isActive,featured,rating,serviceAreas,eventTypes',
    );
    expect(header?.split(',')).toEqual(PERFORMER_CSV_COLUMNS);
  });

  it('reads the template row back into every attribute', () => {
    const [record] = readPerformerCsv(PERFORMER_CSV_TEMPLATE);
    expect(Object.keys(record ?? {})).toEqual(PERFORMER_CSV_COLUMNS);
    const outcome = parsePerformerRow(record ?? {}, lookups);
    if (!outcome.ok) throw new Error(outcome.error);
    expect(outcome.input).toMatchObject({
      gender: 'Female',
      ageRange: '26-30',
      height: `5'7"-5'10"`,
      bodyType: 'Athletic',
      hairColor: 'Brunette',
      eyeColor: 'Brown',
      ethnicity: 'Hispanic/Latino',
      danceStyles: ['Latin', 'Pop'],
      musicPreferences: ['Latin', 'Pop'],
      availability: 'Flexible schedule',
    });
  });

  it('round-trips every option of every attribute through its column', () => {
    for (const key of STORED_ATTRIBUTE_KEYS) {
      const { kind, options } = PERFORMER_ATTRIBUTES[key];
      const values = kind === 'many' ? [options.join(',')] : options;
      for (const value of values) {
        const csv = `name,${key}\nAna,${cell(value)}\n`;
        const [record] = readPerformerCsv(csv);
        const outcome = parsePerformerRow(record ?? {}, lookups);
        if (!outcome.ok) throw new Error(`${key}: ${outcome.error}`);
        expect(outcome.input[key], key).toEqual(kind === 'many' ? options : value);
      }
    }
  });

  it('names the column of a value outside the options', () => {
    for (const key of STORED_ATTRIBUTE_KEYS) {
      const [record] = readPerformerCsv(`name,${key}\nAna,Nope\n`);
      const outcome = parsePerformerRow(record ?? {}, lookups);
      expect(outcome.ok, key).toBe(false);
      if (!outcome.ok) expect(outcome.error.startsWith(`${key}`), outcome.error).toBe(true);
    }
  });
});
