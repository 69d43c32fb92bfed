export { recordCancellation } from './cancellation';
export { adjustmentCents, entriesOf, lockBooking, performerBookingTimes } from './repository';
export { ledgerRoutes, portalBalanceRoutes } from './routes';
export { createLedger, type LedgerService, type Recorder } from './service';
