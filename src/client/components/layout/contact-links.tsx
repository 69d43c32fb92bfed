import { BUSINESS } from '../../../shared/business';

/** "{lead} Call (305) … or e-mail …." with tel: and mailto: links, for help lines under a page's content. */
export function ContactLinks({ lead, className }: { lead: string; className?: string }) {
  return (
    <p className={className ?? 'text-sm text-zinc-300'}>
      {lead} Call{' '}
      <a href={`tel:${BUSINESS.phone}`} className="text-amber-300 underline">
        {BUSINESS.phoneDisplay}
      </a>{' '}
      or e-mail{' '}
      <a href={`mailto:${BUSINESS.email}`} className="break-all text-amber-300 underline">
        {BUSINESS.email}
      </a>
      .
    </p>
  );
}
