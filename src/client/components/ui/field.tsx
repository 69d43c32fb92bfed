import { type ComponentPropsWithRef, type SelectHTMLAttributes, type TextareaHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

const control =
  'h-11 w-full rounded-lg bg-zinc-900 px-3 text-zinc-50 ring-1 ring-zinc-600 placeholder:text-zinc-400 focus-visible:outline-2 focus-visible:outline-amber-300';

type Option = { value: string; label: string };

/** The error under a field; linked to it with aria-describedby, announced when it appears. */
function FieldError({ id, error }: { id: string; error?: string }) {
  return error ? (
    <p id={id} role="alert" className="mt-1 text-sm font-medium text-rose-300">
      {error}
    </p>
  ) : null;
}
const errorProps = (id: string, error?: string) =>
  error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {};

/** A labelled native select: the best picker on a phone, and accessible by default. */
export function SelectField({
  label,
  options,
  className,
  hideLabel = false,
  error,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & {
  label: string;
  options: Option[];
  hideLabel?: boolean;
  error?: string;
}) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1 block text-sm font-medium text-zinc-200', hideLabel && 'sr-only')}>
        {label}
      </label>
      {/* The native arrow sits in the right padding's place: a narrow one leaves the words room on a phone. */}
      <select id={id} className={cn(control, 'pr-1')} {...errorProps(id, error)} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function TextField({
  label,
  className,
  hideLabel = false,
  error,
  ...props
}: ComponentPropsWithRef<'input'> & { label: string; hideLabel?: boolean; error?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1 block text-sm font-medium text-zinc-200', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input id={id} className={control} {...errorProps(id, error)} {...props} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

export function CheckboxField({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex min-h-9 cursor-pointer items-center gap-2 text-sm text-zinc-100">
      <input
        type="checkbox"
        className="size-6 shrink-0 accent-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}

export function TextAreaField({
  label,
  className,
  error,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> & { label: string; error?: string }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className="mb-1 block text-sm font-medium text-zinc-200">
        {label}
      </label>
      <textarea id={id} className={cn(control, 'h-28 py-2')} {...errorProps(id, error)} {...props} />
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}
