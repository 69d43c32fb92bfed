import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';

/** A read of the portal's: loading, its answer, or why it failed (an ApiError, or a network failure). */
export type Loaded<T> = { status: 'loading' } | { status: 'ready'; data: T } | { status: 'failed'; error: unknown };

/**
 * Reads once in the browser after the page shows, and again on `reload` (after she answers an
 * offer), keeping the last answer on screen meanwhile. `load` must be a stable function.
 */
export function useLoad<T>(load: () => Promise<T>): [Loaded<T>, () => Promise<void>] {
  const [state, setState] = useState<Loaded<T>>({ status: 'loading' });
  const reload = useCallback(async () => {
    try {
      const data = await load();
      setState({ status: 'ready', data });
    } catch (error) {
      setState((before) => (before.status === 'ready' ? before : { status: 'failed', error }));
    }
  }, [load]);
  useEffect(() => {
    void reload();
  }, [reload]);
  return [state, reload];
}

/** The time now, again every half minute: an offer's time left counts down while the page is open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const timer = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

const subscribeToConnection = (changed: () => void) => {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
};

/** Whether the phone says it is offline (then the service worker's kept answers show: public/portal/sw.js). */
export const useOffline = () =>
  useSyncExternalStore(
    subscribeToConnection,
    () => !navigator.onLine,
    () => false,
  );
