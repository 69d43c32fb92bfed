import { queryOptions } from '@tanstack/react-query';
import { backupRequestedSchema } from '../../../../shared/schemas/backup';
import { systemStatusSchema } from '../../../../shared/schemas/system';
import { type CallContext, getJson, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';
import { useAdminMutation } from '../shell/mutations';

/** Read again this often while the System page or the owners' dashboard is open. */
const SYSTEM_POLL_MS = 30_000;

/** GET /api/admin/system (owners only): the queue, the outbox, requests, the database (decision 045). */
export const systemQuery = () =>
  queryOptions({
    queryKey: adminKeys.system,
    queryFn: (ctx) => getJson(systemStatusSchema, '/api/admin/system', ctx),
    refetchInterval: SYSTEM_POLL_MS,
  });

/** POST /api/admin/system/backups (owners): an online backup, queued (decision 048). */
const requestBackup = (_vars: undefined, ctx: CallContext) =>
  sendJson(backupRequestedSchema, 'POST', '/api/admin/system/backups', undefined, ctx);

/** "Back up now": the figures are read again after it (the backup shows there once written). */
export const useBackupNow = (callbacks: { onSuccess?: () => void; onError?: (err: Error) => void }) =>
  useAdminMutation(requestBackup, [adminKeys.system], callbacks);
