import { Trans } from '@lingui/react/macro';
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
  const call = phone && (
    <a href={`tel:${phone}`} className={link}>
      {phoneForPeople(phone)}
    </a>
  );
  const write = email && (
    <a href={`mailto:${email}`} className={`break-all ${link}`}>
      {email}
    </a>
  );
  return (
    <p className={className ?? 'text-sm text-zinc-300'}>
      {lead}{' '}
      {call && write ? (
        <Trans>
          Call {call} or e-mail {write}.
        </Trans>
      ) : call ? (
        <Trans>Call {call}.</Trans>
      ) : (
        <Trans>E-mail {write}.</Trans>
      )}
    </p>
  );
}
