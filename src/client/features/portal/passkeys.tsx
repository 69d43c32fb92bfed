import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { I18n } from '../../../shared/i18n-runtime';
import { ErrorAlert } from '../../components/ui/alert';
import { Button } from '../../components/ui/button';
import { ApiError } from '../../lib/http';
import { useLocale } from '../../lib/i18n';
import { useHydrated } from '../../lib/use-hydrated';
import {
  addPasskey,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  readPasskeys,
  removePasskey,
  signInWithPasskey,
} from './api';
import { goHome } from './portal-shell';
import { useLoad } from './use-portal-data';
import { failureWords } from './words';

/** The browser half of WebAuthn, loaded on the first tap only; null where this browser has no passkeys. */
async function loadWebAuthn() {
  const browser = await import('@simplewebauthn/browser');
  return browser.browserSupportsWebAuthn() ? browser : null;
}

const supportsPasskeys = () => typeof window !== 'undefined' && 'PublicKeyCredential' in window;

/** What her phone is, to name the passkey she adds on it (she sees the name in her list). */
function deviceName(userAgent: string): string {
  for (const [pattern, name] of [
    [/iPhone/, 'iPhone'],
    [/iPad/, 'iPad'],
    [/Android/, 'Android'],
    [/Macintosh/, 'Mac'],
    [/Windows/, 'Windows'],
  ] as const)
    if (pattern.test(userAgent)) return name;
  return 'Passkey';
}

/** Why a passkey could not be used: her phone's reason in plain words, or the server's. */
function passkeyFailure(i18n: I18n, err: unknown): string {
  if (err instanceof ApiError) return failureWords(i18n, err);
  const { name, code } = err as { name?: string; code?: string };
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return i18n._(msg`This phone already holds a passkey for your account.`);
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return i18n._(msg`No passkey was used: it was cancelled or took too long.`);
  if (name === 'TypeError') return failureWords(i18n, err);
  return i18n._(msg`The passkey could not be used. Try again, or ask for a sign-in link.`);
}

/** "Sign in with a passkey" on the sign-in page: no e-mail asked, her phone offers the passkey it holds. */
export function PasskeySignIn() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const hydrated = useHydrated();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  if (!(hydrated && supportsPasskeys())) return null;

  async function signIn() {
    setBusy(true);
    setFailure(null);
    try {
      const browser = await loadWebAuthn();
      if (!browser) throw new Error('unsupported');
      const response = await browser.startAuthentication({ optionsJSON: await passkeySignInOptions() });
      await signInWithPasskey(response);
      goHome(locale);
    } catch (err) {
      setFailure(passkeyFailure(i18n, err));
      setBusy(false);
    }
  }

  return (
    <div className="mt-6 space-y-3 border-b border-zinc-800 pb-6">
      <Button className="w-full" onClick={signIn} disabled={busy}>
        {busy ? <Trans>Waiting for your passkey…</Trans> : <Trans>Sign in with a passkey</Trans>}
      </Button>
      <ErrorAlert>{failure}</ErrorAlert>
    </div>
  );
}

/** Her passkeys on her page: add one on this phone to sign in with her face, fingerprint or screen lock. */
export function PortalPasskeys() {
  const { i18n } = useLingui();
  const locale = useLocale();
  const [list, reload] = useLoad(readPasskeys);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function run(action: () => Promise<unknown>) {
    setBusy(true);
    setFailure(null);
    try {
      await action();
      await reload();
    } catch (err) {
      setFailure(passkeyFailure(i18n, err));
    } finally {
      setBusy(false);
    }
  }
  const add = () =>
    run(async () => {
      const browser = await loadWebAuthn();
      if (!browser) throw new Error('unsupported');
      const response = await browser.startRegistration({ optionsJSON: await passkeyRegistrationOptions() });
      await addPasskey(deviceName(navigator.userAgent), response);
    });
  const dateOf = (iso: string) => new Date(iso).toLocaleDateString(locale, { dateStyle: 'medium' });

  return (
    <div className="space-y-3">
      <p className="text-zinc-300">
        <Trans>Sign in with your face, fingerprint or screen lock instead of waiting for an e-mailed link.</Trans>
      </p>
      {list.status === 'ready' && list.data.length > 0 && (
        <ul className="divide-y divide-zinc-800 rounded-lg ring-1 ring-zinc-800">
          {list.data.map((key) => (
            <li key={key.id} className="flex items-center justify-between gap-3 p-3">
              <span>
                <span className="font-semibold">{key.name}</span>
                <span className="block text-sm text-zinc-400">
                  <Trans>Added {dateOf(key.createdAt)}</Trans>
                </span>
              </span>
              <Button
                variant="secondary"
                disabled={busy}
                aria-label={i18n._(msg`Remove the passkey ${key.name}`)}
                onClick={() => run(() => removePasskey(key.id))}
              >
                <Trans>Remove</Trans>
              </Button>
            </li>
          ))}
        </ul>
      )}
      {list.status === 'failed' && <ErrorAlert>{failureWords(i18n, list.error)}</ErrorAlert>}
      <ErrorAlert>{failure}</ErrorAlert>
      {supportsPasskeys() ? (
        <Button variant="secondary" disabled={busy} onClick={add}>
          <Trans>Add a passkey on this phone</Trans>
        </Button>
      ) : (
        <p className="text-sm text-zinc-400">
          <Trans>This browser cannot keep a passkey. Sign in with an e-mailed link instead.</Trans>
        </p>
      )}
    </div>
  );
}
