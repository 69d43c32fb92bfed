import type { FastifyRequest } from 'fastify';
import type { StaffRole } from '../../shared/schemas/auth';

/**
 * The signed-in staff member as features other than auth see them: who (the audit's actor) and
 * with which role. A narrow view of auth's account, so the audit trail does not depend on auth.
 */
type SessionStaff = { id: string; email: string; role: StaffRole };

/** The request's signed-in staff member, or null; auth provides it (its currentUser, in admin-api.ts and app.ts). */
export type StaffOfRequest = (req: FastifyRequest) => Promise<SessionStaff | null>;
