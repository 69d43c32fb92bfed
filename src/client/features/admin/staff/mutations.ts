import { queryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { staffApi } from './api';

/** An invitation also writes its e-mail: the messages are read again with the invitations. */
export const useInviteStaff = (
  callbacks: ActionCallbacks<Answer<typeof staffApi.invite>, Parameters<typeof staffApi.invite>[0]> = {},
) => useAdminMutation(staffApi.invite, [adminKeys.invitations, adminKeys.messages], callbacks);

export const useWithdrawInvitation = (callbacks: ActionCallbacks<void, string> = {}) =>
  useAdminMutation(staffApi.withdraw, [adminKeys.invitations], callbacks);

/** A role change may be the viewer's own: the signed-in user is read again too. */
export const useChangeStaffRole = (callbacks: ActionCallbacks<void, Parameters<typeof staffApi.changeRole>[0]> = {}) =>
  useAdminMutation(staffApi.changeRole, [adminKeys.staff, queryKeys.currentUser], callbacks);

export const useRemoveStaff = (callbacks: ActionCallbacks<void, string> = {}) =>
  useAdminMutation(staffApi.remove, [adminKeys.staff], callbacks);
