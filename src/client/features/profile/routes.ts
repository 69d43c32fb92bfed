import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { performerBySlugResource } from '../performers/api';
import { performerReviewsResource } from './reviews-resource';

// Her published reviews render with the page (decision 040): read only when she has some.
const prefetch: PageRoute['prefetch'] = async (store, params) => {
  const performer = await store.ensure(performerBySlugResource(params.slug ?? ''));
  if (performer && performer.reviewCount > 0) await store.ensure(performerReviewsResource(performer.id));
  return performer;
};
// Route-level splitting (decision 024): the profile's code loads with the profile only.
const profile = lazyPage(
  () => import('./profile-page').then(({ ProfilePage }) => ({ default: ProfilePage })),
  'src/client/features/profile/profile-page.tsx',
  'profile',
);

export const profileRoutes: PageRoute[] = [
  { path: '/performer/:slug', ...profile, prefetch },
  { path: '/performers/:slug', ...profile, prefetch },
];
