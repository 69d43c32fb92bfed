import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processPhoto } from './image-pipeline';

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#0e7490' } })
    .png()
    .toBuffer();
const widthOf = async (bytes: Buffer) => (await sharp(bytes).metadata()).width;

describe('processPhoto', () => {
  it('writes every responsive width of a large photo at that width', async () => {
    const { variants } = await processPhoto(await picture(1600, 2000));
    expect(variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    expect(await Promise.all(variants.map((v) => widthOf(v.bytes)))).toEqual([320, 640, 960, 1280]);
  });

  it('never enlarges a small photo, and encodes the widths past it once, as the same picture', async () => {
    const { variants, hash } = await processPhoto(await picture(500, 700));
    expect(variants.map((v) => v.width)).toEqual([320, 640, 960, 1280]);
    expect(await Promise.all(variants.map((v) => widthOf(v.bytes)))).toEqual([320, 500, 500, 500]);
    const [, second, third, fourth] = variants;
    expect(third?.bytes).toBe(second?.bytes);
    expect(fourth?.bytes).toBe(second?.bytes);
    expect(hash).toMatch(/^[0-9a-f]{24}$/);
  });
});
