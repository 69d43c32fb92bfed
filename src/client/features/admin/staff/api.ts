import { queryOptions } from '@tanstack/react-query';
import type { StaffRole } from '../../../../shared/schemas/auth';
import {
  type InvitationRequest,
  staffInvitationListSchema,
  staffInvitationSchema,
  staffListSchema,
} from '../../../../shared/schemas/staff';
import { type CallContext, getJson, sendEmpty, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

export const staffQuery = () =>
  queryOptions({ queryKey: adminKeys.staff, queryFn: (ctx) => getJson(staffListSchema, '/api/admin/staff', ctx) });

export const invitationsQuery = () =>
  queryOptions({
    queryKey: adminKeys.invitations,
    queryFn: (ctx) => getJson(staffInvitationListSchema, '/api/admin/staff/invitations', ctx),
  });

const member = (id: string) => `/api/admin/staff/${encodeURIComponent(id)}`;

/** The owners' staff calls. Components call them through the hooks of ./mutations.ts. */
export const staffApi = {
  invite: (body: InvitationRequest, ctx?: CallContext) =>
    sendJson(staffInvitationSchema, 'POST', '/api/admin/staff/invitations', body, ctx),
  withdraw: (id: string, ctx?: CallContext) =>
    sendEmpty('DELETE', `/api/admin/staff/invitations/${encodeURIComponent(id)}`, undefined, ctx),
  changeRole: ({ id, role }: { id: string; role: StaffRole }, ctx?: CallContext) =>
    sendEmpty('PATCH', member(id), { role }, ctx),
  remove: (id: string, ctx?: CallContext) => sendEmpty('DELETE', member(id), undefined, ctx),
};
