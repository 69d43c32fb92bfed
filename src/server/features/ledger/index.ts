export { recordCancellation } from './cancellation';
export { adjustmentCents, performerBookingTimes } from './repository';
export { ledgerRoutes, portalBalanceRoutes } from './routes';
export { createLedger } from './service';
