import { formatMoney } from '../../../shared/money';
import type { BookingConfirmation } from '../../../shared/schemas/booking';

/** The payment call-to-action: only while the deposit is still awaited (confirmation-stage.ts, depositDue). */
export function PaymentCall({ booking: b }: { booking: BookingConfirmation }) {
  return (
    <section
      aria-labelledby="pay-heading"
      className="rounded-2xl bg-gradient-to-br from-emerald-950 to-zinc-900 p-6 ring-1 ring-emerald-600"
    >
      <h2 id="pay-heading" className="text-xl font-bold">
        Pay your 50% deposit to secure the date
      </h2>
      <p className="mt-3 text-lg text-zinc-50">
        Put <span className="font-mono font-bold tracking-wider text-amber-200">{b.reference}</span> in the note
      </p>
      <p className="mt-1 text-zinc-200">
        Pay the deposit with the Cash App button below and write your booking reference in the Cash App note, so that we
        can match your payment to this booking.
      </p>
      <a
        href={b.cashAppLink}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex h-12 w-full items-center justify-center rounded-lg bg-emerald-400 px-6 sm:w-auto font-bold text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-200"
      >
        Pay {formatMoney(b.depositAmount)} with Cash App
      </a>
      <p className="mt-3 text-sm text-zinc-200">Cash App opens in a new tab. If it did not, use the button.</p>
    </section>
  );
}

export function PaymentPendingCard() {
  return (
    <section aria-labelledby="pending-heading" className="rounded-2xl bg-yellow-950 p-5 ring-1 ring-yellow-700">
      <h2 id="pending-heading" className="text-lg font-bold">
        Payment Pending
      </h2>
      <p className="mt-1 text-yellow-50">We are waiting for your deposit. It can take a few minutes to show here.</p>
    </section>
  );
}

export function DepositConfirmedCard() {
  return (
    <section aria-labelledby="deposit-heading" className="rounded-2xl bg-sky-950 p-5 ring-1 ring-sky-700">
      <h2 id="deposit-heading" className="text-lg font-bold">
        Deposit Confirmed
      </h2>
      <p className="mt-1 text-sky-50">Thank you: your deposit is in and your date is held.</p>
    </section>
  );
}
