import { randomBytes } from 'node:crypto';
import type { StaffRole } from '../../../shared/schemas/auth';
import {
  INVITATION_TTL_HOURS,
  type InvitationAccept,
  type InvitationRequest,
  type InvitationSummary,
  type StaffInvitation,
  type StaffMember,
} from '../../../shared/schemas/staff';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { hashToken } from '../../token-hash';
import type { Audit } from '../audit';
import {
  type Account,
  deleteUserChallenges,
  deleteUserSessions,
  findAccount,
  hashPassword,
  insertUser,
  removeSecondFactors,
  updateUser,
} from '../auth';
import {
  claimInvitation,
  findStaffMember,
  findUsableInvitation,
  findUserByEmail,
  type InvitationRow,
  insertInvitation,
  inviterIsOwner,
  listOpenInvitations,
  listStaff,
  lockOwners,
  revokeInvitation,
  revokeInvitationsBy,
  revokeInvitationsTo,
  revokeStaffAccess,
  setStaffRole,
} from './repository';

/** Sends an invitation's e-mail in the invitation's transaction (features/messages). */
export type InvitationMailer = {
  staffInvited(
    tx: Database,
    invitation: { id: string; email: string; role: StaffRole; invitedByEmail: string; expiresAt: Date; link: string },
  ): Promise<void>;
  invitationLink(token: string): string;
};

const HOUR = 3_600_000;
const iso = (d: Date | string) => new Date(d).toISOString();

const alreadyStaff = () => new HttpError(409, 'That address already has staff access', 'ALREADY_STAFF');
const lastOwner = (what: string) =>
  new HttpError(409, `${what}: there must always be an owner. Make someone else an owner first.`, 'LAST_OWNER');
/** Unknown, used, withdrawn or expired: one answer, so a link tells nothing about the others. */
const linkGone = () =>
  new HttpError(
    410,
    'This invitation link does not work any more: it was used, withdrawn, or is older than 72 hours. Ask an owner to send a new one.',
    'INVITATION_GONE',
  );

/**
 * Staff accounts (decision 029): owners invite people by e-mail (a link good for 72 hours and
 * once), change roles and take access away; there is always at least one owner.
 */
