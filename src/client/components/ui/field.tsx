import { type InputHTMLAttributes, type SelectHTMLAttributes, useId } from 'react';
import { cn } from '../../lib/cn';

const control =
  'h-11 w-full rounded-lg bg-zinc-900 px-3 text-zinc-50 ring-1 ring-zinc-600 placeholder:text-zinc-400 focus-visible:outline-2 focus-visible:outline-amber-300';

type Option = { value: string; label: string };

/** A labelled native select: the best picker on a phone, and accessible by default. */
export function SelectField({
  label,
  options,
  className,
  hideLabel = false,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & { label: string; options: Option[]; hideLabel?: boolean }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1 block text-sm font-medium text-zinc-200', hideLabel && 'sr-only')}>
        {label}
      </label>
      <select id={id} className={control} {...props}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TextField({
  label,
  className,
  hideLabel = false,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & { label: string; hideLabel?: boolean }) {
  const id = useId();
  return (
    <div className={className}>
      <label htmlFor={id} className={cn('mb-1 block text-sm font-medium text-zinc-200', hideLabel && 'sr-only')}>
        {label}
      </label>
      <input id={id} className={control} {...props} />
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
        className="size-4 accent-amber-400 focus-visible:outline-2 focus-visible:outline-amber-300"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
      />
      {label}
    </label>
  );
}
