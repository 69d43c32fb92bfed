import { Trans, useLingui } from '@lingui/react/macro';
import type { Performer } from '../../../shared/schemas/performer';
import { Button } from '../../components/ui/button';
import { Skeleton } from '../../components/ui/skeleton';
import { PerformerCard } from './performer-card';

const GRID = 'grid grid-cols-1 gap-2 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3';

const SKELETON = 'flex gap-3 overflow-hidden rounded-xl bg-zinc-900 p-2 ring-1 ring-zinc-800 sm:block sm:p-0';

/** Placeholders shaped like the cards (a row on a phone), so the cards replace them without a move. */
export function SkeletonCards() {
  const { t } = useLingui();
  return (
    <ul className={GRID} aria-label={t`Loading performers`} aria-busy="true">
      {Array.from({ length: 6 }, (_, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={i} className={SKELETON}>
          <Skeleton className="aspect-[3/4] w-24 shrink-0 sm:w-full sm:rounded-none" />
          <div className="flex-1 space-y-3 sm:p-4">
            <Skeleton className="h-6 w-2/3" />
            <Skeleton className="h-4 w-full" />
            <Skeleton className="h-9 w-full" />
          </div>
        </li>
      ))}
    </ul>
  );
}

export function EmptyResults({ onShowAll }: { onShowAll: () => void }) {
  return (
    <div className="rounded-2xl bg-zinc-900 px-6 py-12 text-center ring-1 ring-zinc-800">
      <h3 className="text-2xl font-bold">
        <Trans>No performers found</Trans>
      </h3>
      <p className="mt-2 text-zinc-300">
        <Trans>Try adjusting your search criteria or browse all available performers.</Trans>
      </p>
      <Button className="mt-6" onClick={onShowAll}>
        <Trans>Show All Performers</Trans>
      </Button>
    </div>
  );
}

export function PerformerGrid({ performers, context }: { performers: Performer[]; context: string }) {
  return (
    <ul className={GRID}>
      {performers.map((p, i) => (
        <li key={p.id} className="flex flex-col">
          <PerformerCard performer={p} eager={i === 0} context={context} />
        </li>
      ))}
    </ul>
  );
}
