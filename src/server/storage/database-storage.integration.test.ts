import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp, testConfig } from '../../../test/helpers/app';
import { buildApp } from '../app';
import { createDatabaseStorage } from './database-storage';

/**
 * Decision 043: on PostgreSQL without S3 the photos live in the database, so a photo uploaded
 * through one instance is served by another (it answered 404 with a folder per instance).
 */
describe('photos in the database, served by every instance', () => {
  let t: TestApp;
  let second: FastifyInstance;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp({ storage: createDatabaseStorage });
    second = await buildApp({
      config: testConfig({}),
      database: t.database,
      storage: createDatabaseStorage(t.db),
      ssr: 'off',
    });
    await second.ready();
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(async () => {
    await second?.close();
    await t?.close();
  });

  it('keeps, replaces and deletes an object, and refuses an unsafe key', async () => {
    const storage = createDatabaseStorage(t.db);
    await storage.put('photos/abc.webp', Buffer.from('first'), 'image/webp');
    await storage.put('photos/abc.webp', Buffer.from('second!'), 'image/webp');
    const found = await storage.get('photos/abc.webp');
    expect(found && { type: found.contentType, size: found.size }).toEqual({ type: 'image/webp', size: 7 });
    const chunks: Buffer[] = [];
    for await (const chunk of found?.body ?? []) chunks.push(Buffer.from(chunk));
    expect(Buffer.concat(chunks).toString()).toBe('second!');
    await storage.delete('photos/abc.webp');
    expect(await storage.get('photos/abc.webp')).toBeNull();
    expect(await storage.get('../etc/passwd')).toBeNull();
    await expect(storage.put('../escape.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/Unsafe object key/);
  });

  it('serves on one instance the photo uploaded through another', async () => {
    const first = t.app;
    {
      const ticket = await first.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
      const url = ticket.json().uploadURL as string;
      const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#0a7' } })
        .jpeg()
        .toBuffer();
      const put = await first.inject({
        method: 'PUT',
        url,
        headers: { ...admin, 'content-type': 'image/jpeg' },
        payload: jpeg,
      });
      expect(put.statusCode, put.body).toBe(200);
      const added = await first.inject({
        method: 'PUT',
        url: '/api/admin/photos',
        headers: admin,
        payload: { photoURL: url.split('?')[0] },
      });
      const objectPath: string = added.json().objectPath;
      const served = await second.inject(objectPath);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');
    }
  });
});
