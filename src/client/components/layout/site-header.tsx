import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from 'wouter';
import { phoneForPeople } from '../../../shared/business';
import { useBusiness } from '../../lib/business';
import { buttonClass } from '../ui/button';
import { Menu, MessageSquare, Phone } from '../ui/icons';
import { LanguageSwitcher } from './language-switcher';

const iconLink =
  'inline-flex size-10 items-center justify-center rounded-full text-amber-300 ring-1 ring-zinc-700 hover:bg-zinc-800 sm:hidden';

/** The pages the bar links to besides booking: in the bar from the small breakpoint up, in the menu below it. */
function PageLinks({ className }: { className: string }) {
  return (
    <>
      <Link href="/performers" className={className}>
        <Trans>Performers</Trans>
      </Link>
      <Link href="/faq" className={className}>
        <Trans>FAQ</Trans>
      </Link>
      <Link href="/find-booking" className={className}>
        <Trans>Find my booking</Trans>
      </Link>
    </>
  );
}

/**
 * The phone's menu: the gallery, the FAQ and Find my booking, which the bar has no room for. A
 * native <details>, so it works before the page has hydrated and costs no script; keyed by the
 * address, so following one of its links closes it.
 */
function PhoneMenu() {
  const { t } = useLingui();
  const [location] = useLocation();
  return (
    <details key={location} className="relative sm:hidden">
      <summary aria-label={t`Menu`} className={`${iconLink} cursor-pointer list-none`}>
        <Menu className="size-5" />
      </summary>
      <div className="absolute right-0 top-12 z-50 flex w-56 flex-col rounded-xl bg-zinc-900 p-2 shadow-xl ring-1 ring-zinc-700">
        <PageLinks className="flex min-h-11 items-center rounded-lg px-3 text-base text-zinc-100 hover:bg-zinc-800" />
      </div>
    </details>
  );
}

/**
 * One compact bar that stays at the top while the page scrolls. On phones it carries a call and a
 * text link (when the settings give a phone number) beside 'Book Now'; the text links to the
 * gallery, the FAQ and Find my booking are in a menu on phones and in the bar from the small
 * breakpoint up.
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
          <PageLinks className="hidden rounded px-2 py-2 text-zinc-200 hover:text-white sm:inline-block" />
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
          <PhoneMenu />
        </nav>
      </div>
    </header>
  );
}
