import { queryOptions } from '@tanstack/react-query';
import { adminReviewListSchema, adminReviewSchema, type ReviewModeration } from '../../../../shared/schemas/review';
import { type CallContext, getJson, sendJson } from '../../../lib/http';
import { adminKeys } from '../shell/admin-keys';

export type ReviewFilter = 'submitted' | 'published' | 'hidden';

/** Staff's reviews in one state (decision 040): written ones wait as submitted. */
export const reviewsQuery = (state: ReviewFilter) =>
  queryOptions({
    queryKey: [...adminKeys.reviews, state],
    queryFn: (ctx) => getJson(adminReviewListSchema, `/api/admin/reviews?state=${state}`, ctx),
  });

export const reviewsApi = {
  moderate: ({ id, body }: { id: string; body: ReviewModeration }, ctx?: CallContext) =>
    sendJson(adminReviewSchema, 'PUT', `/api/admin/reviews/${encodeURIComponent(id)}`, body, ctx),
};
