import type { Socket } from 'node:net';
import type { FastifyBaseLogger } from 'fastify';
import type { ApiError } from '../../shared/schemas/error';
import type { TimeoutSettings } from '../config';

/**
 * How often Node looks for requests past their deadline. Its default (30 s) lets a slow client
 * stay up to that much past REQUEST_TIMEOUT_SECONDS; a pass over the open requests is cheap.
 */
const DEADLINE_CHECK_MS = 1000;

/**
 * Fastify's socket limits (its defaults are none): a request must arrive whole, headers and body,
 * within `requestSeconds`, however steadily it trickles; a silent connection is closed after
 * `idleSeconds`; an idle keep-alive connection after `keepAliveSeconds`.
 */
export function socketLimits(timeouts: TimeoutSettings) {
  const requestTimeout = timeouts.requestSeconds * 1000;
  return {
    requestTimeout,
    connectionTimeout: timeouts.idleSeconds * 1000,
    keepAliveTimeout: timeouts.keepAliveSeconds * 1000,
    http: {
      connectionsCheckingInterval: DEADLINE_CHECK_MS,
      // Node's default (60 s) must not exceed the request deadline: when it does, Node swaps the
      // two and a body may trickle for the longer one.
      headersTimeout: Math.min(requestTimeout, 60_000),
    },
  };
}

const ANSWERS: Record<string, { status: string; body: ApiError }> = {
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: '408 Request Timeout',
    body: { message: 'The request took too long to arrive', code: 'REQUEST_TIMEOUT' },
  },
  HPE_HEADER_OVERFLOW: {
    status: '431 Request Header Fields Too Large',
    body: { message: 'The request headers are too large', code: 'HEADERS_TOO_LARGE' },
  },
};
const MALFORMED = { status: '400 Bad Request', body: { message: 'Malformed request', code: 'BAD_REQUEST' } };

/**
 * Fastify's `clientErrorHandler`: what to do when a connection fails outside any request handler
 * (a request past its deadline, unparsable HTTP, a client that hung up). These are the client's
 * doing, so they are logged at info without a stack, and answered in the one error shape when
 * the connection can still take an answer.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  // Fastify calls it bound to the app, whose logger is `this.log`.
  return function answerClientError(
    this: { log: FastifyBaseLogger },
    error: Error & { code?: string },
    socket: Socket,
  ) {
    const code = error.code ?? 'UNKNOWN';
    this.log.info({ clientError: code, remoteAddress: socket.remoteAddress }, 'client connection closed');
    if (code === 'ECONNRESET' || socket.destroyed) return;
    // Node links the socket to the response in progress, if any: once its headers are out, any
    // bytes written here would corrupt it, so the connection is only closed.
    const response = (socket as Socket & { _httpMessage?: { headersSent?: boolean } })._httpMessage;
    if (socket.writable && !response?.headersSent) {
      const { status, body } = ANSWERS[code] ?? MALFORMED;
      const json = JSON.stringify(body);
      const lines = Object.entries({
        ...headers,
        'content-type': 'application/json; charset=utf-8',
        'content-length': String(Buffer.byteLength(json)),
        'cache-control': 'no-store',
        connection: 'close',
      }).map(([name, value]) => `${name}: ${value}\r\n`);
      socket.write(`HTTP/1.1 ${status}\r\n${lines.join('')}\r\n${json}`);
    }
    socket.destroy();
  };
}
