import { setImmediate } from 'node:timers/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { rowsOf } from '../../../../test/helpers/rows';
import { CSV_MAX_ROWS, PERFORMER_CSV_TEMPLATE } from '../../../shared/performer-csv';
import { insertNamedRefs } from '../../db/factories';

function multipart(filename: string, content: string | Buffer, field = 'csvFile') {
  const boundary = '----test-boundary-7MA4YWxk';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return { body, contentType: `multipart/form-data; boundary=${boundary}` };
}

describe('performer CSV import', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami', 'Doral']);
    await insertNamedRefs(t.db, 'eventTypes', ['Bachelor Party', 'Birthday Party']);
  });
  afterAll(() => t.close());

  const upload = (filename: string, content: string | Buffer, field?: string) => {
    const { body, contentType } = multipart(filename, content, field);
    return t.app.inject({
      method: 'POST',
      url: '/api/admin/performers/import-csv',
      headers: { ...admin, 'content-type': contentType },
      payload: body,
    });
  };
  const adminNames = async () =>
    ((await t.app.inject({ url: '/api/admin/performers', headers: admin })).json() as { name: string }[]).map(
      (p) => p.name,
    );

  it('imports the template row with every column, list cells and a BOM', async () => {
    const res = await upload('performers.csv', `\uFEFF${PERFORMER_CSV_TEMPLATE}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ summary: { total: 1, success: 1, failed: 0 }, errors: [] });
    const jane = (await t.app.inject('/api/performers/by-slug/jane-example')).json();
    expect(jane).toMatchObject({
      name: 'Jane Example',
      description: 'Warm, fun and professional.',
      hourlyRate: '250.00',
      specialties: ['Dancing', 'Performance'],
      height: `5'7"-5'10"`,
      danceStyles: ['Latin', 'Pop'],
      unavailableDates: ['2026-12-24', '2026-12-31'],
      rating: 4.8,
      serviceAreas: [
        { id: 'doral', name: 'Doral' },
        { id: 'miami', name: 'Miami' },
      ],
    });
  });

  it('imports good rows and reports each bad one with its row number, name and reason', async () => {
    const csv = [
      'name,hourlyRate,serviceAreas,eventTypes,isActive,description',
      'Good One,200,Miami,Birthday Party,true,"Quoted, with a comma"',
      ',150,Miami,,,',
      'Wrong Area,150,miami,,,',
      'Bad Bool,150,,,yes,',
      'Bad Rate,lots,,,,',
      'Good Two,,Doral,"Bachelor Party,Birthday Party",false,',
    ].join('\n');
    const res = await upload('batch.csv', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ total: 6, success: 2, failed: 4 });
    expect(body.errors.map((e: { row: number; name: string }) => [e.row, e.name])).toEqual([
      [2, ''],
      [3, 'Wrong Area'],
      [4, 'Bad Bool'],
      [5, 'Bad Rate'],
    ]);
    expect(body.errors[0].error).toContain('Performer name is required');
    expect(body.errors[1].error).toContain('Unknown service area: miami');
    expect(body.errors[2].error).toContain('isActive must be true or false');
    const names = await adminNames();
    expect(names).toContain('Good One');
    expect(names).toContain('Good Two');
    expect(names).not.toContain('Wrong Area');
  });

  it('refuses a file that is not .csv, a missing file, malformed CSV and a file over 2 MB', async () => {
    expect((await upload('performers.xlsx', 'name\nX')).statusCode).toBe(415);
    expect((await upload('performers.csv', 'name\nX', 'otherField')).statusCode).toBe(400);
    const malformed = await upload('bad.csv', 'name,description\n"unterminated,quote\n');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toMatch(/not valid CSV/);
    const huge = await upload('huge.csv', `name\n${'x'.repeat(2 * 1024 * 1024 + 10)}\n`);
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toMatchObject({ message: expect.any(String) });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/admin/performers/import-csv',
      headers: admin,
      payload: {},
    });
    expect(json.statusCode).toBe(415);
  });

  /** The CSV import's audit rows: one per batch, with the CSV rows it saved and the ids it created. */
  const importAudits = async () =>
    (
      await rowsOf<{ after: { rows: number[]; createdIds: string[] } }>(
        t.db,
        sql`select after from audit_log where action = 'POST /api/admin/performers/import-csv' order by at, after->'rows'->0`,
      )
    ).map((r) => r.after);
  const idsNamed = async (pattern: string) =>
    (await rowsOf<{ id: string }>(t.db, sql`select id from performers where name like ${pattern}`))
      .map((r) => r.id)
      .sort();

  it('refuses control characters in a cell as a row error, keeps tabs and line breaks in a description, and audits what it created', async () => {
    const audits = (await importAudits()).length;
    const csv = [
      'name,description,hourlyRate',
      'Ctrl One,Plain,100',
      'Ctrl Two,"Two lines\nand\ta tab",100',
      'Ctrl Three,Fine,100',
      'Ctrl Four,Fine,100',
      'Ctrl Five,Fine,100',
      'Ctrl Nul,"A NUL \u0000 inside",100',
      '"Ctrl\u0007Bell",Fine,100',
      '"Ctrl\nBreak",Fine,100',
      'Ctrl Escape,"An escape \u001b[31m",100',
    ].join('\r\n');
    const res = await upload('control.csv', csv);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      summary: { total: 9, success: 5, failed: 4 },
      errors: [
        { row: 6, name: 'Ctrl Nul', error: 'description contains a control character' },
        { row: 7, name: 'Ctrl\uFFFDBell', error: 'name contains a control character' },
        { row: 8, name: 'Ctrl\uFFFDBreak', error: 'name contains a control character' },
        { row: 9, name: 'Ctrl Escape', error: 'description contains a control character' },
      ],
    });
    expect((await t.app.inject('/api/performers/by-slug/ctrl-two')).json().description).toBe('Two lines\nand\ta tab');
    const [entry, ...more] = (await importAudits()).slice(audits);
    expect(more).toEqual([]);
    expect(entry?.rows).toEqual([1, 2, 3, 4, 5]);
    expect(entry?.createdIds.sort()).toEqual(await idsNamed('Ctrl %'));
  });

  it('takes only plain decimal numbers in numeric cells', async () => {
    const csv = [
      'name,hourlyRate,appearanceFee,rating',
      'Num Hex,0x10,,',
      'Num Exp,1e5,,',
      'Num Inf,Infinity,,',
      'Num Thousands,"1,000",,',
      'Num Rating,,,4.5e0',
      'Num Negative,-5,,',
      'Num Fine, 120 ,99.50,4.8',
    ].join('\n');
    const res = await upload('numbers.csv', csv);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({ total: 7, success: 1, failed: 6 });
    expect(body.errors.map((e: { error: string }) => e.error)).toEqual([
      'hourlyRate must be a plain number like 250 or 99.50',
      'hourlyRate must be a plain number like 250 or 99.50',
      'hourlyRate must be a plain number like 250 or 99.50',
      'hourlyRate must be a plain number like 250 or 99.50',
      'rating must be a plain number like 250 or 99.50',
      'hourlyRate: The amount cannot be negative',
    ]);
    expect((await t.app.inject('/api/performers/by-slug/num-fine')).json()).toMatchObject({
      hourlyRate: '120.00',
      appearanceFee: '99.50',
      rating: 4.8,
    });
  });

  it(`refuses a file of more than ${CSV_MAX_ROWS} rows whole, in the one error shape`, async () => {
    const before = (await adminNames()).length;
    const rows = Array.from({ length: CSV_MAX_ROWS + 1 }, (_, i) => `Too Many ${i}`);
    const res = await upload('many.csv', `name\n${rows.join('\n')}\n`);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      message: 'The file has more than 5,000 rows: split it and import each part',
      code: 'TOO_MANY_ROWS',
    });
    expect((await adminNames()).length).toBe(before);
    const exactly = await upload('max.csv', `name\n${rows.slice(1).join('\n')}\n`);
    expect(exactly.json().summary).toEqual({ total: CSV_MAX_ROWS, success: CSV_MAX_ROWS, failed: 0 });
  });

  it('imports 2,000 rows in audited batches while public reads go on answering', async () => {
    const audits = (await importAudits()).length;
    const rows = Array.from({ length: 2000 }, (_, i) => `Bulk ${i + 1},${100 + (i % 400)},,,,,Female`);
    const importing = upload(
      'bulk.csv',
      `name,hourlyRate,appearanceFee,specialties,photos,unavailableDates,gender\n${rows.join('\n')}\n`,
    );
    let done = false;
    void importing.then(() => {
      done = true;
    });
    // Distinct URLs, so the read cache cannot answer: each read reaches the database.
    let readsDuringImport = 0;
    // One visitor after another, each leaving the event loop a turn, as requests off a socket do.
    for (let i = 0; !done && i < 5000; i++) {
      await setImmediate();
      const read = await t.app.inject(`/api/performers?limit=${(i % 100) + 1}&offset=${i}`);
      expect(read.statusCode).toBe(200);
      if (!done) readsDuringImport++;
    }
    const res = await importing;
    expect(res.statusCode).toBe(200);
    expect(res.json().summary).toEqual({ total: 2000, success: 2000, failed: 0 });
    expect(readsDuringImport).toBeGreaterThanOrEqual(3);
    const batches = (await importAudits()).slice(audits);
    expect(batches.map((b) => b.rows.length)).toEqual(Array(20).fill(100));
    expect(batches.flatMap((b) => b.rows)).toEqual(Array.from({ length: 2000 }, (_, i) => i + 1));
    expect(batches.flatMap((b) => b.createdIds).sort()).toEqual(await idsNamed('Bulk %'));
  });
});
