import { Trans } from '@lingui/react/macro';
import { formatMoney } from '../../../shared/money';
import type { BookingConfirmation } from '../../../shared/schemas/booking';
import { useLocale } from '../../lib/i18n';

/** The payment call-to-action: only while the deposit is still awaited (confirmation-stage.ts, depositDue). */
export function PaymentCall({ booking: b }: { booking: BookingConfirmation }) {
  const deposit = formatMoney(b.depositAmount, useLocale());
  const reference = <span className="font-mono font-bold tracking-wider text-amber-200">{b.reference}</span>;
  return (
    <section
      aria-labelledby="pay-heading"
      className="rounded-2xl bg-gradient-to-br from-emerald-950 to-zinc-900 p-6 ring-1 ring-emerald-600"
    >
      <h2 id="pay-heading" className="text-xl font-bold">
        <Trans>Pay your 50% deposit to secure the date</Trans>
      </h2>
      <p className="mt-3 text-lg text-zinc-50">
        <Trans>Put {reference} in the note</Trans>
      </p>
      <p className="mt-1 text-zinc-200">
        <Trans>
          Pay the deposit with the Cash App button below and write your booking reference in the Cash App note, so that
          we can match your payment to this booking.
        </Trans>
      </p>
      <a
        href={b.cashAppLink}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex h-12 w-full items-center justify-center rounded-lg bg-emerald-400 px-6 sm:w-auto font-bold text-zinc-950 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-200"
      >
        <Trans>Pay {deposit} with Cash App</Trans>
      </a>
      <p className="mt-3 text-sm text-zinc-200">
        <Trans>Cash App opens in a new tab. If it did not, use the button.</Trans>
      </p>
    </section>
  );
}

export function PaymentPendingCard() {
  return (
    <section aria-labelledby="pending-heading" className="rounded-2xl bg-yellow-950 p-5 ring-1 ring-yellow-700">
      <h2 id="pending-heading" className="text-lg font-bold">
        <Trans>Payment Pending</Trans>
      </h2>
      <p className="mt-1 text-yellow-50">
        <Trans>We are waiting for your deposit. It can take a few minutes to show here.</Trans>
      </p>
    </section>
  );
}

export function DepositConfirmedCard() {
  return (
    <section aria-labelledby="deposit-heading" className="rounded-2xl bg-sky-950 p-5 ring-1 ring-sky-700">
      <h2 id="deposit-heading" className="text-lg font-bold">
        <Trans>Deposit Confirmed</Trans>
      </h2>
      <p className="mt-1 text-sky-50">
        <Trans>Thank you: your deposit is in and your date is held.</Trans>
      </p>
    </section>
  );
}
