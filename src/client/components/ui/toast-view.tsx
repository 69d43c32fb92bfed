import { useLingui } from '@lingui/react/macro';
import * as RadixToast from '@radix-ui/react-toast';
import { type RefObject, useLayoutEffect, useRef } from 'react';
import { cn } from '../../lib/cn';
import { dismiss, useCurrentToast } from './toast';

/**
 * Toasts show at the bottom of the screen (the bottom right on wider screens): at the top of a
 * phone they covered the sticky header and the heading of the page just reached (issue 26).
 */
const EDGE_GAP = 16;

const overlaps = (a: { top: number; bottom: number; left: number; right: number }, b: DOMRect) =>
  a.top < b.bottom && b.top < a.bottom && a.left < b.right && b.left < a.right;

/**
 * Moves the toasts to the top when, at the bottom, they would cover something a page marks with
 * data-toast-avoid (the wizard's Submit bar, the confirmation page's amounts) and the top is clear
 * (the confirmation page marks its heading too, so its toast never goes over it).
 * Checked while a toast shows, as the page scrolls or changes size. The position is written to the
 * element's style at once, in the event itself, so the move is painted in the same frame.
 */
function useAvoidance(viewport: RefObject<HTMLOListElement | null>, active: boolean): void {
  // Before paint, so that a toast never shows for a frame over what it must avoid.
  useLayoutEffect(() => {
    const list = viewport.current;
    if (!active || !list) return;
    const check = () => {
      const avoid = [...document.querySelectorAll('[data-toast-avoid]')].map((el) => el.getBoundingClientRect());
      const { left, right, height } = list.getBoundingClientRect();
      const top = { top: EDGE_GAP, bottom: EDGE_GAP + height, left, right };
      const bottom = {
        top: window.innerHeight - EDGE_GAP - height,
        bottom: window.innerHeight - EDGE_GAP,
        left,
        right,
      };
      const covers = (at: typeof top) => avoid.some((rect) => overlaps(at, rect));
      const flip = covers(bottom) && !covers(top);
      // Inline values win over the classes; empty ones give the classes back.
      list.style.top = flip ? `${EDGE_GAP}px` : '';
      list.style.bottom = flip ? 'auto' : '';
    };
    check();
    // The toast itself, and a page whose content arrives after the toast (a navigation), change sizes without a scroll.
    const resized = new ResizeObserver(check);
    resized.observe(document.body);
    resized.observe(list);
    window.addEventListener('scroll', check, { passive: true });
    window.addEventListener('resize', check);
    return () => {
      resized.disconnect();
      window.removeEventListener('scroll', check);
      window.removeEventListener('resize', check);
      list.style.top = '';
      list.style.bottom = '';
    };
  }, [viewport, active]);
}

/**
 * Radix makes the newest layer take Escape, and a toast shown after an action in a dialog is newer
 * than the dialog: the first Escape closed the toast and left the dialog open (issue 26). While
 * focus is in a dialog, Escape is the dialog's: the toast stays (it times out on its own) and the
 * dialog is closed through its own close button (components/ui/dialog.tsx marks it).
 */
function handEscapeToDialog(event: KeyboardEvent) {
  const target = event.target instanceof Element ? event.target : null;
  const dialog = target?.closest('[role="dialog"]');
  if (!dialog) return;
  event.preventDefault();
  dialog.querySelector<HTMLElement>('[data-dialog-close]')?.click();
}

/** The Radix view of the toast store (loaded on the first toast). */
export default function ToastView() {
  const { t } = useLingui();
  const shown = useCurrentToast();
  const viewport = useRef<HTMLOListElement>(null);
  useAvoidance(viewport, shown !== null);
  return (
    // Radix's own screen-reader words ("Notification", "Notifications (F8)") are English: ours are translated.
    <RadixToast.Provider label={t`Notification`} duration={5000} swipeDirection="right" swipeThreshold={50}>
      {shown && (
        <RadixToast.Root
          key={shown.id}
          data-toast={shown.variant ?? 'default'}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(shown.id);
          }}
          onEscapeKeyDown={handEscapeToDialog}
          className={cn(
            'grid grid-cols-[1fr_auto] gap-x-3 rounded-xl p-4 shadow-xl ring-1',
            'data-[swipe=move]:translate-x-[var(--radix-toast-swipe-move-x)] data-[swipe=end]:translate-x-full',
            shown.variant === 'destructive'
              ? 'bg-rose-950 text-rose-50 ring-rose-700'
              : 'bg-zinc-900 text-zinc-50 ring-amber-400/60',
          )}
        >
          <RadixToast.Title className="font-semibold">{shown.title}</RadixToast.Title>
          {shown.description && (
            <RadixToast.Description className="col-start-1 mt-1 text-sm opacity-90">
              {shown.description}
            </RadixToast.Description>
          )}
          <RadixToast.Close
            aria-label={t`Dismiss notification`}
            className="col-start-2 row-span-2 row-start-1 rounded px-2 text-lg leading-none focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        ref={viewport}
        hotkey={['F8']}
        label={t`Notifications (F8)`}
        className="fixed right-4 bottom-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col outline-none"
      />
    </RadixToast.Provider>
  );
}
