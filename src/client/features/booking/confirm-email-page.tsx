import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { ContactLinks } from '../../components/layout/contact-links';
import { ApiError } from '../../lib/http';
import { usePage } from '../../lib/page-context';
import { confirmEmail } from './api';

type Outcome = 'confirming' | 'confirmed' | 'used' | 'incomplete' | 'failed';
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

/**
 * /confirm-email#<token> (decision 037): the link in a client's first e-mail. The token rides in
 * the fragment, so no server log or Referer holds it; the page sends it once it is live, and
 * thanks the client in the page's language, which is the booking's (the link was made in it).
 */
export default function ConfirmEmailPage() {
  const { t } = useLingui();
  usePage({ title: t`Confirm your e-mail`, noindex: true });
  const [outcome, setOutcome] = useState<Outcome>('confirming');
  useEffect(() => {
    const token = window.location.hash.slice(1);
    if (!TOKEN.test(token)) {
      setOutcome('incomplete');
      return;
    }
    // The address bar keeps no token once it is sent.
    window.history.replaceState(window.history.state, '', window.location.pathname);
    confirmEmail(token).then(
      () => setOutcome('confirmed'),
      (err) => setOutcome(err instanceof ApiError && err.status === 410 ? 'used' : 'failed'),
    );
  }, []);

  return (
    <div className="mx-auto max-w-xl px-4 py-10">
      <h1 className="text-3xl font-extrabold">
        {outcome === 'confirmed' ? <Trans>Thank you!</Trans> : <Trans>Confirm your e-mail</Trans>}
      </h1>
      <div role="status" className="mt-4 text-lg text-zinc-100">
        {outcome === 'confirming' && <Trans>Confirming your e-mail address…</Trans>}
        {outcome === 'confirmed' && (
          <Trans>Your e-mail address is confirmed. Our team will contact you about your booking within 24 hours.</Trans>
        )}
        {outcome === 'used' && (
          <Trans>This link was already used, so your e-mail address is confirmed. Nothing more to do.</Trans>
        )}
        {outcome === 'incomplete' && <Trans>This link is incomplete. Open it again from the e-mail we sent you.</Trans>}
        {outcome === 'failed' && (
          <Trans>We could not confirm your e-mail just now. Please open the link again in a moment.</Trans>
        )}
      </div>
      <p className="mt-8">
        <Link href="/" className="inline-block py-2 font-semibold text-amber-300 underline underline-offset-4">
          <Trans>Back to Home</Trans>
        </Link>
      </p>
      <ContactLinks lead={t`Questions about your booking?`} className="mt-6 text-sm text-zinc-300" />
    </div>
  );
}
