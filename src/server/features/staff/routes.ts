import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { signedInSchema } from '../../../shared/schemas/auth';
import { errorSchema } from '../../../shared/schemas/error';
import {
  invitationAcceptSchema,
  invitationLookupSchema,
  invitationRequestSchema,
  invitationSummarySchema,
  roleChangeSchema,
  staffInvitationListSchema,
  staffInvitationSchema,
  staffListSchema,
} from '../../../shared/schemas/staff';
import { registerAddressRateLimit } from '../../http/address-rate-limit';
import { auditOf, recordAudit } from '../audit';
import {
  type AuthRouteOptions,
  type SessionManager,
  signedInAccount,
  signInRateLimit,
  tooManySignIns,
  userAnswer,
} from '../auth';
import type { StaffService } from './service';

const idParams = z.object({ id: z.string() });
const errors = { 400: errorSchema, 404: errorSchema, 409: errorSchema };
/** Every staff route is the owners' (decision 028): the guard answers 403 OWNER_REQUIRED to agents. */
const ownerOnly = { ownerOnly: true } as const;

/** /api/admin/staff: the owners' page of staff accounts and invitations, inside the admin API plugin. */
export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService; sessions: SessionManager }> = async (
  app,
  { staff, sessions },
) => {
  app.get('/staff', { config: ownerOnly, schema: { response: { 200: staffListSchema } } }, async (req) =>
    staff.list(await signedInAccount(req, sessions)),
  );

  app.get('/staff/invitations', { config: ownerOnly, schema: { response: { 200: staffInvitationListSchema } } }, () =>
    staff.invitations(),
  );

  app.post(
    '/staff/invitations',
    {
      config: ownerOnly,
      schema: { body: invitationRequestSchema, response: { 201: staffInvitationSchema, ...errors } },
    },
    async (req, reply) => {
      const owner = await signedInAccount(req, sessions);
      const invitation = await staff.invite(owner, req.body, auditOf(req));
      req.log.info({ event: 'staff.invited', invitationId: invitation.id, role: invitation.role }, 'staff invited');
      return reply.code(201).send(invitation);
    },
  );

  app.delete(
    '/staff/invitations/:id',
    { config: ownerOnly, schema: { params: idParams, response: { 204: z.null(), 404: errorSchema } } },
    async (req, reply) => {
      await staff.withdraw(req.params.id, auditOf(req));
      return reply.code(204).send(null);
    },
  );

  app.patch(
    '/staff/:id',
    { config: ownerOnly, schema: { params: idParams, body: roleChangeSchema, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await staff.changeRole(req.params.id, req.body.role, auditOf(req));
      return reply.code(204).send(null);
    },
  );

  app.delete(
    '/staff/:id',
    { config: ownerOnly, schema: { params: idParams, response: { 204: z.null(), ...errors } } },
    async (req, reply) => {
      await staff.remove(await signedInAccount(req, sessions), req.params.id, auditOf(req));
      return reply.code(204).send(null);
    },
  );
};

type InvitationOptions = Pick<AuthRouteOptions, 'sessions' | 'access' | 'loginRateLimit' | 'rateLimitStore'> & {
  staff: StaffService;
};

/**
 * The invitation link's two calls, under /api/login (so the cross-site check and the sign-in
 * limits cover them): what the invitation is for, and accepting it, which signs the new staff
 * member in. The token travels in the body, never the URL.
 */
export const invitationRoutes: FastifyPluginAsyncZod<InvitationOptions> = async (
  app,
  { staff, sessions, access, loginRateLimit, rateLimitStore },
) => {
  await registerAddressRateLimit(app, { store: rateLimitStore, tooMany: tooManySignIns });
  const perAddress = signInRateLimit(loginRateLimit);

  app.post(
    '/api/login/invitation',
    {
      config: perAddress,
      schema: {
        body: invitationLookupSchema,
        response: { 200: invitationSummarySchema, 400: errorSchema, 410: errorSchema },
      },
    },
    (req) => staff.lookup(req.body.token),
  );

  app.post(
    '/api/login/invitation/accept',
    {
      config: perAddress,
      schema: {
        body: invitationAcceptSchema,
        response: { 200: signedInSchema, 400: errorSchema, 409: errorSchema, 410: errorSchema },
      },
    },
    async (req, reply) => {
      const account = await staff.accept(req.body, (tx, created) =>
        recordAudit(tx, {
          actor: { id: created.id, email: created.email },
          action: 'POST /api/login/invitation/accept',
          entityType: 'users',
          entityId: created.id,
          before: null,
          after: { email: created.email, firstName: created.firstName, role: created.role, invitationAccepted: true },
        }),
      );
      await sessions.start(req, reply, account.id);
      req.log.info({ event: 'staff.joined', userId: account.id, role: account.role }, 'invitation accepted');
      return { user: userAnswer(account, access) };
    },
  );
};
