import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';

describe('photo upload', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  let clock = new Date('2026-11-22T12:00:00Z');
  beforeAll(async () => {
    t = await createTestApp({ now: () => clock });
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(() => t.close());

  const newUploadUrl = async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
    expect(res.statusCode).toBe(200);
    return res.json().uploadURL as string;
  };
  const putBytes = (url: string, bytes: Buffer, type: string) =>
    t.app.inject({ method: 'PUT', url, headers: { ...admin, 'content-type': type }, payload: bytes });
  const addPhoto = (photoURL: string) =>
    t.app.inject({ method: 'PUT', url: '/api/admin/photos', headers: admin, payload: { photoURL } });

  const jpeg = () =>
    sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c2410c' } })
      .withExif({ IFD0: { Copyright: 'secret camera owner' } })
      .jpeg()
      .toBuffer();

  it('stores a real JPEG as WebP variants without its metadata, served with long cache headers', async () => {
    const url = await newUploadUrl();
    expect(url).toMatch(/^\/api\/admin\/uploads\/[0-9a-f-]{36}\?token=[A-Za-z0-9_-]{43}$/);
    expect((await putBytes(url, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    const res = await addPhoto(url.split('?')[0] ?? '');
    expect(res.statusCode).toBe(200);
    const objectPath: string = res.json().objectPath;
    expect(objectPath).toMatch(/^\/objects\/photos\/[0-9a-f]{24}\.webp$/);
    for (const path of [
      objectPath,
      objectPath.replace('.webp', '-320.webp'),
      objectPath.replace('.webp', '-1280.webp'),
    ]) {
      const served = await t.app.inject(path);
      expect(served.statusCode, path).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toContain('immutable');
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.format).toBe('webp');
      expect(meta.exif).toBeUndefined();
    }
    expect(
      (await sharp((await t.app.inject(objectPath.replace('.webp', '-320.webp'))).rawPayload).metadata()).width,
    ).toBe(320);
  });

  it('refuses a reused upload URL and a second processing', async () => {
    const url = await newUploadUrl();
    expect((await putBytes(url, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    const again = await putBytes(url, await jpeg(), 'image/jpeg');
    expect(again.statusCode).toBe(410);
    expect(again.json()).toMatchObject({ code: 'UPLOAD_URL_USED' });
    expect((await addPhoto(url)).statusCode).toBe(200);
    expect((await addPhoto(url)).statusCode).toBe(409);
  });

  it('refuses an expired upload URL and a forged token', async () => {
    const url = await newUploadUrl();
    const forged = url.replace(/token=.*/, `token=${'A'.repeat(43)}`);
    expect((await putBytes(forged, await jpeg(), 'image/jpeg')).statusCode).toBe(403);
    clock = new Date(clock.getTime() + 11 * 60_000);
    expect((await putBytes(url, await jpeg(), 'image/jpeg')).statusCode).toBe(410);
  });

  it('checks the bytes, not the claimed type: a text file called JPEG, an SVG, a 6 MB file, a huge image', async () => {
    const text = await putBytes(await newUploadUrl(), Buffer.from('hello, I am not a picture'), 'image/jpeg');
    expect(text.statusCode).toBe(415);
    expect(text.json()).toMatchObject({ message: 'Please select an image file (JPG, PNG, etc.)' });

    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
    expect((await putBytes(await newUploadUrl(), svg, 'image/svg+xml')).statusCode).toBe(415);
    expect((await putBytes(await newUploadUrl(), svg, 'image/png')).statusCode).toBe(415);

    const big = Buffer.concat([await jpeg(), Buffer.alloc(6 * 1024 * 1024)]);
    const tooBig = await putBytes(await newUploadUrl(), big, 'image/jpeg');
    expect(tooBig.statusCode).toBe(413);
    expect(tooBig.json()).toMatchObject({ message: expect.any(String) });

    const huge = await sharp({ create: { width: 10_000, height: 10_000, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const url = await newUploadUrl();
    expect((await putBytes(url, huge, 'image/png')).statusCode).toBe(200);
    const processed = await addPhoto(url);
    expect(processed.statusCode).toBe(413);
    expect(processed.json()).toMatchObject({ message: 'The image has too many pixels' });
  });

  it('neutralises polyglots: image bytes with a script inside, a PNG header on HTML, a GIF that is also JS', async () => {
    const payload = '<html><script>alert(document.cookie)</script></html>';
    // A real PNG with markup after its end: a valid image that is also an HTML document.
    const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#1d4ed8' } })
      .png()
      .toBuffer();
    const url = await newUploadUrl();
    expect((await putBytes(url, Buffer.concat([png, Buffer.from(payload)]), 'image/png')).statusCode).toBe(200);
    const added = await addPhoto(url.split('?')[0] ?? '');
    expect(added.statusCode).toBe(200);
    const served = await t.app.inject(added.json().objectPath);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.rawPayload.includes(Buffer.from('<script'))).toBe(false);
    expect((await sharp(served.rawPayload).metadata()).format).toBe('webp');

    // The PNG signature in front of markup: passes the first bytes, fails decoding, stores nothing.
    const fakeUrl = await newUploadUrl();
    const fake = Buffer.concat([png.subarray(0, 16), Buffer.from(payload)]);
    const fakeAnswer = await putBytes(fakeUrl, fake, 'image/png');
    expect(fakeAnswer.statusCode).toBe(200); // the signature is right; decoding is what fails
    const processed = await addPhoto(fakeUrl.split('?')[0] ?? '');
    expect(processed.statusCode).toBe(422);
    expect(processed.json()).toMatchObject({ message: 'The image could not be read' });

    // GIF89a/JavaScript polyglot: GIF is not an accepted format at all.
    const gifJs = Buffer.from('GIF89a/*\x01\x00\x01\x00\x00\xff\x00,*/=1;alert(1);//');
    expect((await putBytes(await newUploadUrl(), gifJs, 'image/gif')).statusCode).toBe(415);
    expect((await putBytes(await newUploadUrl(), gifJs, 'image/png')).statusCode).toBe(415);
  });

  it('never serves staged uploads', async () => {
    const url = await newUploadUrl();
    expect((await putBytes(url, await jpeg(), 'image/jpeg')).statusCode).toBe(200);
    const id = url.split('/').pop()?.split('?')[0];
    expect((await t.app.inject(`/objects/staging/${id}.bin`)).statusCode).toBe(404);
  });

  it('serves no path outside the storage root', async () => {
    for (const path of [
      '/objects/../../etc/passwd',
      '/objects/%2e%2e/%2e%2e/etc/passwd',
      '/objects/photos/..%2f..%2fpglite.lock',
      '/objects/staging',
    ]) {
      const res = await t.app.inject(path);
      expect(res.statusCode, path).toBe(404);
    }
  });
});