export function createStaffService(deps: { db: Database; now: () => Date; mailer: InvitationMailer }) {
  const { db, now, mailer } = deps;

  const toInvitation = (row: InvitationRow, at: Date): StaffInvitation => ({
    id: row.id,
    email: row.email,
    role: row.role,
    invitedByEmail: row.invitedByEmail,
    createdAt: iso(row.createdAt),
    expiresAt: iso(row.expiresAt),
    expired: new Date(row.expiresAt).getTime() <= at.getTime(),
  });

  /** The member an owner acts on, with the owners locked; 404 for an unknown id or no access. */
  async function memberForChange(tx: Database, id: string) {
    const owners = await lockOwners(tx);
    const member = isUuid(id) ? await findStaffMember(tx, id) : null;
    if (!member) throw notFound('Staff member not found');
    return { member, otherOwners: owners.filter((o) => o !== id).length };
  }

  return {
    async list(viewer: Account): Promise<StaffMember[]> {
      return (await listStaff(db)).map((m) => ({
        ...m,
        createdAt: iso(m.createdAt),
        lastActiveAt: m.lastActiveAt ? iso(m.lastActiveAt) : null,
        you: m.id === viewer.id,
      }));
    },

    async invitations(): Promise<StaffInvitation[]> {
      const at = now();
      return (await listOpenInvitations(db)).map((row) => toInvitation(row, at));
    },

    /** A new invitation replaces any open one to the same address; its e-mail is queued with it. */
    async invite(owner: Account, request: InvitationRequest, audit: Audit): Promise<StaffInvitation> {
      const at = now();
      const token = randomBytes(32).toString('base64url');
      return db.transaction(async (tx) => {
        if ((await findUserByEmail(tx, request.email))?.isAdmin) throw alreadyStaff();
        const replaced = await revokeInvitationsTo(tx, request.email, at);
        const row = await insertInvitation(tx, {
          email: request.email,
          role: request.role,
          tokenHash: hashToken(token),
          invitedById: owner.id,
          invitedByEmail: owner.email,
          createdAt: at,
          expiresAt: new Date(at.getTime() + INVITATION_TTL_HOURS * HOUR),
        });
        await mailer.staffInvited(tx, {
          ...row,
          expiresAt: new Date(row.expiresAt),
          link: mailer.invitationLink(token),
        });
        const invitation = toInvitation(row, at);
        await audit.record(tx, {
          entityType: 'staff_invitations',
          entityId: row.id,
          before: null,
          after: { ...invitation, replaced },
        });
        return invitation;
      });
    },

    async withdraw(id: string, audit: Audit): Promise<void> {
      const at = now();
      await db.transaction(async (tx) => {
        const row = isUuid(id) ? await revokeInvitation(tx, id, at) : null;
        if (!row) throw notFound('Invitation not found');
        await audit.record(tx, {
          entityType: 'staff_invitations',
          entityId: id,
          before: toInvitation(row, at),
          after: { withdrawn: true },
        });
      });
    },

    async changeRole(id: string, role: StaffRole, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        const { member, otherOwners } = await memberForChange(tx, id);
        if (member.role === role)
          return audit.record(tx, { entityType: 'users', entityId: id, before: member, after: member });
        if (member.role === 'owner' && otherOwners === 0) throw lastOwner('The last owner cannot become an agent');
        await setStaffRole(tx, id, role);
        // An agent cannot invite: the invitations sent as an owner are withdrawn with the role.
        const invitationsWithdrawn = role === 'owner' ? [] : await revokeInvitationsBy(tx, id, now());
        await audit.record(tx, {
          entityType: 'users',
          entityId: id,
          before: member,
          after: { ...member, role, invitationsWithdrawn },
        });
      });
    },

    /** Takes away admin access, ends the account's sessions and withdraws its open invitations, at once. */
    async remove(actor: Account, id: string, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        const { member, otherOwners } = await memberForChange(tx, id);
        if (member.id === actor.id)
          throw new HttpError(409, 'You cannot take away your own access', 'CANNOT_REMOVE_SELF');
        if (member.role === 'owner' && otherOwners === 0) throw lastOwner('The last owner cannot be removed');
        await revokeStaffAccess(tx, id);
        await deleteUserChallenges(tx, id);
        const sessionsEnded = await deleteUserSessions(tx, id);
        const invitationsWithdrawn = await revokeInvitationsBy(tx, id, now());
        await audit.record(tx, {
          entityType: 'users',
          entityId: id,
          before: member,
          after: { ...member, access: 'removed', sessionsEnded, invitationsWithdrawn },
        });
      });
    },

    /** What a link's invitation is for (the page that accepts it shows it). */
    async lookup(token: string): Promise<InvitationSummary> {
      const row = await findUsableInvitation(db, hashToken(token), now());
      if (!row || !(await inviterIsOwner(db, row.id))) throw linkGone();
      return { email: row.email, role: row.role, expiresAt: iso(row.expiresAt) };
    },

    /**
     * Uses the link, once: the account is made (or an earlier account of that address is given
     * access again, without its old second factors or sessions) with the name and password chosen,
     * audited with the new account as the actor. The caller then starts its session.
     */
    async accept(body: InvitationAccept, record: (tx: Database, account: Account) => Promise<void>): Promise<Account> {
      const passwordHash = await hashPassword(body.password);
      const at = now();
      return db.transaction(async (tx) => {
        const invitation = await claimInvitation(tx, hashToken(body.token), at);
        // The inviter must still be an owner with access: otherwise the link is dead (and the
        // claim rolls back with this error).
        if (!invitation || !(await inviterIsOwner(tx, invitation.id))) throw linkGone();
        const existing = await findUserByEmail(tx, invitation.email);
        if (existing?.isAdmin) throw alreadyStaff();
        const changes = { firstName: body.firstName, passwordHash, isAdmin: true, role: invitation.role };
        if (existing) {
          await updateUser(tx, existing.id, changes);
          await removeSecondFactors(tx, existing.id);
          await deleteUserChallenges(tx, existing.id);
          await deleteUserSessions(tx, existing.id);
        }
        const userId = existing?.id ?? (await insertUser(tx, { email: invitation.email, ...changes }));
        const account = await findAccount(tx, userId);
        if (!account) throw new Error('invited account not stored');
        await record(tx, account);
        return account;
      });
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;
