import { Trans } from '@lingui/react/macro';

/** A performer's rating as cards and profiles show it: "★ 4.8", or "New" before any rating. */
export function RatingLabel({ rating }: { rating: number | null }) {
  return rating === null ? (
    <span className="text-sm text-zinc-300">
      <Trans>New</Trans>
    </span>
  ) : (
    <span className="text-sm font-semibold text-amber-300">
      <span aria-hidden="true">★ </span>
      <span className="sr-only">
        <Trans>Rated</Trans>{' '}
      </span>
      {rating.toFixed(1)}
    </span>
  );
}
