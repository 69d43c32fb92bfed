/**
 * The one fetch helper. Errors read "{status}: {body or statusText}" as spec section 8 says.
 * On the server the transport is swapped for one that calls the API in-process, so server
 * rendering runs the very same query functions as the browser.
 */
export type ApiResponse = {
  ok: boolean;
  status: number;
  statusText: string;
  header(name: string): string | null;
  text(): Promise<string>;
};
export type Transport = (path: string, init?: RequestInit) => Promise<ApiResponse>;

let transport: Transport = async (path, init) => {
  const res = await fetch(path, { credentials: 'include', ...init });
  return {
    ok: res.ok,
    status: res.status,
    statusText: res.statusText,
    header: (name) => res.headers.get(name),
    text: () => res.text(),
  };
};

export function setTransport(next: Transport): void {
  transport = next;
}

export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

async function request(path: string, init?: RequestInit): Promise<ApiResponse> {
  const res = await transport(path, init);
  if (!res.ok) {
    const body = await res.text().catch(() => '');
    throw new ApiRequestError(res.status, `${res.status}: ${body || res.statusText}`);
  }
  return res;
}

export async function getJson<T>(path: string): Promise<T> {
  const res = await request(path);
  return JSON.parse(await res.text()) as T;
}

/** A read of one page of a list: the items and the X-Total-Count header (the length when absent). */
export async function getJsonPage<T>(path: string): Promise<{ items: T[]; total: number }> {
  const res = await request(path);
  const items = JSON.parse(await res.text()) as T[];
  const total = Number(res.header('x-total-count'));
  return { items, total: Number.isFinite(total) && res.header('x-total-count') !== null ? total : items.length };
}

/** For reads where "not found" is an answer, not a failure: resolves null on 404. */
export async function getJsonOrNull<T>(path: string): Promise<T | null> {
  try {
    return await getJson<T>(path);
  } catch (err) {
    if (err instanceof ApiRequestError && err.status === 404) return null;
    throw err;
  }
}

/** Mutations send a JSON content type only when a body is present. */
export async function sendJson<T>(method: string, path: string, body?: unknown): Promise<T | null> {
  const init: RequestInit =
    body === undefined
      ? { method }
      : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
  const res = await request(path, init);
  const text = await res.text();
  return text ? (JSON.parse(text) as T) : null;
}

/** Builds a query string, leaving out empty values and 'all'; arrays become repeated keys. */
export function toQueryString(
  params: Record<string, string | number | boolean | readonly string[] | undefined>,
): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    const values = Array.isArray(value) ? value : [value];
    for (const v of values) {
      if (v === undefined || v === '' || v === 'all' || v === false) continue;
      search.append(key, String(v));
    }
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
