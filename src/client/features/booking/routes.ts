import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { cancellationPolicyResource, eventTypesResource, serviceAreasResource } from '../catalog/api';
import { performerListResource } from '../performers/api';
import { bookingByIdResource } from './api';

/**
 * /booking/{performerId} opens on step 2, whose code (details-step.tsx) otherwise loads once a
 * performer is chosen: a first render of it (server, hydration) and a move to the wizard load it
 * with the page. A first render of /booking leaves it for later (issue 27: its script budget).
 */
const wizard = lazyPage(
  async (_locale, path) => {
    const page = await import('./booking-page');
    if (path !== '/booking') await page.preloadDetails();
    return page;
  },
  'src/client/features/booking/booking-page.tsx',
  'booking',
);
const confirmation = lazyPage(
  () => import('./confirmation-page'),
  'src/client/features/booking/confirmation-page.tsx',
  'confirmation',
);
const findBooking = lazyPage(
  () => import('./find-booking-page'),
  'src/client/features/booking/find-booking-page.tsx',
  'booking',
);

const prefetchWizard: PageRoute['prefetch'] = (store) =>
  Promise.all([
    store.ensure(performerListResource()),
    store.ensure(serviceAreasResource()),
    store.ensure(eventTypesResource()),
    store.ensure(cancellationPolicyResource()),
  ]);

export const bookingRoutes: PageRoute[] = [
  { path: '/booking', ...wizard, prefetch: prefetchWizard },
  { path: '/booking/:performerId', ...wizard, prefetch: prefetchWizard },
  {
    path: '/booking-confirmation/:id',
    ...confirmation,
    prefetch: (store, params) => store.ensure(bookingByIdResource(params.id ?? '')),
  },
  // Reads nothing until the form is sent: no prefetch.
  { path: '/find-booking', ...findBooking },
];
