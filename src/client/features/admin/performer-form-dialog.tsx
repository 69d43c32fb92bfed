import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import {
  AGE_RANGES,
  AVAILABILITY_OPTIONS,
  BODY_TYPES,
  DANCE_STYLES,
  ETHNICITIES,
  EYE_COLORS,
  GENDERS,
  HAIR_COLORS,
  HEIGHTS,
  MUSIC_PREFERENCES,
  SPECIALTIES,
} from '../../../shared/filter-options';
import type { Performer } from '../../../shared/schemas/performer';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../components/ui/field';
import { toast } from '../../components/ui/toast';
import { eventTypesQuery, serviceAreasQuery } from '../catalog/api';
import { performerKeys } from '../performers/api';
import { adminApi, adminKeys, serverMessage } from './api';
import {
  addUnavailableDate,
  emptyPerformerForm,
  formFromPerformer,
  type PerformerFormState,
  toPayload,
  validatePerformerForm,
} from './performer-form';
import { PhotoEditor } from './photo-editor';

const options = (values: readonly string[]) => [
  { value: '', label: 'Not set' },
  ...values.map((v) => ({ value: v, label: v })),
];

function CheckboxGroup({
  legend,
  choices,
  value,
  onChange,
}: {
  legend: string;
  choices: readonly { value: string; label: string }[];
  value: string[];
  onChange: (next: string[]) => void;
}) {
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-zinc-200">{legend}</legend>
      <div className="grid grid-cols-2 gap-x-4 sm:grid-cols-3">
        {choices.map((choice) => (
          <CheckboxField
            key={choice.value}
            label={choice.label}
            checked={value.includes(choice.value)}
            onChange={(on) => onChange(on ? [...value, choice.value] : value.filter((v) => v !== choice.value))}
          />
        ))}
      </div>
    </fieldset>
  );
}

