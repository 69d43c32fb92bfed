import { phoneForPeople } from '../../../shared/business';
import { useBusiness } from '../../lib/business';

const link = 'text-amber-300 underline';

/**
 * "{lead} Call (305) … or e-mail …." with tel: and mailto: links, for help lines under a page's
 * content. Only the contact details the settings give are offered; with none, nothing is shown.
 */
export function ContactLinks({ lead, className }: { lead: string; className?: string }) {
  const { phone, email } = useBusiness();
  if (!phone && !email) return null;
  return (
    <p className={className ?? 'text-sm text-zinc-300'}>
      {lead}{' '}
      {phone && (
        <>
          Call{' '}
          <a href={`tel:${phone}`} className={link}>
            {phoneForPeople(phone)}
          </a>
          {email ? ' or e-mail ' : '.'}
        </>
      )}
      {email && (
        <>
          {phone ? '' : 'E-mail '}
          <a href={`mailto:${email}`} className={`break-all ${link}`}>
            {email}
          </a>
          .
        </>
      )}
    </p>
  );
}
