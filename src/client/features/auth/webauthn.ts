import { ApiError } from '../../lib/http';

/**
 * What to tell staff when a passkey ceremony fails: the server's own words for a refusal, or
 * the browser's reason (cancelled, already registered, unsupported) in plain language.
 */
export function passkeyErrorText(err: unknown): string {
  if (err instanceof ApiError) return err.serverMessage ?? `Something went wrong (${err.status}). Try again.`;
  const { name, code } = err as { name?: string; code?: string };
  if (name === 'NotAllowedError' || name === 'AbortError' || code === 'ERROR_CEREMONY_ABORTED')
    return 'No passkey was used: the request was cancelled or timed out.';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'This device already holds a passkey for your account.';
  if (name === 'TypeError') return 'Could not reach the server. Check your connection and try again.';
  if (err instanceof Error && err.message.startsWith('Passkeys are not supported')) return err.message;
  return 'The passkey could not be used. Try again.';
}

/** The browser half of @simplewebauthn, loaded on the first click only (it stays out of public pages). */
export async function loadWebAuthn() {
  const browser = await import('@simplewebauthn/browser');
  if (!browser.browserSupportsWebAuthn())
    throw new Error('Passkeys are not supported in this browser. Use your e-mail and password.');
  return browser;
}
