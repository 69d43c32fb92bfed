import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { type BrowserReport, browserEvent, type ReportContext, serverEvent } from './error-events';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where 5xx answers and failed jobs are reported (ERROR_REPORTING_DSN); a no-op without it. */
    errorReporter: ErrorReporter;
  }
}

/**
 * Error reports to a Sentry-protocol service (ERROR_REPORTING_DSN, decision 047), by a small
 * fetch-based client: no SDK, so nothing patches Node and nothing ships to browsers (their errors
 * come through POST /api/client-errors). A report is sent in the background and never delays or
 * fails the request or job it is about.
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

export type ErrorReporter = {
  report(error: unknown, context: ReportContext): void;
  /** A browser's uncaught error or unhandled rejection (POST /api/client-errors). */
  reportBrowser(report: BrowserReport): void;
  /** Waits for the reports under way (at close). */
  flush(): Promise<void>;
};

const NO_REPORTS: ErrorReporter = { report() {}, reportBrowser() {}, flush: async () => {} };
/** Reports under way at once; more are dropped (and logged) rather than queued without end. */
const MAX_IN_FLIGHT = 20;

/** Headers a report may carry: none that identify a person or a session (no cookies, authorization, addresses). */
const KEPT_HEADERS = new Set(['user-agent', 'accept', 'accept-language', 'content-type', 'content-length', 'host']);

function reportHeaders(headers: FastifyRequest['headers']): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (KEPT_HEADERS.has(name) && typeof value === 'string') kept[name] = value;
  }
  return kept;
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
  const send = (logged: object, event: (ids: { at: Date; eventId: string }) => object) => {
    if (inFlight.size >= MAX_IN_FLIGHT) {
      log.warn(logged, 'error report dropped: too many under way');
      return;
    }
    const at = now();
    const eventId = randomUUID().replaceAll('-', '');
    const body = [
      JSON.stringify({ event_id: eventId, sent_at: at.toISOString(), dsn }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify(event({ at, eventId })),
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
  };
  return {
    report(error, context) {
      send({ context }, (ids) => serverEvent(error, context, ids));
    },
    reportBrowser(report) {
      send({ page: report.page }, (ids) => browserEvent(report, ids));
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
