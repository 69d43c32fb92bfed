// The one stylesheet belongs to the entry: the server inlines it into every page (ssr/plugin.ts).
import './styles.css';
import { APP_FILES_ELEMENT_ID } from './ssr-contract';

/** However slow the main photo is, the app starts loading after this long at most. */
const MAIN_PHOTO_WAIT_MS = 2000;

/**
 * The page's entry, a few hundred bytes. The server-rendered page is complete without script: the
 * text and the main photo (the one image with fetchpriority="high") come first, and the app's code
 * starts to download once that photo is shown (or at once on a page without one). The files are
 * preloaded all together (the server lists them), then hydrate.tsx runs. Decision 025.
 */
function whenMainPhotoShown(): Promise<unknown> {
  const photo = document.querySelector<HTMLImageElement>('img[fetchpriority="high"]');
  if (!photo || document.visibilityState !== 'visible') return Promise.resolve();
  const wait = new Promise((resolve) => setTimeout(resolve, MAIN_PHOTO_WAIT_MS));
  return Promise.race([photo.decode().catch(() => undefined), wait]);
}

function preloadAppFiles() {
  const files: unknown = JSON.parse(document.getElementById(APP_FILES_ELEMENT_ID)?.textContent || '[]');
  if (!Array.isArray(files)) return;
  for (const href of files) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = String(href);
    document.head.append(link);
  }
}

void whenMainPhotoShown().then(() => {
  preloadAppFiles();
  return import('./hydrate');
});
