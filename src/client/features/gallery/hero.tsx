import { Trans } from '@lingui/react/macro';
import { ButtonLink } from '../../components/ui/button';

/**
 * The page's hero. It keeps one height whatever the filters (a collapse moved the page: CLS 0.88,
 * issue 31). On a phone it is the heading alone, so the results start in the first screen; its
 * text shows from the small breakpoint up, and on phones under the results (gallery-page.tsx).
 */
export function Hero({ heading }: { heading: string }) {
  return (
    <section className="bg-gradient-to-b from-fuchsia-950/70 via-zinc-950 to-zinc-950">
      <div className="mx-auto max-w-6xl px-4 pb-3 pt-3 sm:pb-8 sm:pt-8">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">
          <Trans>Available 24/7</Trans>
        </p>
        <h1 className="mt-1 max-w-5xl text-2xl font-extrabold leading-tight sm:mt-2 sm:text-4xl">{heading}</h1>
        <div className="hidden sm:block">
          <HeroText />
          <div className="mt-6">
            <ButtonLink href="/booking" size="lg">
              <Trans>Start Booking Process</Trans>
            </ButtonLink>
          </div>
        </div>
      </div>
    </section>
  );
}

/** What the site is, in two lines: in the hero from the small breakpoint up, under the results on phones. */
export function HeroText() {
  return (
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
  );
}
