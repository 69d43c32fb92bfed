import { type ReactNode, useLayoutEffect, useRef } from 'react';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';

/**
 * Asks once more before an action. Cancel, Escape and the close button all decline. The dialog
 * primitive keeps focus inside while open; focus then goes back to the button that opened it.
 */
export function ConfirmDialog({
  open,
  title,
  description,
  confirmLabel,
  onConfirm,
  onCancel,
  children,
}: {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  onConfirm: () => void;
  onCancel: () => void;
  children?: ReactNode;
}) {
  useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={(next) => !next && onCancel()} title={title} description={description}>
      {children}
      <div className="mt-5 flex flex-wrap justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onConfirm}>{confirmLabel}</Button>
      </div>
    </Dialog>
  );
}

/**
 * Radix gives focus back only to its own Trigger, which this dialog has none of. A layout effect
 * runs before the dialog moves focus inside, so it still sees the opener; the restore waits a
 * tick for the dialog's focus trap to go away. A disabled or removed opener is left alone.
 */
function useReturnFocus(open: boolean) {
  const opener = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!open) return;
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    return () => {
      const el = opener.current;
      setTimeout(() => {
        if (el?.isConnected) el.focus();
      }, 0);
    };
  }, [open]);
}
