import { Trans, useLingui } from '@lingui/react/macro';
import { SORT_OPTIONS } from '../../../shared/filter-options';
import type { NamedRef } from '../../../shared/schemas/catalog';
import { Button, ButtonLink } from '../../components/ui/button';
import { SelectField, TextField } from '../../components/ui/field';
import { attributeWord } from '../../lib/attribute-words';
import { EMPTY_FILTERS, type GalleryFilters } from './filter-state';
import { useSortLabels } from './sort-labels';
import { useCommittedText } from './use-gallery-filters';

type Props = {
  filters: GalleryFilters;
  onChange: (next: GalleryFilters) => void;
  areas: NamedRef[];
  eventTypes: NamedRef[];
};

/** Options with a blank or missing id are left out, as the spec says. */
const optionsOf = (refs: NamedRef[], allLabel: string, label: (name: string) => string = (name) => name) => [
  { value: 'all', label: allLabel },
  ...refs.filter((r) => r.id.trim() !== '').map((r) => ({ value: r.id, label: label(r.name) })),
];

export function FilterBar({ filters, onChange, areas, eventTypes }: Props) {
  const keyword = useCommittedText(filters.keyword, (text) => onChange({ ...filters, keyword: text }));
  const { t, i18n } = useLingui();
  const sortLabel = useSortLabels();
  return (
    <section aria-label={t`Search and filter`} className="rounded-2xl bg-zinc-900 p-3 ring-1 ring-zinc-800 sm:p-4">
      <form
        className="grid grid-cols-2 gap-2 sm:gap-3 lg:grid-cols-[2fr_1fr_1fr_1fr_auto]"
        onSubmit={(e) => {
          e.preventDefault();
          keyword.onBlur();
        }}
      >
        <TextField
          className="col-span-2 lg:col-span-1"
          label={t`Search performers`}
          hideLabel
          type="search"
          placeholder={t`Search performers...`}
          maxLength={100}
          {...keyword}
        />
        <SelectField
          label={t`Area`}
          hideLabel
          value={filters.serviceAreaIds || 'all'}
          onChange={(e) => onChange({ ...filters, serviceAreaIds: e.target.value === 'all' ? '' : e.target.value })}
          options={optionsOf(areas, t`All areas`)}
        />
        <SelectField
          label={t`Event type`}
          hideLabel
          value={filters.eventTypeIds || 'all'}
          onChange={(e) => onChange({ ...filters, eventTypeIds: e.target.value === 'all' ? '' : e.target.value })}
          options={optionsOf(eventTypes, t`All events`, (name) => attributeWord(i18n, name))}
        />
        {/* On a phone the sort takes what Clear All leaves, so its longest label is read whole; from
            the large breakpoint up the wrapper dissolves into the bar's grid. */}
        <div className="col-span-2 flex gap-2 sm:gap-3 lg:contents">
          <SelectField
            className="min-w-0 flex-1"
            label={t`Sort by`}
            hideLabel
            value={filters.sortBy || 'rating'}
            onChange={(e) =>
              onChange({
                ...filters,
                sortBy: e.target.value === 'rating' ? '' : (e.target.value as GalleryFilters['sortBy']),
              })
            }
            options={SORT_OPTIONS.map((o) => ({ value: o.value, label: sortLabel(o.value, o.label) }))}
          />
          <Button className="shrink-0" variant="secondary" onClick={() => onChange(EMPTY_FILTERS)}>
            <Trans>Clear All</Trans>
          </Button>
        </div>
      </form>
      {/* The hero holds the page's primary call to action; this second one is quieter and sits at the
          end of the bar, so the two never stack into one block of buttons. Phones have the header's
          'Book Now' and each card's: the bar stays three rows high there (issue 31). */}
      <div className="mt-3 hidden justify-end sm:flex">
        <ButtonLink href="/booking" variant="secondary">
          <Trans>Start Booking Process</Trans>
        </ButtonLink>
      </div>
    </section>
  );
}
