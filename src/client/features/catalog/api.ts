import { queryOptions } from '@tanstack/react-query';
import type { NamedRef } from '../../../shared/schemas/catalog';
import { getJson, typed } from '../../lib/http';
import { queryKeys } from '../../lib/query-keys';

const namedRefs = typed<NamedRef[]>();

export const serviceAreasQuery = () =>
  queryOptions({ queryKey: queryKeys.serviceAreas, queryFn: (ctx) => getJson(namedRefs, '/api/service-areas', ctx) });

export const eventTypesQuery = () =>
  queryOptions({ queryKey: queryKeys.eventTypes, queryFn: (ctx) => getJson(namedRefs, '/api/event-types', ctx) });
