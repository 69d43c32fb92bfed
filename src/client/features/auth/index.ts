/** What other features may use of auth besides its queries (api.ts): the passkey ceremony helpers. */
export { loadWebAuthn, passkeyErrorText } from './webauthn';
