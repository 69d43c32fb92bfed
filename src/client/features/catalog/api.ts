import type { CancellationPolicyAnswer } from '../../../shared/cancellation-policy';
import type { NamedRef } from '../../../shared/schemas/catalog';
import { type CallContext, getJson, typed } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';
import type { Resource } from '../../lib/resource';

const namedRefs = typed<NamedRef[]>();

/** GET /api/service-areas; staff pages read it through their own query (features/admin/public-reads.ts). */
export const fetchServiceAreas = (ctx?: CallContext) => getJson(namedRefs, '/api/service-areas', ctx);
/** GET /api/event-types. */
export const fetchEventTypes = (ctx?: CallContext) => getJson(namedRefs, '/api/event-types', ctx);

export const serviceAreasResource = (): Resource<NamedRef[]> => ({
  key: queryKeys.serviceAreas,
  load: fetchServiceAreas,
});
export const eventTypesResource = (): Resource<NamedRef[]> => ({ key: queryKeys.eventTypes, load: fetchEventTypes });

/**
 * GET /api/cancellation-policy: the policy in force and its words in both languages (decision
 * 034), shown at the wizard's last step and on the terms page, and edited by owners.
 */
export const fetchCancellationPolicy = (ctx?: CallContext) =>
  getJson(typed<CancellationPolicyAnswer>(), '/api/cancellation-policy', ctx);
export const cancellationPolicyResource = (): Resource<CancellationPolicyAnswer> => ({
  key: queryKeys.cancellationPolicy,
  load: fetchCancellationPolicy,
});
