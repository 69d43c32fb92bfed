import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../shared/money';
import { shownStripperGramPrice } from '../../../shared/pricing';
import type { Performer } from '../../../shared/schemas/performer';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { attributeWord } from '../../lib/attribute-words';
import { useLocale } from '../../lib/i18n';
import { PerformerPhoto, RatingLabel } from '../performers';
import { MapPin } from './icons';

/** A gallery card: the spec's card with its display limits (3 specialties, 2 event types). */
export function PerformerCard({ performer: p, eager }: { performer: Performer; eager: boolean }) {
  const moreSpecialties = p.specialties.length - 3;
  const moreEventTypes = p.eventTypes.length - 2;
  const { t, i18n } = useLingui();
  const locale = useLocale();
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-zinc-900 ring-1 ring-zinc-800">
      <PerformerPhoto name={p.name} photos={p.photos} eager={eager} className="aspect-[3/4] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-xl font-semibold">{p.name}</h3>
          <RatingLabel rating={p.rating} />
        </div>
        <p className="line-clamp-2 text-sm text-zinc-300">{p.description}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Specialties`}>
          {p.specialties.slice(0, 3).map((s) => (
            <li key={s}>
              <Badge tone="pink">{attributeWord(i18n, s)}</Badge>
            </li>
          ))}
          {moreSpecialties > 0 && (
            <li>
              <Badge>
                <Trans>+{moreSpecialties} more</Trans>
              </Badge>
            </li>
          )}
        </ul>
        {p.serviceAreas.length > 0 && (
          <p className="text-sm text-zinc-300">
            <span className="sr-only">
              <Trans>Service areas:</Trans>{' '}
            </span>
            <MapPin aria-hidden="true" className="mr-1 inline size-4 align-[-3px] text-zinc-400" />
            {p.serviceAreas.map((a) => a.name).join(', ')}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-zinc-400">
              <Trans>Hourly</Trans>
            </dt>
            <dd className="font-semibold">{formatMoney(p.hourlyRate, locale)}</dd>
          </div>
          <div>
            <dt className="text-zinc-400">
              <Trans>Stripper gram</Trans>
            </dt>
            <dd className="font-semibold">{formatMoney(shownStripperGramPrice(p), locale)}</dd>
          </div>
        </dl>
        <ul className="flex flex-wrap gap-1.5" aria-label={t`Event types`}>
          {p.eventTypes.slice(0, 2).map((e) => (
            <li key={e.id}>
              <Badge tone="blue">{attributeWord(i18n, e.name)}</Badge>
            </li>
          ))}
          {moreEventTypes > 0 && (
            <li>
              <Badge>+{moreEventTypes}</Badge>
            </li>
          )}
        </ul>
        <div className="mt-auto grid grid-cols-2 gap-2 pt-1">
          <ButtonLink href={`/performer/${p.slug}`} variant="secondary" size="sm">
            <Trans>View Profile</Trans>
          </ButtonLink>
          <ButtonLink href={`/booking/${p.id}`} size="sm">
            <Trans>Book Now</Trans>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
