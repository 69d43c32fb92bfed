import { useEffect } from 'react';

/** The attribute on <html> that says the first render has hydrated, page included. */
const HYDRATED_ATTRIBUTE = 'data-hydrated';

/**
 * Marks the document once React has hydrated the page, so that browser tests can wait for the
 * moment clicks reach React instead of sleeping. It sits inside the page's Suspense boundary:
 * React hydrates a boundary's content in a later pass than the rest of the tree, and effects run
 * after those of the components before them, so this one runs once the page itself is live.
 * It renders nothing, on the server or in the browser.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.setAttribute(HYDRATED_ATTRIBUTE, '');
  }, []);
  return null;
}
