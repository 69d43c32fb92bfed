import { CLIENT_ERROR_LIMITS, CLIENT_ERRORS_PATH } from '../shared/client-errors';
import type { ClientErrorReport } from '../shared/schemas/client-error';

/*
 * The error beacon (decision 047). The server puts it on every page, before the app's entry, only
 * when ERROR_REPORTING_DSN is set; without it no page loads a byte of it. It sends each uncaught
 * error and unhandled rejection to the server (same origin, without cookies), which forwards it to
 * the DSN: the DSN's key never reaches the browser, and the CSP's connect-src stays 'self'. Only
 * the error's name, message and stack and the page's path go: nothing the visitor typed, no query
 * string, no fragment. It imports nothing the app has, so it is one small file of its own.
 */

/** A page caught in a loop of errors sends a few reports, not thousands. */
const MAX_REPORTS = 5;
const sent = new Set<string>();

function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    return 'Unprintable value';
  }
}

function send(kind: ClientErrorReport['kind'], reason: unknown, fallback?: string, where?: string) {
  const error = reason instanceof Error ? reason : undefined;
  const message = (error ? error.message : (fallback ?? text(reason))).slice(0, CLIENT_ERROR_LIMITS.message);
  const key = kind + message;
  if (sent.size >= MAX_REPORTS || sent.has(key)) return;
  sent.add(key);
  const report: ClientErrorReport = {
    kind,
    name: error && text(error.name).slice(0, CLIENT_ERROR_LIMITS.name),
    message: message || 'No message',
    stack: (error?.stack ?? where)?.slice(0, CLIENT_ERROR_LIMITS.stack),
    page: location.pathname.slice(0, CLIENT_ERROR_LIMITS.page),
  };
  // keepalive: a report made as the page goes away is still sent. One that fails is dropped, never reported.
  fetch(CLIENT_ERRORS_PATH, {
    method: 'POST',
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(report),
  }).catch(() => {});
}

addEventListener('error', (event) =>
  send('error', event.error, event.message, event.filename && `at ${event.filename}:${event.lineno}:${event.colno}`),
);
addEventListener('unhandledrejection', (event) => send('unhandledrejection', event.reason));
