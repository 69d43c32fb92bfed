import { useLingui } from '@lingui/react/macro';
import { RESPONSE_HOURS } from '../../../shared/business';
import { ContactLinks } from '../../components/layout/contact-links';
import { useBusiness } from '../../lib/business';
import { useLocale } from '../../lib/i18n';
import { usePage } from '../../lib/page-context';
import { useResource } from '../../lib/resource';
import { cancellationPolicyResource } from '../catalog/api';
import { TERMS_UPDATED } from './legal-dates';
import { Prose } from './prose';
import { TermsEs } from './terms-es';

export function TermsPage() {
  const business = useBusiness();
  const { t } = useLingui();
  const name = business.name;
  usePage({
    title: t`Terms of Service | ${name}`,
    description: t`Booking terms: 50% deposit, the cancellation policy, no-shows, 18+ only, data retention.`,
    canonicalPath: '/terms',
  });
  const locale = useLocale();
  // The policy in force, in words the server wrote for each language; undefined if it could not be read.
  const policy = useResource(cancellationPolicyResource()).data?.text[locale];
  // Long-form legal text is written per language (not message by message): the Spanish is its own component.
  return locale === 'es' ? <TermsEs policy={policy} /> : <TermsEn policy={policy} />;
}

function TermsEn({ policy }: { policy: string | undefined }) {
  const business = useBusiness();
  return (
    <Prose title="Terms of Service" updated={TERMS_UPDATED}>
      <p>These terms govern booking requests made through {business.name}. By sending a request you accept them.</p>
      <h2>Age</h2>
      <p>You must be at least 18 years old to book, and every guest present at the event must be 18 or older.</p>
      <h2>Booking and deposit</h2>
      <ul>
        <li>A request becomes a booking once our team confirms it with you, within {RESPONSE_HOURS} hours.</li>
        <li>A 50% deposit, paid through Cash App, secures the date; the remaining balance is due at the event.</li>
        <li>Prices shown before submitting are estimates; the confirmed price is the one our team agrees with you.</li>
      </ul>
      <h2>Cancellations and no-shows</h2>
      <ul>
        <li data-testid="terms-cancellation-policy">
          {policy ??
            'The cancellation policy in force is shown at the last step of the booking and stated in your booking e-mail.'}
        </li>
        <li>A no-show forfeits the payment.</li>
        <li>If we must cancel, you get a full refund or a replacement performer of your choice.</li>
      </ul>
      <h2>Conduct</h2>
      <p>
        Performers are professionals. Touching without consent, recording without permission, harassment or an unsafe
        environment end the performance at once, with no refund.
      </p>
      <h2>Liability</h2>
      <p>
        We are not liable for indirect losses, or for damage caused by guests. Our liability is limited to the amount
        you paid for the booking.
      </p>
      <h2>Your data</h2>
      <p>
        We keep booking records for {business.retentionYears} years after the event, as our accounting and legal duties
        require. See the Privacy Policy.
      </p>
      <h2>Law</h2>
      <p>These terms are governed by the laws of the State of Florida.</p>
      <ContactLinks lead="Questions about these terms?" className="mt-8" />
    </Prose>
  );
}
