import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { cancellationPolicyResource } from '../catalog/api';

// Each import on its own: inside one expression, Vite's preload helper fetched both languages.
const englishFaq = () => import('./faq-content').then((m) => m.FAQ);
const spanishFaq = () => import('./faq-content-es').then((m) => m.FAQ_ES);

// Route-level splitting (decision 024): each static page is its own small chunk.
export const staticPageRoutes: PageRoute[] = [
  {
    path: '/faq',
    // Long-form answers are written per language (faq-content-es.ts), not message by message: a
    // page loads only its own language's.
    ...lazyPage(
      (locale) =>
        Promise.all([import('./faq-page'), locale === 'es' ? spanishFaq() : englishFaq()]).then(
          ([{ FaqPage }, faq]) => ({ default: () => <FaqPage faq={faq} /> }),
        ),
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
