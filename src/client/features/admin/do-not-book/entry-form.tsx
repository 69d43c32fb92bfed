import { type FormEvent, useState } from 'react';
import { businessDay } from '../../../../shared/business-day';
import { addDays } from '../../../../shared/event-time';
import { DO_NOT_BOOK_KINDS, type DoNotBookKind, doNotBookInputSchema } from '../../../../shared/schemas/do-not-book';
import { ErrorAlert } from '../../../components/ui/alert';
import { Button } from '../../../components/ui/button';
import { SelectField, TextAreaField, TextField } from '../../../components/ui/field';
import { toast } from '../../../components/ui/toast';
import { ApiError, serverMessageOf } from '../../../lib/http';
import { useAddEntry } from './mutations';

export const KIND_LABELS: Record<DoNotBookKind, string> = { phone: 'Phone', email: 'E-mail', address: 'Address' };
const VALUE_LABELS: Record<DoNotBookKind, string> = {
  phone: 'Phone number',
  email: 'E-mail address',
  address: 'Street address (the part before the first comma is compared)',
};
/** A year from today (Miami): when an entry is looked at again by default. */
export const aYearOn = () => addDays(businessDay(new Date()).date, 365);

type Fields = { kind: DoNotBookKind; value: string; reason: string; reviewOn: string };
type FieldErrors = Partial<Record<keyof Fields, string>>;

/**
 * Adds an entry: the identifier is normalised and hashed on the server, never stored or shown
 * again; the form says so. Field errors come from the API's own schema, then from the server.
 */
export function EntryForm() {
  const [fields, setFields] = useState<Fields>({ kind: 'phone', value: '', reason: '', reviewOn: aYearOn() });
  const [errors, setErrors] = useState<FieldErrors>({});
  const add = useAddEntry({
    onSuccess: (entry) => {
      toast({ title: 'Added to the do-not-book list', description: `${KIND_LABELS[entry.kind]} …${entry.hint}` });
      setFields((f) => ({ ...f, value: '', reason: '' }));
    },
    onError: (err) => {
      if (err instanceof ApiError && err.issues.length > 0)
        setErrors(Object.fromEntries(err.issues.map((i) => [i.path, i.message])));
    },
  });
  const set = <K extends keyof Fields>(key: K, value: Fields[K]) => {
    setFields((f) => ({ ...f, [key]: value }));
    setErrors((e) => ({ ...e, [key]: undefined }));
  };
  function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = doNotBookInputSchema.safeParse(fields);
    if (!parsed.success) {
      setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
      return;
    }
    add.mutate(parsed.data);
  }
  const serverError =
    add.isError && !(add.error instanceof ApiError && add.error.issues.length > 0)
      ? (serverMessageOf(add.error) ?? add.error.message)
      : null;
  return (
    <form className="mt-4 grid gap-4 sm:grid-cols-2" onSubmit={submit} noValidate>
      <SelectField
        label="What"
        value={fields.kind}
        onChange={(e) => set('kind', e.target.value as DoNotBookKind)}
        options={DO_NOT_BOOK_KINDS.map((k) => ({ value: k, label: KIND_LABELS[k] }))}
      />
      <TextField
        label={VALUE_LABELS[fields.kind]}
        autoComplete="off"
        maxLength={300}
        value={fields.value}
        onChange={(e) => set('value', e.target.value)}
        error={errors.value}
      />
      <TextAreaField
        label="Reason (staff read it; do not write the client's name or number)"
        className="sm:col-span-2"
        maxLength={500}
        value={fields.reason}
        onChange={(e) => set('reason', e.target.value)}
        error={errors.reason}
      />
      <TextField
        label="Review on"
        type="date"
        value={fields.reviewOn}
        onChange={(e) => set('reviewOn', e.target.value)}
        error={errors.reviewOn}
      />
      <div className="flex items-end">
        <Button type="submit" disabled={add.isPending} className="w-full sm:w-auto">
          {add.isPending ? 'Adding…' : 'Add to the list'}
        </Button>
      </div>
      <ErrorAlert className="sm:col-span-2">{serverError}</ErrorAlert>
      <p className="text-xs text-zinc-400 sm:col-span-2">
        Only a keyed hash and the last characters are kept: nobody, not even staff, can read the number, address or
        e-mail back. New requests that match are flagged on the desk; the client is never told.
      </p>
    </form>
  );
}
