import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';
import { insertNamedRefs } from '../../db/factories';

describe('catalogue reads', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await insertNamedRefs(t.db, 'serviceAreas', ['Miami', 'Doral']);
    await insertNamedRefs(t.db, 'eventTypes', ['Birthday Party']);
  });
  afterAll(() => t.close());

  it('lists service areas by name with readable ids', async () => {
    const res = await t.app.inject('/api/service-areas');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: 'doral', name: 'Doral' },
      { id: 'miami', name: 'Miami' },
    ]);
  });

  it('lists event types', async () => {
    const res = await t.app.inject('/api/event-types');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ id: 'birthday-party', name: 'Birthday Party' }]);
  });

  it('answers unknown API paths with a JSON 404 in the one error shape', async () => {
    const res = await t.app.inject('/api/nothing-here');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: expect.any(String), code: 'NOT_FOUND' });
  });
});
