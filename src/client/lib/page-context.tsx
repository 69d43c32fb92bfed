import { createContext, useContext, useEffect } from 'react';
import type { PageHead } from '../ssr-contract';

/* What a page says about itself: its head tags and, on the server, its HTTP status. */

/** Filled during a server render; absent in the browser. */
export type PageCollector = { head?: PageHead; status?: number };

const PageContext = createContext<PageCollector | null>(null);
export const PageContextProvider = PageContext.Provider;

/**
 * Declares the page's head and status. On the server it is read after rendering; in the browser
 * it keeps the title and description right after client-side navigation.
 */
export function usePage(head: PageHead, status = 200): void {
  const collector = useContext(PageContext);
  if (collector) {
    collector.head = head;
    collector.status = status;
  }
  useEffect(() => {
    document.title = head.title;
    document.querySelector('meta[name="description"]')?.setAttribute('content', head.description ?? '');
  }, [head.title, head.description]);
}

/**
 * The head of a server render only, for a shell whose page loads in the browser (the staff pages,
 * features/admin/shell/admin-app.tsx): the page's own usePage sets the title there.
 */
export function useServerPageHead(head: PageHead): void {
  const collector = useContext(PageContext);
  if (collector) collector.head ??= head;
}
