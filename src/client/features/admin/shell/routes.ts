import { lazyPage } from '../../../lib/lazy-page';
import type { PageRoute } from '../../../lib/page-route';

/**
 * Every staff page behind one lazy entry (admin-app.tsx, which routes among them): the route
 * table that every public page loads names one admin chunk, not one per staff page with the
 * files each needs. Staff pages render in the browser only after the signed-in user is known
 * (no prefetch, no index).
 */
const adminApp = lazyPage(async (_locale, path) => {
  const app = await import('./admin-app');
  // A first render (server, hydration) needs the page itself too, or React would discard the markup.
  if (path) await app.preloadStaffPage(path);
  return app;
}, 'src/client/features/admin/shell/admin-app.tsx');

export const adminRoutes: PageRoute[] = [
  { path: '/admin', ...adminApp },
  { path: '/admin/*', ...adminApp },
];
