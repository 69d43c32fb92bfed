import { type FormEvent, useId, useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import type { CancelInput, CancelledBy } from './api';

/** The answers to "Who cancelled?", in the order shown; the server's words for them. */
const CANCELLED_BY: { value: CancelledBy; label: string }[] = [
  { value: 'client', label: 'The client' },
  { value: 'business', label: 'We did' },
  { value: 'performer', label: 'The performer' },
];

/** Who cancelled, as the desk and Refunds due say it. */
export const cancelledByLabel = (by: CancelledBy) => CANCELLED_BY.find((c) => c.value === by)?.label ?? by;

/** The dialog's words: cancelling a booking under way, or rejecting a request not yet under way. */
const WORDS = {
  cancel: {
    title: 'Cancel this booking?',
    who: 'Who cancelled?',
    whoMissing: 'Say who cancelled',
    whyMissing: 'Say why the booking is cancelled',
    keep: 'Keep booking',
    act: 'Cancel booking',
    acting: 'Cancelling…',
  },
  reject: {
    title: 'Reject this request?',
    who: 'Who turned it down?',
    whoMissing: 'Say who turned it down',
    whyMissing: 'Say why the request is rejected',
    keep: 'Keep request',
    act: 'Reject request',
    acting: 'Rejecting…',
  },
} as const;
type Mode = keyof typeof WORDS;

/**
 * Cancelling a booking under way (or rejecting a request) asks who cancelled and why: the server works out the refund from
 * it and the booking's policy (decision 034). The card sends it; a refusal (`error`) is shown here.
 */
export function CancelDialog({
  open,
  mode = 'cancel',
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  mode?: Mode;
  pending: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (cancel: CancelInput) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title={WORDS[mode].title}
      description="The refund due follows from who cancelled and the booking's cancellation policy."
    >
      <CancelForm {...{ mode, pending, error, onCancel, onConfirm }} />
    </Dialog>
  );
}

function CancelForm({
  mode,
  pending,
  error,
  onCancel,
  onConfirm,
}: Omit<Parameters<typeof CancelDialog>[0], 'open' | 'mode'> & { mode: Mode }) {
  const words = WORDS[mode];
  const [by, setBy] = useState<CancelledBy | undefined>();
  const [reason, setReason] = useState('');
  const [byError, setByError] = useState<string | undefined>();
  const [reasonError, setReasonError] = useState<string | undefined>();
  const legendId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setByError(by ? undefined : words.whoMissing);
    setReasonError(reason.trim() ? undefined : words.whyMissing);
    if (by && reason.trim()) onConfirm({ cancelledBy: by, reason: reason.trim() });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ErrorAlert>{error}</ErrorAlert>
      <fieldset
        aria-labelledby={legendId}
        aria-describedby={byError ? `${legendId}-error` : undefined}
        aria-invalid={byError ? true : undefined}
      >
        <legend id={legendId} className="mb-1 text-sm font-medium text-zinc-200">
          {words.who}
        </legend>
        <div className="flex flex-wrap gap-x-4">
          {CANCELLED_BY.map((c) => (
            <label key={c.value} className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-zinc-100">
              <input
                type="radio"
                name="cancelledBy"
                value={c.value}
                required
                checked={by === c.value}
                onChange={() => setBy(c.value)}
                className="size-6 accent-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
              />
              {c.label}
            </label>
          ))}
        </div>
        {byError && (
          <p id={`${legendId}-error`} className="mt-1 text-sm text-rose-300">
            {byError}
          </p>
        )}
      </fieldset>
      <TextAreaField
        label="Why?"
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={reasonError}
        placeholder="The client's plans changed, the performer is ill…"
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          {words.keep}
        </Button>
        <Button type="submit" variant="danger" disabled={pending}>
          {pending ? words.acting : words.act}
        </Button>
      </div>
    </form>
  );
}

/** What a cancellation owes, in the words the desk shows once it is done. */
export const refundDueWords = (refundDue: number) =>
  refundDue > 0 ? `Refund due: ${formatMoney(refundDue)}` : 'No refund is due';
