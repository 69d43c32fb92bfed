import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { cn } from '../../lib/cn';

const STEPS = [msg`Select`, msg`Details`, msg`Information`, msg`Review`] as const;

export function StepIndicator({ step }: { step: number }) {
  const { t, i18n } = useLingui();
  return (
    <ol className="mt-4 grid grid-cols-4 gap-2" aria-label={t`Booking steps`}>
      {STEPS.map((label, i) => {
        const n = i + 1;
        return (
          <li
            key={label.id}
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
            <span className="sr-only">
              <Trans>Step {n}:</Trans>{' '}
            </span>
            {i18n._(label)}
          </li>
        );
      })}
    </ol>
  );
}
