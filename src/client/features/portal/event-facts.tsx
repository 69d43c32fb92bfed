import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { durationInWords, eventWhenInWords } from '../../../shared/event-time';
import { formatMoney } from '../../../shared/money';
import { useLocale } from '../../lib/i18n';

type Event = {
  eventDate: string | null;
  eventTime: string | null;
  eventDuration: number;
  serviceArea: string | null;
  eventType: string | null;
  estimatedGuests: number;
  specialRequests: string;
  shareAmount: string;
};

function Fact({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex flex-wrap gap-x-2">
      <dt className="text-zinc-400">{term}</dt>
      <dd className="font-medium text-zinc-50">{children}</dd>
    </div>
  );
}

/** What an event is (an offer's or a booking's): when, how long, where, what, for how many, her pay. */
export function EventFacts({ event, children }: { event: Event; children?: ReactNode }) {
  const locale = useLocale();
  const { t } = useLingui();
  return (
    <dl className="mt-3 space-y-1 text-sm">
      <Fact term={<Trans>When</Trans>}>{eventWhenInWords(event.eventDate, event.eventTime, locale)}</Fact>
      <Fact term={<Trans>How long</Trans>}>{durationInWords(event.eventDuration, locale)}</Fact>
      <Fact term={<Trans>Area</Trans>}>{event.serviceArea ?? t`Not set`}</Fact>
      <Fact term={<Trans>Event</Trans>}>{event.eventType ?? t`Not set`}</Fact>
      <Fact term={<Trans>Guests</Trans>}>{event.estimatedGuests}</Fact>
      <Fact term={<Trans>Your pay</Trans>}>{formatMoney(event.shareAmount, locale)}</Fact>
      {event.specialRequests && (
        <Fact term={<Trans>Requests</Trans>}>
          <span className="whitespace-pre-line break-words">{event.specialRequests}</span>
        </Fact>
      )}
      {children}
    </dl>
  );
}

export { Fact };
