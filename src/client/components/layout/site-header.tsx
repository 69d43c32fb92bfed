import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import { phoneForPeople } from '../../../shared/business';
import { useBusiness } from '../../lib/business';
import { buttonClass } from '../ui/button';
import { MessageSquare, Phone } from '../ui/icons';
import { LanguageSwitcher } from './language-switcher';

const navLink = 'rounded px-2 py-2 text-zinc-200 hover:text-white';
const iconLink =
  'inline-flex size-10 items-center justify-center rounded-full text-amber-300 ring-1 ring-zinc-700 hover:bg-zinc-800 sm:hidden';

/**
 * One compact bar that stays at the top while the page scrolls. On phones it carries a call and a
 * text link (when the settings give a phone number) beside 'Book Now'; the text links to the
 * gallery and the FAQ come back from the small breakpoint up (the footer has them on phones).
 */
export function SiteHeader() {
  const business = useBusiness();
  const { t } = useLingui();
  const phone = business.phone ? phoneForPeople(business.phone) : '';
  return (
    <header className="sticky top-0 z-40 border-b border-zinc-800 bg-zinc-950/95 backdrop-blur supports-[backdrop-filter]:bg-zinc-950/85">
      <div className="mx-auto flex h-14 max-w-6xl items-center justify-between gap-2 px-4">
        <Link href="/" className="min-w-0 truncate text-base font-bold tracking-tight text-amber-300 sm:text-lg">
          {business.name}
        </Link>
        <nav aria-label={t`Main`} className="flex shrink-0 items-center gap-1.5 whitespace-nowrap text-sm sm:gap-3">
          <Link href="/performers" className={`hidden sm:inline-block ${navLink}`}>
            <Trans>Performers</Trans>
          </Link>
          <Link href="/faq" className={`hidden sm:inline-block ${navLink}`}>
            <Trans>FAQ</Trans>
          </Link>
          {business.phone && (
            <>
              <a href={`tel:${business.phone}`} className={iconLink} aria-label={t`Call us at ${phone}`}>
                <Phone aria-hidden="true" className="size-5" />
              </a>
              <a href={`sms:${business.phone}`} className={iconLink} aria-label={t`Text us at ${phone}`}>
                <MessageSquare aria-hidden="true" className="size-5" />
              </a>
            </>
          )}
          <LanguageSwitcher />
          <Link href="/booking" className={buttonClass({ size: 'sm' })}>
            <Trans>Book Now</Trans>
          </Link>
        </nav>
      </div>
    </header>
  );
}
