/**
 * What other features may use of auth: who is signed in, where the staff-only API lives, and what
 * staff management (features/staff) needs of accounts, passwords, sessions and sign-in limits.
 */
export { ADMIN_PREFIX, currentUser, signedInAccount } from './guard';
export { hashPassword } from './passwords';
export {
  type Account,
  deleteUserChallenges,
  deleteUserSessions,
  findAccount,
  insertUser,
  mfaEnrolledColumn,
  ownerEmails,
  removeSecondFactors,
  updateUser,
} from './repository';
export { type AuthRouteOptions, signInRateLimit, tooManySignIns, userAnswer } from './routes';
export { createSessionManager, type SessionManager } from './sessions';
