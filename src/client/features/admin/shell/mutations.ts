import { type QueryClient, type QueryKey, useMutation } from '@tanstack/react-query';
import type { CallContext } from '../../../lib/http';
import { type ResourceStore, useResourcesIfAny } from '../../../lib/resource';

/*
 * One hook per staff action, in each sub-feature's mutations.ts, built with useAdminMutation. Each
 * owns what its write makes stale: the reads listed with it are read again after a success, so
 * components only say what to tell the user.
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
export type Answer<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

/** Reads again, in the staff queries and in the public pages' reads (lib/resource.ts), what a write changed. */
export function refresh(queryClient: QueryClient, resources: ResourceStore | null, keys: readonly QueryKey[]) {
  return Promise.all(
    keys.flatMap((queryKey) => [queryClient.invalidateQueries({ queryKey }), resources?.invalidate(queryKey)]),
  );
}

/**
 * A staff write and the reads it makes stale. `background`: the mutation settles without waiting
 * for the reads (the account page keeps its buttons free while the account is read again).
 */
export function useAdminMutation<TData, TVars>(
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
