import multipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CSV_MAX_BYTES, CSV_MAX_ROWS } from '../../../shared/performer-csv';
import {
  adminPerformerInputSchema,
  adminPerformerListSchema,
  adminPerformerSchema,
  featuredAnswerSchema,
  performerBulkAnswerSchema,
  performerBulkSchema,
  performerOpenBookingsSchema,
  visibilityAnswerSchema,
} from '../../../shared/schemas/admin-performer';
import type { NamedRef } from '../../../shared/schemas/catalog';
import { csvImportResultSchema } from '../../../shared/schemas/csv-import';
import { errorSchema } from '../../../shared/schemas/error';
import { auditOf } from '../audit';
import { type SessionManager, signedInAccount } from '../auth';
import type { AdminPerformerService } from './admin-service';
import { importPerformers, readPerformerCsv } from './csv-import';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema };

/** /api/admin/performers, inside the admin API plugin (admin-api.ts): its guard has already checked the session. */
type Options = {
  performers: AdminPerformerService;
  sessions: SessionManager;
  /** Service areas and event types, to match CSV names against. */
  catalog: () => Promise<{ serviceAreas: NamedRef[]; eventTypes: NamedRef[] }>;
};

export const adminPerformerRoutes: FastifyPluginAsyncZod<Options> = async (app, { performers, catalog, sessions }) => {
  /**
   * Ratings are the owners' (decision 029): an agent saves a performer only with its rating as it
   * is (none, for a new one), and imports a CSV only without ratings.
   */
  const isOwner = async (req: FastifyRequest) => (await signedInAccount(req, sessions)).role === 'owner';
  await app.register(multipart, { limits: { fileSize: CSV_MAX_BYTES, files: 1, fields: 5, parts: 6 } });

  app.get('/performers', { schema: { response: { 200: adminPerformerListSchema } } }, () => performers.list());

  app.post(
    '/performers',
    { schema: { body: adminPerformerInputSchema, response: { 201: adminPerformerSchema, ...errors } } },
    async (req, reply) => {
      const created = await performers.create(req.body, auditOf(req), { canRate: await isOwner(req) });
      req.log.info({ performerId: created.id, slug: created.slug }, 'performer created');
      return reply.code(201).send(created);
    },
  );

  app.put(
    '/performers/:id',
    {
      schema: { params: idParams, body: adminPerformerInputSchema, response: { 200: adminPerformerSchema, ...errors } },
    },
    async (req) => performers.update(req.params.id, req.body, auditOf(req), { canRate: await isOwner(req) }),
  );

  app.patch(
    '/performers/:id/featured',
    {
      schema: {
        params: idParams,
        response: { 200: featuredAnswerSchema, 404: errorSchema },
      },
    },
    (req) => performers.toggleFeatured(req.params.id, auditOf(req)),
  );

  app.get(
    '/performers/:id/open-bookings',
    { schema: { params: idParams, response: { 200: performerOpenBookingsSchema, 404: errorSchema } } },
    (req) => performers.openBookings(req.params.id),
  );

  app.patch(
    '/performers/:id/hide',
    {
      schema: {
        params: idParams,
        response: { 200: visibilityAnswerSchema, 404: errorSchema },
      },
    },
    (req) => performers.hide(req.params.id, auditOf(req)),
  );

  /** Back in the gallery (the spec has Hide only; Unhide was reachable only through Edit). */
  app.patch(
    '/performers/:id/show',
    { schema: { params: idParams, response: { 200: visibilityAnswerSchema, 404: errorSchema } } },
    (req) => performers.show(req.params.id, auditOf(req)),
  );

  app.post(
    '/performers/bulk',
    { schema: { body: performerBulkSchema, response: { 200: performerBulkAnswerSchema, ...errors } } },
    (req) => performers.bulk(req.body.ids, req.body.action, auditOf(req)),
  );

  app.post(
    '/performers/import-csv',
    {
      schema: {
        response: {
          200: csvImportResultSchema,
          400: errorSchema,
          403: errorSchema,
          413: errorSchema,
          415: errorSchema,
        },
      },
    },
    async (req, reply) => {
      if (!req.isMultipart()) {
        return reply
          .code(415)
          .send({ message: 'Send the file as multipart/form-data in the csvFile field', code: 'NOT_MULTIPART' });
      }
      const file = await req.file();
      if (file?.fieldname !== 'csvFile') {
        return reply.code(400).send({ message: 'Attach a .csv file in the csvFile field', code: 'NO_FILE' });
      }
      if (!/\.csv$/i.test(file.filename)) {
        return reply.code(415).send({ message: 'The file must be a .csv file', code: 'NOT_CSV' });
      }
      const bytes = await file.toBuffer(); // throws 413 past CSV_MAX_BYTES
      let records: Record<string, string>[];
      try {
        records = readPerformerCsv(bytes.toString('utf8'));
      } catch (err) {
        const reason = err instanceof Error ? err.message : 'unreadable';
        return reply.code(400).send({ message: `The file is not valid CSV: ${reason}`, code: 'BAD_CSV' });
      }
      if (records.some((r) => (r.rating ?? '').trim() !== '') && !(await isOwner(req))) {
        return reply.code(403).send({
          message: 'Only an owner can import ratings: leave the rating column empty',
          code: 'OWNER_REQUIRED',
        });
      }
      if (records.length > CSV_MAX_ROWS) {
        return reply.code(413).send({
          message: `The file has more than ${CSV_MAX_ROWS.toLocaleString('en-US')} rows: split it and import each part`,
          code: 'TOO_MANY_ROWS',
        });
      }
      const audit = auditOf(req);
      const result = await importPerformers(records, await catalog(), (inputs, rows) =>
        performers.importBatch(inputs, rows, audit),
      );
      req.log.info({ summary: result.summary }, 'performer CSV imported');
      return result;
    },
  );

  // Permanent, and the profile's address with it: owners only (issue 18, decision 028).
  app.delete('/performers/:id', { config: { ownerOnly: true }, schema: { params: idParams } }, async (req, reply) => {
    await performers.remove(req.params.id, auditOf(req));
    req.log.info({ performerId: req.params.id }, 'performer deleted');
    return reply.code(204).send();
  });
};
