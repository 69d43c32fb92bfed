import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Performer } from '../../../shared/schemas/performer';
import { checkedOn, monthYearOf, photosStillVerified, termsIn } from '../../../shared/trust';
import { useBusiness } from '../../lib/business';
import { useLocale } from '../../lib/i18n';
import { Check } from './icons';

function Fact({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <div>
      <dt className="font-semibold text-zinc-100">{title}</dt>
      <dd className="mt-1 whitespace-pre-line text-zinc-300">{children}</dd>
    </div>
  );
}

/**
 * Trust where the decision is made (issue 31): the checks our team recorded, what her show
 * includes, how the balance is paid, travel and tips in the business's words, and what the
 * client's e-mails and calendar say. Nothing here is a stock claim: each check shows only when
 * staff recorded it, and a photo check older than six months is no longer mentioned.
 */
export function TrustFacts({ performer: p, now }: { performer: Performer; now: Date }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { terms } = useBusiness();
  const includes = (locale === 'es' && p.showIncludesEs) || p.showIncludes;
  const checked = p.idCheckedAt && checkedOn(p.idCheckedAt, locale);
  const verified = photosStillVerified(p.photosVerifiedAt, now) && p.photosVerifiedAt;
  const month = verified ? monthYearOf(verified, locale) : '';
  return (
    <section aria-labelledby="trust-heading" className="rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
      <h2 id="trust-heading" className="text-lg font-semibold">
        <Trans>Good to know</Trans>
      </h2>
      {(checked || verified) && (
        <ul className="mt-3 space-y-2" data-testid="performer-checks">
          {checked && (
            <li className="flex gap-2 text-emerald-200">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <Trans>ID and age checked by our team on {checked}</Trans>
            </li>
          )}
          {verified && (
            <li className="flex gap-2 text-emerald-200">
              <Check aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
              <Trans>Photos verified {month}</Trans>
            </li>
          )}
        </ul>
      )}
      <dl className="mt-3 space-y-3">
        {includes && <Fact title={t`What the show includes`}>{includes}</Fact>}
        <Fact title={t`Paying the balance`}>
          <Trans>
            A 50% deposit through Cash App holds the date once we confirm. The other half is due on the night, before
            the show starts: in cash to your performer, or through Cash App with your booking reference in the note.
          </Trans>
        </Fact>
        <Fact title={t`Travel`}>
          {termsIn(terms.travel, locale) ?? t`Travel anywhere in our service areas is included in the price.`}
        </Fact>
        <Fact title={t`Tips`}>
          {termsIn(terms.tips, locale) ?? t`Tips are welcome, never expected, and go to your performer in full.`}
        </Fact>
        <Fact title={t`Discretion`}>
          <Trans>
            Our e-mails' subjects and previews, your calendar entry and the Cash App note name only a private event and
            your booking reference: no performer names, no details of the party.
          </Trans>
        </Fact>
      </dl>
    </section>
  );
}
