import { Trans } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import type { CallContext } from '../../lib/http';
import { ApiError, sendJson, typed } from '../../lib/http';

type Outcome = 'confirming' | 'confirmed' | 'used' | 'failed';
const FRAGMENT = /^#confirm-email=([A-Za-z0-9_-]{43})$/;

/** POST /api/bookings/confirm-email: the link's token (decision 037); 410 once it was used. */
const confirmEmail = (token: string, ctx?: CallContext) =>
  sendJson(typed<{ locale: string }>(), 'POST', '/api/bookings/confirm-email', { token }, ctx);

/**
 * The "Confirm your e-mail" link of the client's first e-mail opens their booking's page with
 * `#confirm-email=<token>` (decision 037): the fragment never reaches a server log or a Referer,
 * and a mail scanner that fetches the link confirms nothing. Once the page is live the token is
 * sent, dropped from the address bar, and the client thanked, in the page's language (the
 * booking's). Nothing shows without the fragment.
 */
export function EmailConfirmationNotice() {
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  useEffect(() => {
    const token = FRAGMENT.exec(window.location.hash)?.[1];
    if (!token) return;
    const { pathname, search } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    setOutcome('confirming');
    confirmEmail(token).then(
      () => setOutcome('confirmed'),
      (err) => setOutcome(err instanceof ApiError && err.status === 410 ? 'used' : 'failed'),
    );
  }, []);
  if (!outcome) return null;
  return (
    <p
      role="status"
      data-testid="email-confirmation"
      className="rounded-xl bg-emerald-950 p-4 text-emerald-50 ring-1 ring-emerald-700"
    >
      {outcome === 'confirming' && <Trans>Confirming your e-mail address…</Trans>}
      {outcome === 'confirmed' && <Trans>Thank you! Your e-mail address is confirmed.</Trans>}
      {outcome === 'used' && <Trans>Your e-mail address is already confirmed. Thank you!</Trans>}
      {outcome === 'failed' && (
        <Trans>We could not confirm your e-mail just now. Please open the link again in a moment.</Trans>
      )}
    </p>
  );
}
