import { lazyPage } from '../../lib/lazy-page';
import type { PageRoute } from '../../lib/page-route';
import { eventTypesQuery, serviceAreasQuery } from '../catalog/api';
import { performerListQuery } from '../performers/api';
import { bookingByIdQuery } from './api';

const wizard = lazyPage(() => import('./booking-page'));
const confirmation = lazyPage(() => import('./confirmation-page'));

const prefetchWizard: PageRoute['prefetch'] = (qc) =>
  Promise.all([
    qc.ensureQueryData(performerListQuery()),
    qc.ensureQueryData(serviceAreasQuery()),
    qc.ensureQueryData(eventTypesQuery()),
  ]);

export const bookingRoutes: PageRoute[] = [
  { path: '/booking', component: wizard.Page, preload: wizard.preload, prefetch: prefetchWizard },
  { path: '/booking/:performerId', component: wizard.Page, preload: wizard.preload, prefetch: prefetchWizard },
  {
    path: '/booking-confirmation/:id',
    component: confirmation.Page,
    preload: confirmation.preload,
    prefetch: (qc, params) => qc.ensureQueryData(bookingByIdQuery(params.id ?? '')),
  },
];
