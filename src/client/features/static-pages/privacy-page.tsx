import { phoneForPeople } from '../../../shared/business';
import { useBusiness } from '../../lib/business';
import { usePage } from '../../lib/page-context';
import { Prose } from './prose';

export function PrivacyPage() {
  const business = useBusiness();
  usePage({
    title: `Privacy Policy | ${business.name}`,
    description:
      'What we collect when you book (name, e-mail, phone, event details), why, how long we keep it, and your choices.',
    canonicalPath: '/privacy',
  });
  return (
    <Prose title="Privacy Policy" updated="2026-11-22">
      <p>We collect only what we need to arrange your event, and we never sell it.</p>
      <h2>What we collect</h2>
      <ul>
        <li>Your name, e-mail address and phone number.</li>
        <li>Your event details: date, time, place, type of event, number of guests and special requests.</li>
        <li>The performers you chose and the price of the booking.</li>
      </ul>
      <h2>Why</h2>
      <p>To confirm and run your booking, to contact you about it, and to keep the records the law requires.</p>
      <h2>Payments</h2>
      <p>Deposits are paid through Cash App. We never see or store your card or bank details.</p>
      <h2>How long</h2>
      <p>Booking records are kept for about 7 years, then deleted.</p>
      <h2>Cookies</h2>
      <p>Visitors get no tracking cookies. Only staff who sign in get a session cookie, used for nothing else.</p>
      <h2>Sharing</h2>
      <p>
        Only the performers you book see the event details they need. We do not sell or rent personal data to anyone.
      </p>
      <h2>Your choices</h2>
      <p>
        To see, correct or delete your data,{' '}
        {business.email ? (
          <>
            write to <a href={`mailto:${business.email}`}>{business.email}</a>.
          </>
        ) : business.phone ? (
          <>
            call <a href={`tel:${business.phone}`}>{phoneForPeople(business.phone)}</a>.
          </>
        ) : (
          'reply to any e-mail we sent you about your booking.'
        )}
      </p>
    </Prose>
  );
}
