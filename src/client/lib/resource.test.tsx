// @vitest-environment happy-dom
import { act, cleanup, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getJson, getJsonPage, responseOf, type Transport, typed } from './http';
import {
  hashKey,
  pagedResource,
  type Resource,
  ResourceProvider,
  ResourceStore,
  usePagedResource,
  useResource,
} from './resource';

/**
 * The public pages' store of reads against a transport that answers like the API and records
 * each call, so every test says exactly which calls were made.
 */
type Api = {
  transport: Transport;
  calls: string[];
  answers: Map<string, () => unknown>;
  hold: (path: string) => () => void;
};

function api(answer: (path: string) => unknown = (path) => ({ path })): Api {
  const calls: string[] = [];
  const answers = new Map<string, () => unknown>();
  const held = new Map<string, Promise<void>>();
  const transport: Transport = async (path) => {
    calls.push(path);
    await held.get(path);
    const body = answers.get(path)?.() ?? answer(path);
    if (body instanceof Error) {
      return responseOf(new Response(JSON.stringify({ message: body.message }), { status: 500 }));
    }
    const total = (body as { total?: number }).total;
    const items = (body as { items?: unknown[] }).items;
    return responseOf(
      new Response(JSON.stringify(items ?? body), {
        headers: total === undefined ? {} : { 'x-total-count': `${total}` },
      }),
    );
  };
  /** Makes calls to `path` wait until the function it answers is called. */
  const hold = (path: string) => {
    let release = () => {};
    held.set(
      path,
      new Promise<void>((resolve) => {
        release = resolve;
      }),
    );
    return () => {
      held.delete(path);
      release();
    };
  };
  return { transport, calls, answers, hold };
}

const read = (path: string): Resource<{ path: string }> => ({
  key: ['things', path],
  load: (ctx) => getJson(typed<{ path: string }>(), path, ctx),
});

const wrapperOf =
  (store: ResourceStore) =>
  ({ children }: { children: ReactNode }) => <ResourceProvider value={store}>{children}</ResourceProvider>;

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

describe('hashKey', () => {
  it('gives equal keys equal strings whatever the order of their fields, and different keys different ones', () => {
    expect(hashKey(['performers', { a: 1, b: ['x'] }])).toBe(hashKey(['performers', { b: ['x'], a: 1 }]));
    expect(hashKey(['performers', { a: 1 }])).not.toBe(hashKey(['performers', { a: 2 }]));
    // A field left undefined is no field at all, as in the query string.
    expect(hashKey(['performers', { a: 1, b: undefined }])).toBe(hashKey(['performers', { a: 1 }]));
  });
});

