import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../shared/money';
import type { Estimate } from '../../../shared/pricing';
import type { Performer } from '../../../shared/schemas/performer';
import { Button } from '../../components/ui/button';
import { byCount, useLocale } from '../../lib/i18n';
import type { Draft } from './draft';

type Props = {
  step: Draft['step'];
  chosen: Performer[];
  prices: Estimate;
  onPrevious: () => void;
  onContinue: () => void;
  onSubmit: () => void;
  submitting: boolean;
};

/**
 * The wizard's navigation, stuck to the bottom of the screen while the steps scroll: the count
 * of performers, the running estimate and Previous / Continue / Submit are always in view, on a
 * phone as on a laptop (docs/product.md, Bookings).
 */
export function WizardBar({ step, chosen, prices, onPrevious, onContinue, onSubmit, submitting }: Props) {
  const count = chosen.length;
  const { t } = useLingui();
  const total = formatMoney(prices.total, useLocale());
  return (
    <div
      data-toast-avoid
      className="sticky bottom-0 z-30 -mx-4 mt-8 border-t border-zinc-800 bg-zinc-950/95 px-4 py-3 backdrop-blur supports-[backdrop-filter]:bg-zinc-950/85"
    >
      {/* On a phone, step 4's Submit takes a row of its own: beside Previous and the estimate its words
          would wrap inside the 44 px button and spill out (issue 26). */}
      <div className="flex flex-wrap items-center justify-between gap-3">
        <Button variant="secondary" disabled={step === 1} onClick={onPrevious}>
          <Trans>Previous</Trans>
        </Button>
        <p className="min-w-0 flex-1 text-center text-sm leading-tight" aria-live="polite">
          <span className="block text-zinc-200">
            {byCount(count, t`${count} performer selected`, t`${count} performers selected`)}
          </span>
          {count > 0 && (
            <span className="block font-semibold text-amber-300" data-testid="running-estimate">
              <Trans>Estimate {total}</Trans>
            </span>
          )}
        </p>
        {step < 4 ? (
          <Button onClick={onContinue}>
            <Trans>Continue</Trans>
          </Button>
        ) : (
          <Button onClick={onSubmit} disabled={submitting} className="w-full sm:w-auto">
            {submitting ? t`Submitting...` : t`Submit Booking Request`}
          </Button>
        )}
      </div>
    </div>
  );
}
