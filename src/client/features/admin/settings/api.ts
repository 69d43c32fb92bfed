import { cancellationPolicySchema, type PolicyUpdate } from '../../../../shared/cancellation-policy';
import { type CallContext, sendJson } from '../../../lib/http';

/** The owners' settings calls. Components call them through the hooks of ./mutations.ts. */
export const settingsApi = {
  /** PUT /api/admin/cancellation-policy: answers the new version, in force at once. */
  savePolicy: (body: PolicyUpdate, ctx?: CallContext) =>
    sendJson(cancellationPolicySchema, 'PUT', '/api/admin/cancellation-policy', body, ctx),
};
