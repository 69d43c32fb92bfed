import type { ReviewInput } from '../../../shared/schemas/review';
import { sendJson, typed } from '../../lib/http';

/** POST /api/reviews: the token goes in the body, read from the link's fragment (never in a URL). */
export const postReview = (review: ReviewInput) =>
  sendJson(typed<{ state: 'submitted' }>(), 'POST', '/api/reviews', review);
