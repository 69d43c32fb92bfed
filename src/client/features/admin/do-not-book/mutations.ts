import { adminKeys } from '../shell/admin-keys';
import { type ActionCallbacks, type Answer, useAdminMutation } from '../shell/mutations';
import { doNotBookApi } from './api';

type Callbacks<F extends (...args: never[]) => Promise<unknown>> = ActionCallbacks<Answer<F>, Parameters<F>[0]>;

/** Each write reads the list again; accepting or dismissing a proposal reads the proposals too (and the list). */
export const useAddEntry = (callbacks: Callbacks<typeof doNotBookApi.add> = {}) =>
  useAdminMutation(doNotBookApi.add, [adminKeys.doNotBook], callbacks);
export const useRemoveEntry = (callbacks: Callbacks<typeof doNotBookApi.remove> = {}) =>
  useAdminMutation(doNotBookApi.remove, [adminKeys.doNotBook], callbacks);
export const useAcceptProposal = (callbacks: Callbacks<typeof doNotBookApi.accept> = {}) =>
  useAdminMutation(doNotBookApi.accept, [adminKeys.doNotBook], callbacks);
export const useDismissProposal = (callbacks: Callbacks<typeof doNotBookApi.dismiss> = {}) =>
  useAdminMutation(doNotBookApi.dismiss, [adminKeys.doNotBookProposals], callbacks);
