import type { PublicReview } from '../../../shared/schemas/review';
import { getJson, typed } from '../../lib/http';
import type { Resource } from '../../lib/resource';

/** A performer's published reviews, newest first (decision 040); the profile's prefetch reads them too. */
export const performerReviewsResource = (performerId: string): Resource<PublicReview[]> => ({
  key: ['performers', 'reviews', performerId],
  load: (ctx) => getJson(typed<PublicReview[]>(), `/api/performers/${encodeURIComponent(performerId)}/reviews`, ctx),
});
