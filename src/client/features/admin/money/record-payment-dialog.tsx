import { type FormEvent, useState } from 'react';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { useRecordPayment } from './mutations';
import {
  emptyPaymentForm,
  errorsOfFailure,
  type FormErrors,
  KIND_WORDS,
  kindOptions,
  methodOptions,
  type PaymentForm,
  readPaymentForm,
} from './payment-form';

/** "Record payment": money received or refunded, or a price adjustment, in a dialog over the booking panel. */
export function RecordPayment({ bookingId }: { bookingId: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button size="sm" variant="secondary" onClick={() => setOpen(true)}>
        Record payment
      </Button>
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Record payment"
        description="Money received or refunded, or a change of price. A mistake is undone with Reverse, never edited."
      >
        <RecordPaymentForm bookingId={bookingId} onDone={() => setOpen(false)} />
      </Dialog>
    </>
  );
}

function RecordPaymentForm({ bookingId, onDone }: { bookingId: string; onDone: () => void }) {
  const [form, setForm] = useState<PaymentForm>(emptyPaymentForm);
  const [errors, setErrors] = useState<FormErrors>({});
  const record = useRecordPayment({
    onSuccess: ({ entry }) => {
      toast({ title: 'Payment recorded', description: `${KIND_WORDS[entry.kind]} recorded.` });
      onDone();
    },
    onError: (err) => setErrors(errorsOfFailure(err, 'The payment could not be recorded')),
  });
  const set =
    <K extends keyof PaymentForm>(key: K) =>
    (value: PaymentForm[K]) =>
      setForm((f) => ({ ...f, [key]: value }));
  const adjustment = form.kind === 'adjustment';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const read = readPaymentForm(form);
    if ('errors' in read) {
      setErrors(read.errors);
      return;
    }
    setErrors({});
    record.mutate({ bookingId, payment: read.payment });
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ErrorAlert>{errors.form}</ErrorAlert>
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField
          label="Kind"
          options={kindOptions}
          value={form.kind}
          onChange={(e) => set('kind')(e.target.value as PaymentForm['kind'])}
          error={errors.kind}
        />
        <TextField
          label={adjustment ? 'Amount (negative for a discount)' : 'Amount'}
          inputMode="decimal"
          autoComplete="off"
          value={form.amount}
          onChange={(e) => set('amount')(e.target.value)}
          error={errors.amount}
        />
        <SelectField
          label="Method"
          options={methodOptions}
          value={form.method}
          onChange={(e) => set('method')(e.target.value as PaymentForm['method'])}
          error={errors.method}
        />
        <TextField
          label="Reference (optional)"
          autoComplete="off"
          placeholder="Cash App transaction id or note"
          value={form.reference}
          onChange={(e) => set('reference')(e.target.value)}
          error={errors.reference}
        />
        <TextField
          label="When (optional, Miami time)"
          type="datetime-local"
          value={form.at}
          onChange={(e) => set('at')(e.target.value)}
          error={errors.at}
        />
      </div>
      <TextAreaField
        label={adjustment ? 'Reason (required)' : 'Note (optional)'}
        value={form.note}
        maxLength={500}
        required={adjustment}
        onChange={(e) => set('note')(e.target.value)}
        error={errors.note}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={record.isPending}>
          {record.isPending ? 'Saving…' : 'Record payment'}
        </Button>
      </div>
    </form>
  );
}
