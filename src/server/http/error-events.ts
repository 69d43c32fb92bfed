import type { ClientErrorReport } from '../../shared/schemas/client-error';

/**
 * The events of the error reports (decision 047), in Sentry's event shape, without personal data:
 * messages and function names have e-mail addresses and phone-like numbers blanked, file names
 * lose any query string or fragment, and a stack is sent as parsed frames, never as its text.
 */

/** What a server report is about: a request (its id, method, route, status) or a job (its id and queue). */
export type ReportContext =
  | { requestId: string; method: string; route: string; statusCode: number; headers: Record<string, string> }
  | { jobId: string; queue: string; attempt: number };

/** A browser's report as the server forwards it: the page's path with its ids replaced, the user agent from the header. */
export type BrowserReport = Omit<ClientErrorReport, 'page'> & { page: string; userAgent: string };

const EMAIL = /[^\s@<>()"',;:]+@[^\s@<>()"',;:]+\.[^\s@<>()"',;:]+/g;

/** E-mail addresses and phone-like digit runs in an error's message are replaced (no personal data in reports). */
export function scrub(text: string): string {
  return text
    .replace(EMAIL, '[email]')
    .replace(/\+?\d[\d ().-]{6,}\d/g, '[number]')
    .slice(0, 1000);
}

/** A stack frame's file: a URL without its query string or fragment, and no address in it. */
const scrubFile = (file: string) =>
  file
    .replace(/[?#].*$/, '')
    .split('/')
    .map((part) => part.replace(EMAIL, '[email]'))
    .join('/');

/** V8 (Node, Chromium): `    at fn (file:1:2)` or `    at file:1:2`. */
const V8_FRAME = /^\s*at (?:(.+?) \()?(.+?):(\d+):(\d+)\)?$/;
/** Firefox and Safari: `fn@file:1:2` (no spaces, so a message line is never taken for one). */
const GECKO_FRAME = /^([^\s@]*)@(\S+):(\d+):(\d+)$/;

/** Stack frames the way Sentry reads them: oldest call first; lines that are not frames are left out. */
export function frames(stack: string | undefined) {
  const lines = (stack ?? '').split('\n').slice(0, 40);
  const parsed = lines.flatMap((line) => {
    const m = V8_FRAME.exec(line) ?? GECKO_FRAME.exec(line);
    if (!m) return [];
    return [
      { function: scrub(m[1] || '?'), filename: scrubFile(m[2] ?? ''), lineno: Number(m[3]), colno: Number(m[4]) },
    ];
  });
  return parsed.slice(0, 30).reverse();
}

type EventIds = { at: Date; eventId: string };
const base = ({ at, eventId }: EventIds, platform: 'node' | 'javascript', logger: 'server' | 'browser') => ({
  event_id: eventId,
  timestamp: at.getTime() / 1000,
  platform,
  level: 'error',
  logger,
});

/** A 5xx answer or a failed job, with the error that caused it when there was one. */
export function serverEvent(error: unknown, context: ReportContext, ids: EventIds) {
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
      ...base(ids, 'node', 'server'),
      ...exception,
      ...(error instanceof Error ? {} : { message: { formatted: `Job failed on ${context.queue}` } }),
      tags: { job_id: context.jobId, queue: context.queue },
      extra: { attempt: context.attempt },
    };
  }
  return {
    ...base(ids, 'node', 'server'),
    ...exception,
    ...(error instanceof Error
      ? {}
      : { message: { formatted: `${context.method} ${context.route} answered ${context.statusCode}` } }),
    transaction: `${context.method} ${context.route}`,
    tags: { request_id: context.requestId, status_code: String(context.statusCode) },
    request: { method: context.method, url: context.route, headers: context.headers },
  };
}

/** An uncaught error or unhandled rejection in a visitor's browser (POST /api/client-errors). */
export function browserEvent(report: BrowserReport, ids: EventIds) {
  const type = report.name ? scrub(report.name) : report.kind === 'error' ? 'Error' : 'UnhandledRejection';
  return {
    ...base(ids, 'javascript', 'browser'),
    exception: {
      values: [
        {
          type,
          value: scrub(report.message),
          stacktrace: { frames: frames(report.stack) },
          mechanism: { type: report.kind === 'error' ? 'onerror' : 'onunhandledrejection', handled: false },
        },
      ],
    },
    transaction: report.page,
    tags: { source: 'browser', kind: report.kind },
    request: { url: report.page, headers: { 'user-agent': report.userAgent } },
  };
}
