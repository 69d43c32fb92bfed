import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Passkey } from '../../../shared/schemas/passkeys';
import type { Database } from '../../db/client';
import { performerAccounts, performerPasskeys } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { WebAuthn } from '../../webauthn';
import { recordAudit } from '../audit';
import type { PortalPerformer } from './repository';

const NOT_ADDED = 'That passkey could not be added. Please try again.';
const NOT_ACCEPTED = 'That passkey was not accepted. Try again, or ask for a sign-in link.';

const listColumns = {
  id: performerPasskeys.id,
  name: performerPasskeys.name,
  createdAt: performerPasskeys.createdAt,
  lastUsedAt: performerPasskeys.lastUsedAt,
};
const toPasskey = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Her changes are audited under her own name, as her availability is (availability.ts). */
const audited = (tx: Database, performerId: string, action: string, before: unknown, after: unknown, id: string) =>
  recordAudit(tx, {
    actor: { id: null, email: `performer:${performerId}` },
    action,
    entityType: 'performer_passkeys',
    entityId: id,
    before,
    after,
  });

/**
 * A performer's passkeys (decision 033): she adds one on her phone while signed in (after joining
 * or from a sign-in link) and signs in with it afterwards, no e-mail asked. Her sessions stay as
 * they are: the portal reaches only her own bookings.
 */
export function createPortalPasskeys({ db, now, webauthn }: { db: Database; now: () => Date; webauthn: WebAuthn }) {
  const KINDS = { register: 'portal-passkey-register', login: 'portal-passkey-login' } as const;

  return {
    list: async (performerId: string): Promise<Passkey[]> =>
      (
        await db
          .select(listColumns)
          .from(performerPasskeys)
          .where(eq(performerPasskeys.performerId, performerId))
          .orderBy(asc(performerPasskeys.createdAt))
      ).map(toPasskey),

    async registrationOptions(performer: PortalPerformer) {
      const existing = await db
        .select({ id: performerPasskeys.id, transports: performerPasskeys.transports })
        .from(performerPasskeys)
        .where(eq(performerPasskeys.performerId, performer.performerId));
      return webauthn.registrationOptions(
        db,
        KINDS.register,
        { performerId: performer.performerId },
        {
          handle: performer.performerId,
          name: performer.email ?? performer.name,
          displayName: performer.firstName ?? performer.name,
          existing,
        },
      );
    },

    async add(
      performerId: string,
      { name, response }: { name: string; response: RegistrationResponseJSON },
    ): Promise<Passkey> {
      const credential = await webauthn.verifyRegistration(response, KINDS.register, { performerId });
      if (!credential) throw new HttpError(400, NOT_ADDED, 'BAD_PASSKEY');
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(performerPasskeys)
          .values({ ...credential, performerId, name, createdAt: now() })
          .onConflictDoNothing()
          .returning(listColumns);
        if (!row) throw new HttpError(400, 'That passkey is already registered.', 'BAD_PASSKEY');
        const added = toPasskey(row);
        await audited(tx, performerId, 'POST /api/portal/passkeys', null, added, added.id);
        return added;
      });
    },

    /** Only her own passkeys: another performer's id is not found. */
    async remove(performerId: string, id: string): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(performerPasskeys)
          .where(and(eq(performerPasskeys.id, id), eq(performerPasskeys.performerId, performerId)))
          .returning(listColumns);
        if (!gone) throw notFound('Passkey not found');
        await audited(tx, performerId, 'DELETE /api/portal/passkeys', toPasskey(gone), null, id);
      });
    },

    authenticationOptions: () => webauthn.authenticationOptions(KINDS.login),

    /** The performer the passkey belongs to while her account lasts, or a 401 for anything not accepted. */
    async signIn(response: AuthenticationResponseJSON): Promise<string> {
      const verified = await webauthn.verifyAuthentication(response, KINDS.login, async (id) => {
        const [found] = await db
          .select({
            handle: performerPasskeys.performerId,
            publicKey: performerPasskeys.publicKey,
            counter: performerPasskeys.counter,
            transports: performerPasskeys.transports,
          })
          .from(performerPasskeys)
          // Only while her account lasts (ending her access deletes it, and her passkeys with it).
          .innerJoin(performerAccounts, eq(performerAccounts.performerId, performerPasskeys.performerId))
          .where(eq(performerPasskeys.id, id))
          .limit(1);
        return found ?? null;
      });
      if (!verified) throw new HttpError(401, NOT_ACCEPTED, 'BAD_PASSKEY');
      await db
        .update(performerPasskeys)
        .set({ counter: verified.newCounter, lastUsedAt: now() })
        .where(eq(performerPasskeys.id, response.id));
      return verified.handle;
    },
  };
}
export type PortalPasskeys = ReturnType<typeof createPortalPasskeys>;
