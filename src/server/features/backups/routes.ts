import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { backupRequestedSchema } from '../../../shared/schemas/backup';
import { errorSchema } from '../../../shared/schemas/error';
import type { Database } from '../../db/database';
import type { AuditChange } from '../audit';
import type { Backups } from './service';

/** `POST /api/admin/system/backups`: an owner's "Back up now" (202; the job takes it). */
export const adminBackupRoutes: FastifyPluginAsync<{
  backups: Backups;
  staffEmail: (req: FastifyRequest) => Promise<string>;
  /** Records the request in the audit log, in its transaction. */
  audit: (req: FastifyRequest, tx: Database, change: AuditChange) => Promise<void>;
}> = async (app, { backups, staffEmail, audit }) => {
  app.post(
    '/system/backups',
    { config: { ownerOnly: true }, schema: { response: { 202: backupRequestedSchema, 409: errorSchema } } },
    async (req, reply) =>
      reply.code(202).send(await backups.request(await staffEmail(req), (tx, change) => audit(req, tx, change))),
  );
};
