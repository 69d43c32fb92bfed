import type { FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CLIENT_ERRORS_PATH } from '../../../shared/client-errors';
import { clientErrorReportSchema } from '../../../shared/schemas/client-error';
import { errorSchema } from '../../../shared/schemas/error';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import type { ErrorReporter } from '../../http/error-reports';
import { pagePattern } from './page-pattern';

/** Reports an address may send: a page sends at most five (report-errors.ts), a visitor opens a few pages. */
const LIMIT = { max: 30, timeWindow: 10 * 60_000 };
/** A report at its longest (1,000 characters of message, 8 KB of stack) fits several times over. */
const BODY_LIMIT = 32 * 1024;

/**
 * POST /api/client-errors (decision 047): the error beacon's reports, forwarded to the DSN through
 * the server's reporter. Registered only with ERROR_REPORTING_DSN (404 otherwise). Limited per
 * address like the other public posts; every try counts, refused ones too. The page becomes a
 * pattern (no ids) and the user agent is the request's own header; the reporter blanks addresses
 * and numbers and keeps nothing else of the request (no cookies, no query string).
 */
export const clientErrorRoutes: FastifyPluginAsyncZod<{
  reporter: ErrorReporter;
  rateLimitStore?: FastifyRateLimitStoreCtor;
}> = async (app, { reporter, rateLimitStore }) => {
  await registerAddressRateLimit(app, {
    store: rateLimitStore,
    tooMany: (after) => `Too many error reports from your network. Please try again in ${after}.`,
  });
  app.post(
    CLIENT_ERRORS_PATH,
    {
      bodyLimit: BODY_LIMIT,
      config: { rateLimit: LIMIT },
      schema: {
        body: clientErrorReportSchema,
        response: { 202: z.undefined(), 400: errorSchema, 413: errorSchema, 429: errorSchema },
      },
    },
    async (req, reply) => {
      reporter.reportBrowser({
        ...req.body,
        page: pagePattern(req.body.page),
        userAgent: (req.headers['user-agent'] ?? 'unknown').slice(0, 500),
      });
      return reply.code(202).send();
    },
  );
};
