/** What the app wires of the reviews (decision 040): the service with its daily sweep, and its routes. */
export { adminReviewRoutes, reviewRoutes } from './routes';
export type { ReviewInvitationFacts } from './service';
export { startReviews } from './start';