const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function UnavailableDates({ dates, onChange }: { dates: string[]; onChange: (dates: string[]) => void }) {
  const [date, setDate] = useState('');
  const id = useId();
  return (
    <fieldset>
      <legend className="mb-1 text-sm font-medium text-zinc-200">Unavailable dates</legend>
      <div className="flex items-end gap-2">
        <div className="flex-1">
          <label htmlFor={id} className="sr-only">
            Unavailable date
          </label>
          <input
            id={id}
            type="date"
            value={date}
            onChange={(e) => setDate(e.target.value)}
            className="h-11 w-full rounded-lg bg-zinc-900 px-3 text-zinc-50 ring-1 ring-zinc-600 focus-visible:outline-2 focus-visible:outline-amber-300"
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => {
            onChange(addUnavailableDate(dates, date));
            setDate('');
          }}
          disabled={!date}
        >
          Add Date
        </Button>
      </div>
      {dates.length > 0 && (
        <ul className="mt-2 flex flex-wrap gap-2">
          {dates.map((d) => (
            <li key={d} className="inline-flex items-center gap-1 rounded-full bg-zinc-800 py-1 pr-1 pl-3 text-sm">
              {d}
              <button
                type="button"
                aria-label={`Remove ${d}`}
                className="rounded-full px-2 hover:bg-zinc-700 focus-visible:outline-2 focus-visible:outline-amber-300"
                onClick={() => onChange(dates.filter((x) => x !== d))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
    </fieldset>
  );
}

/** One dialog for creating and editing a performer (spec section 2), with every field of section 3. */
export function PerformerFormDialog({
  open,
  onOpenChange,
  performer,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The performer to edit; absent to create one. */
  performer: Performer | null;
}) {
  const mode = performer ? 'edit' : 'create';
  const [form, setForm] = useState<PerformerFormState>(emptyPerformerForm);
  const [errors, setErrors] = useState<ReturnType<typeof validatePerformerForm>>({});
  const areas = useQuery({ ...serviceAreasQuery(), enabled: open });
  const types = useQuery({ ...eventTypesQuery(), enabled: open });
  const queryClient = useQueryClient();

  useEffect(() => {
    if (open) {
      setForm(performer ? formFromPerformer(performer) : emptyPerformerForm());
      setErrors({});
    }
  }, [open, performer]);

  const save = useMutation({
    mutationFn: () =>
      performer
        ? adminApi.updatePerformer(performer.id, toPayload(form, 'edit'))
        : adminApi.createPerformer(toPayload(form, 'create')),
    onSuccess: async (saved) => {
      toast({
        title: performer ? 'Performer updated' : 'Performer created',
        description: saved ? `${saved.name} is saved.` : undefined,
      });
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: adminKeys.performers }),
        queryClient.invalidateQueries({ queryKey: performerKeys.all }),
      ]);
      onOpenChange(false);
    },
    onError: (err) =>
      toast({
        title: performer ? 'Update Failed' : 'Create Failed',
        description: serverMessage(err) ?? (performer ? 'Failed to update performer' : 'Failed to create performer'),
        variant: 'destructive',
      }),
  });

  const set = <K extends keyof PerformerFormState>(key: K, value: PerformerFormState[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePerformerForm(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate();
  }

  const select = (label: string, key: keyof PerformerFormState, values: readonly string[]) => (
    <SelectField
      label={label}
      options={options(values)}
      value={form[key] as string}
      onChange={(e) => set(key, e.target.value as never)}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={performer ? `Edit ${performer.name}` : 'Add New Performer'}
      description="Fields left empty are not shown on the profile."
    >
      <form className="space-y-5" onSubmit={submit} noValidate>
        <TextField
          label="Name"
          value={form.name}
          onChange={(e) => set('name', e.target.value)}
          error={errors.name}
          required
          maxLength={100}
        />
        <TextAreaField
          label="Description"
          value={form.description}
          onChange={(e) => set('description', e.target.value)}
          maxLength={5000}
        />
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Hourly rate ($)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={form.hourlyRate}
            onChange={(e) => set('hourlyRate', e.target.value)}
          />
          <TextField
            label="Appearance fee ($)"
            type="number"
            min={0}
            step="0.01"
            inputMode="decimal"
            value={form.appearanceFee}
            onChange={(e) => set('appearanceFee', e.target.value)}
          />
          <TextField
            label="Rating (1-5)"
            type="number"
            min={1}
            max={5}
            step="0.1"
            inputMode="decimal"
            value={form.rating}
            onChange={(e) => set('rating', e.target.value)}
            error={errors.rating}
          />
        </div>
        <PhotoEditor photos={form.photos} onChange={(photos) => set('photos', photos)} />
        <CheckboxGroup
          legend="Specialties"
          choices={plain(SPECIALTIES)}
          value={form.specialties}
          onChange={(v) => set('specialties', v)}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          {select('Gender', 'gender', GENDERS)}
          {select('Age range', 'ageRange', AGE_RANGES)}
          {select('Height', 'height', HEIGHTS)}
          {select('Body type', 'bodyType', BODY_TYPES)}
          {select('Hair color', 'hairColor', HAIR_COLORS)}
          {select('Eye color', 'eyeColor', EYE_COLORS)}
          {select('Ethnicity', 'ethnicity', ETHNICITIES)}
          {select('Availability', 'availability', AVAILABILITY_OPTIONS)}
        </div>
        <CheckboxGroup
          legend="Dance styles"
          choices={plain(DANCE_STYLES)}
          value={form.danceStyles}
          onChange={(v) => set('danceStyles', v)}
        />
        <CheckboxGroup
          legend="Music preferences"
          choices={plain(MUSIC_PREFERENCES)}
          value={form.musicPreferences}
          onChange={(v) => set('musicPreferences', v)}
        />
        <CheckboxGroup
          legend="Service areas"
          choices={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          value={form.serviceAreaIds}
          onChange={(v) => set('serviceAreaIds', v)}
        />
        <CheckboxGroup
          legend="Event types"
          choices={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={form.eventTypeIds}
          onChange={(v) => set('eventTypeIds', v)}
        />
        <UnavailableDates dates={form.unavailableDates} onChange={(d) => set('unavailableDates', d)} />
        <fieldset className="grid grid-cols-2 gap-x-4">
          <legend className="mb-1 text-sm font-medium text-zinc-200">Schedule and visibility</legend>
          <CheckboxField label="Evenings only" checked={form.eveningOnly} onChange={(v) => set('eveningOnly', v)} />
          <CheckboxField label="Weekends only" checked={form.weekendsOnly} onChange={(v) => set('weekendsOnly', v)} />
          <CheckboxField label="Visible in the gallery" checked={form.isActive} onChange={(v) => set('isActive', v)} />
          <CheckboxField
            label="Featured on the front page"
            checked={form.featured}
            onChange={(v) => set('featured', v)}
          />
        </fieldset>
        <div className="sticky bottom-0 -mx-5 flex justify-end gap-2 border-t border-zinc-800 bg-zinc-950 px-5 py-3">
          <Button variant="ghost" onClick={() => onOpenChange(false)}>
            Cancel
          </Button>
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : mode === 'create' ? 'Create Performer' : 'Save Changes'}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
