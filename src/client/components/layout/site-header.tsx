import { Link } from 'wouter';
import { BUSINESS } from '../../../shared/business';
import { buttonClass } from '../ui/button';

export function SiteHeader() {
  return (
    <header className="border-b border-zinc-800 bg-zinc-950/95">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-x-4 gap-y-2 px-4 py-3">
        <Link href="/" className="whitespace-nowrap text-base font-bold tracking-tight text-amber-300 sm:text-lg">
          {BUSINESS.name}
        </Link>
        <nav aria-label="Main" className="flex items-center gap-1 whitespace-nowrap text-sm sm:gap-3">
          <Link href="/performers" className="rounded px-2 py-2 text-zinc-200 hover:text-white">
            Performers
          </Link>
          <Link href="/faq" className="rounded px-2 py-2 text-zinc-200 hover:text-white">
            FAQ
          </Link>
          <Link href="/booking" className={buttonClass({ size: 'sm' })}>
            Book Now
          </Link>
        </nav>
      </div>
    </header>
  );
}
