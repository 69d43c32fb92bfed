import { useEffect } from 'react';
import { restoreTypedBeforeHydration } from './typed-before-hydration';

/** The attribute on <html> that says the first render has hydrated, page included. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has hydrated the page, so that browser tests can wait for the
 * moment clicks reach React instead of sleeping. It sits inside the page's Suspense boundary:
 * React hydrates a boundary's content in a later pass than the rest of the tree, and effects run
 * after those of the components before them, so this one runs once the page itself is live. It
 * also puts back what a visitor typed before that (lib/typed-before-hydration.ts), then marks.
 * It renders nothing, on the server or in the browser.
 */
export function HydrationMarker() {
  useEffect(() => {
    // After the re-renders that follow hydration (they set each controlled field to its state).
    const timer = setTimeout(() => {
      restoreTypedBeforeHydration();
      document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
    }, 0);
    return () => clearTimeout(timer);
  }, []);
  return null;
}
