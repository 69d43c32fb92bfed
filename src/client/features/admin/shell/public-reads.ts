import { queryOptions } from '@tanstack/react-query';
import { queryKeys } from '../../../lib/query-keys';
import { fetchCurrentUser } from '../../auth/api';
import { fetchCancellationPolicy, fetchEventTypes, fetchServiceAreas } from '../../catalog/api';

/**
 * Reads staff pages share with public ones, as staff queries (TanStack Query, which public pages do
 * not load: decision 032): the same fetch functions, in the staff pages' own cache.
 */

export const serviceAreasQuery = () => queryOptions({ queryKey: queryKeys.serviceAreas, queryFn: fetchServiceAreas });

export const eventTypesQuery = () => queryOptions({ queryKey: queryKeys.eventTypes, queryFn: fetchEventTypes });

export const currentUserQuery = () => queryOptions({ queryKey: queryKeys.currentUser, queryFn: fetchCurrentUser });

export const cancellationPolicyQuery = () =>
  queryOptions({ queryKey: queryKeys.cancellationPolicy, queryFn: fetchCancellationPolicy });
