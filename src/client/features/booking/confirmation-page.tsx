import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { awaitsDeposit, statusBadge } from '../../../shared/booking-status';
import { formatMoney } from '../../../shared/money';
import type { BookingConfirmation } from '../../../shared/schemas/booking';
import { Badge } from '../../components/ui/badge';
import { usePage } from '../../lib/page-context';
import { bookingByIdQuery } from './api';

const OPEN_DELAY_MS = 1000;

function ReturnLink() {
  return (
    <Link href="/" className="text-amber-300 underline">
      Return to Gallery
    </Link>
  );
}

/** Opens the Cash App page in a new tab a second after the page shows, once per visit (a reload does not reopen it). */
function useOpenCashAppOnce(booking: BookingConfirmation) {
  useEffect(() => {
    if (!awaitsDeposit(booking.paymentStatus)) return;
    const key = `cashapp-opened:${booking.id}`;
    if (window.sessionStorage.getItem(key)) return;
    const timer = window.setTimeout(() => {
      window.sessionStorage.setItem(key, '1');
      window.open(booking.cashAppLink, '_blank', 'noopener,noreferrer');
    }, OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [booking]);
}

function duration(b: BookingConfirmation): string {
  const minutes = `${b.eventDuration} minutes`;
  return b.serviceType === 'hourly'
    ? `${minutes} (${b.eventDuration / 60} hour${b.eventDuration === 60 ? '' : 's'})`
    : minutes;
}

function Confirmation({ booking: b }: { booking: BookingConfirmation }) {
  useOpenCashAppOnce(b);
  const badge = statusBadge(b.status);
  const rows: [string, string][] = [
    ['Name', b.clientName],
    ['Email', b.clientEmail],
    ...(b.clientPhone ? ([['Phone', b.clientPhone]] as [string, string][]) : []),
    ['Service', b.serviceType === 'hourly' ? 'Hourly performance' : 'Stripper gram'],
    ['Performers', String(b.numberOfPerformers)],
    ['Event date', b.eventDate ?? 'Not set'],
    ['Duration', duration(b)],
    ...(b.preferredDanceStyles.length
      ? ([['Dance styles', b.preferredDanceStyles.join(', ')]] as [string, string][])
      : []),
    ...(b.preferredMusicStyles.length ? ([['Music', b.preferredMusicStyles.join(', ')]] as [string, string][]) : []),
    ...(b.customMessage ? ([['Special requests', b.customMessage]] as [string, string][]) : []),
  ];
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <div>
        <h1 className="text-3xl font-extrabold">Booking Request Received</h1>
        <p className="mt-2 flex flex-wrap items-center gap-3 text-zinc-300">
          <span>
            Booking <span className="font-mono text-white">#{b.id.slice(0, 8).toUpperCase()}</span>
          </span>
          <Badge tone={badge.color}>{badge.label}</Badge>
        </p>
      </div>
      {awaitsDeposit(b.paymentStatus) && (
        <section
          aria-labelledby="pay-heading"
          className="rounded-2xl bg-gradient-to-br from-emerald-950 to-zinc-900 p-6 ring-1 ring-emerald-600"
        >
          <h2 id="pay-heading" className="text-xl font-bold">
            Pay your 50% deposit to secure the date
          </h2>
          <p className="mt-2 text-zinc-200">Cash App opens in a new tab. If it did not, use the button.</p>
          <a
            href={b.cashAppLink}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-4 inline-flex h-12 items-center rounded-lg bg-emerald-400 px-6 font-bold text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-200"
          >
            Pay {formatMoney(b.depositAmount)} with Cash App
          </a>
        </section>
      )}
      {b.paymentStatus === 'depositPending' && (
        <section className="rounded-2xl bg-yellow-950 p-5 ring-1 ring-yellow-700">
          <h2 className="text-lg font-bold">Payment Pending</h2>
          <p className="mt-1 text-yellow-50">
            We are waiting for your deposit. It can take a few minutes to show here.
          </p>
        </section>
      )}
      {b.paymentStatus === 'depositPaid' && (
        <section className="rounded-2xl bg-sky-950 p-5 ring-1 ring-sky-700">
          <h2 className="text-lg font-bold">Deposit Confirmed</h2>
          <p className="mt-1 text-sky-50">Thank you: your deposit is in and your date is held.</p>
        </section>
      )}
      <section aria-labelledby="details-heading" className="rounded-2xl bg-zinc-900 p-6 ring-1 ring-zinc-800">
        <h2 id="details-heading" className="text-xl font-bold">
          Booking details
        </h2>
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-zinc-400">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
        <dl className="mt-5 space-y-1 border-t border-zinc-700 pt-4">
          <div className="flex justify-between text-lg font-bold">
            <dt>Total</dt>
            <dd>{formatMoney(b.totalAmount)}</dd>
          </div>
          <div className="flex justify-between text-emerald-300">
            <dt>Deposit (50%)</dt>
            <dd>{formatMoney(b.depositAmount)}</dd>
          </div>
          <div className="flex justify-between text-zinc-300">
            <dt>Remaining</dt>
            <dd>{formatMoney(b.remainingAmount)}</dd>
          </div>
        </dl>
      </section>
      <section aria-labelledby="next-heading" className="rounded-2xl bg-zinc-900 p-6 ring-1 ring-zinc-800">
        <h2 id="next-heading" className="text-xl font-bold">
          What's Next
        </h2>
        <ol className="mt-3 list-decimal space-y-2 pl-5 text-zinc-200">
          <li>Pay the 50% deposit through Cash App to hold your date.</li>
          <li>Our booking team contacts you within 24 hours to confirm every detail.</li>
          <li>Your performers arrive on time; the remaining balance is paid at the event.</li>
        </ol>
      </section>
      <ReturnLink />
    </div>
  );
}

function Missing() {
  usePage({ title: 'Booking not found', noindex: true }, 404);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Booking not found</h1>
      <p className="mt-3 text-zinc-300">Check the link in your messages, or contact us.</p>
      <div className="mt-6">
        <ReturnLink />
      </div>
    </div>
  );
}

/** /booking-confirmation/{id}. */
export default function ConfirmationPage() {
  const { id = '' } = useParams<{ id: string }>();
  usePage({ title: 'Booking Confirmation', description: 'Your booking request and deposit.', noindex: true });
  const { data, isPending } = useQuery(bookingByIdQuery(id));
  if (isPending) return <p className="mx-auto max-w-3xl px-4 py-12">Loading booking details...</p>;
  return data ? <Confirmation booking={data} /> : <Missing />;
}
