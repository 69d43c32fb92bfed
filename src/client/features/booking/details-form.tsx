import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { DURATION_HOURS, type ServiceType } from '../../../shared/pricing';
import type { NamedRef } from '../../../shared/schemas/catalog';
import type { Performer } from '../../../shared/schemas/performer';
import { SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { attributeWord } from '../../lib/attribute-words';
import { CoverageWarning } from './coverage-warning';
import { DateField } from './date-field';
import type { Draft } from './draft';
import type { Errors } from './validate';

type Props = {
  draft: Draft;
  set: <K extends keyof Draft>(field: K, value: Draft[K]) => void;
  errors: Errors;
  chosen: Performer[];
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
export function DetailsStep({ draft, set, errors, chosen, areas, eventTypes, today, timeNow }: Props) {
  const eveningOnly = chosen.filter((p) => p.eveningOnly);
  const names = eveningOnly.map((p) => p.name).join(', ');
  const { t, i18n } = useLingui();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
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
        <SelectField
          label={t`Duration`}
          value={String(draft.durationHours)}
          onChange={(e) => set('durationHours', Number(e.target.value))}
          options={DURATION_HOURS.map((h) => ({
            value: String(h),
            label: t({ message: plural(h, { one: '# hour', other: '# hours' }) }),
          }))}
        />
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
