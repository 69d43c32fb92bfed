/** Trust checks (issue 31): her live photo, staff's decision on it, and the ID check record. */
export { createTrustChecks } from './checks';
export { adminTrustCheckRoutes, portalPhotoCheckRoutes } from './routes';
