import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { formatMoney } from '../../../shared/money';
import { DURATION_HOURS, estimate, ratesOf, type ServiceType } from '../../../shared/pricing';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Performer } from '../../../shared/schemas/performer';
import { Button } from '../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { attributeWord } from '../../lib/attribute-words';
import { byCount, useLocale } from '../../lib/i18n';
import { CoverageWarning } from './coverage-warning';
import { DateField } from './date-field';
import type { Draft } from './draft';
import type { Errors } from './validate';

type Props = {
  draft: Draft;
  set: <K extends keyof Draft>(field: K, value: Draft[K]) => void;
  errors: Errors;
  chosen: Performer[];
  /** Every performer the visitor may book, and how one more joins the booking ('Add another performer'). */
  list: Performer[];
  onAdd: (id: string) => void;
  areas: NamedRef[];
  eventTypes: NamedRef[];
  today: string;
  /** The South Florida time now (HH:MM): on today's date, earlier times are not offered. */
  timeNow: string;
};

const refOptions = (refs: NamedRef[], placeholder: string, label: (name: string) => string = (name) => name) => [
  { value: '', label: placeholder },
  ...refs.filter((r) => r.id.trim() !== '').map((r) => ({ value: r.id, label: label(r.name) })),
];

/** Step 2: the event. */
export function DetailsStep({ draft, set, errors, chosen, list, onAdd, areas, eventTypes, today, timeNow }: Props) {
  const eveningOnly = chosen.filter((p) => p.eveningOnly);
  const names = eveningOnly.map((p) => p.name).join(', ');
  const { t, i18n } = useLingui();
  const hours = (h: number) => byCount(h, t`${h} hour`, t`${h} hours`);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <AddPerformer chosen={chosen} list={list} onAdd={onAdd} />
      <DateField
        value={draft.eventDate}
        onChange={(d) => set('eventDate', d)}
        today={today}
        performers={chosen}
        error={errors.eventDate}
      />
      <div>
        <TextField
          label={t`Event time`}
          type="time"
          min={draft.eventDate === today ? timeNow : undefined}
          value={draft.eventTime}
          onChange={(e) => set('eventTime', e.target.value)}
          error={errors.eventTime}
        />
        {eveningOnly.length > 0 && (
          <p className="mt-1 text-sm text-zinc-300">{t`${names}: evening only, 6 PM to 2 AM.`}</p>
        )}
      </div>
      <SelectField
        label={t`Service type`}
        value={draft.serviceType}
        onChange={(e) => set('serviceType', e.target.value as ServiceType)}
        options={[
          { value: 'hourly', label: t`Hourly performance` },
          { value: 'stripper-gram', label: t`Stripper gram (15 minutes, each performer's price)` },
        ]}
      />
      {draft.serviceType === 'hourly' && (
        <div>
          <SelectField
            label={t`Duration`}
            value={String(draft.durationHours)}
            onChange={(e) => set('durationHours', Number(e.target.value))}
            options={DURATION_HOURS.map((h) => ({ value: String(h), label: hours(h) }))}
          />
          <BudgetHint budget={draft.budget} chosen={chosen} hours={hours} />
        </div>
      )}
      <TextField
        label={t`Estimated guests`}
        type="number"
        min={0}
        max={10000}
        inputMode="numeric"
        value={draft.estimatedGuests}
        onChange={(e) => set('estimatedGuests', e.target.value)}
      />
      <SelectField
        label={t`Event type`}
        value={draft.eventTypeId}
        onChange={(e) => set('eventTypeId', e.target.value)}
        options={refOptions(eventTypes, t`Choose the event type`, (name) => attributeWord(i18n, name))}
        error={errors.eventTypeId}
      />
      <SelectField
        label={t`Service area`}
        value={draft.serviceAreaId}
        onChange={(e) => set('serviceAreaId', e.target.value)}
        options={refOptions(areas, t`Choose the area`)}
        error={errors.serviceAreaId}
      />
      <CoverageWarning
        chosen={chosen}
        serviceAreaId={draft.serviceAreaId}
        eventTypeId={draft.eventTypeId}
        areas={areas}
        eventTypes={eventTypes}
      />
      <TextField
        label={t`Event location`}
        placeholder={t`Address, hotel or venue`}
        autoComplete="street-address"
        maxLength={300}
        value={draft.eventLocation}
        onChange={(e) => set('eventLocation', e.target.value)}
        error={errors.eventLocation}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t`Special requests`}
        maxLength={2000}
        value={draft.specialRequests}
        onChange={(e) => set('specialRequests', e.target.value)}
        error={errors.specialRequests}
      />
    </div>
  );
}

/**
 * The budget set in the gallery's filters, at the duration (issue 31): the durations whose
 * estimate for the chosen performers stays within it, or that none does.
 */
function BudgetHint({ budget, chosen, hours }: { budget: string; chosen: Performer[]; hours: (h: number) => string }) {
  const { t } = useLingui();
  const locale = useLocale();
  if (!budget || chosen.length === 0) return null;
  const money = formatMoney(budget, locale);
  const fitting = DURATION_HOURS.filter((h) => estimate('hourly', h, chosen.map(ratesOf)).total <= Number(budget));
  const list = fitting.map(hours).join(', ');
  return (
    <p className="mt-1 text-sm text-zinc-300" data-testid="budget-hint">
      {fitting.length > 0 ? t`Within ${money}: ${list}` : t`Over ${money} even at 1 hour`}
    </p>
  );
}

/**
 * 'Add another performer' (issue 31): a second dancer joins from here, the typed fields kept,
 * without going back to step 1. The button opens the others as a list to tap, with a name search.
 */
function AddPerformer({
  chosen,
  list,
  onAdd,
}: {
  chosen: Performer[];
  list: Performer[];
  onAdd: (id: string) => void;
}) {
  const { t } = useLingui();
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const others = list.filter((p) => !chosen.includes(p) && p.name.toLowerCase().includes(needle));
  return (
    <div className="sm:col-span-2">
      <Button variant="secondary" aria-expanded={open} onClick={() => setOpen(!open)}>
        {t`Add another performer`}
      </Button>
      {open && (
        <div className="mt-2 rounded-xl bg-zinc-900 p-3 ring-1 ring-zinc-700">
          <TextField
            label={t`Search performers by name`}
            type="search"
            placeholder={t`Type a name`}
            autoComplete="off"
            value={query}
            onChange={(e) => setQuery(e.target.value)}
          />
          <ul className="mt-2 grid max-h-72 gap-2 overflow-y-auto sm:grid-cols-2">
            {others.map((p) => (
              <li key={p.id}>
                <button
                  type="button"
                  onClick={() => {
                    onAdd(p.id);
                    setOpen(false);
                  }}
                  className="flex min-h-11 w-full items-center justify-between gap-2 rounded-lg bg-zinc-800 px-3 text-left ring-1 ring-zinc-600 hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-amber-300"
                >
                  <span className="font-semibold">{p.name}</span>
                  <span className="text-sm text-amber-300">
                    {p.hourlyRate ? t`${formatMoney(p.hourlyRate, locale)} per hour` : t`Rate on request`}
                  </span>
                </button>
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}
