import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Link, useParams } from 'wouter';
import { statusBadge } from '../../../shared/booking-status';
import type { BookingConfirmation } from '../../../shared/schemas/booking';
import { Badge } from '../../components/ui/badge';
import { buttonClass } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { usePage } from '../../lib/page-context';
import { useResource } from '../../lib/resource';
import { bookingByIdResource } from './api';
import { ConfirmationDetails } from './confirmation-details';
import { EmailConfirmationNotice } from './confirmation-email-notice';
import { DepositConfirmedCard, PaymentCall, PaymentPendingCard } from './confirmation-payment';
import { depositConfirmed, depositDue, stageCopy, statusLabel } from './confirmation-stage';
import { ConfirmationSteps } from './confirmation-steps';
import { ConfirmationTrust } from './confirmation-trust';
import { ReferenceCopy } from './reference-copy';

const OPEN_DELAY_MS = 1000;

function ReturnLink() {
  return (
    <Link href="/" className="inline-flex min-h-11 items-center text-amber-300 underline">
      <Trans>Return to Gallery</Trans>
    </Link>
  );
}

/**
 * Opens the Cash App page in a new tab a second after the page shows, once per visit (a reload
 * does not reopen it), and only while the deposit is still asked for.
 */
function useOpenCashAppOnce(booking: BookingConfirmation, due: boolean) {
  useEffect(() => {
    if (!due) return;
    const key = `cashapp-opened:${booking.id}`;
    if (window.sessionStorage.getItem(key)) return;
    const timer = window.setTimeout(() => {
      window.sessionStorage.setItem(key, '1');
      window.open(booking.cashAppLink, '_blank', 'noopener,noreferrer');
    }, OPEN_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [booking.id, booking.cashAppLink, due]);
}

function Confirmation({ booking: b }: { booking: BookingConfirmation }) {
  // 30 days after the event the page shows the status and the amounts only (b.limited).
  const due = !b.limited && depositDue(b.status, b.paymentStatus);
  useOpenCashAppOnce(b, due);
  const { i18n } = useLingui();
  const badge = statusBadge(b.status);
  const copy = stageCopy(i18n, b.status, b.paymentStatus);
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <EmailConfirmationNotice />
      {/* The "submitted" toast keeps clear of the heading (data-toast-avoid, toast-view.tsx). */}
      <div data-toast-avoid>
        <h1 className="text-3xl font-extrabold">{copy.heading}</h1>
        <p className="mt-2 flex flex-wrap items-center gap-2 text-zinc-300">
          <span>
            <Trans>Status</Trans>
          </span>
          <Badge tone={badge.color}>{statusLabel(i18n, b.status, badge.label)}</Badge>
        </p>
        <p className="mt-3 text-zinc-200">{copy.intro}</p>
      </div>
      <ReferenceCopy reference={b.reference} />
      {due && <PaymentCall booking={b} />}
      {due && b.paymentStatus === 'depositPending' && <PaymentPendingCard />}
      {!b.limited && depositConfirmed(b.status, b.paymentStatus) && <DepositConfirmedCard />}
      <ConfirmationDetails booking={b} />
      {!b.limited && <ConfirmationSteps steps={copy.steps} />}
      {!b.limited && <ConfirmationTrust booking={b} />}
      <ReturnLink />
    </div>
  );
}

function Missing() {
  const { t } = useLingui();
  usePage({ title: t`Booking not found`, noindex: true }, 404);
  return (
    <div className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">
        <Trans>Booking not found</Trans>
      </h1>
      <p className="mt-3 text-zinc-300">
        <Trans>
          Check the link in your messages, or look the booking up with your e-mail address and booking reference.
        </Trans>
      </p>
      <div className="mt-6 flex flex-col items-center gap-4">
        <Link href="/find-booking" className={buttonClass()}>
          <Trans>Find my booking</Trans>
        </Link>
        <ReturnLink />
      </div>
    </div>
  );
}

/**
 * /booking-confirmation/{id}: the booking as it stands now; heading, steps and payment follow its
 * status. From 30 days after the event, only the status, the reference and the amounts.
 */
export default function ConfirmationPage() {
  const { id = '' } = useParams<{ id: string }>();
  const { t } = useLingui();
  usePage({ title: t`Booking Confirmation`, description: t`Your booking request and deposit.`, noindex: true });
  const { data, isPending, isError, refetch } = useResource(bookingByIdResource(id));
  if (isPending)
    return (
      <p className="mx-auto max-w-3xl px-4 py-12">
        <Trans>Loading booking details...</Trans>
      </p>
    );
  // A failed load is not "not found" (a 404 answers null): say so, and offer to try again.
  if (isError)
    return <LoadError title={t`We could not load your booking`} action={t`Try again`} onAction={() => refetch()} />;
  return data ? <Confirmation booking={data} /> : <Missing />;
}
