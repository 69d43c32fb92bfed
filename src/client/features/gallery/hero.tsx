import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../components/ui/button';
import { cn } from '../../lib/cn';

/**
 * The page's hero. While the visitor searches or filters it shrinks to its heading and call to
 * action, so the answer (the results, or 'No performers found') comes into the first screen.
 */
export function Hero({ heading, compact = false }: { heading: string; compact?: boolean }) {
  return (
    <section className="bg-gradient-to-b from-fuchsia-950/70 via-zinc-950 to-zinc-950">
      <div className={cn('mx-auto max-w-6xl px-4', compact ? 'pb-4 pt-5' : 'pb-8 pt-12 sm:pt-16')}>
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">
          <Trans>Available 24/7</Trans>
        </p>
        <h1
          className={cn(
            'mt-2 max-w-3xl font-extrabold leading-tight',
            compact ? 'text-2xl sm:text-4xl' : 'text-4xl sm:text-5xl',
          )}
        >
          {heading}
        </h1>
        {!compact && (
          <>
            <p className="mt-4 max-w-2xl text-lg text-zinc-200">
              <Trans>
                Professional entertainers for bachelor and bachelorette parties, birthdays and private events. Pick your
                performers, tell us about the night, and our booking team confirms within 24 hours.
              </Trans>
            </p>
            <p className="mt-3 text-zinc-300">
              <Trans>Serving Miami, Fort Lauderdale, West Palm Beach and all of South Florida.</Trans>
            </p>
          </>
        )}
        <div className={compact ? 'mt-3' : 'mt-6'}>
          <ButtonLink href="/booking" size={compact ? 'md' : 'lg'}>
            <Trans>Start Booking Process</Trans>
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
