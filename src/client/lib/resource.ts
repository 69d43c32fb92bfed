import { createContext, useCallback, useContext, useEffect, useRef, useSyncExternalStore } from 'react';
import { bindTransport, type CallContext, type Transport } from './http';

/**
 * The public pages' reads (decision 032): a small store of what the API answered, keyed by a stable
 * key, in place of TanStack Query (which only staff pages load now). One store per server render
 * (its request's transport, `bindTransport`) and one in the browser, filled from the server's
 * render before hydration, so data the server rendered is not read again.
 *
 * docs/product.md, Calls: reads never go stale on their own (only `invalidate` or `refetch` read
 * again), no refetch on focus, no polling, no retries. A read no page has used for five minutes is
 * forgotten, and read again when a page next needs it.
 */

/** A read's key: an array of JSON values; objects in it match whatever the order of their fields. */
export type ResourceKey = readonly unknown[];

/** One read: its key, how to load it, and (lists read a page at a time) how to load it again. */
export type Resource<T> = {
  key: ResourceKey;
  load: (ctx: CallContext) => Promise<T>;
  /** Reads it again from what is loaded (every loaded page of a paged list); `load` otherwise. */
  reload?: (ctx: CallContext, loaded: T) => Promise<T>;
};

/** A list read a page at a time: the pages loaded so far and the offset each was read from. */
type Pages<P> = { pages: P[]; params: number[] };

export type PagedResource<P> = Resource<Pages<P>> & {
  loadPage: (param: number, ctx: CallContext) => Promise<P>;
  /** The next page's offset, or undefined when the list is whole. */
  nextParam: (last: P, pages: P[]) => number | undefined;
};

/** What the store knows of one read. A new object on every change (a snapshot for React). */
export type ResourceState<T> = {
  status: 'pending' | 'success' | 'error';
  data: T | undefined;
  /** The last load's failure; cleared by a success. */
  error: unknown;
  /** What is being read now: the whole read, or the next page of a paged one. */
  fetching: false | 'all' | 'next';
  /** Marked stale by `invalidate`: read again when a page next uses it. */
  invalidated: boolean;
};

/** The server render's reads, by key, as the page carries them to the browser. */
export type DehydratedResources = Record<string, unknown>;

type Entry = {
  state: ResourceState<unknown>;
  key: ResourceKey;
  listeners: Set<() => void>;
  resource?: Resource<unknown>;
  promise?: Promise<void>;
  gc?: ReturnType<typeof setTimeout>;
};

const sortedObject = (_key: string, value: unknown) =>
  value && typeof value === 'object' && !Array.isArray(value)
    ? Object.fromEntries(
        Object.keys(value)
          .sort()
          .map((k) => [k, (value as Record<string, unknown>)[k]]),
      )
    : value;

/** A key as a string: equal keys give equal strings, whatever the order of an object's fields. */
export const hashKey = (key: ResourceKey) => JSON.stringify(key, sortedObject);

/** Whether `key` starts with `prefix` (['performers'] covers every performers read). */
const startsWith = (key: ResourceKey, prefix: ResourceKey) =>
  prefix.length <= key.length && prefix.every((part, i) => hashKey([part]) === hashKey([key[i]]));

const EMPTY: ResourceState<never> = {
  status: 'pending',
  data: undefined,
  error: undefined,
  fetching: false,
  invalidated: false,
};

/** How long a read no page uses stays in the browser's store. */
const FORGET_AFTER_MS = 5 * 60 * 1000;

export class ResourceStore {
  private readonly entries = new Map<string, Entry>();
  private readonly forgetAfterMs: number;

  /**
   * `transport`: a server render's, for its request (reads then call the API through it).
   * `forgetAfterMs`: Infinity on the server, whose store lives for one render.
   */
  constructor({ transport, forgetAfterMs = FORGET_AFTER_MS }: { transport?: Transport; forgetAfterMs?: number } = {}) {
    this.forgetAfterMs = forgetAfterMs;
    if (transport) bindTransport(this, transport);
  }

  /** The read's state, or undefined when nothing is known of it yet. */
  peek<T>(key: ResourceKey): ResourceState<T> | undefined {
    return this.entries.get(hashKey(key))?.state as ResourceState<T> | undefined;
  }

  /** Calls `listener` on every change of the read; a read with a listener is never forgotten. */
  subscribe(key: ResourceKey, listener: () => void): () => void {
    const entry = this.entryOf(key);
    entry.listeners.add(listener);
    clearTimeout(entry.gc);
    return () => {
      entry.listeners.delete(listener);
      this.scheduleForget(entry);
    };
  }

