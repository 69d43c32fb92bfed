import { queryOptions } from '@tanstack/react-query';
import type { NamedRef } from '../../../shared/schemas/catalog';
import { getJson } from '../../lib/http';

export const serviceAreasQuery = () =>
  queryOptions({ queryKey: ['service-areas'], queryFn: () => getJson<NamedRef[]>('/api/service-areas') });

export const eventTypesQuery = () =>
  queryOptions({ queryKey: ['event-types'], queryFn: () => getJson<NamedRef[]>('/api/event-types') });
