import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { SPECIALTIES } from '../../../../shared/filter-options';
import {
  LIST_ATTRIBUTE_KEYS,
  PERFORMER_ATTRIBUTES,
  SINGLE_ATTRIBUTE_KEYS,
} from '../../../../shared/performer-attributes';
import type { AdminPerformer } from '../../../../shared/schemas/admin-performer';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { CheckboxField, SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiError, serverMessageOf } from '../../../lib/http';
import { eventTypesQuery, serviceAreasQuery } from '../shell/public-reads';
import { useSavePerformer } from './mutations';
import {
  addUnavailableDate,
  emptyPerformerForm,
  formFromPerformer,
  type PerformerFormErrors,
  type PerformerFormState,
  serverFieldErrors,
  toPayload,
  validatePerformerForm,
} from './performer-form';
import { PhotoEditor } from './photo-editor';
import { TrustChecks } from './trust-checks';

const options = (values: readonly string[]) => [
  { value: '', label: 'Not set' },
  ...values.map((v) => ({ value: v, label: v })),
];

/** The schema's word on a group of fields (a single field shows its own). */
function GroupError({ error }: { error?: string }) {
  return error ? (
    <p role="alert" className="mt-1 text-sm font-medium text-rose-300">
      {error}
    </p>
  ) : null;
}

function CheckboxGroup({
  legend,
  choices,
  value,
  onChange,
  error,
}: {
  legend: string;
  choices: readonly { value: string; label: string }[];
  value: string[];
  onChange: (next: string[]) => void;
  error?: string;
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
      <GroupError error={error} />
    </fieldset>
  );
}

const plain = (values: readonly string[]) => values.map((v) => ({ value: v, label: v }));

function UnavailableDates({
  dates,
  onChange,
  error,
}: {
  dates: string[];
  onChange: (dates: string[]) => void;
  error?: string;
}) {
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
      <GroupError error={error} />
    </fieldset>
  );
}

type SetField = <K extends keyof PerformerFormState>(key: K, value: PerformerFormState[K]) => void;
/** What each group of fields reads and writes: the form, its errors and the setter that clears a field's error. */
type FieldsProps = { form: PerformerFormState; errors: PerformerFormErrors; set: SetField };

/** The form's state, reset from the performer (or empty) each time the dialog opens. */
function usePerformerForm(open: boolean, performer: AdminPerformer | null) {
  const [form, setForm] = useState<PerformerFormState>(emptyPerformerForm);
  const [errors, setErrors] = useState<PerformerFormErrors>({});

  useEffect(() => {
    if (open) {
      setForm(performer ? formFromPerformer(performer) : emptyPerformerForm());
      setErrors({});
    }
  }, [open, performer]);

  const set: SetField = (key, value) => {
    setForm((f) => ({ ...f, [key]: value }));
    if (key in errors) setErrors((e) => ({ ...e, [key]: undefined }));
  };
  return { form, errors, setErrors, set };
}

/**
 * Saves the performer; toasts say what happened, and the dialog closes once the lists are fresh.
 * The server's field errors (another performer has this e-mail address) go under their fields.
 */
function useSave(
  performer: AdminPerformer | null,
  onOpenChange: (open: boolean) => void,
  onFieldErrors: (issues: readonly { path: string; message: string }[]) => void,
) {
  return useSavePerformer({
    onSuccess: (saved) =>
      toast({ title: performer ? 'Performer updated' : 'Performer created', description: `${saved.name} is saved.` }),
    onRefreshed: () => onOpenChange(false),
    onError: (err) => {
      if (err instanceof ApiError) onFieldErrors(err.issues);
      toast({
        title: performer ? 'Update Failed' : 'Create Failed',
        description: serverMessageOf(err) ?? (performer ? 'Failed to update performer' : 'Failed to create performer'),
        variant: 'destructive',
      });
    },
  });
}

