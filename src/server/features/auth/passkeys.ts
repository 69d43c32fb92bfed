import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq } from 'drizzle-orm';
import type { Passkey } from '../../../shared/schemas/passkeys';
import type { Database } from '../../db/client';
import { passkeys, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import type { WebAuthn } from '../../webauthn';
import type { Audit } from '../audit';
import { type Account, deleteUserSessions, findAccount } from './repository';

type Owner = Pick<Account, 'id' | 'email' | 'firstName'>;

const NOT_ADDED = 'That passkey could not be added. Please try again.';
const NOT_ACCEPTED = 'That passkey was not accepted. Try again, or sign in with your password.';

const listColumns = {
  id: passkeys.id,
  name: passkeys.name,
  createdAt: passkeys.createdAt,
  lastUsedAt: passkeys.lastUsedAt,
};
const toPasskey = (row: { id: string; name: string; createdAt: Date; lastUsedAt: Date | null }): Passkey => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
});

/** Passkeys of staff accounts (WebAuthn, decision 016), on the ceremonies of webauthn.ts. */
export function createPasskeyService({ db, now, webauthn }: { db: Database; now: () => Date; webauthn: WebAuthn }) {
  const list = async (userId: string): Promise<Passkey[]> =>
    (
      await db.select(listColumns).from(passkeys).where(eq(passkeys.userId, userId)).orderBy(asc(passkeys.createdAt))
    ).map(toPasskey);

  return {
    list,

    async registrationOptions(user: Owner, audit: Audit) {
      const existing = await db
        .select({ id: passkeys.id, transports: passkeys.transports })
        .from(passkeys)
        .where(eq(passkeys.userId, user.id));
      return db.transaction(async (tx) => {
        const options = await webauthn.registrationOptions(
          tx,
          'passkey-register',
          { userId: user.id },
          { handle: user.id, name: user.email, displayName: user.firstName, existing },
        );
        await audit.record(tx, { entityType: 'users', entityId: user.id, before: null, after: { passkey: 'adding' } });
        return options;
      });
    },

    /**
     * Verifies and keeps a new passkey, and ends the account's other sessions (as turning on the
     * authenticator app does): whoever signed in with the password alone before is out.
     */
    async add(
      user: Owner,
      { name, response }: { name: string; response: RegistrationResponseJSON },
      { audit, keepSessionHash }: { audit: Audit; keepSessionHash: string | undefined },
    ): Promise<Passkey> {
      const credential = await webauthn.verifyRegistration(response, 'passkey-register', { userId: user.id });
      if (!credential) throw new HttpError(400, NOT_ADDED, 'BAD_PASSKEY');
      const values = { ...credential, userId: user.id, name, createdAt: now() };
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(passkeys).values(values).onConflictDoNothing().returning(listColumns);
        if (!row) throw new HttpError(400, 'That passkey is already registered.', 'BAD_PASSKEY');
        const added = toPasskey(row);
        const sessionsEnded = await deleteUserSessions(tx, user.id, keepSessionHash);
        await audit.record(tx, {
          entityType: 'passkeys',
          entityId: added.id,
          before: null,
          after: { ...added, sessionsEnded },
        });
        return added;
      });
    },

    /** Only the account's own passkeys: another account's id is not found. */
    async remove(userId: string, id: string, audit: Audit): Promise<void> {
      await db.transaction(async (tx) => {
        const [gone] = await tx
          .delete(passkeys)
          .where(and(eq(passkeys.id, id), eq(passkeys.userId, userId)))
          .returning(listColumns);
        if (!gone) throw notFound('Passkey not found');
        await audit.record(tx, { entityType: 'passkeys', entityId: id, before: toPasskey(gone), after: null });
      });
    },

    authenticationOptions: () => webauthn.authenticationOptions('passkey-login'),

    /** The staff account the passkey belongs to, or a 401 for anything not accepted. */
    async signIn(response: AuthenticationResponseJSON): Promise<Account> {
      const refused = new HttpError(401, NOT_ACCEPTED, 'BAD_PASSKEY');
      const verified = await webauthn.verifyAuthentication(response, 'passkey-login', async (id) => {
        const [found] = await db
          .select({
            handle: passkeys.userId,
            isAdmin: users.isAdmin,
            publicKey: passkeys.publicKey,
            counter: passkeys.counter,
            transports: passkeys.transports,
          })
          .from(passkeys)
          .innerJoin(users, eq(users.id, passkeys.userId))
          .where(eq(passkeys.id, id))
          .limit(1);
        return found?.isAdmin ? found : null;
      });
      if (!verified) throw refused;
      await db
        .update(passkeys)
        .set({ counter: verified.newCounter, lastUsedAt: now() })
        .where(eq(passkeys.id, response.id));
      const account = await findAccount(db, verified.handle);
      if (!account) throw refused;
      return account;
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
