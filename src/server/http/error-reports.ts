import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where 5xx answers and failed jobs are reported (ERROR_REPORTING_DSN); a no-op without it. */
    errorReporter: ErrorReporter;
  }
}

/**
 * Error reports to a Sentry-protocol service (ERROR_REPORTING_DSN, decision 047), by a small
 * fetch-based client: no SDK, so nothing patches Node and nothing ships to browsers. A report is
 * sent in the background and never delays or fails the request or job it is about.
 */

/** Where reports go, from a DSN `https://<key>@<host>[/<path>]/<project>`; null when it is not one. */
export function parseDsn(dsn: string): { endpoint: string; key: string } | null {
  let url: URL;
  try {
    url = new URL(dsn);
  } catch {
    return null;
  }
  const parts = url.pathname.split('/').filter(Boolean);
  const project = parts.pop();
  if (!/^https?:$/.test(url.protocol) || !url.username || !project || !/^\d+$/.test(project)) return null;
  if (url.search || url.hash) return null;
  const prefix = parts.length ? `/${parts.join('/')}` : '';
  return { endpoint: `${url.protocol}//${url.host}${prefix}/api/${project}/envelope/`, key: url.username };
}

/** What a report is about: a request (its id, method, route, status) or a job (its id and queue). */
type ReportContext =
  | { requestId: string; method: string; route: string; statusCode: number; headers: Record<string, string> }
  | { jobId: string; queue: string; attempt: number };

export type ErrorReporter = {
  report(error: unknown, context: ReportContext): void;
  /** Waits for the reports under way (at close). */
  flush(): Promise<void>;
};

const NO_REPORTS: ErrorReporter = { report() {}, flush: async () => {} };
/** Reports under way at once; more are dropped (and logged) rather than queued without end. */
const MAX_IN_FLIGHT = 20;

/** E-mail addresses and phone-like digit runs in an error's message are replaced (no personal data in reports). */
export function scrub(text: string): string {
  return text
    .replace(/[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g, '[email]')
    .replace(/\+?\d[\d ().-]{6,}\d/g, '[number]')
    .slice(0, 1000);
}

/** Headers a report may carry: none that identify a person or a session (no cookies, authorization, addresses). */
const KEPT_HEADERS = new Set(['user-agent', 'accept', 'accept-language', 'content-type', 'content-length', 'host']);

function reportHeaders(headers: FastifyRequest['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (KEPT_HEADERS.has(name) && typeof value === 'string') kept[name] = value;
  }
  return kept;
}

/** Stack frames the way Sentry reads them: oldest call first. */
function frames(stack: string | undefined) {
  const lines = (stack ?? '').split('\n').slice(1, 30);
  const parsed = lines.flatMap((line) => {
    const m = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/.exec(line);
    return m ? [{ function: m[1] ?? '?', filename: m[2], lineno: Number(m[3]), colno: Number(m[4]) }] : [];
  });
  return parsed.reverse();
}

function event(error: unknown, context: ReportContext, at: Date, eventId: string) {
  const base = {
    event_id: eventId,
    timestamp: at.getTime() / 1000,
    platform: 'node',
    level: 'error',
    logger: 'server',
  };
  const exception =
    error instanceof Error
      ? {
          exception: {
            values: [{ type: error.name, value: scrub(error.message), stacktrace: { frames: frames(error.stack) } }],
          },
        }
      : {};
  if ('jobId' in context) {
    return {
      ...base,
      ...exception,
      ...(error instanceof Error ? {} : { message: { formatted: `Job failed on ${context.queue}` } }),
      tags: { job_id: context.jobId, queue: context.queue },
      extra: { attempt: context.attempt },
    };
  }
  return {
    ...base,
    ...exception,
    ...(error instanceof Error
      ? {}
      : { message: { formatted: `${context.method} ${context.route} answered ${context.statusCode}` } }),
    transaction: `${context.method} ${context.route}`,
    tags: { request_id: context.requestId, status_code: String(context.statusCode) },
    request: { method: context.method, url: context.route, headers: context.headers },
  };
}

/** The reporter for a DSN (none: reports are dropped); a report that cannot be sent is logged and forgotten. */
export function createErrorReporter(
  dsn: string | null,
  log: { warn(obj: object, msg: string): void },
  now: () => Date = () => new Date(),
): ErrorReporter {
  const target = dsn ? parseDsn(dsn) : null;
  if (!dsn || !target) return NO_REPORTS;
  const inFlight = new Set<Promise<void>>();
  const auth = `Sentry sentry_version=7, sentry_client=soflo-server/1.0, sentry_key=${target.key}`;
  return {
    report(error, context) {
      if (inFlight.size >= MAX_IN_FLIGHT) {
        log.warn({ context }, 'error report dropped: too many under way');
        return;
      }
      const at = now();
      const eventId = randomUUID().replaceAll('-', '');
      const body = [
        JSON.stringify({ event_id: eventId, sent_at: at.toISOString(), dsn }),
        JSON.stringify({ type: 'event' }),
        JSON.stringify(event(error, context, at, eventId)),
      ].join('\n');
      const sending = fetch(target.endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/x-sentry-envelope', 'x-sentry-auth': auth },
        body,
        signal: AbortSignal.timeout(5_000),
      })
        .then(async (res) => {
          await res.body?.cancel();
          if (!res.ok) log.warn({ status: res.status, eventId }, 'error report refused');
        })
        .catch((err: unknown) => log.warn({ err, eventId }, 'error report not sent'))
        .finally(() => inFlight.delete(sending));
      inFlight.add(sending);
    },
    async flush() {
      await Promise.all(inFlight);
    },
  };
}

/**
 * Every 5xx answer is reported once (onResponse runs once per request), with the error that
 * caused it when there was one. Logging is not done here: each 5xx is logged once by the error
 * handler or, for an answer a route chose to make 5xx, by the request observer (http/failure-log.ts).
 */
export function installErrorReports(app: FastifyInstance, reporter: ErrorReporter): void {
  app.decorate('errorReporter', reporter);
  const errors = new WeakMap<FastifyRequest, Error>();
  app.addHook('onError', async (req, _reply, error) => {
    errors.set(req, error);
  });
  app.addHook('onResponse', async (req, reply) => {
    if (reply.statusCode < 500) return;
    const error = errors.get(req);
    reporter.report(error ?? null, {
      requestId: req.id,
      method: req.method,
      // The route's pattern, never the path itself: a path may hold a token, the query an address.
      route: req.routeOptions.url ?? 'unknown route',
      statusCode: reply.statusCode,
      headers: reportHeaders(req.headers),
    });
  });
  app.addHook('onClose', async () => reporter.flush());
}
