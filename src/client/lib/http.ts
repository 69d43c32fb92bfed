import type { ApiError as ErrorShape } from '../../shared/schemas/error';

/**
 * The client's one way to call the API. Every call goes through `send`; a failure is always an
 * `ApiError`; an answer is read by a decoder (a shared zod schema on staff pages, or `typed<T>()`
 * where zod must stay out of the public bundle).
 *
 * In the browser calls use fetch. A server render binds an in-process transport to its own store
 * of reads (`bindTransport`, lib/resource.ts), and reads hand their store on (`CallContext`), so
 * server rendering runs the very same reads, each request with its own transport. Staff queries
 * (TanStack Query, lib/staff-query-client.tsx) hand on their QueryClient the same way.
 */
export type ApiResponse = {
  ok: boolean;
  status: number;
  statusText: string;
  header(name: string): string | null;
  text(): Promise<string>;
};
export type Transport = (path: string, init?: RequestInit) => Promise<ApiResponse>;

/** A fetch Response as the transport answers it. */
export function responseOf(res: Response): ApiResponse {
  return {
    ok: res.ok,
    status: res.status,
    statusText: res.statusText,
    header: (name) => res.headers.get(name),
    text: () => res.text(),
  };
}

const browserTransport: Transport = async (path, init) =>
  responseOf(await fetch(path, { credentials: 'include', ...init }));

const transports = new WeakMap<object, Transport>();

/** Makes every read of this client (a store or a QueryClient) call the API through `transport` (a server render's, for one request). */
export function bindTransport<C extends object>(client: C, transport: Transport): C {
  transports.set(client, transport);
  return client;
}

/**
 * What a call knows of its caller: a read (or a query function, or a mutation) passes its context,
 * whose client (the store or QueryClient it runs for) picks the transport.
 */
export type CallContext = { client?: object };

const transportFor = (ctx?: CallContext) => (ctx?.client && transports.get(ctx.client)) || browserTransport;

/** The server's error shape out of a body, or null when the body is something else (a proxy's page, empty). */
export function errorShapeOf(body: string): ErrorShape | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { message, code, issues } = parsed as Record<string, unknown>;
  if (typeof message !== 'string') return null;
  const shape: ErrorShape = { message };
  if (typeof code === 'string') shape.code = code;
  if (Array.isArray(issues)) {
    shape.issues = issues.flatMap((issue: unknown) => {
      const { path, message: text } = (issue ?? {}) as Record<string, unknown>;
      return typeof path === 'string' && typeof text === 'string' ? [{ path, message: text }] : [];
    });
  }
  return shape;
}

/**
 * A call the server answered with a failure status. `message` reads "{status}: {body}" (the
 * status text when the body is empty), as the product requires; the parsed error shape's parts
 * are fields, so no caller ever reads them back out of the message.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  /** The answer's body as sent. */
  readonly body: string;
  /** The server's own words (the error shape's message), or null when the body was not the shape. */
  readonly serverMessage: string | null;
  readonly code: string | undefined;
  readonly issues: NonNullable<ErrorShape['issues']>;

  constructor(status: number, statusText: string, body: string) {
    super(`${status}: ${body || statusText}`);
    this.name = 'ApiError';
    this.status = status;
    this.statusText = statusText;
    this.body = body;
    const shape = errorShapeOf(body);
    this.serverMessage = shape?.message ?? null;
    this.code = shape?.code;
    this.issues = shape?.issues ?? [];
  }

  /** The failure of a response that is not ok. */
  static async of(res: ApiResponse): Promise<ApiError> {
    const body = await res.text().catch(() => '');
    return new ApiError(res.status, res.statusText, body);
  }
}

/** The server's own words for a failed call, when it gave them. */
export function serverMessageOf(err: unknown): string | null {
  return err instanceof ApiError ? err.serverMessage : null;
}

/** Reads an answer's JSON into its type. Shared zod schemas are decoders. */
export type Decoder<T> = { parse(data: unknown): T };

/**
 * A decoder that trusts the server (which serialises every answer through the shared schema) and
 * only types the answer: for public pages, whose bundle never carries zod (docs/performance.md).
 */
export const typed = <T>(): Decoder<T> => ({ parse: (data) => data as T });

/** One call: answers the response when it is ok, throws an ApiError otherwise. */
export async function send(path: string, init?: RequestInit, ctx?: CallContext): Promise<ApiResponse> {
  const res = await transportFor(ctx)(path, init);
  if (!res.ok) throw await ApiError.of(res);
  return res;
}

export async function getJson<T>(decoder: Decoder<T>, path: string, ctx?: CallContext): Promise<T> {
  const res = await send(path, undefined, ctx);
  return decoder.parse(JSON.parse(await res.text()));
}

/** A read of one page of a list: the items and the X-Total-Count header (the length when absent). */
export async function getJsonPage<T>(
  decoder: Decoder<T[]>,
  path: string,
  ctx?: CallContext,
): Promise<{ items: T[]; total: number }> {
  const res = await send(path, undefined, ctx);
  const items = decoder.parse(JSON.parse(await res.text()));
  const header = res.header('x-total-count');
  const total = Number(header);
  return { items, total: Number.isFinite(total) && header !== null ? total : items.length };
}

/** For reads where "not found" is an answer, not a failure: resolves null on 404. */
export async function getJsonOrNull<T>(decoder: Decoder<T>, path: string, ctx?: CallContext): Promise<T | null> {
  try {
    return await getJson(decoder, path, ctx);
  } catch (err) {
    if (err instanceof ApiError && err.status === 404) return null;
    throw err;
  }
}

/** A JSON call that changes something. A JSON content type goes only with a body. */
export async function sendJson<T>(
  decoder: Decoder<T>,
  method: string,
  path: string,
  body?: unknown,
  ctx?: CallContext,
): Promise<T> {
  const res = await send(path, jsonInit(method, body), ctx);
  return decoder.parse(JSON.parse(await res.text()));
}

/** A call answered with no body (204): deletes and the like. */
export async function sendEmpty(method: string, path: string, body?: unknown, ctx?: CallContext): Promise<void> {
  await send(path, jsonInit(method, body), ctx);
}

function jsonInit(method: string, body: unknown): RequestInit {
  return body === undefined
    ? { method }
    : { method, body: JSON.stringify(body), headers: { 'content-type': 'application/json' } };
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
