import { readdir } from 'node:fs/promises';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asUser, signInAccounts } from '../../../../test/helpers/admin';
import { createTestApp, type TestApp } from '../../../../test/helpers/app';

/**
 * Security test finding: a 100 × 20,000 PNG answered 500 (WebP holds at most 16,383 pixels a
 * side). Any image the pipeline cannot make its variants of is the upload's fault: 422 in the one
 * error shape, and nothing stored.
 */
describe('photos the pipeline cannot convert', () => {
  let t: TestApp;
  let admin: Record<string, string>;
  beforeAll(async () => {
    t = await createTestApp();
    admin = asUser((await signInAccounts(t.app, t.db)).admin);
  });
  afterAll(() => t.close());

  /** Every stored object, as 'folder/name'. */
  const stored = async () =>
    (await readdir(t.storageDir, { recursive: true, withFileTypes: true }))
      .filter((entry) => entry.isFile())
      .map((entry) => `${entry.parentPath.slice(t.storageDir.length + 1)}/${entry.name}`)
      .sort();

  /** The three calls of an upload; answers the last one. */
  const upload = async (bytes: Buffer, type: string) => {
    const ticket = await t.app.inject({ method: 'POST', url: '/api/admin/photos/upload', headers: admin });
    const url: string = ticket.json().uploadURL;
    const put = await t.app.inject({ method: 'PUT', url, headers: { ...admin, 'content-type': type }, payload: bytes });
    expect(put.statusCode, put.body).toBe(200);
    return t.app.inject({ method: 'PUT', url: '/api/admin/photos', headers: admin, payload: { photoURL: url } });
  };
  const png = (width: number, height: number) =>
    sharp({ create: { width, height, channels: 3, background: '#0e7490' } })
      .png()
      .toBuffer();

  const expectRefused = async (bytes: Buffer, type: string, message: string) => {
    const before = await stored();
    const res = await upload(bytes, type);
    expect(res.statusCode, res.body).toBe(422);
    expect(res.json()).toEqual({ message, code: 'PHOTO_REJECTED' });
    // No variant, no main photo, and the staged upload is gone too.
    expect(await stored()).toEqual(before);
  };

  it('refuses a 100 × 20,000 PNG with 422, storing nothing', async () => {
    const tall = 'The image is too tall for its width: please crop it to a usual photo shape';
    await expectRefused(await png(100, 20_000), 'image/png', tall);
    // Upright after its EXIF orientation (a quarter turn), a wide JPEG is just as tall.
    const turned = await sharp({ create: { width: 20_000, height: 100, channels: 3, background: '#444' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    await expectRefused(turned, 'image/jpeg', tall);
  });

  it('refuses a PNG whose header reads but whose pixels do not, storing nothing', async () => {
    const whole = await sharp({
      create: {
        width: 800,
        height: 600,
        channels: 3,
        background: '#000',
        // Noise, so that the pixel data is long enough to cut through.
        noise: { type: 'gaussian', mean: 128, sigma: 30 },
      },
    })
      .png()
      .toBuffer();
    await expectRefused(
      whole.subarray(0, whole.length / 2),
      'image/png',
      'The image could not be converted: the file may be damaged',
    );
  });

  it('still takes unusual shapes WebP can hold: 20,000 × 100, 1 × 2,000', async () => {
    for (const [width, height] of [
      [20_000, 100],
      [1, 2_000],
    ] as const) {
      const res = await upload(await png(width, height), 'image/png');
      expect(res.statusCode, `${width} × ${height}: ${res.body}`).toBe(200);
      expect(res.json().objectPath).toMatch(/^\/objects\/photos\/[0-9a-f]{24}\.webp$/);
    }
  });
});
