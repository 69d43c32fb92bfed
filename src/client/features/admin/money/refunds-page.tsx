import { useQuery } from '@tanstack/react-query';
import { Link } from 'wouter';
import { formatMoney } from '../../../../shared/money';
import { Skeleton } from '../../../components/ui/skeleton';
import { usePage } from '../../../lib/page-context';
import { AdminGate } from '../shell/admin-gate';
import { bookingCardHref } from '../shell/booking-anchor';
import { dateTime } from '../shell/format';
import { refundsDueQuery } from './api';
import { cancelledByLabel } from './cancel-dialog';

const cell = 'px-3 py-2 text-left align-top';

/** Cancellations that still owe the client money: what to send back, until a refund entry settles it. */
function RefundsDue() {
  const refunds = useQuery(refundsDueQuery());
  return (
    <div className="mx-auto max-w-7xl px-4 py-8">
      <Link
        href="/admin/bookings"
        className="inline-flex items-center gap-1 text-amber-300 underline-offset-4 hover:underline"
      >
        <span aria-hidden="true">←</span> Back to Booking Management
      </Link>
      <h1 className="mt-4 text-3xl font-bold">Refunds due</h1>
      <p className="mt-2 text-zinc-300">
        Cancelled bookings that owe the client money back. Record the refund on the booking's payments to settle it.
      </p>
      <div className="mt-6">
        {refunds.isPending ? (
          <div className="space-y-4">
            <p role="status">Loading...</p>
            <Skeleton className="h-24 w-full rounded-2xl" />
          </div>
        ) : refunds.isError ? (
          <p role="alert" className="text-rose-200">
            The refunds due could not be loaded: {refunds.error.message}
          </p>
        ) : refunds.data.length === 0 ? (
          <p className="text-zinc-300">No refunds are due.</p>
        ) : (
          <div className="overflow-x-auto rounded-2xl ring-1 ring-zinc-700">
            <table className="w-full text-sm">
              <caption className="sr-only">Refunds due</caption>
              <thead className="bg-zinc-900 text-zinc-300">
                <tr>
                  <th scope="col" className={cell}>
                    Reference
                  </th>
                  <th scope="col" className={cell}>
                    Client
                  </th>
                  <th scope="col" className={cell}>
                    Cancelled by
                  </th>
                  <th scope="col" className={cell}>
                    Reason
                  </th>
                  <th scope="col" className={cell}>
                    Cancelled
                  </th>
                  <th scope="col" className={`${cell} text-right`}>
                    Refund due
                  </th>
                </tr>
              </thead>
              <tbody>
                {refunds.data.map((r) => (
                  <tr key={r.bookingId} className="border-t border-zinc-800">
                    <td className={cell}>
                      <Link
                        href={bookingCardHref(r.bookingId)}
                        aria-label={`Booking ${r.reference}`}
                        className="inline-flex min-h-6 items-center font-mono font-semibold text-amber-300 underline underline-offset-2 focus-visible:outline-2 focus-visible:outline-amber-300"
                      >
                        {r.reference}
                      </Link>
                    </td>
                    <td className={cell}>{r.clientName}</td>
                    <td className={cell}>{cancelledByLabel(r.cancelledBy)}</td>
                    <td className={cell}>{r.reason ?? '—'}</td>
                    <td className={cell}>
                      <time dateTime={r.cancelledAt}>{dateTime(r.cancelledAt)}</time>
                    </td>
                    <td className={`${cell} text-right font-semibold`}>{formatMoney(r.refundDue)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </div>
    </div>
  );
}

export default function AdminRefundsPage() {
  usePage({ title: 'Refunds due', noindex: true });
  return <AdminGate deniedText="You need admin permissions to see the refunds due.">{() => <RefundsDue />}</AdminGate>;
}
