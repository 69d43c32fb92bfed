import { useCallback, useEffect, useState } from 'react';
import { bookingAnchor, bookingIdFromHash } from './booking-anchor';

/**
 * Brings a booking's card into view and focus when the address says "#booking-{id}" (links from
 * e-mails, from the Messages page, from another card's overlap warning). When the status filter
 * hides that card, `showAll` is called first. Answers a function that does the same on a click.
 */
export function useBookingFocus({
  known,
  shown,
  showAll,
}: {
  /** Every booking's id, once loaded. */
  known: readonly string[] | undefined;
  /** The ids the current filter shows. */
  shown: readonly string[];
  showAll: () => void;
}): (id: string) => void {
  const [target, setTarget] = useState<string | null>(null);

  useEffect(() => {
    const read = () => setTarget(bookingIdFromHash(window.location.hash));
    read();
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);

  const isKnown = target !== null && known?.includes(target);
  const isShown = target !== null && shown.includes(target);
  useEffect(() => {
    if (target === null || known === undefined) return;
    if (!isKnown) {
      setTarget(null);
      return;
    }
    if (!isShown) {
      showAll();
      return;
    }
    const card = document.getElementById(bookingAnchor(target));
    card?.scrollIntoView({ block: 'start' });
    card?.focus({ preventScroll: true });
    setTarget(null);
  }, [target, known, isKnown, isShown, showAll]);

  // A click on a link to the hash already in the address fires no hashchange.
  return useCallback((id: string) => setTarget(id), []);
}
