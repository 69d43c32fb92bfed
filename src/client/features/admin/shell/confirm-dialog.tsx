import { type ReactNode, useState } from 'react';
import { Button, type ButtonVariant } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';

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

/** A small button that asks with a ConfirmDialog before it acts (Hide, Delete, Withdraw, Remove access). */
export function ConfirmButton({
  label,
  accessibleName,
  title,
  description,
  confirmLabel = label,
  variant = 'secondary',
  disabled,
  onConfirm,
}: {
  label: string;
  /** Names the row's subject for screen readers; must start with `label` (what is seen). */
  accessibleName: string;
  title: string;
  description: string;
  /** The dialog's button; the same words as the button by default. */
  confirmLabel?: string;
  variant?: ButtonVariant;
  disabled?: boolean;
  onConfirm: () => void;
}) {
  const [asking, setAsking] = useState(false);
  return (
    <>
      <Button
        size="sm"
        variant={variant}
        disabled={disabled}
        aria-label={accessibleName}
        onClick={() => setAsking(true)}
      >
        {label}
      </Button>
      <ConfirmDialog
        open={asking}
        title={title}
        description={description}
        confirmLabel={confirmLabel}
        onCancel={() => setAsking(false)}
        onConfirm={() => {
          setAsking(false);
          onConfirm();
        }}
      />
    </>
  );
}
