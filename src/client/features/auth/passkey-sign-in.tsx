import { useState } from 'react';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { authApi } from './api';
import { loadWebAuthn, passkeyErrorText } from './webauthn';

/**
 * "Sign in with a passkey": no e-mail asked, the device offers the staff passkeys it holds for
 * this site. A full navigation afterwards, so every query starts again as the signed-in user.
 */
export function PasskeySignIn({ returnTo }: { returnTo: string }) {
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function signIn() {
    setBusy(true);
    setError(null);
    try {
      const { startAuthentication } = await loadWebAuthn();
      const optionsJSON = await authApi.passkeyOptions();
      const response = await startAuthentication({ optionsJSON });
      await authApi.signInWithPasskey(response);
      window.location.assign(returnTo);
    } catch (err) {
      setError(passkeyErrorText(err));
      setBusy(false);
    }
  }

  return (
    <div className="space-y-3">
      <Button variant="secondary" className="w-full" onClick={signIn} disabled={busy}>
        {busy ? 'Waiting for your passkey…' : 'Sign in with a passkey'}
      </Button>
      <ErrorAlert>{error}</ErrorAlert>
    </div>
  );
}
