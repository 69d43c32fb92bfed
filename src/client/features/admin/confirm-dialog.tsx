import { type ReactNode, useState } from 'react';
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

/** A small secondary button that asks with a ConfirmDialog before it acts (Withdraw, Remove access). */
export function ConfirmButton({
  label,
  accessibleName,
  title,
  description,
  onConfirm,
}: {
  label: string;
  /** Names the row's subject for screen readers; must start with `label` (what is seen). */
  accessibleName: string;
  title: string;
  description: string;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" aria-label={accessibleName} onClick={() => setAsking(true)}>
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        description={description}
        confirmLabel={label}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}
