import { useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { useResourcesIfAny } from '../../../lib/resource';
import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, refresh, useAdminMutation } from '../shell/mutations';
import { accountApi } from './api';

/** A second factor changes the account and the signed-in user (mfaEnrolled). */
const ACCOUNT_READS = [adminKeys.account, queryKeys.currentUser];

/** A new password ends the other sessions: the list of sessions is read again. */
export const useChangePassword = (
  callbacks: ActionCallbacks<
    Answer<typeof accountApi.changePassword>,
    { currentPassword: string; newPassword: string }
  > = {},
) => useAdminMutation(accountApi.changePassword, [adminKeys.sessions], callbacks);

/** Signs out one other browser or device of the account. */
export const useEndSession = (callbacks: ActionCallbacks<void, string> = {}) =>
  useAdminMutation(accountApi.endSession, [adminKeys.sessions], callbacks);

export const useEndOtherSessions = (
  callbacks: ActionCallbacks<Answer<typeof accountApi.endOtherSessions>, void> = {},
) =>
  // biome-ignore lint/suspicious/noConfusingVoidType: void lets callers write end.mutate() with no argument
  useAdminMutation((_: void, ctx) => accountApi.endOtherSessions(ctx), [adminKeys.sessions], callbacks);

export const useStartTotp = (callbacks: ActionCallbacks<Answer<typeof accountApi.startTotp>, void> = {}) =>
  // biome-ignore lint/suspicious/noConfusingVoidType: void lets callers write start.mutate() with no argument
  useAdminMutation((_: void, ctx) => accountApi.startTotp(ctx), [], callbacks);

/**
 * Turns the app on. Nothing is refreshed yet: the account would then say "on" and the recovery
 * codes would disappear before they are saved; `useRefreshAccount` runs once they are.
 */
export const useConfirmTotp = (callbacks: ActionCallbacks<Answer<typeof accountApi.confirmTotp>, string> = {}) =>
  useAdminMutation(accountApi.confirmTotp, [], callbacks);

export const useDisableTotp = (callbacks: ActionCallbacks<void, { password: string; code: string }> = {}) =>
  useAdminMutation(
    ({ password, code }: { password: string; code: string }, ctx) => accountApi.disableTotp(password, code, ctx),
    ACCOUNT_READS,
    callbacks,
    { background: true },
  );

export const useAddPasskey = (callbacks: ActionCallbacks<Answer<typeof accountApi.addPasskey>, string> = {}) =>
  useAdminMutation(accountApi.addPasskey, ACCOUNT_READS, callbacks, { background: true });

export const useRemovePasskey = (callbacks: ActionCallbacks<void, { id: string; name: string }> = {}) =>
  useAdminMutation(
    (passkey: { id: string; name: string }, ctx) => accountApi.removePasskey(passkey.id, ctx),
    ACCOUNT_READS,
    callbacks,
    {
      background: true,
    },
  );

/** Reads the account and the signed-in user again (after the recovery codes are saved). */
export function useRefreshAccount() {
  const queryClient = useQueryClient();
  const resources = useResourcesIfAny();
  return () => void refresh(queryClient, resources, ACCOUNT_READS);
}
