export { ledgerRoutes } from './routes';
export { createLedger, type LedgerService, type Recorder } from './service';
