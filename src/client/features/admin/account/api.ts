import { queryOptions } from '@tanstack/react-query';
import { accountSchema, recoveryCodesSchema, totpSetupSchema } from '../../../../shared/schemas/auth';
import { passkeyListSchema, passkeySchema, registrationOptionsSchema } from '../../../../shared/schemas/passkeys';
import { type CallContext, getJson, sendEmpty, sendJson } from '../../../lib/http';
import { queryKeys } from '../../../lib/query-keys';
import { loadWebAuthn } from '../../auth';

const PASSKEYS = '/api/admin/account/passkeys';

export const accountQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.account,
    queryFn: (ctx) => getJson(accountSchema, '/api/admin/account', ctx),
  });

/** Under the account's key, so refreshing the account refreshes the list too. */
export const passkeysQuery = () =>
  queryOptions({ queryKey: queryKeys.admin.passkeys, queryFn: (ctx) => getJson(passkeyListSchema, PASSKEYS, ctx) });

/** The signed-in staff member's second factors. Components call them through the hooks of ../mutations.ts. */
export const accountApi = {
  startTotp: (ctx?: CallContext) => sendJson(totpSetupSchema, 'POST', '/api/admin/account/totp/setup', {}, ctx),
  confirmTotp: (code: string, ctx?: CallContext) =>
    sendJson(recoveryCodesSchema, 'POST', '/api/admin/account/totp/enable', { code }, ctx),
  disableTotp: (password: string, code: string, ctx?: CallContext) =>
    sendEmpty('POST', '/api/admin/account/totp/disable', { password, code }, ctx),
  /** Options from the server, the device makes the passkey (Face ID, fingerprint, PIN…), the server keeps it. */
  addPasskey: async (name: string, ctx?: CallContext) => {
    const { startRegistration } = await loadWebAuthn();
    const optionsJSON = await sendJson(registrationOptionsSchema, 'POST', `${PASSKEYS}/options`, undefined, ctx);
    const response = await startRegistration({ optionsJSON });
    return sendJson(passkeySchema, 'POST', PASSKEYS, { name, response }, ctx);
  },
  removePasskey: (passkeyId: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `${PASSKEYS}/${encodeURIComponent(passkeyId)}`, undefined, ctx),
};
