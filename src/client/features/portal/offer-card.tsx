import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useRef, useState } from 'react';
import { bookingReference } from '../../../shared/event-time';
import type { PortalOffer } from '../../../shared/schemas/portal';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { useLocale } from '../../lib/i18n';
import { acceptOffer, declineOffer } from './api';
import { ClientFacts } from './client-facts';
import { EventFacts } from './event-facts';
import { instantInWords, isOpen, timeLeft } from './portal-rules';
import { failureWords, OFFER_STATE_WORDS } from './words';

/** How long is left to answer: "1 h 20 min left", or that the time is over. */
function TimeLeft({ expiresAt, now }: { expiresAt: string; now: Date }) {
  const left = timeLeft(expiresAt, now);
  if (left.closed) return <Trans>The time to answer is over.</Trans>;
  const { hours, minutes } = left;
  return hours > 0 ? (
    <Trans>
      {hours} h {minutes} min left
    </Trans>
  ) : (
    <Trans>{minutes} min left</Trans>
  );
}

/**
 * One offer: the event, her pay, and, while it is open, Accept or Decline (with an optional
 * reason) before its deadline. `answered` refreshes the page's offers and bookings.
 */
export function OfferCard({ offer, now, answered }: { offer: PortalOffer; now: Date; answered: () => Promise<void> }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const titleId = useId();
  const reasonId = useId();
  const [declining, setDeclining] = useState(false);
  const [typed, setTyped] = useState('');
  const reason = offer.reason;
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const open = isOpen(offer, now);
  const reference = bookingReference(offer.bookingId);
  const deadline = instantInWords(offer.expiresAt, locale);
  const stateRef = useRef<HTMLParagraphElement>(null);

  async function answer(call: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await call();
      await answered();
      // The buttons are gone: the focus goes to what her answer changed.
      stateRef.current?.focus();
    } catch (err) {
      setFailure(failureWords(i18n, err));
      // A closed offer (409) shows its new state.
      await answered();
    } finally {
      setBusy(false);
    }
  }

  return (
    <article aria-labelledby={titleId} className="rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-700">
      <h3 id={titleId} className="text-lg font-semibold">
        <Trans>Offer for booking {reference}</Trans>
      </h3>
      <p
        ref={stateRef}
        tabIndex={-1}
        className="mt-1 text-sm font-medium text-amber-300 outline-none"
        data-offer-state={offer.state}
      >
        {i18n._(OFFER_STATE_WORDS[offer.state])}
      </p>
      <EventFacts event={offer} />
      <ClientFacts rulesVersion={offer.rulesVersion} rulesAcceptedAt={offer.rulesAcceptedAt} signals={offer.signals} />
      {open && (
        <p className="mt-3 text-sm text-zinc-200">
          <Trans>Answer by {deadline}</Trans>{' '}
          <span className="font-semibold">
            (<TimeLeft expiresAt={offer.expiresAt} now={now} />)
          </span>
        </p>
      )}
      {offer.state === 'declined' && reason && (
        <p className="mt-2 text-sm text-zinc-300">
          <Trans>Your reason: {reason}</Trans>
        </p>
      )}
      <ErrorAlert className="mt-3">{failure}</ErrorAlert>
      {open && !declining && (
        <div className="mt-4 flex flex-wrap gap-3">
          <Button disabled={busy} onClick={() => answer(() => acceptOffer(offer.id))}>
            <Trans>Accept</Trans>
          </Button>
          <Button variant="secondary" disabled={busy} onClick={() => setDeclining(true)}>
            <Trans>Decline</Trans>
          </Button>
        </div>
      )}
      {open && declining && (
        <form
          className="mt-4 space-y-3"
          onSubmit={(event) => {
            event.preventDefault();
            void answer(() => declineOffer(offer.id, typed));
          }}
        >
          <div>
            <label htmlFor={reasonId} className="mb-1 block text-sm font-medium text-zinc-200">
              <Trans>Reason (optional)</Trans>
            </label>
            <textarea
              id={reasonId}
              value={typed}
              maxLength={500}
              rows={3}
              onChange={(e) => setTyped(e.target.value)}
              className="w-full rounded-lg bg-zinc-950 px-3 py-2 text-zinc-50 ring-1 ring-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-300"
            />
          </div>
          <div className="flex flex-wrap gap-3">
            <Button type="submit" variant="danger" disabled={busy}>
              <Trans>Decline offer</Trans>
            </Button>
            <Button variant="ghost" disabled={busy} onClick={() => setDeclining(false)}>
              {t`Keep the offer`}
            </Button>
          </div>
        </form>
      )}
    </article>
  );
}
