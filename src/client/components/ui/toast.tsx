import { useSyncExternalStore } from 'react';

/**
 * The one toast system (one visible at a time, 5 s, swipe right past 50 px, F8 to focus): this
 * store, which pages call, and <Toaster> (toaster.tsx), which shows it.
 */
export type ToastMessage = { title: string; description?: string; variant?: 'success' | 'destructive' };
type Shown = ToastMessage & { id: number };

let current: Shown | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/** Shows a toast; a new one replaces the one on screen. */
export function toast(message: ToastMessage): void {
  current = { ...message, id: nextId++ };
  emit();
}

export function dismiss(id: number) {
  if (current?.id === id) {
    current = null;
    emit();
  }
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The current toast, re-rendering when it changes. */
export function useCurrentToast() {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => null,
  );
}
