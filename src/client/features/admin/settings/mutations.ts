import { queryKeys } from '../../../lib/query-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { settingsApi } from './api';

/** A new policy: the policy read by this page and by the public pages (wizard, terms) is read again. */
export const useSavePolicy = (
  callbacks: ActionCallbacks<Answer<typeof settingsApi.savePolicy>, Parameters<typeof settingsApi.savePolicy>[0]> = {},
) => useAdminMutation(settingsApi.savePolicy, [queryKeys.cancellationPolicy], callbacks);