describe('ResourceStore', () => {
  it('loads a read once: a second ensure, even while the first is under way, makes no call', async () => {
    const { transport, calls } = api();
    const store = new ResourceStore({ transport });
    const [a, b] = await Promise.all([store.ensure(read('/api/a')), store.ensure(read('/api/a'))]);
    await store.ensure(read('/api/a'));
    expect(a).toEqual({ path: '/api/a' });
    expect(b).toBe(a);
    expect(calls).toEqual(['/api/a']);
  });

  it('rejects ensure with the ApiError of a failed read and keeps the failure', async () => {
    const { transport } = api(() => new Error('down'));
    const store = new ResourceStore({ transport });
    await expect(store.ensure(read('/api/a'))).rejects.toThrow('500: {"message":"down"}');
    expect(store.peek(read('/api/a').key)?.status).toBe('error');
  });

  it('hands a server render’s reads to the browser, which renders them without calling the API', async () => {
    const server = new ResourceStore({ transport: api().transport, forgetAfterMs: Number.POSITIVE_INFINITY });
    await server.ensure(read('/api/a'));
    const state = JSON.parse(JSON.stringify(server.dehydrate()));
    server.clear();
    expect(server.peek(read('/api/a').key)).toBeUndefined();

    const browser = api();
    const store = new ResourceStore({ transport: browser.transport });
    store.hydrate(state);
    const { result } = renderHook(() => useResource(read('/api/a')), { wrapper: wrapperOf(store) });
    expect(result.current.data).toEqual({ path: '/api/a' });
    expect(result.current.isPending).toBe(false);
    expect(browser.calls).toEqual([]);
  });

  it('reads again, on invalidate, what a page shows under the prefix, and the rest when next used', async () => {
    const { transport, calls, answers } = api();
    const store = new ResourceStore({ transport });
    await store.ensure(read('/api/hidden'));
    await store.ensure({ key: ['other'], load: (ctx) => getJson(typed<unknown>(), '/api/other', ctx) });
    let version = 1;
    answers.set('/api/shown', () => ({ version }));
    const { result } = renderHook(() => useResource(read('/api/shown')), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(result.current.data).toEqual({ version: 1 }));
    calls.length = 0;

    version = 2;
    await act(() => store.invalidate(['things']));
    expect(result.current.data).toEqual({ version: 2 });
    expect(calls).toEqual(['/api/shown']);
    expect(store.peek(read('/api/hidden').key)?.invalidated).toBe(true);
    expect(store.peek(['other'])?.invalidated).toBe(false);

    renderHook(() => useResource(read('/api/hidden')), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(calls).toEqual(['/api/shown', '/api/hidden']));
    await waitFor(() => expect(store.peek(read('/api/hidden').key)?.invalidated).toBe(false));
  });

  it('forgets a read no page has used for five minutes, and keeps one a page shows', async () => {
    vi.useFakeTimers();
    const { transport } = api();
    const store = new ResourceStore({ transport });
    await store.ensure(read('/api/unused'));
    await store.ensure(read('/api/shown'));
    const stop = store.subscribe(read('/api/shown').key, () => {});
    vi.advanceTimersByTime(5 * 60 * 1000 - 1);
    expect(store.peek(read('/api/unused').key)?.status).toBe('success');
    vi.advanceTimersByTime(1);
    expect(store.peek(read('/api/unused').key)).toBeUndefined();
    expect(store.peek(read('/api/shown').key)?.status).toBe('success');
    stop();
    vi.advanceTimersByTime(5 * 60 * 1000);
    expect(store.peek(read('/api/shown').key)).toBeUndefined();
  });
});

describe('useResource', () => {
  it('is pending, then has the data; a page that mounts it again later makes no call', async () => {
    const { transport, calls } = api();
    const store = new ResourceStore({ transport });
    const first = renderHook(() => useResource(read('/api/a')), { wrapper: wrapperOf(store) });
    expect(first.result.current.isPending).toBe(true);
    await waitFor(() => expect(first.result.current.data).toEqual({ path: '/api/a' }));
    expect(first.result.current.isSuccess).toBe(true);
    first.unmount();
    const again = renderHook(() => useResource(read('/api/a')), { wrapper: wrapperOf(store) });
    expect(again.result.current.data).toEqual({ path: '/api/a' });
    expect(calls).toEqual(['/api/a']);
  });

  it('reports a failure (no retry) and reads again on refetch', async () => {
    const { transport, calls, answers, hold } = api();
    answers.set('/api/a', () => new Error('down'));
    const store = new ResourceStore({ transport });
    const { result } = renderHook(() => useResource(read('/api/a')), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(result.current.isError).toBe(true));
    expect(result.current.isPending).toBe(false);
    expect(String(result.current.error)).toContain('500');
    expect(calls).toEqual(['/api/a']);

    // While the retry loads, the read is pending again, not failed (the page shows it loading).
    answers.delete('/api/a');
    const release = hold('/api/a');
    let retry: Promise<void> = Promise.resolve();
    act(() => {
      retry = result.current.refetch();
    });
    expect(result.current.isPending).toBe(true);
    expect(result.current.isError).toBe(false);
    release();
    await act(() => retry);
    expect(result.current.isError).toBe(false);
    expect(result.current.data).toEqual({ path: '/api/a' });
    expect(calls).toEqual(['/api/a', '/api/a']);
  });

  it('with keepPrevious, shows the last key’s data while a new key loads', async () => {
    const { transport, hold } = api();
    const store = new ResourceStore({ transport });
    const { result, rerender } = renderHook(({ path }) => useResource(read(path), { keepPrevious: true }), {
      wrapper: wrapperOf(store),
      initialProps: { path: '/api/a' },
    });
    await waitFor(() => expect(result.current.data).toEqual({ path: '/api/a' }));
    const release = hold('/api/b');
    rerender({ path: '/api/b' });
    expect(result.current.data).toEqual({ path: '/api/a' });
    expect(result.current.isPlaceholderData).toBe(true);
    expect(result.current.isPending).toBe(false);
    release();
    await waitFor(() => expect(result.current.data).toEqual({ path: '/api/b' }));
    expect(result.current.isPlaceholderData).toBe(false);

    // Without it, a new key is pending.
    const plain = renderHook(({ path }) => useResource(read(path)), {
      wrapper: wrapperOf(store),
      initialProps: { path: '/api/a' },
    });
    hold('/api/c');
    plain.rerender({ path: '/api/c' });
    expect(plain.result.current.data).toBeUndefined();
    expect(plain.result.current.isPending).toBe(true);
  });
});

