/** Privacy requests and retention (decision 046): the owners' export and erasure, and the daily retention job. */
export { privacyRoutes } from './routes';
export { createPrivacy } from './service';
export { startRetention } from './start';
