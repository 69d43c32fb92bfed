import { MapPin } from 'lucide-react';
import { formatMoney } from '../../../shared/money';
import { shownStripperGramPrice } from '../../../shared/pricing';
import type { Performer } from '../../../shared/schemas/performer';
import { Badge } from '../../components/ui/badge';
import { ButtonLink } from '../../components/ui/button';
import { PerformerPhoto } from '../performers';

export function RatingLabel({ rating }: { rating: number | null }) {
  return rating === null ? (
    <span className="text-sm text-zinc-300">New</span>
  ) : (
    <span className="text-sm font-semibold text-amber-300">
      <span aria-hidden="true">★ </span>
      <span className="sr-only">Rated </span>
      {rating.toFixed(1)}
    </span>
  );
}

/** A gallery card: the spec's card with its display limits (3 specialties, 2 event types). */
export function PerformerCard({ performer: p, eager }: { performer: Performer; eager: boolean }) {
  const moreSpecialties = p.specialties.length - 3;
  const moreEventTypes = p.eventTypes.length - 2;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl bg-zinc-900 ring-1 ring-zinc-800">
      <PerformerPhoto name={p.name} photos={p.photos} eager={eager} className="aspect-[3/4] w-full" />
      <div className="flex flex-1 flex-col gap-3 p-4">
        <div className="flex items-start justify-between gap-2">
          <h3 className="text-xl font-semibold">{p.name}</h3>
          <RatingLabel rating={p.rating} />
        </div>
        <p className="line-clamp-2 text-sm text-zinc-300">{p.description}</p>
        <ul className="flex flex-wrap gap-1.5" aria-label="Specialties">
          {p.specialties.slice(0, 3).map((s) => (
            <li key={s}>
              <Badge tone="pink">{s}</Badge>
            </li>
          ))}
          {moreSpecialties > 0 && (
            <li>
              <Badge>+{moreSpecialties} more</Badge>
            </li>
          )}
        </ul>
        {p.serviceAreas.length > 0 && (
          <p className="text-sm text-zinc-300">
            <span className="sr-only">Service areas: </span>
            <MapPin aria-hidden="true" className="mr-1 inline size-4 align-[-3px] text-zinc-400" />
            {p.serviceAreas.map((a) => a.name).join(', ')}
          </p>
        )}
        <dl className="grid grid-cols-2 gap-2 text-sm">
          <div>
            <dt className="text-zinc-400">Hourly</dt>
            <dd className="font-semibold">{formatMoney(p.hourlyRate)}</dd>
          </div>
          <div>
            <dt className="text-zinc-400">Stripper gram</dt>
            <dd className="font-semibold">{formatMoney(shownStripperGramPrice(p))}</dd>
          </div>
        </dl>
        <ul className="flex flex-wrap gap-1.5" aria-label="Event types">
          {p.eventTypes.slice(0, 2).map((e) => (
            <li key={e.id}>
              <Badge tone="blue">{e.name}</Badge>
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
            View Profile
          </ButtonLink>
          <ButtonLink href={`/booking/${p.id}`} size="sm">
            Book Now
          </ButtonLink>
        </div>
      </div>
    </article>
  );
}
