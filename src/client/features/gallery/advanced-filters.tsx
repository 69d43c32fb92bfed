import { Trans } from '@lingui/react/macro';
import { type ComponentType, lazy, Suspense, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { useMediaQuery } from '../../lib/use-media-query';
import type { FilterGroups as Groups } from './filter-groups';
import { countAdvanced, type GalleryFilters } from './filter-state';
import { ChevronDown, SlidersHorizontal } from './icons';
import { useShowLabel } from './show-label';

type Props = { filters: GalleryFilters; onChange: (next: GalleryFilters) => void };

/** Phones get the filters as a bottom sheet; its code loads the first time it opens. */
const FilterSheet = lazy(() => import('./filter-sheet'));
const PHONE_QUERY = '(max-width: 639px)';

/*
 * The groups' code (60-odd boxes) loads when the panel first opens, as the sheet's does: the gallery
 * keeps within its script hold (issue 31). A URL that sets an advanced filter opens the panel on the
 * first render: the server has them loaded, and hydration keeps its HTML until they are here.
 */
let loadedGroups: ComponentType<Parameters<typeof Groups>[0]> | undefined;
const loadGroups = () =>
  import('./filter-groups').then(({ FilterGroups }) => {
    loadedGroups = FilterGroups;
    return { default: FilterGroups };
  });
const DeferredGroups = lazy(loadGroups);
// The server renders the panel open when the URL sets one of its filters: it has the groups at once.
if (import.meta.env.SSR) await loadGroups();

/**
 * The 'Advanced Search Filters' toggle, closed by default (open when the URL already sets one of
 * its filters). On wide screens it opens a compact panel whose choices apply at once, ending in a
 * "Show N performers" button that closes it and goes to the results. On phones it opens a bottom
 * sheet (filter-sheet.tsx) where choices apply when the visitor taps "Show N performers".
 */
export function AdvancedFilters({ filters, onChange, total }: Props & { total: number }) {
  const phone = useMediaQuery(PHONE_QUERY);
  const showLabel = useShowLabel();
  const [open, setOpen] = useState(() => countAdvanced(filters) > 0);
  const [sheetOpen, setSheetOpen] = useState(false);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);
  const active = countAdvanced(filters);
  const panelOpen = open && !phone;
  const expanded = phone ? sheetOpen : open;

  const FilterGroups = loadedGroups ?? DeferredGroups;
  const showResults = () => {
    setOpen(false);
    document.getElementById('results-heading')?.scrollIntoView({ block: 'start' });
  };
  return (
    <div className="rounded-2xl bg-zinc-900 ring-1 ring-zinc-800">
      {/* The disclosure button sits in a heading, so the groups' h3 headings follow an h2. */}
      <h2>
        <button
          ref={toggle}
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-haspopup={phone ? 'dialog' : undefined}
          onClick={() => (phone ? setSheetOpen(true) : setOpen(!open))}
          className="flex w-full items-center justify-between gap-2 rounded-2xl px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          <span className="flex items-center gap-2">
            <SlidersHorizontal aria-hidden="true" className="size-5 text-amber-300" />
            <Trans>Advanced Search Filters</Trans>
            {active > 0 && (
              <span className="text-sm text-amber-300">
                <Trans>({active} active)</Trans>
              </span>
            )}
          </span>
          <ChevronDown aria-hidden="true" className={expanded ? 'size-5 rotate-180' : 'size-5'} />
        </button>
      </h2>
      {/* The groups are rendered only when open: 60-odd checkboxes the closed page need not parse or hydrate. */}
      <div id={panelId} hidden={!panelOpen}>
        {panelOpen && (
          <>
            <div className="grid gap-4 p-4 pt-0 md:grid-cols-2 xl:grid-cols-3">
              <Suspense fallback={null}>
                <FilterGroups filters={filters} onChange={onChange} collapsible={false} />
              </Suspense>
            </div>
            <div className="sticky bottom-0 flex justify-end rounded-b-2xl border-t border-zinc-800 bg-zinc-900/95 px-4 py-3">
              <Button onClick={showResults}>{showLabel(total)}</Button>
            </div>
          </>
        )}
      </div>
      {phone && sheetOpen && (
        <Suspense fallback={null}>
          <FilterSheet
            id={panelId}
            filters={filters}
            onApply={(next) => {
              onChange(next);
              setSheetOpen(false);
            }}
            onClose={() => {
              setSheetOpen(false);
              toggle.current?.focus();
            }}
          />
        </Suspense>
      )}
    </div>
  );
}
