import { Link } from 'wouter';
import { BUSINESS_REGION } from '../../../shared/business';
import { useBusiness } from '../../lib/business';

export function SiteFooter() {
  const business = useBusiness();
  return (
    <footer className="mt-16 border-t border-zinc-800 bg-zinc-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-zinc-300 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label="Footer" className="flex flex-wrap gap-x-4 gap-y-2">
          <Link href="/terms" className="hover:text-white">
            Terms of Service
          </Link>
          <Link href="/privacy" className="hover:text-white">
            Privacy Policy
          </Link>
          <Link href="/faq" className="hover:text-white">
            FAQ
          </Link>
          <Link href="/find-booking" className="hover:text-white">
            Find my booking
          </Link>
        </nav>
        <p>
          © {new Date().getFullYear()} {business.name}. Serving {BUSINESS_REGION}. Adults 18+ only.
        </p>
      </div>
    </footer>
  );
}
