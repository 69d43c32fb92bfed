export { entriesOf, lockBooking } from './repository';
export { ledgerRoutes } from './routes';
export { createLedger, type LedgerService, type Recorder } from './service';
