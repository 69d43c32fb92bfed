import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { performerBySlugResource } from '../performers/api';

const prefetch: PageRoute['prefetch'] = (store, params) => store.ensure(performerBySlugResource(params.slug ?? ''));
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
