import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';

/*
 * The performer portal (decision 033), in English and Spanish: one chunk (portal-app.tsx routes
 * among its pages) with the portal's catalog, loaded only at /portal. This file, two paths and a
 * lazy import, is all a public page's route table carries of it (vite.config.ts's STAFF_DOORS).
 * The pages render without data on the server and read hers in the browser.
 */
const portalApp = lazyPage(() => import('./portal-app'), 'src/client/features/portal/portal-app.tsx', 'portal');

export const portalRoutes: PageRoute[] = [
  { path: '/portal', ...portalApp },
  { path: '/portal/*', ...portalApp },
];
