import { Trans, useLingui } from '@lingui/react/macro';
import { type ReactNode, useCallback, useId } from 'react';
import { Link } from 'wouter';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/http';
import { routerBase, useLocale } from '../../lib/i18n';
import { type PortalMe, readBookings, readMe, readOffers, signOut } from './api';
import { AvailabilityEditor } from './availability-editor';
import { BookingCard } from './booking-card';
import { CalendarFeed } from './calendar-feed';
import { DuressPin } from './duress-pin';
import { NightPanel } from './night-panel';
import { OfferCard } from './offer-card';
import { PortalPasskeys } from './passkeys';
import { PhotoCheck } from './photo-check';
import { sortOffers, splitBookings } from './portal-rules';
import { PortalPage } from './portal-shell';
import { useLoad, useNow, useOffline } from './use-portal-data';
import { failureWords } from './words';

function Section({ title, children }: { title: ReactNode; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="mt-8">
      <h2 id={id} className="text-xl font-semibold">
        {title}
      </h2>
      <div className="mt-3 space-y-4">{children}</div>
    </section>
  );
}

const Quiet = ({ children }: { children: ReactNode }) => <p className="text-zinc-400">{children}</p>;

/** Her offers, her bookings (the next one first) and her availability, once she is known. */
function Dashboard({ me }: { me: PortalMe }) {
  const { i18n } = useLingui();
  const now = useNow();
  const [offers, reloadOffers] = useLoad(readOffers);
  const [bookings, reloadBookings] = useLoad(readBookings);
  const answered = useCallback(async () => {
    await Promise.all([reloadOffers(), reloadBookings()]);
  }, [reloadOffers, reloadBookings]);
  const sortedOffers = offers.status === 'ready' ? sortOffers(offers.data, now) : null;
  // A booking on its night shows first, with its check-ins, until the night is over (even after the event ends).
  const tonight = bookings.status === 'ready' ? bookings.data.filter((b) => b.night !== null) : [];
  const split =
    bookings.status === 'ready'
      ? splitBookings(
          bookings.data.filter((b) => b.night === null),
          now,
        )
      : null;
  const loading = (
    <Quiet>
      <Trans>Loading...</Trans>
    </Quiet>
  );
  const failed = (error: unknown) => <ErrorAlert>{failureWords(i18n, error)}</ErrorAlert>;
  const offline = useOffline();

  return (
    <>
      {offline && (
        <p role="status" className="mt-4 rounded-lg bg-zinc-900 p-3 text-sm text-zinc-200 ring-1 ring-zinc-700">
          <Trans>
            You are offline. Your bookings show as they were last loaded; answering offers waits for a connection.
          </Trans>
        </p>
      )}
      {tonight.length > 0 && (
        <Section title={<Trans>Tonight</Trans>}>
          {tonight.map((booking) => (
            <BookingCard key={booking.id} booking={booking}>
              <NightPanel booking={booking} changed={reloadBookings} />
            </BookingCard>
          ))}
        </Section>
      )}
      {!(tonight.length > 0 && split && !split.next) && (
        <Section title={<Trans>Next booking</Trans>}>
          {bookings.status === 'loading' && loading}
          {bookings.status === 'failed' && failed(bookings.error)}
          {split &&
            (split.next ? (
              <BookingCard booking={split.next} />
            ) : (
              <Quiet>
                <Trans>No booking to come yet.</Trans>
              </Quiet>
            ))}
        </Section>
      )}
      {/* One list, the open offers first: an answered offer keeps its card, and the focus its new state. */}
      <Section title={<Trans>Your offers</Trans>}>
        {offers.status === 'loading' && loading}
        {offers.status === 'failed' && failed(offers.error)}
        {sortedOffers && sortedOffers.open.length === 0 && (
          <Quiet>
            <Trans>No offer is waiting for your answer.</Trans>
          </Quiet>
        )}
        {sortedOffers &&
          [...sortedOffers.open, ...sortedOffers.answered].map((offer) => (
            <OfferCard key={offer.id} offer={offer} now={now} answered={answered} />
          ))}
      </Section>
      {split && split.upcoming.length > 1 && (
        <Section title={<Trans>Upcoming bookings</Trans>}>
          {split.upcoming.slice(1).map((booking) => (
            <BookingCard key={booking.id} booking={booking} />
          ))}
        </Section>
      )}
      {split && split.past.length > 0 && (
        <Section title={<Trans>Past bookings</Trans>}>
          {split.past.map((booking) => (
            <BookingCard key={booking.id} booking={booking} past now={now} rated={reloadBookings} />
          ))}
        </Section>
      )}
      <Section title={<Trans>Your availability</Trans>}>
        <AvailabilityEditor saved={me.availability} />
      </Section>
      <Section title={<Trans>Verified photos</Trans>}>
        <PhotoCheck />
      </Section>
      <Section title={<Trans>Your calendar</Trans>}>
        <CalendarFeed />
      </Section>
      <Section title={<Trans>Signing in</Trans>}>
        <PortalPasskeys />
      </Section>
      <Section title={<Trans>Your safety</Trans>}>
        <DuressPin hasPin={me.hasDuressPin} />
      </Section>
    </>
  );
}

/** Signed out, or not a performer: what to do next. */
function NotSignedIn({ error }: { error: unknown }) {
  const { i18n } = useLingui();
  if (error instanceof ApiError && error.status === 403)
    return (
      <p className="mt-4 text-zinc-300">
        <Trans>The portal is for performers. Staff use the admin.</Trans>
      </p>
    );
  if (error instanceof ApiError && error.status === 401)
    return (
      <div className="mt-4 space-y-4">
        <p className="text-zinc-300">
          <Trans>Sign in to see your offers and bookings.</Trans>
        </p>
        <Link
          href="/portal/sign-in"
          className="inline-block py-2 font-semibold text-amber-300 underline underline-offset-4"
        >
          <Trans>Sign in</Trans>
        </Link>
      </div>
    );
  return <ErrorAlert className="mt-4">{failureWords(i18n, error)}</ErrorAlert>;
}

/** /portal: a performer's own page (decision 033). Loaded in the browser only, once she is known. */
export default function PortalHomePage() {
  const { t } = useLingui();
  const locale = useLocale();
  const [me] = useLoad(readMe);
  const name = me.status === 'ready' ? (me.data.firstName ?? me.data.name) : null;
  return (
    <PortalPage title={t`Your bookings`} heading={name ? <Trans>Hi, {name}</Trans> : <Trans>Your bookings</Trans>}>
      {me.status === 'loading' && (
        <p className="mt-4 text-zinc-400">
          <Trans>Loading...</Trans>
        </p>
      )}
      {me.status === 'failed' && <NotSignedIn error={me.error} />}
      {me.status === 'ready' && (
        <>
          <Dashboard me={me.data} />
          <div className="mt-10 border-t border-zinc-800 pt-6">
            <Button
              variant="secondary"
              onClick={async () => {
                await signOut().catch(() => undefined);
                window.location.assign(`${routerBase(locale)}/portal/sign-in`);
              }}
            >
              <Trans>Sign out</Trans>
            </Button>
          </div>
        </>
      )}
    </PortalPage>
  );
}
