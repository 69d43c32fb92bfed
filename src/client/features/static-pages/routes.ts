import type { PageRoute } from '../../lib/page-route';
import { FaqPage } from './faq-page';
import { PrivacyPage } from './privacy-page';
import { TermsPage } from './terms-page';

export const staticPageRoutes: PageRoute[] = [
  { path: '/faq', component: FaqPage },
  { path: '/terms', component: TermsPage },
  { path: '/privacy', component: PrivacyPage },
];
