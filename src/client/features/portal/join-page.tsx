import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useState } from 'react';
import { Link } from 'wouter';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useLocale } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { joinPortal } from './api';
import { goHome, isWholeToken, PortalPage, useTokenInAddress } from './portal-shell';
import { failureWords, LINK_INCOMPLETE } from './words';

/** Opens her account from the invitation's token, with the first name she wants to be called (optional). */
function JoinForm({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [firstName, setFirstName] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setFailure(null);
    try {
      await joinPortal(token, firstName);
      goHome(locale);
    } catch (err) {
      setFailure(failureWords(i18n, err));
      setBusy(false);
    }
  }

  return (
    <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
      <p className="text-zinc-300">
        <Trans>
          The team invited you to your own page: your offers to accept or decline, your bookings, and the dates you can
          work.
        </Trans>
      </p>
      <TextField
        label={t`What should we call you? (optional)`}
        autoComplete="given-name"
        maxLength={50}
        value={firstName}
        onChange={(e) => setFirstName(e.target.value)}
      />
      <ErrorAlert>{failure}</ErrorAlert>
      <Button type="submit" className="w-full" disabled={busy || !hydrated}>
        {busy ? t`Opening your page…` : t`Open my page`}
      </Button>
    </form>
  );
}

/** /portal/join#token: where a performer's invitation e-mail leads (72 hours, single use). */
export default function PortalJoinPage() {
  const { t, i18n } = useLingui();
  const token = useTokenInAddress();
  return (
    <PortalPage title={t`Welcome`}>
      {token === '' && (
        <p role="alert" className="mt-6 text-rose-300">
          <Trans>This page needs the link from your invitation e-mail. Open the e-mail and use its button.</Trans>
        </p>
      )}
      {token && !isWholeToken(token) && <ErrorAlert className="mt-6">{i18n._(LINK_INCOMPLETE)}</ErrorAlert>}
      {token && isWholeToken(token) && <JoinForm token={token} />}
      <p className="mt-8 text-sm text-zinc-400">
        <Trans>Already have an account?</Trans>{' '}
        <Link href="/portal/sign-in" className="inline-block py-1 text-amber-300 underline underline-offset-4">
          <Trans>Sign in</Trans>
        </Link>
      </p>
    </PortalPage>
  );
}
