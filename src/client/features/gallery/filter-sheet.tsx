import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../../components/ui/button';
import { X } from '../../components/ui/icons';
import { usePagedResource } from '../../lib/resource';
import { performerPagesResource } from '../performers/api';
import { FilterGroups } from './filter-groups';
import { EMPTY_FILTERS, type GalleryFilters, toApiParams } from './filter-state';
import { useShowLabel } from './show-label';

type Props = {
  id: string;
  filters: GalleryFilters;
  /** The chosen filters, when the visitor taps "Show N performers". */
  onApply: (next: GalleryFilters) => void;
  onClose: () => void;
};

/**
 * The advanced filters on a phone: a modal bottom sheet (a native <dialog>, so focus stays inside,
 * Escape closes it and the page behind is inert). Choices are a draft until "Show N performers",
 * whose N is the live count for them: the same query the results then use (its X-Total-Count), so
 * the results show exactly N and appear at once.
 */
export default function FilterSheet({ id, filters, onApply, onClose }: Props) {
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [draft, setDraft] = useState(filters);
  const count = usePagedResource(performerPagesResource(toApiParams(draft)), { keepPrevious: true });
  const total = count.data?.pages[0]?.total;
  const { t } = useLingui();
  const showLabel = useShowLabel();

  useEffect(() => {
    const element = dialog.current;
    element?.showModal();
    // The page behind does not scroll under the sheet.
    const root = document.documentElement;
    const before = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = before;
      element?.close();
    };
  }, []);

  return (
    <dialog
      ref={dialog}
      id={id}
      aria-labelledby={titleId}
      // Escape (the dialog's cancel) and the close button both end here.
      onClose={onClose}
      className="fixed inset-x-0 top-auto bottom-0 m-0 flex max-h-[88dvh] w-full max-w-none flex-col rounded-t-2xl bg-zinc-900 p-0 text-zinc-50 ring-1 ring-zinc-700 backdrop:bg-black/70"
    >
      <div className="flex items-center justify-between border-b border-zinc-800 px-4 py-3">
        <h2 id={titleId} className="text-lg font-bold">
          <Trans>Advanced Search Filters</Trans>
        </h2>
        <button
          type="button"
          onClick={onClose}
          aria-label={t`Close filters`}
          className="inline-flex size-10 items-center justify-center rounded-full text-zinc-200 ring-1 ring-zinc-700 hover:bg-zinc-800 focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          <X aria-hidden="true" className="size-5" />
        </button>
      </div>
      <div className="flex-1 space-y-3 overflow-y-auto overscroll-contain p-4">
        <FilterGroups filters={draft} onChange={setDraft} collapsible />
      </div>
      <div className="flex gap-3 border-t border-zinc-800 bg-zinc-900 p-4">
        <Button
          variant="secondary"
          onClick={() =>
            setDraft({
              ...EMPTY_FILTERS,
              keyword: draft.keyword,
              serviceAreaIds: draft.serviceAreaIds,
              eventTypeIds: draft.eventTypeIds,
              sortBy: draft.sortBy,
            })
          }
        >
          <Trans>Reset</Trans>
        </Button>
        <Button className="flex-1" disabled={total === undefined} onClick={() => onApply(draft)} aria-live="polite">
          {total === undefined ? t`Counting…` : showLabel(total)}
        </Button>
      </div>
    </dialog>
  );
}
