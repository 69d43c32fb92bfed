import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { useBusiness } from '../../lib/business';

/** Each footer link is its own tap target, 32 px tall at least. */
const footerLink = 'inline-flex min-h-8 items-center hover:text-white';

export function SiteFooter() {
  const business = useBusiness();
  const { t } = useLingui();
  const year = new Date().getFullYear();
  const name = business.name;
  return (
    <footer className="mt-16 border-t border-zinc-800 bg-zinc-950">
      <div className="mx-auto flex max-w-6xl flex-col gap-4 px-4 py-8 text-sm text-zinc-300 sm:flex-row sm:items-center sm:justify-between">
        <nav aria-label={t`Footer`} className="flex flex-wrap gap-x-4 gap-y-1">
          <Link href="/terms" className={footerLink}>
            <Trans>Terms of Service</Trans>
          </Link>
          <Link href="/privacy" className={footerLink}>
            <Trans>Privacy Policy</Trans>
          </Link>
          <Link href="/faq" className={footerLink}>
            <Trans>FAQ</Trans>
          </Link>
          <Link href="/find-booking" className={footerLink}>
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
