/** Staff accounts and invitations (decision 029), for the composition root (app.ts) to wire. */
export { invitationRoutes, staffRoutes } from './routes';
export { createStaffService } from './service';
