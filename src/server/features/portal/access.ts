import { randomBytes } from 'node:crypto';
import type { Locale } from '../../../shared/locale';
import { isUuid } from '../../../shared/uuid';
import type { Database } from '../../db/client';
import { HttpError, notFound } from '../../http/errors';
import { hashToken } from '../../token-hash';
import type { Audit } from '../audit';
import {
  consumeToken,
  countTokensSince,
  deleteAccount,
  findAccountByEmail,
  findPerformerForInvitation,
  insertToken,
  revokeTokens,
  upsertAccount,
} from './repository';

const MINUTE = 60_000;
/** The invitation works once, for 72 hours; a sign-in link once, for 15 minutes (decision 033). */
const INVITATION_MINUTES = 72 * 60;
const SIGN_IN_LINK_MINUTES = 15;
/** Sign-in links sent to one performer per hour at most; asking more sends nothing more. */
const SIGN_IN_LINKS_PER_HOUR = 3;

/** What a performer's e-mail needs: who, in which language, the link (with its token) and until when. */
export type PerformerLinkFacts = {
  /** One per token, so each e-mail is stored once. */
  id: string;
  name: string;
  email: string;
  language: Locale;
  expiresAt: Date;
  link: string;
};

/** Sends the portal's e-mails in the transaction that made their token (features/messages). */
export type PortalMailer = {
  performerInvited(tx: Database, facts: PerformerLinkFacts): Promise<void>;
  performerSignInLink(tx: Database, facts: PerformerLinkFacts): Promise<void>;
};

const invalidLink = () =>
  new HttpError(410, 'This link has expired or was already used. Ask for a new one.', 'LINK_EXPIRED');
const noEmail = () =>
  new HttpError(409, "Add the performer's e-mail address first: the invitation is sent to it.", 'NO_EMAIL');

/**
 * How a performer gets in and out of the portal (decision 033): staff invite her by e-mail, she
 * joins from the link, later signs in with a link e-mailed to her, and staff can end her access.
 */
export function createPortalAccess(deps: { db: Database; now: () => Date; mailer: PortalMailer; publicUrl: string }) {
  const { db, now, mailer, publicUrl } = deps;
  const newToken = () => randomBytes(32).toString('base64url');
  // The token is in the fragment: no server log, proxy or Referer ever holds it.
  const linkTo = (path: string, token: string) => `${publicUrl}/portal/${path}#${token}`;

  return {
    /** A new invitation replaces any open one; its e-mail is queued in the same transaction. */
    async invite(performerId: string, by: { id: string | null }, audit: Audit): Promise<{ expiresAt: string }> {
      if (!isUuid(performerId)) throw notFound('Performer not found');
      return db.transaction(async (tx) => {
        const performer = await findPerformerForInvitation(tx, performerId);
        if (!performer) throw notFound('Performer not found');
        if (!performer.email) throw noEmail();
        const at = now();
        const token = newToken();
        const expiresAt = new Date(at.getTime() + INVITATION_MINUTES * MINUTE);
        await revokeTokens(tx, performerId, 'invitation', at);
        const tokenHash = hashToken(token);
        await insertToken(tx, {
          performerId,
          purpose: 'invitation',
          tokenHash,
          createdById: by.id,
          createdAt: at,
          expiresAt,
        });
        await mailer.performerInvited(tx, {
          id: tokenHash.slice(0, 32),
          name: performer.name,
          email: performer.email,
          language: performer.language,
          expiresAt,
          link: linkTo('join', token),
        });
        await audit.record(tx, {
          entityType: 'performer_accounts',
          entityId: performerId,
          before: null,
          after: { invitedTo: performer.email, expiresAt: expiresAt.toISOString() },
        });
        return { expiresAt: expiresAt.toISOString() };
      });
    },

    /** Joins from an invitation: her account is made (or kept) and the token is spent. */
    async join(token: string, firstName: string | null): Promise<string> {
      return db.transaction(async (tx) => {
        const at = now();
        const performerId = await consumeToken(tx, 'invitation', hashToken(token), at);
        if (!performerId) throw invalidLink();
        await upsertAccount(tx, performerId, firstName, at);
        return performerId;
      });
    },

    /**
     * An e-mailed sign-in link, for a performer with an account under this address. The caller's
     * answer is the same whether or not one was sent (it runs as a job: the same time too).
     */
    async sendSignInLink(email: string): Promise<void> {
      const performer = await findAccountByEmail(db, email);
      if (!performer?.email) return;
      await db.transaction(async (tx) => {
        const at = now();
        const since = new Date(at.getTime() - 60 * MINUTE);
        if ((await countTokensSince(tx, performer.performerId, 'sign-in', since)) >= SIGN_IN_LINKS_PER_HOUR) return;
        const token = newToken();
        const tokenHash = hashToken(token);
        const expiresAt = new Date(at.getTime() + SIGN_IN_LINK_MINUTES * MINUTE);
        const { performerId } = performer;
        await insertToken(tx, {
          performerId,
          purpose: 'sign-in',
          tokenHash,
          createdById: null,
          createdAt: at,
          expiresAt,
        });
        await mailer.performerSignInLink(tx, {
          id: tokenHash.slice(0, 32),
          name: performer.firstName ?? performer.name,
          email: performer.email as string,
          language: performer.language,
          expiresAt,
          link: linkTo('sign-in', token),
        });
      });
    },

    /** Signs in from an e-mailed link: the token is spent; her account must still exist. */
    async signIn(token: string): Promise<string> {
      return db.transaction(async (tx) => {
        const performerId = await consumeToken(tx, 'sign-in', hashToken(token), now());
        if (!performerId) throw invalidLink();
        return performerId;
      });
    },

    /** Ends her access at once: account, sessions and push subscriptions go; open links stop working. */
    async endAccess(performerId: string, audit: Audit): Promise<void> {
      if (!isUuid(performerId)) throw notFound('Performer not found');
      await db.transaction(async (tx) => {
        const at = now();
        const had = await deleteAccount(tx, performerId);
        await revokeTokens(tx, performerId, 'invitation', at);
        await revokeTokens(tx, performerId, 'sign-in', at);
        await revokeTokens(tx, performerId, 'calendar', at);
        await audit.record(tx, {
          entityType: 'performer_accounts',
          entityId: performerId,
          before: { account: had },
          after: { account: false },
        });
      });
    },
  };
}
export type PortalAccess = ReturnType<typeof createPortalAccess>;
