import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { PERFORMER_CSV_TEMPLATE } from '../../../shared/performer-csv';
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
});
