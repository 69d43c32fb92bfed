// The public stylesheet belongs to the entry: the server inlines it into every page (ssr/plugin.ts);
// staff and portal code add staff.css (decision 054).
import './styles.css';
import { APP_FILES_ELEMENT_ID, MAIN_PHOTO_TIMING } from './ssr-contract';

/** However slow the main photo is, the app starts loading after this long at most. */
const MAIN_PHOTO_WAIT_MS = 2000;

/*
 * The page's entry, a few hundred bytes. The server-rendered page is complete without script: the
 * text and the main photo (the one image with fetchpriority="high") come first, and the app's code
 * starts to download once that photo is on the screen (or at once on a page without one). The
 * files are preloaded all together (the server lists them), then React and the app run in two
 * tasks. Decision 025.
 */

/** After the next frame is painted. */
const afterNextPaint = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

/** When the browser reports the main photo painted (Element Timing, where supported). */
const photoPainted = () =>
  new Promise<void>((resolve) => {
    const observer = new PerformanceObserver(() => {
      observer.disconnect();
      resolve();
    });
    observer.observe({ type: 'element', buffered: true });
  });

function onScreen(el: Element): boolean {
  const r = el.getBoundingClientRect();
  return r.bottom > 0 && r.top < window.innerHeight && r.width > 0;
}

function whenMainPhotoShown(): Promise<unknown> {
  const photo = document.querySelector<HTMLImageElement>(`img[elementtiming="${MAIN_PHOTO_TIMING}"]`);
  if (!photo || document.visibilityState !== 'visible') return Promise.resolve();
  const timedOut = new Promise((resolve) => setTimeout(resolve, MAIN_PHOTO_WAIT_MS));
  const reportsPaint = PerformanceObserver.supportedEntryTypes?.includes('element') ?? false;
  const shown = photo
    .decode()
    .catch(() => undefined)
    // A photo below the fold is never painted: the next frame is enough then.
    .then(() => (reportsPaint && onScreen(photo) ? photoPainted() : afterNextPaint()));
  return Promise.race([shown, timedOut]);
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

void whenMainPhotoShown()
  .then(() => {
    preloadAppFiles();
    // React's own code first, then (after yielding to the browser) the app: two shorter tasks.
    return import('react-dom/client');
  })
  .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
  .then(() => import('./hydrate'));
