import type { PageRoute } from '../../lib/page-route';
import { performerBySlugQuery } from '../performers/api';
import { ProfilePage } from './profile-page';

const prefetch: PageRoute['prefetch'] = (qc, params) => qc.ensureQueryData(performerBySlugQuery(params.slug ?? ''));

export const profileRoutes: PageRoute[] = [
  { path: '/performer/:slug', component: ProfilePage, prefetch },
  { path: '/performers/:slug', component: ProfilePage, prefetch },
];
