import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { eventTypesQuery, serviceAreasQuery } from '../catalog/api';
import { performerListQuery } from '../performers/api';
import { bookingByIdQuery } from './api';

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

const prefetchWizard: PageRoute['prefetch'] = (qc) =>
  Promise.all([
    qc.ensureQueryData(performerListQuery()),
    qc.ensureQueryData(serviceAreasQuery()),
    qc.ensureQueryData(eventTypesQuery()),
  ]);

export const bookingRoutes: PageRoute[] = [
  { path: '/booking', ...wizard, prefetch: prefetchWizard },
  { path: '/booking/:performerId', ...wizard, prefetch: prefetchWizard },
  {
    path: '/booking-confirmation/:id',
    ...confirmation,
    prefetch: (qc, params) => qc.ensureQueryData(bookingByIdQuery(params.id ?? '')),
  },
  // Reads nothing until the form is sent: no prefetch.
  { path: '/find-booking', ...findBooking },
];
