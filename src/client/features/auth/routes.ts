import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';

const login = lazyPage(() => import('./login-page'), 'src/client/features/auth/login-page.tsx');
const invitation = lazyPage(() => import('./invitation-page'), 'src/client/features/auth/invitation-page.tsx');

/** The staff sign-in page and an invitation's: rendered in the browser only, like the admin pages they lead to. */
export const authRoutes: PageRoute[] = [
  { path: '/login', ...login },
  { path: '/invitation', ...invitation },
];
