import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../test/helpers/app';
import { createS3Storage, presignS3Url, type S3Settings } from './s3-storage';

/**
 * A stand-in for an S3-compatible bucket (S3 lies outside the system): path-style objects in
 * memory. It accepts a request only with a valid, unexpired signature for that method and key,
 * recomputed from the request as S3 does.
 */
function standInBucket(settings: () => S3Settings) {
  const objects = new Map<string, { body: Buffer; type: string }>();
  const log: string[] = [];
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    const signedAt = url.searchParams.get('X-Amz-Date') ?? '';
    const expires = Number(url.searchParams.get('X-Amz-Expires'));
    const at = new Date(signedAt.replace(/^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/, '$1-$2-$3T$4:$5:$6Z'));
    const prefix = `/${settings().bucket}/`;
    const key = decodeURIComponent(url.pathname.slice(prefix.length));
    const expected = presignS3Url(settings(), { method: req.method ?? 'GET', key, expiresSeconds: expires, now: at });
    const valid =
      url.pathname.startsWith(prefix) &&
      new URL(expected).searchParams.get('X-Amz-Signature') === url.searchParams.get('X-Amz-Signature') &&
      Date.now() < at.getTime() + expires * 1000;
    log.push(`${req.method} ${key} ${valid ? 'ok' : 'refused'}`);
    if (!valid) {
      res.writeHead(403).end('SignatureDoesNotMatch');
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c) => chunks.push(c));
    req.on('end', () => {
      if (req.method === 'PUT') {
        objects.set(key, { body: Buffer.concat(chunks), type: String(req.headers['content-type'] ?? '') });
        res.writeHead(200).end();
      } else if (req.method === 'GET') {
        const object = objects.get(key);
        if (!object) res.writeHead(404).end('NoSuchKey');
        else res.writeHead(200, { 'content-type': object.type, 'content-length': object.body.length }).end(object.body);
      } else if (req.method === 'DELETE') {
        objects.delete(key);
        res.writeHead(204).end();
      } else res.writeHead(405).end();
    });
  });
  return { server, objects, log };
}

describe('photo upload on the S3 driver', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let settings: S3Settings;
  const bucket = standInBucket(() => settings);
  beforeAll(async () => {
    await new Promise<void>((resolve) => bucket.server.listen(0, '127.0.0.1', resolve));
    const { port } = bucket.server.address() as AddressInfo;
    settings = {
      endpoint: `http://127.0.0.1:${port}`,
      region: 'us-east-1',
      bucket: 'photos-test',
      accessKeyId: 'TESTKEY',
      secretAccessKey: 'test-secret',
      pathStyle: true,
    };
    t = await createTestApp({ storage: createS3Storage(settings) });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((resolve) => bucket.server.close(resolve));
  });

  const jpeg = () =>
    sharp({ create: { width: 900, height: 1200, channels: 3, background: '#7c3aed' } })
      .jpeg()
      .toBuffer();

  it('hands out a presigned bucket URL, processes what was put there, and serves the variants', async () => {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
    const uploadURL: string = ticket.json().uploadURL;
    expect(uploadURL.startsWith(`${settings.endpoint}/photos-test/staging/`)).toBe(true);
    expect(new URL(uploadURL).searchParams.get('X-Amz-Expires')).toBe('600');

    // The browser's PUT, straight to the bucket.
    const put = await fetch(uploadURL, {
      method: 'PUT',
      body: new Uint8Array(await jpeg()),
      headers: { 'content-type': 'image/jpeg' },
    });
    expect(put.status).toBe(200);

    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/photos',
      headers: admin,
      payload: { photoURL: uploadURL.split('?')[0] },
    });
    expect(added.statusCode).toBe(200);
    const objectPath: string = added.json().objectPath;
    expect(objectPath).toMatch(/^\/objects\/photos\/[0-9a-f]{24}\.webp$/);
    const key = objectPath.slice('/objects/'.length);
    expect(bucket.objects.get(key)?.type).toBe('image/webp');
    expect(bucket.objects.has(key.replace('.webp', '-640.webp'))).toBe(true);
    expect([...bucket.objects.keys()].some((k) => k.startsWith('staging/'))).toBe(false);

    const served = await t.app.inject(objectPath);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // The same upload cannot be added twice.
    const again = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/photos',
      headers: admin,
      payload: { photoURL: uploadURL.split('?')[0] },
    });
    expect(again.statusCode).toBe(409);
  });

  it('refuses a text file put in the bucket under an image name, and leaves nothing behind', async () => {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
    const uploadURL: string = ticket.json().uploadURL;
    await fetch(uploadURL, { method: 'PUT', body: 'just text, not a JPEG', headers: { 'content-type': 'image/jpeg' } });
    const before = bucket.objects.size;
    const added = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/photos',
      headers: admin,
      payload: { photoURL: uploadURL.split('?')[0] },
    });
    expect(added.statusCode).toBe(415);
    expect(added.json().message).toBe('Please select an image file (JPG, PNG, etc.)');
    expect(bucket.objects.size).toBe(before - 1);
  });

  it('lets the page upload to the bucket (CSP connect-src) and refuses a tampered URL at the bucket', async () => {
    const page = await t.app.inject('/api/performers');
    expect(page.headers['content-security-policy']).toContain(`connect-src 'self' ${settings.endpoint}`);
    const ticket = await t.app.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
    const tampered = (ticket.json().uploadURL as string).replace('/staging/', '/photos/');
    const put = await fetch(tampered, { method: 'PUT', body: 'x' });
    expect(put.status).toBe(403);
  });
});
