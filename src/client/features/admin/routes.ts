import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';

const dashboard = lazyPage(() => import('./dashboard-page'), 'src/client/features/admin/dashboard-page.tsx');
const performers = lazyPage(() => import('./performers-page'), 'src/client/features/admin/performers-page.tsx');
const bookings = lazyPage(() => import('./bookings-page'), 'src/client/features/admin/bookings-page.tsx');
const account = lazyPage(() => import('./account/account-page'), 'src/client/features/admin/account/account-page.tsx');
const calendar = lazyPage(
  () => import('./calendar/calendar-page'),
  'src/client/features/admin/calendar/calendar-page.tsx',
);
const messages = lazyPage(() => import('./messages-page'), 'src/client/features/admin/messages-page.tsx');

/** Staff pages: rendered in the browser only after the signed-in user is known (no prefetch, no index). */
export const adminRoutes: PageRoute[] = [
  { path: '/admin', ...dashboard },
  { path: '/admin/performers', ...performers },
  { path: '/admin/bookings', ...bookings },
  { path: '/admin/calendar', ...calendar },
  { path: '/admin/messages', ...messages },
  { path: '/admin/account', ...account },
];
