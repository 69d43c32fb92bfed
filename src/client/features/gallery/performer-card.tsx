import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount, formatMoney } from '../../../shared/money';
import { shownStripperGramPrice } from '../../../shared/pricing';
import type { Performer } from '../../../shared/schemas/performer';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { attributeWord } from '../../lib/attribute-words';
import { byCount, useLocale } from '../../lib/i18n';
import { PerformerPhoto, RatingLabel } from '../performers';
import { MapPin } from './icons';

/** The lowest price she is booked at: an hour of her rate or her stripper gram, whichever is less. */
const fromPrice = (p: Performer) =>
  Math.min(Number(p.hourlyRate ?? Number.POSITIVE_INFINITY), shownStripperGramPrice(p));

/**
 * A gallery card: the spec's card with its display limits (3 specialties, 2 event types). On a
 * phone it is one row about 140 px tall (issue 31): photo, name, rating with its review count,
 * gender, "from $X", and 'View Profile' and 'Book Now' 44 px tall; the rest shows from the small
 * breakpoint up. `context` is the query string carried into the wizard (the chosen area, event
 * type and budget).
 */
export function PerformerCard({
  performer: p,
  eager,
  context,
}: {
  performer: Performer;
  eager: boolean;
  context: string;
}) {
  const moreSpecialties = p.specialties.length - 3;
  const moreEventTypes = p.eventTypes.length - 2;
  const { t, i18n } = useLingui();
  const reviews = formatCount(p.reviewCount);
  const locale = useLocale();
  const from = formatMoney(fromPrice(p), locale);
  return (
    <article className="flex h-full gap-3 overflow-hidden rounded-xl bg-zinc-900 p-2 ring-1 ring-zinc-800 sm:flex-col sm:gap-0 sm:p-0">
      <PerformerPhoto
        name={p.name}
        photos={p.photos}
        eager={eager}
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 96px"
        className="aspect-[3/4] w-24 shrink-0 rounded-lg sm:w-full sm:rounded-none"
      />
      <div className="flex min-w-0 flex-1 flex-col gap-1 sm:gap-3 sm:p-4">
        <div className="flex items-baseline justify-between gap-2">
          <h3 className="truncate text-lg font-semibold sm:text-xl">{p.name}</h3>
          <span className="shrink-0 whitespace-nowrap">
            <RatingLabel rating={p.rating} />
            {p.reviewCount > 0 && (
              <span className="text-sm text-zinc-300">
                {' '}
                ({byCount(p.reviewCount, t`${reviews} review`, t`${reviews} reviews`)})
              </span>
            )}
          </span>
        </div>
        <p className="text-sm text-zinc-300">
          {p.gender && `${attributeWord(i18n, p.gender)} · `}
          <span className="font-semibold text-amber-300">
            <Trans>from {from}</Trans>
          </span>
        </p>
        {/* The rest of the spec's card, from the small breakpoint up. */}
        <div className="hidden sm:contents">
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
        </div>
        <div className="mt-auto grid grid-cols-2 gap-2 sm:pt-1">
          <ButtonLink href={`/performer/${p.slug}`} variant="secondary" size="sm" className="min-h-11">
            <Trans>View Profile</Trans>
          </ButtonLink>
          <ButtonLink href={`/booking/${p.id}${context}`} size="sm" className="min-h-11">
            <Trans>Book Now</Trans>
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
