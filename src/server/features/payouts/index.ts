export { adminPayoutRoutes, portalEarningsRoutes } from './routes';
export { createPayouts } from './service';
export { shareColumns, shareOf } from './shares';
