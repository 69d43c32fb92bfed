/**
 * Draws the performer portal's app icons (public/portal/icon-*.png) from the site's favicon, for
 * the portal's web app manifest (decision 033): phones want PNGs at 192 and 512 px, and a maskable
 * one whose star stays inside the safe circle. Run it again after changing public/favicon.svg:
 * `node --import tsx scripts/portal-icons.ts`. The PNGs are committed.
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';

const root = join(import.meta.dirname, '..');
const out = join(root, 'public', 'portal');
const BACKGROUND = '#1a1024';

const favicon = await readFile(join(root, 'public', 'favicon.svg'));

for (const size of [192, 512]) {
  await sharp(favicon, { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(join(out, `icon-${size}.png`));
}

// Maskable: the icon at 70% on a full square of its background, so any mask shape keeps the star.
const inner = Math.round(512 * 0.7);
const star = await sharp(favicon, { density: (72 * inner) / 64 })
  .resize(inner, inner)
  .png()
  .toBuffer();
await sharp({ create: { width: 512, height: 512, channels: 4, background: BACKGROUND } })
  .composite([{ input: star, gravity: 'center' }])
  .png()
  .toFile(join(out, 'icon-maskable-512.png'));
