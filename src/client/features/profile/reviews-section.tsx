import { Trans, useLingui } from '@lingui/react/macro';
import { monthInWords } from '../../../shared/date-words';
import type { Performer } from '../../../shared/schemas/performer';
import { useLocale } from '../../lib/i18n';
import { useResource } from '../../lib/resource';
import { performerReviewsResource } from './reviews-resource';

function ReviewList({ performerId, count }: { performerId: string; count: number }) {
  const { t } = useLingui();
  const locale = useLocale();
  const { data } = useResource(performerReviewsResource(performerId));
  if (!data || data.length === 0) return null;
  return (
    <section aria-labelledby="reviews-heading" className="rounded-xl bg-zinc-900 p-4 ring-1 ring-zinc-800">
      <h2 id="reviews-heading" className="text-lg font-semibold">
        {count === 1 ? t`1 review` : t`${count} reviews`}
      </h2>
      <ul className="mt-3 space-y-4">
        {data.map((r) => {
          const stars = r.stars;
          return (
            <li
              key={`${r.authorName}-${r.month}-${r.text.slice(0, 40)}`}
              className="border-t border-zinc-800 pt-3 first:border-0 first:pt-0"
            >
              <p className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <span className="text-amber-300" aria-hidden="true">
                  {'★'.repeat(stars)}
                  <span className="text-zinc-600">{'★'.repeat(5 - stars)}</span>
                </span>
                <span className="sr-only">{t`${stars} of 5 stars`}</span>
                <span className="font-semibold">{r.authorName}</span>
                <span className="text-sm text-zinc-300">{monthInWords(r.month, locale)}</span>
              </p>
              <p className="mt-1 whitespace-pre-line break-words text-zinc-100" lang={r.locale}>
                {r.text}
              </p>
              <p className="mt-1 text-xs font-medium text-emerald-300">
                <Trans>From a real booking</Trans>
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

/** The profile's reviews: published ones with their count; nothing at all when there are none. */
export function ReviewsSection({ performer }: { performer: Pick<Performer, 'id' | 'reviewCount'> }) {
  if (performer.reviewCount < 1) return null;
  return <ReviewList performerId={performer.id} count={performer.reviewCount} />;
}
