import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DEMO_PERFORMER_COUNT } from '../../src/server/db/demo-data';
import { placeholderPhoto, rememberPlaceholderPhoto } from '../../src/server/db/placeholder-photos';
import type { ProcessedPhoto } from '../../src/server/features/photos/image-pipeline';
import { contentKey, keepNewest, TEST_CACHE, writeWhole } from './cache-folder';

type Stored = { hash: string; variants: { width: number; bytes: string }[] }[];

/**
 * The demo catalogue's placeholder art, kept between runs beside the migrated snapshot: a worker's
 * first demo seeding drew and encoded every performer's art (about 15 CPU-seconds and 6 s of wall
 * time per worker). Named by what makes the bytes: the drawing, the pipeline, the personas and
 * sharp's version (which pins libvips); a change to any of them draws afresh.
 */
const CACHE = join(
  TEST_CACHE,
  `placeholders-${contentKey([
    'src/server/db/placeholder-photos.ts',
    'src/server/db/demo-data.ts',
    'src/server/features/photos/image-pipeline.ts',
    'node_modules/sharp/package.json',
  ])}.json`,
);

let primed: Promise<void> | undefined;

/** Hands this worker's seeding the art of an earlier run, or draws it and keeps it for the next. */
export function primePlaceholderPhotos(): Promise<void> {
  primed ??= prime();
  return primed;
}

async function prime(): Promise<void> {
  const kept = readKept();
  if (kept) {
    kept.forEach((photo, seed) => {
      rememberPlaceholderPhoto(seed, {
        hash: photo.hash,
        variants: photo.variants.map((v) => ({ width: v.width, bytes: Buffer.from(v.bytes, 'base64') })),
      });
    });
    return;
  }
  const photos: ProcessedPhoto[] = await Promise.all(
    Array.from({ length: DEMO_PERFORMER_COUNT }, (_, seed) => placeholderPhoto(seed)),
  );
  const stored: Stored = photos.map((photo) => ({
    hash: photo.hash,
    variants: photo.variants.map((v) => ({ width: v.width, bytes: v.bytes.toString('base64') })),
  }));
  mkdirSync(TEST_CACHE, { recursive: true });
  await keepNewest(TEST_CACHE, /^placeholders-.*\.json$/, 1);
  await writeWhole(CACHE, JSON.stringify(stored));
}

/** The kept art, or nothing when there is none (or it cannot be read: then it is drawn again). */
function readKept(): Stored | null {
  try {
    const stored = JSON.parse(readFileSync(CACHE, 'utf8')) as Stored;
    return stored.length === DEMO_PERFORMER_COUNT ? stored : null;
  } catch {
    return null;
  }
}