  /** The read's data: what the store holds, else loaded now (a failure rejects). For server renders. */
  async ensure<T>(resource: Resource<T>): Promise<T> {
    const entry = this.entryOf(resource.key);
    if (entry.state.status !== 'success') await this.run(entry, resource, 'all');
    if (entry.state.status === 'error') throw entry.state.error;
    return entry.state.data as T;
  }

  /** A page uses the read: loads it unless it is loaded and not invalidated, or being loaded. */
  use<T>(resource: Resource<T>): void {
    const entry = this.entryOf(resource.key);
    entry.resource = resource as unknown as Resource<unknown>;
    if (entry.state.fetching) return;
    if (entry.state.status !== 'success' || entry.state.invalidated) void this.run(entry, resource, 'all');
  }

  /** Reads it again (every loaded page of a paged read); settles when done, never rejects. */
  refetch<T>(resource: Resource<T>): Promise<void> {
    return this.run(this.entryOf(resource.key), resource, 'all');
  }

  /** Loads the next page of a paged read, when there is one. */
  fetchNextPage<P>(resource: PagedResource<P>): Promise<void> {
    const entry = this.entryOf(resource.key);
    return this.run(entry, resource, 'next');
  }

  /**
   * Marks every read under `prefix` stale, and reads again at once those a page shows; the others
   * are read again when a page next uses them. Settles when the reads shown are fresh.
   */
  invalidate(prefix: ResourceKey): Promise<void> {
    const shown: Promise<void>[] = [];
    for (const entry of this.entries.values()) {
      if (!startsWith(entry.key, prefix)) continue;
      this.set(entry, { invalidated: true });
      if (entry.listeners.size > 0 && entry.resource) shown.push(this.run(entry, entry.resource, 'all'));
    }
    return Promise.all(shown).then(() => undefined);
  }

  /** What the server render read, for the page's JSON script. */
  dehydrate(): DehydratedResources {
    const state: DehydratedResources = {};
    for (const [hash, entry] of this.entries) {
      if (entry.state.status === 'success') state[hash] = entry.state.data;
    }
    return state;
  }

  /** Takes in the server render's reads (before hydration). */
  hydrate(state: DehydratedResources): void {
    for (const [hash, data] of Object.entries(state)) {
      const entry = this.entryOf(JSON.parse(hash) as ResourceKey);
      if (entry.state.status !== 'success') this.set(entry, { status: 'success', data, error: undefined });
    }
  }

  /** Forgets every read (the end of a server render). */
  clear(): void {
    for (const entry of this.entries.values()) clearTimeout(entry.gc);
    this.entries.clear();
  }

  private entryOf(key: ResourceKey): Entry {
    const hash = hashKey(key);
    let entry = this.entries.get(hash);
    if (!entry) {
      entry = { state: EMPTY, key, listeners: new Set() };
      this.entries.set(hash, entry);
      this.scheduleForget(entry);
    }
    return entry;
  }

  private scheduleForget(entry: Entry) {
    if (entry.listeners.size > 0 || !Number.isFinite(this.forgetAfterMs)) return;
    clearTimeout(entry.gc);
    entry.gc = setTimeout(() => {
      const hash = hashKey(entry.key);
      if (entry.listeners.size === 0 && !entry.promise && this.entries.get(hash) === entry) this.entries.delete(hash);
    }, this.forgetAfterMs);
  }

  private set(entry: Entry, change: Partial<ResourceState<unknown>>) {
    entry.state = { ...entry.state, ...change };
    for (const listener of entry.listeners) listener();
  }

  /** One load at a time per read: a second caller waits for the load under way. */
  private run<T>(entry: Entry, resource: Resource<T>, kind: 'all' | 'next'): Promise<void> {
    if (entry.promise) return entry.promise;
    const loaded = entry.state.data as T | undefined;
    const { reload } = resource;
    let load: (() => Promise<unknown>) | undefined;
    if (kind === 'next') {
      load = nextPageLoad(resource as unknown as PagedResource<unknown>, loaded as Pages<unknown> | undefined, this);
      if (!load) return Promise.resolve();
    } else {
      load =
        loaded !== undefined && reload ? () => reload({ client: this }, loaded) : () => resource.load({ client: this });
    }
    // A read with nothing to show is pending again while it loads (a retry after a failure).
    this.set(
      entry,
      entry.state.data === undefined ? { fetching: kind, status: 'pending', error: undefined } : { fetching: kind },
    );
    const promise = load().then(
      (data) => {
        entry.promise = undefined;
        this.set(entry, { status: 'success', data, error: undefined, fetching: false, invalidated: false });
      },
      (error: unknown) => {
        entry.promise = undefined;
        // A failed read keeps what it had (a failed 'Load more' leaves the pages shown).
        this.set(entry, { status: 'error', error, fetching: false });
      },
    );
    entry.promise = promise;
    return promise;
  }
}

