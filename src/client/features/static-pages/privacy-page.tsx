import { useLingui } from '@lingui/react/macro';
import { phoneForPeople } from '../../../shared/business';
import { useBusiness } from '../../lib/business';
import { useLocale } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { PRIVACY_UPDATED } from './legal-dates';
import { PrivacyEs } from './privacy-es';
import { Prose } from './prose';

export function PrivacyPage() {
  const business = useBusiness();
  const { t } = useLingui();
  const name = business.name;
  usePage({
    title: t`Privacy Policy | ${name}`,
    description: t`What we collect when you book (name, e-mail, phone, event details), why, how long we keep it, and your choices.`,
    canonicalPath: '/privacy',
  });
  // Long-form legal text is written per language (not message by message): the Spanish is its own component.
  return useLocale() === 'es' ? <PrivacyEs /> : <PrivacyEn />;
}

function PrivacyEn() {
  const business = useBusiness();
  return (
    <Prose title="Privacy Policy" updated={PRIVACY_UPDATED}>
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
      <p>
        Booking records are kept for {business.retentionYears} years after the event. Then your name, contact details,
        event address and notes are erased; only the amounts and dates our accounts need remain. The text of the
        messages we send you is erased after 90 days.
      </p>
      <h2>Cookies</h2>
      <p>
        Visitors get no tracking cookies. We keep only your choice of language, if you make one, and staff who sign in
        get a session cookie, used for nothing else.
      </p>
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
