import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { cancellationPolicyResource } from '../catalog/api';

// Route-level splitting (decision 024): each static page is its own small chunk.
export const staticPageRoutes: PageRoute[] = [
  {
    path: '/faq',
    ...lazyPage(
      () => import('./faq-page').then(({ FaqPage }) => ({ default: FaqPage })),
      'src/client/features/static-pages/faq-page.tsx',
      'static-pages',
    ),
  },
  {
    path: '/terms',
    ...lazyPage(
      () => import('./terms-page').then(({ TermsPage }) => ({ default: TermsPage })),
      'src/client/features/static-pages/terms-page.tsx',
      'static-pages',
    ),
    // The cancellation section states the policy in force (decision 034).
    prefetch: (store) => store.ensure(cancellationPolicyResource()),
  },
  {
    path: '/privacy',
    ...lazyPage(
      () => import('./privacy-page').then(({ PrivacyPage }) => ({ default: PrivacyPage })),
      'src/client/features/static-pages/privacy-page.tsx',
      'static-pages',
    ),
  },
];
