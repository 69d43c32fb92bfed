import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';

// Its own chunk and catalog (decision 040): a review link loads nothing of the catalogue.
const review = lazyPage(() => import('./review-page'), 'src/client/features/reviews/review-page.tsx', 'reviews');

/** /review#<token> (and /es/review#<token>): reads nothing until the review is sent; no prefetch. */
export const reviewRoutes: PageRoute[] = [{ path: '/review', ...review }];
