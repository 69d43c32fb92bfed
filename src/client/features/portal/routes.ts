import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';

/*
 * The performer portal (decision 033), in English and Spanish: each page a chunk of its own with
 * the portal's catalog, loaded only at /portal (this file, a path and a lazy import each, is all a
 * public page's route table carries of it; vite.config.ts's STAFF_DOORS). The pages render
 * without data on the server and read hers in the browser.
 */
export const portalRoutes: PageRoute[] = [
  {
    path: '/portal',
    ...lazyPage(() => import('./home-page'), 'src/client/features/portal/home-page.tsx', 'portal'),
  },
  {
    path: '/portal/sign-in',
    ...lazyPage(() => import('./sign-in-page'), 'src/client/features/portal/sign-in-page.tsx', 'portal'),
  },
  {
    path: '/portal/join',
    ...lazyPage(() => import('./join-page'), 'src/client/features/portal/join-page.tsx', 'portal'),
  },
];
