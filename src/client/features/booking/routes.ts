import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { eventTypesResource, serviceAreasResource } from '../catalog/api';
import { performerListResource } from '../performers/api';
import { bookingByIdResource } from './api';

const wizard = lazyPage(() => import('./booking-page'), 'src/client/features/booking/booking-page.tsx', 'booking');
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
