export { ledgerRoutes } from './routes';
export { createLedger } from './service';
