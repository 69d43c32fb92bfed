import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatMoney } from '../../../shared/money';
import { shownStripperGramPrice } from '../../../shared/pricing';
import type { Performer } from '../../../shared/schemas/performer';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { attributeWord } from '../../lib/attribute-words';
import { useLocale } from '../../lib/i18n';
import { PerformerPhoto } from '../performers';

/** The first featured performer, with a gradient where the photo is missing or broken. */
export function FeaturedPerformer({ performer: p }: { performer: Performer }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const areas = p.serviceAreas.map((a) => a.name).join(', ');
  // Its own id: the home page holds the panel twice, one for phones and one for larger screens.
  const heading = useId();
  return (
    <section aria-labelledby={heading} className="mx-auto max-w-6xl px-4 pt-10">
      <h2 id={heading} className="mb-4 text-2xl font-bold">
        {p.gender === 'Male' ? <Trans>Featured Performer</Trans> : <Trans context="female">Featured Performer</Trans>}
      </h2>
      <div className="grid overflow-hidden rounded-2xl bg-zinc-900 ring-1 ring-amber-400/40 md:grid-cols-2">
        <div className="relative bg-gradient-to-br from-fuchsia-800 via-purple-900 to-amber-700">
          <PerformerPhoto name={p.name} photos={p.photos} className="aspect-[4/3] h-full w-full md:aspect-auto" />
        </div>
        <div className="flex flex-col gap-4 p-6">
          <div>
            <Badge tone="gold">
              {p.gender === 'Male' ? <Trans>FEATURED</Trans> : <Trans context="female">FEATURED</Trans>}
            </Badge>
          </div>
          <h3 className="text-3xl font-bold">{p.name}</h3>
          <p className="text-zinc-200">{p.description}</p>
          <ul className="flex flex-wrap gap-2" aria-label={t`Specialties`}>
            {p.specialties.slice(0, 6).map((s) => (
              <li key={s}>
                <Badge tone="pink">{attributeWord(i18n, s)}</Badge>
              </li>
            ))}
          </ul>
          <dl className="grid grid-cols-2 gap-4">
            <div>
              <dt className="text-sm text-zinc-400">
                <Trans>Hourly rate</Trans>
              </dt>
              <dd className="text-xl font-semibold">{formatMoney(p.hourlyRate, locale)}</dd>
            </div>
            <div>
              <dt className="text-sm text-zinc-400">
                <Trans>Stripper gram</Trans>
              </dt>
              <dd className="text-xl font-semibold">{formatMoney(shownStripperGramPrice(p), locale)}</dd>
            </div>
          </dl>
          {p.serviceAreas.length > 0 && (
            <p className="text-sm text-zinc-300">
              <Trans>Serving {areas}</Trans>
            </p>
          )}
          <div className="mt-auto flex flex-wrap gap-3">
            <ButtonLink href={`/performer/${p.slug}`} variant="secondary">
              <Trans>View Full Profile</Trans>
            </ButtonLink>
            <ButtonLink href={`/booking/${p.id}`}>
              <Trans>Book Now</Trans>
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}
