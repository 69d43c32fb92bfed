import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { formatMoney } from '../../../../shared/money';
import { RECEIPT_REASON_WORDS } from '../../../../shared/receipts';
import type { PaymentReceipt } from '../../../../shared/schemas/receipts';
import { ErrorAlert } from '../../../components/ui/alert';
import { Badge } from '../../../components/ui/badge';
import { Button } from '../../../components/ui/button';
import { TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { serverMessageOf } from '../../../lib/http';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { BackToDashboard } from '../shell/admin-header';
import { AdminSection } from '../shell/admin-section';
import { dateTime } from '../shell/format';
import { unmatchedPaymentsQuery } from './api';
import { useAssignPayment } from './mutations';

const amountOf = (r: PaymentReceipt) => (r.amount === null ? 'No amount' : formatMoney(r.amount));

/** Put the receipt's money on a booking, named by its reference (or id). */
function AssignForm({ receipt }: { receipt: PaymentReceipt }) {
  const [booking, setBooking] = useState('');
  const [error, setError] = useState<string | undefined>();
  const assign = useAssignPayment({
    onSuccess: () =>
      toast({ title: 'Payment recorded', description: `${amountOf(receipt)} is on booking ${booking.trim()}.` }),
    onError: (err) => setError(serverMessageOf(err) ?? 'Could not record the payment. Please try again.'),
  });
  function submit(event: FormEvent) {
    event.preventDefault();
    const bookingId = booking.trim();
    setError(bookingId ? undefined : 'Enter the booking reference');
    if (bookingId) assign.mutate({ id: receipt.id, bookingId });
  }
  return (
    <form className="mt-2 flex flex-wrap items-start gap-2" onSubmit={submit} noValidate>
      <TextField
        label={`Booking for the ${amountOf(receipt)} payment`}
        hideLabel
        placeholder="Booking reference, e.g. AB12CD34"
        autoComplete="off"
        className="w-64"
        value={booking}
        error={error}
        onChange={(e) => setBooking(e.target.value)}
      />
      <Button
        type="submit"
        size="sm"
        disabled={assign.isPending}
        aria-label={`Assign ${amountOf(receipt)} to this booking`}
      >
        {assign.isPending ? 'Recording…' : 'Assign'}
      </Button>
    </form>
  );
}

function ReceiptItem({ receipt }: { receipt: PaymentReceipt }) {
  const rejected = receipt.state === 'rejected';
  return (
    <li className="py-4">
      <p className="flex flex-wrap items-center gap-2 font-semibold">
        {amountOf(receipt)} from {receipt.sender ?? receipt.from}
        <Badge tone={rejected ? 'red' : 'yellow'}>{rejected ? 'Rejected' : 'Unmatched'}</Badge>
      </p>
      <p className="text-sm text-zinc-300">
        {dateTime(receipt.receivedAt)}
        {receipt.note ? ` · note: “${receipt.note}”` : ' · no note'}
        {receipt.transactionId ? ` · Cash App id ${receipt.transactionId}` : ''}
      </p>
      {receipt.reason && (
        <p className="text-sm text-zinc-300">
          {rejected ? 'Never recorded: ' : 'Not matched: '}
          {RECEIPT_REASON_WORDS[receipt.reason]}.
        </p>
      )}
      {!rejected && <AssignForm receipt={receipt} />}
    </li>
  );
}

function Receipts() {
  const list = useQuery(unmatchedPaymentsQuery());
  const receipts = list.data?.receipts ?? [];
  return (
    <AdminSection title="Waiting for a booking">
      <p className="mt-1 text-sm text-zinc-300">
        Cash App payment e-mails the mailbox could not match. Assign one to the booking it pays: the deposit is recorded
        while it is due, then the balance. Rejected e-mails failed Cash App's signature and are never recorded.
      </p>
      {list.isError && <ErrorAlert className="mt-3">Could not load the payments. Refresh the page.</ErrorAlert>}
      {list.isPending && <p className="mt-3">Loading...</p>}
      {list.isSuccess && receipts.length === 0 && (
        <p className="mt-3 text-sm text-zinc-300">Every payment received is matched.</p>
      )}
      {receipts.length > 0 && (
        <ul aria-label="Unmatched payments" className="mt-2 divide-y divide-zinc-700">
          {receipts.map((r) => (
            <ReceiptItem key={r.id} receipt={r} />
          ))}
        </ul>
      )}
    </AdminSection>
  );
}

/** /admin/payments: Cash App receipts the mailbox left for staff (decision 036). */
export default function PaymentsPage() {
  usePage({ title: 'Unmatched payments', noindex: true });
  return (
    <AdminGate deniedText="Please log in with admin credentials to see payments.">
      {() => (
        <div className="mx-auto max-w-4xl px-4 py-8">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <BackToDashboard />
            <Link href="/admin/bookings" className="text-amber-300 underline-offset-4 hover:underline">
              Booking Management
            </Link>
          </div>
          <h1 className="mt-4 text-3xl font-bold">Unmatched payments</h1>
          <div className="mt-6">
            <Receipts />
          </div>
        </div>
      )}
    </AdminGate>
  );
}