function nextPageLoad<P>(resource: PagedResource<P>, loaded: Pages<P> | undefined, client: ResourceStore) {
  const last = loaded?.pages.at(-1);
  if (!loaded || last === undefined) return undefined;
  const param = resource.nextParam(last, loaded.pages);
  if (param === undefined) return undefined;
  return async (): Promise<Pages<P>> => {
    const page = await resource.loadPage(param, { client });
    return { pages: [...loaded.pages, page], params: [...loaded.params, param] };
  };
}

/** A list read a page at a time from `first`; reading it again reads as many pages as were loaded. */
export function pagedResource<P>(
  key: ResourceKey,
  loadPage: (param: number, ctx: CallContext) => Promise<P>,
  nextParam: (last: P, pages: P[]) => number | undefined,
  first = 0,
): PagedResource<P> {
  return {
    key,
    loadPage,
    nextParam,
    load: async (ctx) => ({ pages: [await loadPage(first, ctx)], params: [first] }),
    reload: async (ctx, loaded) => {
      const pages: P[] = [];
      const params: number[] = [];
      let param: number | undefined = first;
      while (param !== undefined && pages.length < loaded.pages.length) {
        pages.push(await loadPage(param, ctx));
        params.push(param);
        param = nextParam(pages.at(-1) as P, pages);
      }
      return { pages, params };
    },
  };
}

const StoreContext = createContext<ResourceStore | null>(null);

/** Gives the pages below their store: one per server render, one in the browser (app.tsx). */
export const ResourceProvider = StoreContext.Provider;

/** The store of the page being rendered. */
export function useResources(): ResourceStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useResources needs a ResourceProvider');
  return store;
}

/** The page's store, or null outside the app (a staff component rendered on its own in a test). */
export const useResourcesIfAny = (): ResourceStore | null => useContext(StoreContext);

export type ResourceView<T> = {
  data: T | undefined;
  error: unknown;
  /** Nothing to show yet (no data, no failure). */
  isPending: boolean;
  isSuccess: boolean;
  /** The last load failed (data, if any, is what an earlier load read). */
  isError: boolean;
  isFetching: boolean;
  /** `data` is the previous key's, shown while this key loads (`keepPrevious`). */
  isPlaceholderData: boolean;
  refetch: () => Promise<void>;
};

/**
 * One read on a page: its data once loaded (from the server's render, the store, or the API).
 * `keepPrevious`: while a new key loads, `data` stays the last key's.
 */
export function useResource<T>(resource: Resource<T>, { keepPrevious = false } = {}): ResourceView<T> {
  const store = useResources();
  const hash = hashKey(resource.key);
  const latest = useRef(resource);
  latest.current = resource;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (its hash) is a new subscription
  const subscribe = useCallback((onChange: () => void) => store.subscribe(latest.current.key, onChange), [store, hash]);
  const snapshot = () => store.peek<T>(latest.current.key) ?? (EMPTY as ResourceState<T>);
  const state = useSyncExternalStore(subscribe, snapshot, snapshot);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new key (its hash) is a new read
  useEffect(() => store.use(latest.current), [store, hash]);
  const previous = useRef<T | undefined>(undefined);
  if (state.data !== undefined) previous.current = state.data;
  const placeholder = keepPrevious && state.data === undefined && previous.current !== undefined;
  const data = placeholder ? previous.current : state.data;
  return {
    data,
    error: state.error,
    isPending: data === undefined && state.status !== 'error',
    isSuccess: state.status === 'success',
    isError: state.status === 'error',
    isFetching: state.fetching !== false,
    isPlaceholderData: placeholder,
    refetch: useCallback(() => store.refetch(latest.current), [store]),
  };
}

export type PagedView<P> = ResourceView<Pages<P>> & {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<void>;
};

/** A paged read on a page ('Load more'): its pages, and whether and how to load the next. */
export function usePagedResource<P>(resource: PagedResource<P>, options?: { keepPrevious?: boolean }): PagedView<P> {
  const store = useResources();
  const view = useResource(resource, options);
  const latest = useRef(resource);
  latest.current = resource;
  const fetching = store.peek(resource.key)?.fetching;
  const last = view.data?.pages.at(-1);
  return {
    ...view,
    hasNextPage:
      !view.isPlaceholderData && view.data !== undefined && last !== undefined
        ? resource.nextParam(last, view.data.pages) !== undefined
        : false,
    isFetchingNextPage: fetching === 'next',
    fetchNextPage: useCallback(() => store.fetchNextPage(latest.current), [store]),
  };
}
