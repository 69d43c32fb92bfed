import { queryOptions } from '@tanstack/react-query';
import {
  accountSchema,
  accountSessionListSchema,
  recoveryCodesSchema,
  sessionsEndedSchema,
  totpSetupSchema,
} from '../../../../shared/schemas/auth';
import { passkeyListSchema, passkeySchema, registrationOptionsSchema } from '../../../../shared/schemas/passkeys';
import { type CallContext, getJson, sendEmpty, sendJson } from '../../../lib/http';
import { loadWebAuthn } from '../../auth';
import { adminKeys } from '../shell/admin-keys';

const PASSKEYS = '/api/admin/account/passkeys';

export const accountQuery = () =>
  queryOptions({
    queryKey: adminKeys.account,
    queryFn: (ctx) => getJson(accountSchema, '/api/admin/account', ctx),
  });

/** Under the account's key, so refreshing the account refreshes the list too. */
export const passkeysQuery = () =>
  queryOptions({ queryKey: adminKeys.passkeys, queryFn: (ctx) => getJson(passkeyListSchema, PASSKEYS, ctx) });

/** Where the account is signed in; under the account's key, so account changes refresh it too. */
export const sessionsQuery = () =>
  queryOptions({
    queryKey: adminKeys.sessions,
    queryFn: (ctx) => getJson(accountSessionListSchema, '/api/admin/account/sessions', ctx),
  });

/** The signed-in staff member's password, sessions and second factors. Components call them through the hooks of ./mutations.ts. */
export const accountApi = {
  changePassword: (body: { currentPassword: string; newPassword: string }, ctx?: CallContext) =>
    sendJson(sessionsEndedSchema, 'POST', '/api/admin/account/password', body, ctx),
  endSession: (id: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `/api/admin/account/sessions/${encodeURIComponent(id)}`, undefined, ctx),
  endOtherSessions: (ctx?: CallContext) =>
    sendJson(sessionsEndedSchema, 'POST', '/api/admin/account/sessions/end-others', undefined, ctx),
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
