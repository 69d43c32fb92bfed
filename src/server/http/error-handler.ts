import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/error';
import { HttpError } from './errors';
import { markFailureLogged } from './failure-log';

/** SQLSTATE classes and codes that mean "the database cannot be reached right now", not a bug. */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P)/;
const UNAVAILABLE_CODES = new Set([
  '55000',
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /connection terminated|timeout exceeded when trying to connect|not currently accepting connections|Connection ended unexpectedly/i;

/** What reading a request's body fails with when its client hangs up or is cut off. */
const CLIENT_GONE = new Set(['ECONNRESET', 'ERR_STREAM_PREMATURE_CLOSE']);

/** True for a lost or refused database connection anywhere in the error's cause chain. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let e: unknown = error, depth = 0; e && depth < 5; depth++) {
    const { code, message, cause } = e as { code?: unknown; message?: unknown; cause?: unknown };
    if (typeof code === 'string' && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_CODES.has(code))) return true;
    if (typeof message === 'string' && UNAVAILABLE_MESSAGE.test(message)) return true;
    e = cause;
  }
  return false;
}

/** Every failure answers the one error shape; 5xx answers never carry a stack, SQL or a path. */
export function installErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, req, reply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const where = error.validationContext ?? 'request';
      const body: ApiError = {
        message: `Invalid ${where}`,
        code: 'VALIDATION_ERROR',
        issues: error.validation.map((issue) => ({
          path: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
          message: issue.message ?? 'Invalid value',
        })),
      };
      return reply.code(400).send(body);
    }
    if (error instanceof HttpError) {
      return reply
        .code(error.statusCode)
        .send({ message: error.message, code: error.code, issues: error.issues } satisfies ApiError);
    }
    if (req.raw.aborted && CLIENT_GONE.has(error.code)) {
      // The client hung up or was cut off mid-request (REQUEST_TIMEOUT_SECONDS): its doing, not a
      // fault here, and its ECONNRESET is not the database's. Nobody reads this answer.
      req.log.info({ clientError: error.code }, 'client went away during the request');
      return reply.code(400).send({ message: 'The request was not received whole', code: 'CLIENT_ABORTED' });
    }
    const status = isDatabaseUnavailable(error) ? 503 : (error.statusCode ?? 500);
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (body too large, bad JSON, wrong media type) have safe messages.
      return reply.code(status).send({ message: error.message, code: error.code } satisfies ApiError);
    }
    req.log.error({ err: error }, 'request failed');
    markFailureLogged(req);
    const unavailable = status === 503;
    return reply.code(unavailable ? 503 : 500).send({
      message: unavailable ? 'Service temporarily unavailable' : 'Internal server error',
      code: unavailable ? 'UNAVAILABLE' : 'INTERNAL',
    } satisfies ApiError);
  });

  app.setNotFoundHandler((req, reply) => {
    reply.code(404).send({ message: `Route ${req.method} ${req.url.split('?')[0]} not found`, code: 'NOT_FOUND' });
  });
}

/** PostgreSQL text cannot hold U+0000: refuse it up front, so it is a 400 and never a database error. */
export function rejectNulCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req, reply) => {
    for (const part of [req.params, req.query, req.body]) {
      let text: string;
      try {
        text = part === undefined || part === null ? '' : JSON.stringify(part);
      } catch {
        // Nested deeper than the stack allows: no schema here takes anything like it.
        return reply
          .code(400)
          .send({ message: 'The request body is nested too deeply', code: 'TOO_DEEP' } satisfies ApiError);
      }
      if (text.includes('\\u0000')) {
        return reply
          .code(400)
          .send({ message: 'Text may not contain NUL characters', code: 'INVALID_CHARACTER' } satisfies ApiError);
      }
    }
  });
}
