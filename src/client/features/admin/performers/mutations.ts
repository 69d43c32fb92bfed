import { queryKeys } from '../../../lib/query-keys';
import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { type PerformerPayload, performersApi } from './api';

/**
 * The performers' reads, staff and public: what a performer write changes; and the desk's booking
 * lines, which say whether each performer is hidden and covers the booking's area and event type.
 */
const PERFORMER_READS = [adminKeys.performers, queryKeys.performers.all, adminKeys.bookings];

export const useToggleFeatured = (
  callbacks: ActionCallbacks<Answer<typeof performersApi.toggleFeatured>, string> = {},
) => useAdminMutation(performersApi.toggleFeatured, PERFORMER_READS, callbacks);

export const useHidePerformer = (callbacks: ActionCallbacks<Answer<typeof performersApi.hidePerformer>, string> = {}) =>
  useAdminMutation(performersApi.hidePerformer, PERFORMER_READS, callbacks);

export const useShowPerformer = (callbacks: ActionCallbacks<Answer<typeof performersApi.showPerformer>, string> = {}) =>
  useAdminMutation(performersApi.showPerformer, PERFORMER_READS, callbacks);

export const useBulkPerformers = (
  callbacks: ActionCallbacks<
    Answer<typeof performersApi.bulkPerformers>,
    Parameters<typeof performersApi.bulkPerformers>[0]
  > = {},
) => useAdminMutation(performersApi.bulkPerformers, PERFORMER_READS, callbacks);

export const useDeletePerformer = (callbacks: ActionCallbacks<void, string> = {}) =>
  useAdminMutation(performersApi.deletePerformer, PERFORMER_READS, callbacks);

/** Creates a performer, or updates the one with `performerId`. */
export type SavePerformer = { performerId?: string; payload: PerformerPayload };
export const useSavePerformer = (
  callbacks: ActionCallbacks<Answer<typeof performersApi.createPerformer>, SavePerformer> = {},
) =>
  useAdminMutation(
    ({ performerId, payload }: SavePerformer, ctx) =>
      performerId
        ? performersApi.updatePerformer(performerId, payload, ctx)
        : performersApi.createPerformer(payload, ctx),
    PERFORMER_READS,
    callbacks,
  );

export const useImportCsv = (callbacks: ActionCallbacks<Answer<typeof performersApi.importCsv>, File> = {}) =>
  useAdminMutation(performersApi.importCsv, PERFORMER_READS, callbacks);

/** Portal access changes only the staff list (its portalAccess); nothing public reads it. */
const PORTAL_READS = [adminKeys.performers];

export const useInvitePerformer = (
  callbacks: ActionCallbacks<Answer<typeof performersApi.invitePerformer>, string> = {},
) => useAdminMutation(performersApi.invitePerformer, PORTAL_READS, callbacks);

export const useEndPortalAccess = (callbacks: ActionCallbacks<void, string> = {}) =>
  useAdminMutation(performersApi.endPortalAccess, PORTAL_READS, callbacks);
