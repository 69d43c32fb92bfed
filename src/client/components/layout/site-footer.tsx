import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useBusiness } from '../../lib/business';

export function SiteFooter() {
  const business = useBusiness();
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const name = business.name;
  return (
    <footer className="mt-16 border-t border-zinc-800 bg-zinc-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-zinc-300 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t`Footer`} className="flex flex-wrap gap-x-4 gap-y-2">
          <Link href="/terms" className="hover:text-white">
            <Trans>Terms of Service</Trans>
          </Link>
          <Link href="/privacy" className="hover:text-white">
            <Trans>Privacy Policy</Trans>
          </Link>
          <Link href="/faq" className="hover:text-white">
            <Trans>FAQ</Trans>
          </Link>
          <Link href="/find-booking" className="hover:text-white">
            <Trans>Find my booking</Trans>
          </Link>
        </nav>
        <p>
          <Trans>
            © {year} {name}. Serving South Florida. Adults 18+ only.
          </Trans>
        </p>
      </div>
    </footer>
  );
}
