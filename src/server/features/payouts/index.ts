export { adminPayoutRoutes, portalEarningsRoutes } from './routes';
export { createPayouts } from './service';
