import { useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

/** Which performers a gender choice shows: everyone, or one gender (the API's `gender` values). */
export type Gender = '' | 'Female' | 'Male';

/** The choice a gender filter stands for: one value is that gender, none or both is everyone. */
export const genderOf = (values: readonly string[]): Gender =>
  values.length === 1 && (values[0] === 'Female' || values[0] === 'Male') ? values[0] : '';

/**
 * "Female dancers" / "Male dancers" as the first choice above the results (issue 31): a row of
 * three toggle buttons, 44 px tall, one pressed. The gallery and the city pages use it.
 */
export function GenderChoice({ value, onChange }: { value: Gender; onChange: (next: Gender) => void }) {
  const { t } = useLingui();
  const choices: [Gender, string][] = [
    ['', t`All`],
    ['Female', t`Female dancers`],
    ['Male', t`Male dancers`],
  ];
  return (
    <fieldset className="grid grid-cols-[auto_1fr_1fr] gap-1 rounded-xl bg-zinc-900 p-1 ring-1 ring-zinc-800 sm:inline-grid">
      <legend className="sr-only">{t`Performers`}</legend>
      {choices.map(([gender, label]) => (
        <button
          key={gender}
          type="button"
          aria-pressed={value === gender}
          onClick={() => onChange(gender)}
          className={cn(
            'h-11 rounded-lg px-4 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-amber-300',
            value === gender ? 'bg-amber-400 text-zinc-950' : 'text-zinc-100 hover:bg-zinc-800',
          )}
        >
          {label}
        </button>
      ))}
    </fieldset>
  );
}
