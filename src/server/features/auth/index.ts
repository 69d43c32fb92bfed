/** What other features may use of auth: who is signed in, and where the staff-only API lives. */
export { ADMIN_PREFIX, currentUser, signedInAccount } from './guard';
export { createSessionManager, type SessionManager } from './sessions';
