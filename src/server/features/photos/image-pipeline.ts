import { createHash } from 'node:crypto';
import sharp from 'sharp';

export const MAX_PHOTO_BYTES = 5 * 1024 * 1024;
/** 40 megapixels: any real camera photo, but no decompression bomb. */
const MAX_PHOTO_PIXELS = 40_000_000;
/** Responsive widths; the largest one is also the main photo. */
const PHOTO_WIDTHS = [320, 640, 960, 1280] as const;
/** WebP cannot hold a side longer than this. */
const WEBP_MAX_SIDE = 16_383;

export type ImageKind = 'jpeg' | 'png' | 'webp' | 'avif';

/** What the bytes are, by their magic numbers: the claimed content type is never trusted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP')
    return 'webp';
  const brand = bytes.subarray(4, 12).toString('latin1');
  if (brand === 'ftypavif' || brand === 'ftypavis') return 'avif';
  return null;
}

export class PhotoRejectedError extends Error {
  constructor(
    readonly statusCode: 413 | 415 | 422,
    message: string,
  ) {
    super(message);
  }
}

export type ProcessedPhoto = { hash: string; variants: { width: number; bytes: Buffer }[] };

/**
 * Checks and converts an uploaded photo: real JPEG/PNG/WebP/AVIF bytes only, at most 5 MB and
 * 40 MP; turned upright by its EXIF orientation; every metadata block (EXIF, GPS, ICC) dropped;
 * re-encoded as WebP at each responsive width up to the original's.
 */
export async function processPhoto(bytes: Buffer): Promise<ProcessedPhoto> {
  if (bytes.length > MAX_PHOTO_BYTES) throw new PhotoRejectedError(413, 'Please select a file smaller than 5MB');
  if (!sniffImage(bytes)) throw new PhotoRejectedError(415, 'Please select an image file (JPG, PNG, etc.)');
  let upright: { width: number; height: number };
  try {
    const meta = await sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS }).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    // EXIF orientations 5 to 8 turn the picture a quarter: its sides swap once upright.
    upright = (meta.orientation ?? 1) >= 5 ? { width: meta.height, height: meta.width } : meta;
  } catch (err) {
    const huge = err instanceof Error && /pixel limit/i.test(err.message);
    throw new PhotoRejectedError(
      huge ? 413 : 422,
      huge ? 'The image has too many pixels' : 'The image could not be read',
    );
  }
  // Resized to the largest width, a very tall and narrow image is still taller than WebP allows.
  const widest = Math.min(upright.width, PHOTO_WIDTHS[PHOTO_WIDTHS.length - 1] ?? upright.width);
  if (Math.round((upright.height * widest) / upright.width) > WEBP_MAX_SIDE) {
    throw new PhotoRejectedError(422, 'The image is too tall for its width: please crop it to a usual photo shape');
  }
  // Every width is written, even past a small original (never enlarged), so pages can always ask
  // for it. The widths past the original are the same picture: it is encoded once for all of them.
  let variants: ProcessedPhoto['variants'];
  try {
    const encoded = new Map<number, Promise<Buffer>>();
    const encode = (width: number) => {
      const actual = Math.min(width, upright.width);
      let done = encoded.get(actual);
      if (!done) {
        done = sharp(bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
          .rotate()
          .resize({ width: actual, withoutEnlargement: true })
          .webp({ quality: 78 })
          .toBuffer();
        encoded.set(actual, done);
      }
      return done;
    };
    variants = await Promise.all(PHOTO_WIDTHS.map(async (width) => ({ width, bytes: await encode(width) })));
  } catch {
    // The header read well but the picture does not decode or convert (truncated or corrupt data):
    // the upload's fault, and nothing has been stored yet.
    throw new PhotoRejectedError(422, 'The image could not be converted: the file may be damaged');
  }
  const largest = variants[variants.length - 1]?.bytes ?? Buffer.alloc(0);
  return { hash: createHash('sha256').update(largest).digest('hex').slice(0, 24), variants };
}

/** Storage keys: 'photos/<hash>.webp' is the main (largest) photo, 'photos/<hash>-<width>.webp' each variant. */
const mainPhotoKey = (hash: string) => `photos/${hash}.webp`;
const variantKey = (hash: string, width: number) => `photos/${hash}-${width}.webp`;

/** Writes every variant and the main photo; answers the main photo's public path. */
export async function storePhoto(
  storage: { put(key: string, bytes: Buffer, contentType: string): Promise<void> },
  photo: ProcessedPhoto,
): Promise<string> {
  await Promise.all(photo.variants.map((v) => storage.put(variantKey(photo.hash, v.width), v.bytes, 'image/webp')));
  const main = photo.variants[photo.variants.length - 1];
  if (main) await storage.put(mainPhotoKey(photo.hash), main.bytes, 'image/webp');
  return `/objects/${mainPhotoKey(photo.hash)}`;
}
