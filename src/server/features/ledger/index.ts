export { adjustmentCents } from './repository';
export { ledgerRoutes } from './routes';
export { createLedger } from './service';
