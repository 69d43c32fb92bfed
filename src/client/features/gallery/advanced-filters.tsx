import { type ReactNode, useId, useState } from 'react';
import { ATTRIBUTE_FILTER_NAMES, type AttributeFilterName } from '../../../shared/filter-options';
import { FILTER_GROUPS, filterLabelOf, optionsOf, PERFORMER_ATTRIBUTES } from '../../../shared/performer-attributes';
import { CheckboxField, TextField } from '../../components/ui/field';
import { countAdvanced, type GalleryFilters, toggleValue } from './filter-state';
import { useCommittedText } from './use-gallery-filters';

type Props = { filters: GalleryFilters; onChange: (next: GalleryFilters) => void };

/** One attribute's filter: a box per option, "any of" the ticked ones. */
function CheckboxGroup({ name, filters, onChange }: Props & { name: AttributeFilterName }) {
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-zinc-200">{filterLabelOf(name)}</legend>
      <div className="grid grid-cols-2 gap-x-3">
        {optionsOf(name).map((value) => (
          <CheckboxField
            key={value}
            label={value}
            checked={filters[name].includes(value)}
            onChange={() => onChange({ ...filters, [name]: toggleValue(filters[name], value) })}
          />
        ))}
      </div>
    </fieldset>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-4 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
      <h3 className="text-base font-bold text-amber-300">{title}</h3>
      {children}
    </section>
  );
}

/** The 'Advanced Search Filters' panel: closed by default (open when the URL already sets one of its filters), every option list of the spec. */
export function AdvancedFilters(props: Props) {
  const { filters, onChange } = props;
  const [open, setOpen] = useState(() => countAdvanced(filters) > 0);
  const panelId = useId();
  const minRating = useCommittedText(filters.minRating, (v) => onChange({ ...filters, minRating: v }));
  const budget = useCommittedText(filters.underBudget, (v) => onChange({ ...filters, underBudget: v }));
  const active = countAdvanced(filters);
  return (
    <div className="rounded-2xl bg-zinc-900 ring-1 ring-zinc-800">
      {/* The disclosure button sits in a heading, so the groups' h3 headings follow an h2. */}
      <h2>
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen(!open)}
          className="flex w-full items-center justify-between rounded-2xl px-4 py-3 text-left font-semibold focus-visible:outline-2 focus-visible:outline-amber-300"
        >
          <span>
            Advanced Search Filters
            {active > 0 && <span className="ml-2 text-sm text-amber-300">({active} active)</span>}
          </span>
          <span aria-hidden="true">{open ? '▲' : '▼'}</span>
        </button>
      </h2>
      {/* The groups are rendered only when open: 60-odd checkboxes the closed page need not parse or hydrate. */}
      <div id={panelId} hidden={!open} className="grid gap-4 p-4 pt-0 md:grid-cols-2 xl:grid-cols-3">
        {open && (
          <>
            <Group title="Quick Filters">
              <TextField
                label="Minimum rating"
                type="number"
                min={1}
                max={5}
                step={0.1}
                placeholder="4.5"
                inputMode="decimal"
                {...minRating}
              />
              <CheckboxField
                label="New performers"
                checked={filters.newPerformers}
                onChange={(v) => onChange({ ...filters, newPerformers: v })}
              />
              <CheckboxField
                label="Available tonight"
                checked={filters.availableTonight}
                onChange={(v) => onChange({ ...filters, availableTonight: v })}
              />
            </Group>
            {FILTER_GROUPS.map((group) => (
              <Group key={group} title={group}>
                {group === 'Pricing' && (
                  <TextField
                    label="Budget"
                    type="number"
                    min={0}
                    step={10}
                    placeholder="Max hourly rate"
                    inputMode="numeric"
                    {...budget}
                  />
                )}
                {ATTRIBUTE_FILTER_NAMES.filter((name) => PERFORMER_ATTRIBUTES[name].filter === group).map((name) => (
                  <CheckboxGroup key={name} name={name} {...props} />
                ))}
              </Group>
            ))}
          </>
        )}
      </div>
    </div>
  );
}
