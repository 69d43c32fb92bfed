import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { TextField } from '../../components/ui/field';
import { useLocale } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import { askForSignInLink, signIn } from './api';
import { PasskeySignIn } from './passkeys';
import { goHome, isWholeToken, PortalPage, useTokenInAddress } from './portal-shell';
import { failureWords, LINK_INCOMPLETE } from './words';

/** Asks for a sign-in link by e-mail: the answer is the same whatever the address. */
function AskForLink() {
  const { t, i18n } = useLingui();
  const hydrated = useHydrated();
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (!email.trim()) {
      setFailure(t`Enter your e-mail address.`);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await askForSignInLink(email.trim());
      setSent(true);
    } catch (err) {
      setFailure(failureWords(i18n, err));
    } finally {
      setBusy(false);
    }
  }

  if (sent)
    return (
      <p role="status" className="mt-6 text-zinc-200">
        <Trans>
          If this address belongs to a performer with an account, a sign-in link is on its way. It works for 15 minutes,
          once.
        </Trans>
      </p>
    );
  return (
    <form className="mt-6 space-y-4" onSubmit={submit} noValidate>
      <p className="text-zinc-300">
        <Trans>Enter the e-mail address the team has for you, and we will send you a link to sign in.</Trans>
      </p>
      <TextField
        label={t`E-mail`}
        type="email"
        autoComplete="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <ErrorAlert>{failure}</ErrorAlert>
      <Button type="submit" className="w-full" disabled={busy || !hydrated}>
        {busy ? t`Sending…` : t`E-mail me a sign-in link`}
      </Button>
    </form>
  );
}

/** Signs in with the link's token, once, then goes to her page. */
function SignInWithToken({ token }: { token: string }) {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [failure, setFailure] = useState<string | null>(null);
  const started = useRef(false);
  useEffect(() => {
    // The token is single use: one call, even when React runs effects twice in development.
    if (started.current) return;
    started.current = true;
    signIn(token).then(
      () => goHome(locale),
      (err: unknown) => setFailure(failureWords(i18n, err)),
    );
  }, [token, i18n, locale]);
  if (!failure)
    return (
      <p role="status" className="mt-6 text-zinc-300">
        <Trans>Signing you in…</Trans>
      </p>
    );
  return (
    <>
      <ErrorAlert className="mt-6">{failure}</ErrorAlert>
      <AskForLink />
    </>
  );
}

/** /portal/sign-in: ask for an e-mailed link; /portal/sign-in#token, where that link leads, signs in. */
export default function PortalSignInPage() {
  const { t, i18n } = useLingui();
  const token = useTokenInAddress();
  return (
    <PortalPage title={t`Sign in to your bookings`}>
      {token === '' && (
        <>
          <PasskeySignIn />
          <AskForLink />
        </>
      )}
      {token && !isWholeToken(token) && (
        <>
          <ErrorAlert className="mt-6">{i18n._(LINK_INCOMPLETE)}</ErrorAlert>
          <AskForLink />
        </>
      )}
      {token && isWholeToken(token) && <SignInWithToken token={token} />}
    </PortalPage>
  );
}