/** One dialog for creating and editing a performer (docs/product.md, Pages), with every field a performer has. */
export function PerformerFormDialog({
  open,
  onOpenChange,
  performer,
  canRate,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The performer to edit; absent to create one. */
  performer: AdminPerformer | null;
  /** Owners set ratings; agents see them read-only (decision 029). */
  canRate: boolean;
}) {
  const mode = performer ? 'edit' : 'create';
  const { form, errors, setErrors, set } = usePerformerForm(open, performer);
  const areas = useQuery({ ...serviceAreasQuery(), enabled: open });
  const types = useQuery({ ...eventTypesQuery(), enabled: open });
  const save = useSave(performer, onOpenChange, (issues) => setErrors(serverFieldErrors(issues, form)));

  function submit(event: FormEvent) {
    event.preventDefault();
    const found = validatePerformerForm(form);
    setErrors(found);
    if (Object.values(found).some(Boolean)) return;
    save.mutate({ performerId: performer?.id, payload: toPayload(form, mode) });
  }

  const fields = { form, errors, set };
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={performer ? `Edit ${performer.name}` : 'Add New Performer'}
      description="Fields left empty are not shown on the profile."
    >
      <form className="space-y-5" onSubmit={submit} noValidate>
        <BasicFields {...fields} canRate={canRate} />
        <div>
          <PhotoEditor photos={form.photos} onChange={(photos) => set('photos', photos)} />
          <GroupError error={errors.photos} />
        </div>
        <AttributeFields {...fields} />
        <CheckboxGroup
          legend="Service areas"
          choices={(areas.data ?? []).map((a) => ({ value: a.id, label: a.name }))}
          value={form.serviceAreaIds}
          onChange={(v) => set('serviceAreaIds', v)}
          error={errors.serviceAreaIds}
        />
        <CheckboxGroup
          legend="Event types"
          choices={(types.data ?? []).map((t) => ({ value: t.id, label: t.name }))}
          value={form.eventTypeIds}
          onChange={(v) => set('eventTypeIds', v)}
          error={errors.eventTypeIds}
        />
        <UnavailableDates
          dates={form.unavailableDates}
          onChange={(d) => set('unavailableDates', d)}
          error={errors.unavailableDates}
        />
        <ScheduleFields {...fields} />
        <ContactFields {...fields} />
        <EmergencyContactFields {...fields} />
        {performer && <TrustChecks performerId={performer.id} photos={form.photos} />}
        {/* Flush with the dialog's bottom edge (its padding is 1.25rem): nothing scrolls past below it. */}
        <div
          data-dialog-footer
          className="sticky -bottom-5 -mx-5 -mb-5 flex justify-end gap-2 border-t border-zinc-800 bg-zinc-950 px-5 pt-3 pb-[max(1.25rem,env(safe-area-inset-bottom))]"
        >
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

/** Name, description, prices and the rating (owners set it; agents read it). */
function BasicFields({ form, errors, set, canRate }: FieldsProps & { canRate: boolean }) {
  const ratingNote = useId();
  return (
    <>
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
        error={errors.description}
        maxLength={5000}
      />
      <TextAreaField
        label="Description in Spanish (optional)"
        lang="es"
        value={form.descriptionEs}
        onChange={(e) => set('descriptionEs', e.target.value)}
        error={errors.descriptionEs}
        maxLength={5000}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextAreaField
          label="What the show includes"
          value={form.showIncludes}
          onChange={(e) => set('showIncludes', e.target.value)}
          error={errors.showIncludes}
          maxLength={1000}
        />
        <TextAreaField
          label="What the show includes, in Spanish"
          lang="es"
          value={form.showIncludesEs}
          onChange={(e) => set('showIncludesEs', e.target.value)}
          error={errors.showIncludesEs}
          maxLength={1000}
        />
      </div>
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField
          label="Hourly rate ($)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={form.hourlyRate}
          onChange={(e) => set('hourlyRate', e.target.value)}
          error={errors.hourlyRate}
        />
        <TextField
          label="Appearance fee ($)"
          type="number"
          min={0}
          step="0.01"
          inputMode="decimal"
          value={form.appearanceFee}
          onChange={(e) => set('appearanceFee', e.target.value)}
          error={errors.appearanceFee}
        />
        <div>
          <TextField
            label="Rating (1-5)"
            type="number"
            min={1}
            max={5}
            step="0.1"
            inputMode="decimal"
            value={form.rating}
            readOnly={!canRate}
            className="[&_input:read-only]:bg-zinc-800"
            // The field's own error, when there is one, takes aria-describedby (ui/field.tsx).
            {...(errors.rating ? {} : { 'aria-describedby': ratingNote })}
            onChange={(e) => set('rating', e.target.value)}
            error={errors.rating}
          />
          <p id={ratingNote} className="mt-1 text-xs text-zinc-300">
            Shown as stars on the site. An owner sets it from what clients tell us after their events
            {canRate ? '.' : '; only an owner can change it.'}
          </p>
        </div>
      </div>
    </>
  );
}

/** Specialties and every descriptive attribute of the registry (decision 018). */
function AttributeFields({ form, errors, set }: FieldsProps) {
  return (
    <>
      <CheckboxGroup
        legend="Specialties"
        choices={plain(SPECIALTIES)}
        value={form.specialties}
        onChange={(v) => set('specialties', v)}
        error={errors.specialties}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {SINGLE_ATTRIBUTE_KEYS.map((key) => (
          <SelectField
            key={key}
            label={PERFORMER_ATTRIBUTES[key].label}
            options={options(PERFORMER_ATTRIBUTES[key].options)}
            value={form[key]}
            onChange={(e) => set(key, e.target.value)}
            error={errors[key]}
          />
        ))}
      </div>
      {LIST_ATTRIBUTE_KEYS.map((key) => (
        <CheckboxGroup
          key={key}
          legend={PERFORMER_ATTRIBUTES[key].label}
          choices={plain(PERFORMER_ATTRIBUTES[key].options)}
          value={form[key]}
          onChange={(v) => set(key, v)}
          error={errors[key]}
        />
      ))}
    </>
  );
}

function ScheduleFields({ form, set }: FieldsProps) {
  return (
    <fieldset className="grid grid-cols-2 gap-x-4">
      <legend className="mb-1 text-sm font-medium text-zinc-200">Schedule and visibility</legend>
      <CheckboxField label="Evenings only" checked={form.eveningOnly} onChange={(v) => set('eveningOnly', v)} />
      <CheckboxField label="Weekends only" checked={form.weekendsOnly} onChange={(v) => set('weekendsOnly', v)} />
      <CheckboxField label="Visible in the gallery" checked={form.isActive} onChange={(v) => set('isActive', v)} />
      <CheckboxField label="Featured on the front page" checked={form.featured} onChange={(v) => set('featured', v)} />
    </fieldset>
  );
}

/** Staff-only (decision 033): how the team and the portal reach her, and the share she is paid. */
function ContactFields({ form, errors, set }: FieldsProps) {
  const commissionNote = useId();
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-zinc-200">Contact (staff only)</legend>
      <p className="text-xs text-zinc-300 sm:col-span-2">
        Never shown on the site. The portal invitation and offers go to this e-mail address.
      </p>
      <TextField
        label="E-mail"
        type="email"
        autoComplete="off"
        value={form.email}
        onChange={(e) => set('email', e.target.value)}
        error={errors.email}
        maxLength={254}
      />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="off"
        value={form.phone}
        onChange={(e) => set('phone', e.target.value)}
        error={errors.phone}
        maxLength={30}
      />
      <SelectField
        label="Language"
        options={[
          { value: 'en', label: 'English' },
          { value: 'es', label: 'Spanish' },
        ]}
        value={form.language}
        onChange={(e) => set('language', e.target.value === 'es' ? 'es' : 'en')}
        error={errors.language}
      />
      <div>
        <TextField
          label="Commission %"
          type="number"
          min={0}
          max={100}
          step={1}
          inputMode="numeric"
          placeholder="Default (25%)"
          value={form.commissionPercent}
          {...(errors.commissionPercent ? {} : { 'aria-describedby': commissionNote })}
          onChange={(e) => set('commissionPercent', e.target.value)}
          error={errors.commissionPercent}
        />
        <p id={commissionNote} className="mt-1 text-xs text-zinc-300">
          The share of the performer's price the business keeps. Empty: Default (25%).
        </p>
      </div>
    </fieldset>
  );
}

/** Staff-only (issue 30): who is called when her alarm goes unanswered. Both parts, or neither. */
function EmergencyContactFields({ form, errors, set }: FieldsProps) {
  return (
    <fieldset className="grid gap-4 sm:grid-cols-2">
      <legend className="mb-1 text-sm font-medium text-zinc-200">Emergency contact (staff only)</legend>
      <p className="text-xs text-zinc-300 sm:col-span-2">
        Who the owners call when her alarm goes unanswered; the Tonight board shows it during an alarm. Never shown on
        the site or in her portal. Empty both to remove it.
      </p>
      <TextField
        label="Contact name"
        autoComplete="off"
        value={form.emergencyContactName}
        onChange={(e) => set('emergencyContactName', e.target.value)}
        error={errors.emergencyContactName}
        maxLength={100}
      />
      <TextField
        label="Contact phone"
        type="tel"
        autoComplete="off"
        value={form.emergencyContactPhone}
        onChange={(e) => set('emergencyContactPhone', e.target.value)}
        error={errors.emergencyContactPhone}
        maxLength={30}
      />
    </fieldset>
  );
}
