import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';

const login = lazyPage(() => import('./login-page'), 'src/client/features/auth/login-page.tsx');

/** The staff sign-in page: rendered in the browser only, like the admin pages it leads to. */
export const authRoutes: PageRoute[] = [{ path: '/login', ...login }];
