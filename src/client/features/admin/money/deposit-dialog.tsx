import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { PAYMENT_METHODS, type PaymentMethod, toCents, toDollars } from '../../../../shared/ledger';
import { formatMoney } from '../../../../shared/money';
import { confirmDepositInputSchema } from '../../../../shared/schemas/ledger';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SelectField, TextField } from '../../../components/ui/field';
import { bookingLedgerQuery, type DepositInput } from './api';
import { amountOf, methodOptions } from './payment-form';

/** The deposit still due: the booking's deposit less what was paid already. */
const depositStillDue = (deposit: string | number, paid: number) =>
  toDollars(Math.max(0, toCents(deposit) - toCents(paid)));

/**
 * Confirm Deposit Received's question: how much arrived (the deposit still due, prefilled), how,
 * and Cash App's reference. The card sends it; a refusal (`error`) is shown here.
 */
export function DepositDialog({
  open,
  bookingId,
  depositAmount,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  bookingId: string;
  depositAmount: string;
  pending: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (deposit: DepositInput) => void;
}) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onCancel()}
      title="Confirm Deposit Received"
      description="The deposit is recorded on the booking's payments and the booking is confirmed."
    >
      <DepositForm {...{ bookingId, depositAmount, pending, error, onCancel, onConfirm }} />
    </Dialog>
  );
}

function DepositForm({
  bookingId,
  depositAmount,
  pending,
  error,
  onCancel,
  onConfirm,
}: Omit<Parameters<typeof DepositDialog>[0], 'open'>) {
  const ledger = useQuery(bookingLedgerQuery(bookingId));
  if (ledger.isPending) return <p role="status">Loading payments…</p>;
  if (ledger.isError) return <ErrorAlert>The payments could not be loaded: {ledger.error.message}</ErrorAlert>;
  const due = depositStillDue(depositAmount, ledger.data.totals.paid);
  return <DepositFields due={due} {...{ pending, error, onCancel, onConfirm }} />;
}

function DepositFields({
  due,
  pending,
  error,
  onCancel,
  onConfirm,
}: {
  due: number;
  pending: boolean;
  error: string | undefined;
  onCancel: () => void;
  onConfirm: (deposit: DepositInput) => void;
}) {
  const [amount, setAmount] = useState(due.toFixed(2));
  const [method, setMethod] = useState<PaymentMethod>('cashapp');
  const [reference, setReference] = useState('');
  const [amountError, setAmountError] = useState<string | undefined>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const deposit = { amount: amountOf(amount), method, reference: reference.trim() || undefined };
    const parsed = confirmDepositInputSchema.safeParse(deposit);
    if (Number.isNaN(deposit.amount) || !parsed.success) {
      setAmountError(
        Number.isNaN(deposit.amount)
          ? 'Enter an amount in dollars, e.g. 150 or 150.50'
          : (parsed.error?.issues[0]?.message ?? 'Check the amount'),
      );
      return;
    }
    setAmountError(undefined);
    onConfirm(deposit);
  };

  return (
    <form onSubmit={submit} noValidate className="space-y-3">
      <ErrorAlert>{error}</ErrorAlert>
      <p className="text-sm text-zinc-300">Deposit still due: {formatMoney(due)}</p>
      <TextField
        label="Amount received"
        inputMode="decimal"
        autoComplete="off"
        value={amount}
        onChange={(e) => setAmount(e.target.value)}
        error={amountError}
      />
      <SelectField
        label="Method"
        options={methodOptions}
        value={method}
        onChange={(e) => setMethod(PAYMENT_METHODS.find((m) => m === e.target.value) ?? 'cashapp')}
      />
      <TextField
        label="Cash App reference"
        autoComplete="off"
        placeholder="Optional: the payment's id or note"
        value={reference}
        onChange={(e) => setReference(e.target.value)}
      />
      <div className="flex justify-end gap-2">
        <Button variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
        <Button type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Record deposit'}
        </Button>
      </div>
    </form>
  );
}
