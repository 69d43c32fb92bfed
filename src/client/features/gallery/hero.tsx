import { ButtonLink } from '../../components/ui/button';

export function Hero({ heading }: { heading: string }) {
  return (
    <section className="bg-gradient-to-b from-fuchsia-950/70 via-zinc-950 to-zinc-950">
      <div className="mx-auto max-w-6xl px-4 pb-8 pt-12 sm:pt-16">
        <p className="text-sm font-semibold uppercase tracking-widest text-amber-300">Available 24/7</p>
        <h1 className="mt-2 max-w-3xl text-4xl font-extrabold leading-tight sm:text-5xl">{heading}</h1>
        <p className="mt-4 max-w-2xl text-lg text-zinc-200">
          Professional entertainers for bachelor and bachelorette parties, birthdays and private events. Pick your
          performers, tell us about the night, and our booking team confirms within 24 hours.
        </p>
        <p className="mt-3 text-zinc-300">Serving Miami, Fort Lauderdale, West Palm Beach and all of South Florida.</p>
        <div className="mt-6">
          <ButtonLink href="/booking" size="lg">
            Start Booking Process
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
