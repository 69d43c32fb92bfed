import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../shared/schemas/error';
import { moneyReportSchema, reportQuerySchema, reportSchema } from '../../../shared/schemas/report';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { notFound } from '../../http/errors';
import { buildMoneyReport, ledgerCsv, performerRecordsCsv } from './money';
import { buildReport } from './repository';

/** Money is for owners (decision 035): agents record payments but read no money report or export. */
const ownerOnly = { ownerOnly: true } as const;
const csvHeaders = (name: string) => ({
  'content-type': 'text/csv; charset=utf-8',
  'content-disposition': `attachment; filename="${name}"`,
});

/** /api/admin/reports and the money exports, inside the admin API plugin (admin-api.ts). */
export const reportRoutes: FastifyPluginAsyncZod<{ db: Database; commissionPercent: number }> = async (
  app,
  { db, commissionPercent },
) => {
  app.get(
    '/reports',
    { schema: { querystring: reportQuerySchema, response: { 200: reportSchema, 400: errorSchema } } },
    (req) => buildReport(db, req.query.from, req.query.to),
  );

  app.get(
    '/reports/money',
    {
      config: ownerOnly,
      schema: { querystring: reportQuerySchema, response: { 200: moneyReportSchema, 400: errorSchema } },
    },
    (req) => buildMoneyReport(db, req.query.from, req.query.to, commissionPercent),
  );

  app.get('/ledger.csv', { config: ownerOnly, schema: { querystring: reportQuerySchema } }, async (req, reply) =>
    reply
      .headers(csvHeaders(`ledger-${req.query.from}-to-${req.query.to}.csv`))
      .send(await ledgerCsv(db, req.query.from, req.query.to)),
  );

  app.get(
    '/performers/:id/records.csv',
    { config: ownerOnly, schema: { params: z.object({ id: z.string() }) } },
    async (req, reply) => {
      const csv = isUuid(req.params.id) ? await performerRecordsCsv(db, req.params.id) : null;
      if (csv === null) throw notFound('Performer not found');
      return reply.headers(csvHeaders(`performer-records-${req.params.id.slice(0, 8)}.csv`)).send(csv);
    },
  );
};
