import sharp from 'sharp';
import { type ProcessedPhoto, processPhoto, storePhoto } from '../features/photos/image-pipeline';
import type { ObjectStorage } from '../storage/storage';

/** A small, stable number from a seed: the same art for the same performer on every start. */
function mix(seed: number, salt: number): number {
  let h = (seed + 1) * 2654435761 + salt * 40503;
  h = Math.imul(h ^ (h >>> 15), 2246822507);
  h = Math.imul(h ^ (h >>> 13), 3266489909);
  return (h ^ (h >>> 16)) >>> 0;
}

/** One of four patterns, drawn over a two-colour gradient. */
function pattern(kind: number, ink: string, seed: number): string {
  // Few, large shapes: the art compresses to a few kilobytes (it is a phone's first paint).
  const step = 90 + (mix(seed, 3) % 4) * 20;
  const shapes: string[] = [];
  if (kind === 0) {
    for (let x = -800; x < 1400; x += step) shapes.push(`<rect x="${x}" y="-200" width="${step / 3}" height="1400"/>`);
    return `<g fill="${ink}" fill-opacity="0.22" transform="rotate(${20 + (mix(seed, 4) % 50)} 300 400)">${shapes.join('')}</g>`;
  }
  if (kind === 1) {
    for (let y = step / 2; y < 800; y += step) {
      for (let x = step / 2; x < 600; x += step) shapes.push(`<circle cx="${x}" cy="${y}" r="${step / 5}"/>`);
    }
    return `<g fill="${ink}" fill-opacity="0.25">${shapes.join('')}</g>`;
  }
  if (kind === 2) {
    const cx = 100 + (mix(seed, 5) % 400);
    const cy = 150 + (mix(seed, 6) % 500);
    for (let r = step; r < 1100; r += step) shapes.push(`<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
    return `<g fill="none" stroke="${ink}" stroke-opacity="0.28" stroke-width="${step / 4}">${shapes.join('')}</g>`;
  }
  for (let y = 0; y < 900; y += step) {
    shapes.push(
      `<path d="M0 ${y} ${Array.from({ length: 13 }, (_, k) => `L${k * 50} ${y + (k % 2 ? step / 2 : 0)}`).join(' ')}"/>`,
    );
  }
  return `<g fill="none" stroke="${ink}" stroke-opacity="0.3" stroke-width="6">${shapes.join('')}</g>`;
}

/**
 * Abstract placeholder art for a demo performer: a gradient and a pattern, both chosen from the
 * seed, so every performer looks different. No figure, no text (a drawn figure could show the
 * wrong gender, and fonts differ between machines). Real photos come from the admin's upload.
 */
function placeholderSvg(seed: number): string {
  const hue = mix(seed, 1) % 360;
  const dark = `hsl(${hue}, 70%, 14%)`;
  const light = `hsl(${(hue + 40 + (mix(seed, 2) % 60)) % 360}, 75%, 45%)`;
  const tilt = mix(seed, 7) % 90;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1280" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${tilt} 0.5 0.5)">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.35" r="0.65">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  ${pattern(mix(seed, 8) % 4, '#ffffff', seed)}
  <rect width="600" height="800" fill="url(#spot)"/>
</svg>`;
}

/**
 * Drawn and processed once per process and seed: demo data is seeded again and again in tests,
 * and the WebP variants of the same art are the same bytes every time.
 */
const drawn = new Map<number, Promise<ProcessedPhoto>>();

/** The art of one seed, as WebP variants through the same pipeline as an upload. */
export function placeholderPhoto(seed: number): Promise<ProcessedPhoto> {
  let processed = drawn.get(seed);
  if (!processed) {
    processed = sharp(Buffer.from(placeholderSvg(seed)))
      .png()
      .toBuffer()
      .then(processPhoto);
    drawn.set(seed, processed);
  }
  return processed;
}

/**
 * Art an earlier process drew for this seed (the tests keep it between runs: drawing the demo
 * catalogue's art is about 15 CPU-seconds, test/helpers/placeholder-photos.ts).
 */
export function rememberPlaceholderPhoto(seed: number, photo: ProcessedPhoto): void {
  drawn.set(seed, Promise.resolve(photo));
}

/** Draws a placeholder photo and stores it. */
export async function storePlaceholderPhoto(storage: ObjectStorage, seed: number): Promise<string> {
  return storePhoto(storage, await placeholderPhoto(seed));
}
