import { queryOptions } from '@tanstack/react-query';
import { systemStatusSchema } from '../../../../shared/schemas/system';
import { getJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

/** Read again this often while the System page or the owners' dashboard is open. */
const SYSTEM_POLL_MS = 30_000;

/** GET /api/admin/system (owners only): the queue, the outbox, requests, the database (decision 045). */
export const systemQuery = () =>
  queryOptions({
    queryKey: adminKeys.system,
    queryFn: (ctx) => getJson(systemStatusSchema, '/api/admin/system', ctx),
    refetchInterval: SYSTEM_POLL_MS,
  });
