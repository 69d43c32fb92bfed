import { type QueryClient, type QueryKey, useMutation, useQueryClient } from '@tanstack/react-query';
import type { CallContext } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';
import { type ResourceStore, useResourcesIfAny } from '../../lib/resource';
import { accountApi } from './account/api';
import { adminKeys } from './admin-keys';
import { adminApi, type PerformerPayload } from './api';
import type { BookingRequest } from './booking-actions';
import { staffApi } from './staff/api';

/*
 * One hook per staff action. Each owns what its write makes stale: the reads listed with it are
 * read again after a success, so components only say what to tell the user.
 */

/** What a component adds to an action: words for the user, and what to do once the reads are fresh. */
export type ActionCallbacks<TData, TVars> = {
  /** First, before the reads are refreshed (a toast). */
  onSuccess?: (data: TData, vars: TVars) => void;
  /** After the reads the action made stale have been read again (close a dialog, move focus). */
  onRefreshed?: (data: TData, vars: TVars) => void;
  onError?: (err: Error, vars: TVars) => void;
  onSettled?: () => void;
};

/** What a call of the api modules answers. */
type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/**
 * The performers' reads, staff and public: what a performer write changes; and the desk's booking
 * lines, which say whether each performer is hidden and covers the booking's area and event type.
 */
const PERFORMER_READS = [adminKeys.performers, queryKeys.performers.all, adminKeys.bookings];
/** A booking move also writes messages (and may end or start overlaps with other bookings). */
const BOOKING_READS = [adminKeys.bookings, adminKeys.messages];
/** A second factor changes the account and the signed-in user (mfaEnrolled). */
const ACCOUNT_READS = [adminKeys.account, queryKeys.currentUser];

/** Reads again, in the staff queries and in the public pages' reads (lib/resource.ts), what a write changed. */
function refresh(queryClient: QueryClient, resources: ResourceStore | null, keys: readonly QueryKey[]) {
  return Promise.all(
    keys.flatMap((queryKey) => [queryClient.invalidateQueries({ queryKey }), resources?.invalidate(queryKey)]),
  );
}

/**
 * A staff write and the reads it makes stale. `background`: the mutation settles without waiting
 * for the reads (the account page keeps its buttons free while the account is read again).
 */
function useAdminMutation<TData, TVars>(
  call: (vars: TVars, ctx: CallContext) => Promise<TData>,
  stale: readonly QueryKey[],
  callbacks: ActionCallbacks<TData, TVars>,
  { background = false } = {},
) {
  const resources = useResourcesIfAny();
  return useMutation({
    // The mutation's client picks the transport, as a query's does.
    mutationFn: (vars: TVars, { client }) => call(vars, { client }),
    onSuccess: async (data, vars, _onMutate, { client }) => {
      callbacks.onSuccess?.(data, vars);
      const refreshed = refresh(client, resources, stale);
      if (background) return;
      await refreshed;
      callbacks.onRefreshed?.(data, vars);
    },
    onError: (err, vars) => callbacks.onError?.(err, vars),
    onSettled: () => callbacks.onSettled?.(),
  });
}

// Performers

export const useToggleFeatured = (callbacks: ActionCallbacks<Answer<typeof adminApi.toggleFeatured>, string> = {}) =>
  useAdminMutation(adminApi.toggleFeatured, PERFORMER_READS, callbacks);

export const useHidePerformer = (callbacks: ActionCallbacks<Answer<typeof adminApi.hidePerformer>, string> = {}) =>
  useAdminMutation(adminApi.hidePerformer, PERFORMER_READS, callbacks);

export const useShowPerformer = (callbacks: ActionCallbacks<Answer<typeof adminApi.showPerformer>, string> = {}) =>
  useAdminMutation(adminApi.showPerformer, PERFORMER_READS, callbacks);

export const useBulkPerformers = (
  callbacks: ActionCallbacks<
    Answer<typeof adminApi.bulkPerformers>,
    Parameters<typeof adminApi.bulkPerformers>[0]
  > = {},
) => useAdminMutation(adminApi.bulkPerformers, PERFORMER_READS, callbacks);

export const useDeletePerformer = (callbacks: ActionCallbacks<void, string> = {}) =>
  useAdminMutation(adminApi.deletePerformer, PERFORMER_READS, callbacks);

/** Creates a performer, or updates the one with `performerId`. */
export type SavePerformer = { performerId?: string; payload: PerformerPayload };
export const useSavePerformer = (
  callbacks: ActionCallbacks<Answer<typeof adminApi.createPerformer>, SavePerformer> = {},
) =>
  useAdminMutation(
    ({ performerId, payload }: SavePerformer, ctx) =>
      performerId ? adminApi.updatePerformer(performerId, payload, ctx) : adminApi.createPerformer(payload, ctx),
    PERFORMER_READS,
    callbacks,
  );

export const useImportCsv = (callbacks: ActionCallbacks<Answer<typeof adminApi.importCsv>, File> = {}) =>
  useAdminMutation(adminApi.importCsv, PERFORMER_READS, callbacks);

// Bookings and messages

function sendBookingRequest(bookingId: string, request: BookingRequest, ctx: CallContext) {
  switch (request.kind) {
    case 'status':
      return adminApi.setBookingStatus(bookingId, request.to, ctx);
    case 'confirmDeposit':
      return adminApi.confirmDeposit(bookingId, ctx);
    case 'archive':
      return adminApi.archiveBooking(bookingId, ctx);
    case 'delete':
      return adminApi.deleteBooking(bookingId, ctx);
  }
}

/** Any action of the booking card (a status move, the deposit, archive, delete): they change the same reads. */
export const useBookingAction = <TAction extends { request: BookingRequest }>(
  callbacks: ActionCallbacks<unknown, { bookingId: string; action: TAction }> = {},
) =>
  useAdminMutation(
    ({ bookingId, action }: { bookingId: string; action: TAction }, ctx) =>
      sendBookingRequest(bookingId, action.request, ctx),
    BOOKING_READS,
    callbacks,
  );

/** A staff note on a booking: every booking read (the page, the counts, the open booking) is read again. */
export const useAddBookingNote = (
  callbacks: ActionCallbacks<Answer<typeof adminApi.addBookingNote>, { bookingId: string; text: string }> = {},
) => useAdminMutation(adminApi.addBookingNote, [adminKeys.bookings], callbacks);

/** Queues a failed message again; every message list (the page's, each booking card's) is read again. */
export const useRetryMessage = (callbacks: ActionCallbacks<Answer<typeof adminApi.retryMessage>, string> = {}) =>
  useAdminMutation(adminApi.retryMessage, [adminKeys.messages], callbacks);

// The staff member's own account

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

// Staff (owners only)

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
