import { queryOptions } from '@tanstack/react-query';
import type { AccountSummary, TotpSetup } from '../../../../shared/schemas/auth';
import { getJson, sendJson } from '../../../lib/http';

export const accountKey = ['admin', 'account'] as const;

export const accountQuery = () =>
  queryOptions({ queryKey: accountKey, queryFn: () => getJson<AccountSummary>('/api/admin/account') });

export const accountApi = {
  startTotp: () => sendJson<TotpSetup>('POST', '/api/admin/account/totp/setup', {}),
  confirmTotp: (code: string) =>
    sendJson<{ recoveryCodes: string[] }>('POST', '/api/admin/account/totp/enable', { code }),
  disableTotp: (password: string, code: string) =>
    sendJson<null>('POST', '/api/admin/account/totp/disable', { password, code }),
};