describe('usePagedResource', () => {
  type Page = { items: number[]; total: number };
  const ITEMS = [1, 2, 3, 4, 5];
  const pages = (size: number) =>
    pagedResource<Page>(
      ['numbers', size],
      (offset, ctx) => getJsonPage(typed<number[]>(), `/api/numbers?offset=${offset}&limit=${size}`, ctx),
      (last, loaded) => {
        const count = loaded.reduce((n, page) => n + page.items.length, 0);
        return count < last.total && last.items.length > 0 ? count : undefined;
      },
    );
  const numbersApi = (items = () => ITEMS) =>
    api((path) => {
      const url = new URL(path, 'https://x.test');
      const offset = Number(url.searchParams.get('offset'));
      const limit = Number(url.searchParams.get('limit'));
      return { items: items().slice(offset, offset + limit), total: items().length };
    });

  it('loads the first page, then the next ones on request, until the list is whole', async () => {
    const { transport, calls } = numbersApi();
    const store = new ResourceStore({ transport });
    const { result } = renderHook(() => usePagedResource(pages(2)), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(result.current.data?.pages).toEqual([{ items: [1, 2], total: 5 }]));
    expect(result.current.hasNextPage).toBe(true);

    await act(() => result.current.fetchNextPage());
    await act(() => result.current.fetchNextPage());
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual(ITEMS);
    expect(result.current.hasNextPage).toBe(false);
    await act(() => result.current.fetchNextPage());
    expect(calls).toEqual([
      '/api/numbers?offset=0&limit=2',
      '/api/numbers?offset=2&limit=2',
      '/api/numbers?offset=4&limit=2',
    ]);
  });

  it('says when the next page is loading', async () => {
    const { transport, hold } = numbersApi();
    const store = new ResourceStore({ transport });
    const { result } = renderHook(() => usePagedResource(pages(2)), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    const release = hold('/api/numbers?offset=2&limit=2');
    let next: Promise<void> = Promise.resolve();
    act(() => {
      next = result.current.fetchNextPage();
    });
    expect(result.current.isFetchingNextPage).toBe(true);
    release();
    await act(() => next);
    expect(result.current.isFetchingNextPage).toBe(false);
    expect(result.current.data?.pages).toHaveLength(2);
  });

  it('reads every loaded page again when invalidated, from the first', async () => {
    let items = ITEMS;
    const { transport, calls } = numbersApi(() => items);
    const store = new ResourceStore({ transport });
    const { result } = renderHook(() => usePagedResource(pages(2)), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.fetchNextPage());
    calls.length = 0;

    items = [1, 3, 4, 5];
    await act(() => store.invalidate(['numbers']));
    expect(calls).toEqual(['/api/numbers?offset=0&limit=2', '/api/numbers?offset=2&limit=2']);
    expect(result.current.data?.pages.flatMap((p) => p.items)).toEqual([1, 3, 4, 5]);
    expect(result.current.hasNextPage).toBe(false);
  });

  it('keeps the pages shown when loading the next one fails', async () => {
    const { transport, answers } = numbersApi();
    answers.set('/api/numbers?offset=2&limit=2', () => new Error('down'));
    const store = new ResourceStore({ transport });
    const { result } = renderHook(() => usePagedResource(pages(2)), { wrapper: wrapperOf(store) });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    await act(() => result.current.fetchNextPage());
    expect(result.current.isError).toBe(true);
    expect(result.current.data?.pages).toEqual([{ items: [1, 2], total: 5 }]);
  });
});
