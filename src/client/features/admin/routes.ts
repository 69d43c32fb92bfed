import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';

const login = lazyPage(() => import('../auth/login-page'));
const dashboard = lazyPage(() => import('./dashboard-page'));
const performers = lazyPage(() => import('./performers-page'));
const bookings = lazyPage(() => import('./bookings-page'));

/** Staff pages: rendered in the browser only after the signed-in user is known (no prefetch, no index). */
export const adminRoutes: PageRoute[] = [
  { path: '/login', component: login.Page, preload: login.preload },
  { path: '/admin', component: dashboard.Page, preload: dashboard.preload },
  { path: '/admin/performers', component: performers.Page, preload: performers.preload },
  { path: '/admin/bookings', component: bookings.Page, preload: bookings.preload },
];
