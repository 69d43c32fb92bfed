import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { ATTRIBUTE_FILTER_NAMES, type AttributeFilterName } from '../../../shared/filter-options';
import { FILTER_GROUPS, filterLabelOf, optionsOf, PERFORMER_ATTRIBUTES } from '../../../shared/performer-attributes';
import { CheckboxField, TextField } from '../../components/ui/field';
import { attributeWord } from '../../lib/attribute-words';
import { type GalleryFilters, toggleValue } from './filter-state';
import { ChevronDown } from './icons';
import { useCommittedText } from './use-gallery-filters';

type Props = { filters: GalleryFilters; onChange: (next: GalleryFilters) => void };

/** One attribute's filter: a box per option, "any of" the ticked ones. */
function CheckboxGroup({ name, filters, onChange }: Props & { name: AttributeFilterName }) {
  const { i18n } = useLingui();
  return (
    <fieldset className="min-w-0">
      <legend className="mb-1 text-sm font-semibold text-zinc-200">{attributeWord(i18n, filterLabelOf(name))}</legend>
      <div className="grid grid-cols-2 gap-x-3">
        {optionsOf(name).map((value) => (
          <CheckboxField
            key={value}
            label={attributeWord(i18n, value)}
            checked={filters[name].includes(value)}
            onChange={() => onChange({ ...filters, [name]: toggleValue(filters[name], value) })}
          />
        ))}
      </div>
    </fieldset>
  );
}

/**
 * A group of filters. In the panel it is an always-open section under its heading; in the phone's
 * sheet it is a disclosure (native <details>), so the sheet opens short and each group unfolds.
 */
function Group({
  title,
  open = false,
  collapsible,
  children,
}: {
  title: string;
  open?: boolean;
  collapsible: boolean;
  children: ReactNode;
}) {
  if (collapsible) {
    return (
      <details
        open={open}
        className="group rounded-xl bg-zinc-950/60 ring-1 ring-zinc-800 [&_summary::-webkit-details-marker]:hidden"
      >
        <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between px-4 text-base font-bold text-amber-300 focus-visible:outline-2 focus-visible:outline-amber-300">
          {title}
          <ChevronDown aria-hidden="true" className="size-5 transition-transform group-open:rotate-180" />
        </summary>
        <div className="space-y-4 px-4 pb-4">{children}</div>
      </details>
    );
  }
  return (
    <section className="space-y-4 rounded-xl bg-zinc-950/60 p-4 ring-1 ring-zinc-800">
      <h3 className="text-base font-bold text-amber-300">{title}</h3>
      {children}
    </section>
  );
}

/** The spec's five groups of advanced filters, for the panel and for the sheet. */
export function FilterGroups({ filters, onChange, collapsible }: Props & { collapsible: boolean }) {
  const minRating = useCommittedText(filters.minRating, (v) => onChange({ ...filters, minRating: v }));
  const budget = useCommittedText(filters.underBudget, (v) => onChange({ ...filters, underBudget: v }));
  const { t, i18n } = useLingui();
  return (
    <>
      <Group title={t`Quick Filters`} open collapsible={collapsible}>
        <TextField
          label={t`Minimum rating`}
          type="number"
          min={1}
          max={5}
          step={0.1}
          placeholder="4.5"
          inputMode="decimal"
          {...minRating}
        />
        <CheckboxField
          label={t`New performers`}
          checked={filters.newPerformers}
          onChange={(v) => onChange({ ...filters, newPerformers: v })}
        />
        <CheckboxField
          label={t`Available tonight`}
          checked={filters.availableTonight}
          onChange={(v) => onChange({ ...filters, availableTonight: v })}
        />
      </Group>
      {FILTER_GROUPS.map((group) => (
        <Group key={group} title={attributeWord(i18n, group)} collapsible={collapsible}>
          {group === 'Pricing' && (
            <TextField
              label={t`Budget`}
              type="number"
              min={0}
              step={10}
              placeholder={t`Max hourly rate`}
              inputMode="numeric"
              {...budget}
            />
          )}
          {ATTRIBUTE_FILTER_NAMES.filter((name) => PERFORMER_ATTRIBUTES[name].filter === group).map((name) => (
            <CheckboxGroup key={name} name={name} filters={filters} onChange={onChange} />
          ))}
        </Group>
      ))}
    </>
  );
}
