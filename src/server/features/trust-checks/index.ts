/** Trust checks (issue 31): her live photo, staff's decision on it, and the ID check record. */
export { createTrustChecks, type TrustChecks } from './checks';
export { adminTrustCheckRoutes, portalPhotoCheckRoutes } from './routes';
