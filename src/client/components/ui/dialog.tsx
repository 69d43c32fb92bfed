import * as RadixDialog from '@radix-ui/react-dialog';
import { type ReactNode, useRef } from 'react';
import { cn } from '../../lib/cn';

/** A modal dialog: focus is trapped inside, Escape and the close button dismiss it, focus returns after. */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  className,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  className?: string;
}) {
  // Radix returns focus only to its own Trigger, which these dialogs do not use: remember what had
  // focus when the dialog opened (the button that opened it) and go back there on close.
  const returnTo = useRef<HTMLElement | null>(null);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
        <RadixDialog.Content
          className={cn(
            'fixed inset-x-0 top-0 z-50 mx-auto max-h-dvh w-full max-w-2xl overflow-y-auto bg-zinc-950 p-5 text-zinc-50 ring-1 ring-zinc-700',
            'sm:top-8 sm:max-h-[calc(100dvh-4rem)] sm:rounded-2xl',
            className,
          )}
          {...(description ? {} : { 'aria-describedby': undefined })}
          onOpenAutoFocus={() => {
            returnTo.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            if (returnTo.current?.isConnected) {
              event.preventDefault();
              returnTo.current.focus();
            }
          }}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <div>
              <RadixDialog.Title className="text-xl font-bold">{title}</RadixDialog.Title>
              {description && (
                <RadixDialog.Description className="mt-1 text-sm text-zinc-300">{description}</RadixDialog.Description>
              )}
            </div>
            <RadixDialog.Close
              // The toast hands Escape over through this button (toast-view.tsx).
              data-dialog-close
              aria-label="Close"
              className="rounded-lg px-2 text-2xl leading-none text-zinc-300 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-300"
            >
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {children}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
