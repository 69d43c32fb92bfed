import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../shared/schemas/error';
import { HttpError } from './errors';

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
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (body too large, bad JSON, wrong media type) have safe messages.
      return reply.code(status).send({ message: error.message, code: error.code } satisfies ApiError);
    }
    req.log.error({ err: error }, 'request failed');
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
      if (part !== undefined && part !== null && JSON.stringify(part).includes('\\u0000')) {
        return reply
          .code(400)
          .send({ message: 'Text may not contain NUL characters', code: 'INVALID_CHARACTER' } satisfies ApiError);
      }
    }
  });
}
