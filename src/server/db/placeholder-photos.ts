import sharp from 'sharp';
import { processPhoto, storePhoto } from '../features/photos/image-pipeline';
import type { ObjectStorage } from '../storage/storage';

const PALETTES: ReadonlyArray<readonly [string, string]> = [
  ['#3b0764', '#db2777'],
  ['#1e1b4b', '#7c3aed'],
  ['#083344', '#0891b2'],
  ['#431407', '#ea580c'],
  ['#052e16', '#16a34a'],
  ['#450a0a', '#e11d48'],
  ['#172554', '#2563eb'],
  ['#3f2c06', '#ca8a04'],
];

/** A tasteful abstract portrait: a gradient stage, spotlight and a plain silhouette. No text, no downloads. */
function portraitSvg(seed: number): string {
  const [dark, light] = PALETTES[seed % PALETTES.length] ?? ['#111', '#555'];
  const tilt = (seed * 37) % 40;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="960" height="1280" viewBox="0 0 600 800">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1" gradientTransform="rotate(${tilt})">
      <stop offset="0" stop-color="${dark}"/><stop offset="1" stop-color="${light}"/>
    </linearGradient>
    <radialGradient id="spot" cx="0.5" cy="0.3" r="0.6">
      <stop offset="0" stop-color="#ffffff" stop-opacity="0.35"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="600" height="800" fill="url(#bg)"/>
  <rect width="600" height="800" fill="url(#spot)"/>
  <circle cx="300" cy="300" r="95" fill="#000" fill-opacity="0.45"/>
  <path d="M120 800 C130 560 210 440 300 440 C390 440 470 560 480 800 Z" fill="#000" fill-opacity="0.45"/>
</svg>`;
}

/** Draws a placeholder photo and stores it through the same pipeline as an upload (WebP variants). */
export async function storePlaceholderPhoto(storage: ObjectStorage, seed: number): Promise<string> {
  const png = await sharp(Buffer.from(portraitSvg(seed)))
    .png()
    .toBuffer();
  return storePhoto(storage, await processPhoto(png));
}
