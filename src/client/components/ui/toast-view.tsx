import * as RadixToast from '@radix-ui/react-toast';
import { cn } from '../../lib/cn';
import { dismiss, useCurrentToast } from './toast';

/** The Radix view of the toast store (loaded on the first toast). */
export default function ToastView() {
  const shown = useCurrentToast();
  return (
    <RadixToast.Provider duration={5000} swipeDirection="right" swipeThreshold={50}>
      {shown && (
        <RadixToast.Root
          key={shown.id}
          data-toast={shown.variant ?? 'default'}
          open
          onOpenChange={(open) => {
            if (!open) dismiss(shown.id);
          }}
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
            aria-label="Dismiss notification"
            className="col-start-2 row-span-2 row-start-1 rounded px-2 text-lg leading-none focus-visible:outline-2 focus-visible:outline-amber-300"
          >
            <span aria-hidden="true">×</span>
          </RadixToast.Close>
        </RadixToast.Root>
      )}
      <RadixToast.Viewport
        hotkey={['F8']}
        className="fixed bottom-4 right-4 z-50 flex w-[min(24rem,calc(100vw-2rem))] flex-col outline-none"
      />
    </RadixToast.Provider>
  );
}
