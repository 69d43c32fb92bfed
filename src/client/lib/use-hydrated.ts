import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False in the server's HTML and while React hydrates it, true once the page is live. The app
 * starts after the page has painted (decision 025), so a form that would send a secret (a password,
 * a booking reference) keeps its submit button disabled until then: a native submit would put the
 * fields in the address.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
