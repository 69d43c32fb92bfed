import { type FormEvent, useState } from 'react';
import { formatMoney } from '../../../../shared/money';
import type { LedgerEntry } from '../../../../shared/schemas/ledger';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { TextAreaField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { useReversePayment } from './mutations';
import { KIND_WORDS } from './payment-form';

/** "Reverse": undoes a standing entry with a reversing one, after asking why (the reason is required). */
export function ReverseEntry({ entry }: { entry: LedgerEntry }) {
  const [open, setOpen] = useState(false);
  const what = `${KIND_WORDS[entry.kind]} of ${formatMoney(entry.amount)}`;
  return (
    <>
      <Button size="sm" variant="ghost" aria-label={`Reverse ${what}`} onClick={() => setOpen(true)}>
        Reverse
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title={`Reverse ${what.toLowerCase()}?`}
        description="The entry stays on the ledger, struck through, and no longer counts."
      >
        <ReverseForm entryId={entry.id} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function ReverseForm({ entryId, onDone }: { entryId: string; onDone: () => void }) {
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refused, setRefused] = useState<string | undefined>();
  const reverse = useReversePayment({
    onSuccess: () => {
      toast({ title: 'Entry reversed' });
      onDone();
    },
    onError: (err) => setRefused(serverMessageOf(err) ?? err.message),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError('Say why this entry is reversed');
      return;
    }
    setError(undefined);
    setRefused(undefined);
    reverse.mutate({ entryId, reason: reason.trim() });
  };
  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ErrorAlert>{refused}</ErrorAlert>
      <TextAreaField
        label="Reason"
        required
        maxLength={500}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={error}
        placeholder="Recorded on the wrong booking, the payment bounced…"
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" variant="danger" disabled={reverse.isPending}>
          {reverse.isPending ? 'Reversing…' : 'Reverse entry'}
        </Button>
      </div>
    </form>
  );
}
