import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { formatMoney } from '../../../shared/money';
import type { BookingConfirmation } from '../../../shared/schemas/booking';
import { checkedOn, termsIn } from '../../../shared/trust';
import { useBusiness } from '../../lib/business';
import { useLocale } from '../../lib/i18n';

function Row({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-zinc-100">{title}</dt>
      <dd className="mt-1 whitespace-pre-line text-zinc-300">{children}</dd>
    </div>
  );
}

/**
 * What to expect on the night (issue 31), on the confirmation page: each performer's show and ID
 * check as staff recorded them, the balance with its amount, travel and tips in the business's
 * words, and what the client's e-mails, calendar and Cash App note say. Not shown once the page is
 * limited (30 days after the event).
 */
export function ConfirmationTrust({ booking: b }: { booking: BookingConfirmation }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { terms } = useBusiness();
  const balance = formatMoney(b.remainingAmount, locale);
  return (
    <section aria-labelledby="know-heading" className="rounded-xl bg-zinc-900 p-5 ring-1 ring-zinc-800">
      <h2 id="know-heading" className="text-lg font-bold">
        <Trans>Before the night</Trans>
      </h2>
      <dl className="mt-3 space-y-3">
        {b.performerFacts.map((f) => {
          const includes = (locale === 'es' && f.showIncludesEs) || f.showIncludes;
          const checked = f.idCheckedAt && checkedOn(f.idCheckedAt, locale);
          if (!includes && !checked) return null;
          const name = f.name;
          return (
            <Row key={f.name} title={name}>
              {includes && (
                <>
                  <span className="block">
                    <Trans>The show includes:</Trans>
                  </span>
                  {includes}
                </>
              )}
              {checked && (
                <span className="mt-1 block text-emerald-200">
                  <Trans>ID and age checked by our team on {checked}</Trans>
                </span>
              )}
            </Row>
          );
        })}
        <Row title={t`The balance`}>
          <Trans>
            The remaining {balance} is due on the night, before the show starts: in cash to your performer, or through
            Cash App with your booking reference in the note.
          </Trans>
        </Row>
        <Row title={t`Travel and tips`}>
          {termsIn(terms.travel, locale) ?? t`Travel anywhere in our service areas is included in the price.`}{' '}
          {termsIn(terms.tips, locale) ?? t`Tips are welcome, never expected, and go to your performer in full.`}
        </Row>
        <Row title={t`Discretion`}>
          <Trans>
            Our e-mails' subjects and previews, your calendar entry and the Cash App note name only a private event and
            your booking reference: no performer names, no details of the party.
          </Trans>
        </Row>
      </dl>
    </section>
  );
}
