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
