import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { formatCount } from '../../../shared/money';
import { Button } from '../../components/ui/button';
import { LoadError } from '../../components/ui/load-error';
import { byCount } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { usePagedResource, useResource } from '../../lib/resource';
import { eventTypesResource, serviceAreasResource } from '../catalog/api';
import { featuredPerformersResource, performerPagesResource } from '../performers/api';
import { AdvancedFilters } from './advanced-filters';
import { FeaturedPerformer } from './featured-performer';
import { FilterBar } from './filter-bar';
import { countAdvanced, EMPTY_FILTERS, toApiParams, toSearch } from './filter-state';
import { GenderChoice, genderOf } from './gender-choice';
import { Hero, HeroText } from './hero';
import { EmptyResults, PerformerGrid, SkeletonCards } from './results';
import { useGalleryFilters } from './use-gallery-filters';

const HEAD = {
  home: {
    title: msg`Exotic Dancers in South Florida | Bachelor & Birthday Parties`,
    description: msg`Book professional exotic dancers for bachelor and bachelorette parties and birthdays in Miami, Fort Lauderdale and West Palm Beach. Available 24/7.`,
    canonicalPath: '/',
    heading: msg`South Florida's Premier Party Entertainers`,
  },
  performers: {
    title: msg`All Performers | South Florida Exotic Dancers`,
    description: msg`Browse every entertainer available in South Florida: filter by area, event, style and price, then book with a 50% deposit.`,
    canonicalPath: '/performers',
    heading: msg`Browse All Performers`,
  },
} as const;

/** Home (/) and /performers: hero, search and filters, featured performer, results. */
export function GalleryPage({ variant }: { variant: keyof typeof HEAD }) {
  const head = HEAD[variant];
  const { t, i18n } = useLingui();
  usePage({ title: i18n._(head.title), description: i18n._(head.description), canonicalPath: head.canonicalPath });
  const [filters, setFilters] = useGalleryFilters();
  const performers = usePagedResource(performerPagesResource(toApiParams(filters)));
  const shown = performers.data?.pages.flatMap((page) => page.items) ?? [];
  const total = performers.data?.pages[0]?.total ?? 0;
  const shownTotal = formatCount(total);
  const count = shown.length;
  const featured = useResource(featuredPerformersResource());
  const areas = useResource(serviceAreasResource());
  const eventTypes = useResource(eventTypesResource());
  const loading = performers.isPending || areas.isPending || eventTypes.isPending;
  // A failed load is not an empty gallery (issue 26): say so, and offer to try again.
  const failed = performers.isError && !performers.data;
  const firstFeatured = featured.data?.[0];
  const filtering = Boolean(
    filters.keyword || filters.serviceAreaIds || filters.eventTypeIds || countAdvanced(filters) > 0,
  );
  // The wizard opens on step 2 with the area, event type and budget chosen here (docs/product.md).
  const context = toSearch({
    ...EMPTY_FILTERS,
    serviceAreaIds: filters.serviceAreaIds,
    eventTypeIds: filters.eventTypeIds,
    underBudget: filters.underBudget,
  });

  // Nothing above the results changes height with the filters: no move when one is applied (issue 31).
  // The featured panel comes after the results while filtering, and always on a phone. It is in the
  // page where it shows, not moved there by CSS order: a phone parsing the page slowly paints what
  // has arrived, and a panel placed before the results in the HTML would be pushed down as each
  // card arrived (CLS up to 0.44 at 4x CPU).
  return (
    <>
      <Hero heading={i18n._(head.heading)} />
      <div className="mx-auto max-w-6xl space-y-3 px-4 sm:space-y-4">
        <FilterBar
          filters={filters}
          onChange={setFilters}
          areas={areas.data ?? []}
          eventTypes={eventTypes.data ?? []}
        />
        <AdvancedFilters filters={filters} onChange={setFilters} total={total} />
        <GenderChoice
          value={genderOf(filters.gender)}
          onChange={(gender) => setFilters({ ...filters, gender: gender ? [gender] : [] })}
        />
      </div>
      <div>
        {firstFeatured && !filtering && (
          <div className="hidden sm:block">
            <FeaturedPerformer performer={firstFeatured} />
          </div>
        )}
        <section aria-labelledby="results-heading" className="mx-auto w-full max-w-6xl scroll-mt-20 px-4 pt-4 sm:pt-10">
          <h2 id="results-heading" tabIndex={-1} className="sr-only">
            <Trans>Performers</Trans>
          </h2>
          <p className="mb-2 text-lg sm:mb-4" aria-live="polite">
            {failed
              ? ''
              : loading
                ? t`Loading performers...`
                : // The spec's English reads "performer(s)" whatever the number; Spanish says it properly.
                  byCount(
                    total,
                    t({ message: `${shownTotal} performer(s) available`, context: 'one performer' }),
                    t({ message: `${shownTotal} performer(s) available`, context: 'any other number' }),
                  )}
          </p>
          {failed ? (
            <LoadError
              title={t`We could not load the performers`}
              action={t`Try again`}
              onAction={() => performers.refetch()}
            />
          ) : loading ? (
            <SkeletonCards />
          ) : shown.length > 0 ? (
            <>
              <PerformerGrid performers={shown} context={context} />
              {performers.hasNextPage && (
                <div className="mt-8 flex flex-col items-center gap-2">
                  <p className="text-sm text-zinc-300">{t`Showing ${count} of ${total}`}</p>
                  <Button
                    variant="secondary"
                    disabled={performers.isFetchingNextPage}
                    onClick={() => performers.fetchNextPage()}
                  >
                    {performers.isFetchingNextPage ? t`Loading...` : t`Load more`}
                  </Button>
                </div>
              )}
            </>
          ) : (
            <EmptyResults
              onShowAll={() => setFilters({ ...filters, keyword: '', serviceAreaIds: '', eventTypeIds: '' })}
            />
          )}
        </section>
        {firstFeatured && (
          <div className={filtering ? undefined : 'sm:hidden'}>
            <FeaturedPerformer performer={firstFeatured} />
          </div>
        )}
      </div>
      <div className="mx-auto max-w-6xl px-4 sm:hidden">
        <HeroText />
      </div>
    </>
  );
}
