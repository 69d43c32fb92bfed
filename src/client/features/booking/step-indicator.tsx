import { cn } from '../../lib/cn';

const STEPS = ['Select', 'Details', 'Information', 'Review'] as const;

export function StepIndicator({ step }: { step: number }) {
  return (
    <ol className="mt-4 grid grid-cols-4 gap-2" aria-label="Booking steps">
      {STEPS.map((label, i) => {
        const n = i + 1;
        return (
          <li
            key={label}
            aria-current={n === step ? 'step' : undefined}
            className={cn(
              'rounded-lg px-2 py-2 text-center text-xs font-semibold sm:text-sm',
              n === step
                ? 'bg-amber-400 text-zinc-950'
                : n < step
                  ? 'bg-zinc-800 text-amber-300'
                  : 'bg-zinc-900 text-zinc-300',
            )}
          >
            <span className="sr-only">Step {n}: </span>
            {label}
          </li>
        );
      })}
    </ol>
  );
}
