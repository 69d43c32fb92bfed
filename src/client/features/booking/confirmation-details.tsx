import { Trans, useLingui } from '@lingui/react/macro';
import { eventWhenInWords } from '../../../shared/date-words';
import { INTL_LOCALE, type Locale } from '../../../shared/locale';
import { formatMoney } from '../../../shared/money';
import type { BookingConfirmation } from '../../../shared/schemas/booking';
import { attributeWord } from '../../lib/attribute-words';
import { byCount, useLocale } from '../../lib/i18n';

/** Label and value pairs, leaving out what the client did not give. */
function useDetailRows(b: BookingConfirmation): [string, string][] {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const names = new Intl.ListFormat(INTL_LOCALE[locale], { style: 'long', type: 'conjunction' });
  const minutes = b.eventDuration;
  const hours = minutes / 60;
  const duration =
    b.serviceType === 'hourly'
      ? byCount(hours, t`${minutes} minutes (${hours} hour)`, t`${minutes} minutes (${hours} hours)`)
      : t`${minutes} minutes`;
  const optional = (label: string, value: string): [string, string][] => (value ? [[label, value]] : []);
  const words = (values: string[]) => values.map((v) => attributeWord(i18n, v)).join(', ');
  return [
    ...optional(t`Performers`, names.format(b.performerNames)),
    [t`Number of performers`, String(b.numberOfPerformers)],
    [t`Date and time`, eventWhenInWords(b.eventDate, b.eventTime, locale as Locale)],
    ...optional(t`Location`, b.eventLocation),
    [t`Duration`, duration],
    [t`Service`, b.serviceType === 'hourly' ? t`Hourly performance` : t`Stripper gram`],
    [t`Name`, b.clientName],
    [t`Email`, b.clientEmail],
    ...optional(t`Phone`, b.clientPhone ?? ''),
    ...optional(t`Dance styles`, words(b.preferredDanceStyles)),
    ...optional(t`Music`, words(b.preferredMusicStyles)),
    ...optional(t`Special requests`, b.customMessage),
  ];
}

/**
 * The booking's details and its amounts; from 30 days after the event (b.limited) the amounts only.
 * The toast keeps clear of the amounts (data-toast-avoid, toast-view.tsx).
 */
export function ConfirmationDetails({ booking: b }: { booking: BookingConfirmation }) {
  const rows = useDetailRows(b);
  const locale = useLocale();
  return (
    <section aria-labelledby="details-heading" className="rounded-2xl bg-zinc-900 p-6 ring-1 ring-zinc-800">
      <h2 id="details-heading" className="text-xl font-bold">
        <Trans>Booking details</Trans>
      </h2>
      {b.limited ? (
        <p className="mt-4 text-zinc-300">
          <Trans>
            More than 30 days after the event, this page shows only the status and the amounts. For anything else,
            contact us with your booking reference.
          </Trans>
        </p>
      ) : (
        <dl className="mt-4 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2">
          {rows.map(([label, value]) => (
            <div key={label} className="contents">
              <dt className="text-zinc-400">{label}</dt>
              <dd className="break-words">{value}</dd>
            </div>
          ))}
        </dl>
      )}
      {!b.limited && b.confirmedPerformers.length > 0 && <ConfirmedPerformers names={b.confirmedPerformers} />}
      <dl data-toast-avoid className="mt-5 space-y-1 border-t border-zinc-700 pt-4">
        <div className="flex justify-between text-lg font-bold">
          <dt>
            <Trans>Total</Trans>
          </dt>
          <dd>{formatMoney(b.totalAmount, locale)}</dd>
        </div>
        <div className="flex justify-between text-emerald-300">
          <dt>
            <Trans>Deposit (50%)</Trans>
          </dt>
          <dd>{formatMoney(b.depositAmount, locale)}</dd>
        </div>
        <div className="flex justify-between text-zinc-300">
          <dt>
            <Trans>Remaining</Trans>
          </dt>
          <dd>{formatMoney(b.remainingAmount, locale)}</dd>
        </div>
      </dl>
    </section>
  );
}

/** Who has accepted the booking (decision 033): never who declined or has not answered yet. */
function ConfirmedPerformers({ names }: { names: string[] }) {
  return (
    <ul className="mt-4 space-y-1 text-emerald-300">
      {names.map((name) => (
        <li key={name} className="flex items-center gap-2">
          <span aria-hidden="true">✓</span>
          <Trans>{name} confirmed</Trans>
        </li>
      ))}
    </ul>
  );
}
