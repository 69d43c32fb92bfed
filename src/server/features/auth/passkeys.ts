import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, asc, eq } from 'drizzle-orm';
import { isTransport, type Passkey } from '../../../shared/schemas/passkeys';
import type { Database } from '../../db/client';
import { authChallenges, passkeys, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { hashToken } from '../../token-hash';
import type { Audit } from '../audit';
import { type Account, deleteUserSessions, findAccount } from './repository';

type Owner = Pick<Account, 'id' | 'email' | 'firstName'>;
type ChallengeKind = 'passkey-register' | 'passkey-login';
const CHALLENGE_TTL_MS = 5 * 60_000;

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

/** The challenge the browser signed, read from its clientDataJSON; null when that is not readable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

/**
 * Passkeys of staff accounts (WebAuthn, decision 016). Each ceremony's challenge is a row of
 * auth_challenges, stored under its SHA-256 and deleted as it is read, so any instance can finish
 * a ceremony another began, and no challenge can be answered twice.
 */
/** `rpName`: the name the device shows when it offers or saves the passkey. */
export function createPasskeyService({
  db,
  now,
  publicUrl,
  rpName,
}: {
  db: Database;
  now: () => Date;
  publicUrl: string;
  rpName: string;
}) {
  const { hostname: rpID, origin } = new URL(publicUrl);

  /** Ceremonies begun and never finished are swept hourly with the other expired challenges (mfa.ts). */
  async function saveChallenge(tx: Database, challenge: string, kind: ChallengeKind, userId: string | null) {
    const at = now();
    await tx.insert(authChallenges).values({
      tokenHash: hashToken(challenge),
      kind,
      userId,
      challenge,
      createdAt: at,
      expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
    });
  }

  /** Takes the challenge out of the database (once): the challenge when it is this user's and still live. */
  async function consumeChallenge(clientDataJSON: string, kind: ChallengeKind, userId: string | null) {
    const challenge = signedChallenge(clientDataJSON);
    if (!challenge) return null;
    const [row] = await db
      .delete(authChallenges)
      .where(and(eq(authChallenges.tokenHash, hashToken(challenge)), eq(authChallenges.kind, kind)))
      .returning({
        userId: authChallenges.userId,
        challenge: authChallenges.challenge,
        expiresAt: authChallenges.expiresAt,
      });
    const live = row && row.challenge === challenge && row.userId === userId && row.expiresAt > now();
    return live ? challenge : null;
  }

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
      const options = await generateRegistrationOptions({
        rpName,
        rpID,
        userName: user.email,
        userDisplayName: user.firstName,
        // The account id, never the e-mail: sign-in checks the user handle the authenticator returns.
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing,
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await db.transaction(async (tx) => {
        await saveChallenge(tx, options.challenge, 'passkey-register', user.id);
        await audit.record(tx, { entityType: 'users', entityId: user.id, before: null, after: { passkey: 'adding' } });
      });
      return options;
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
      const refused = new HttpError(400, NOT_ADDED, 'BAD_PASSKEY');
      const challenge = await consumeChallenge(response.response.clientDataJSON, 'passkey-register', user.id);
      if (!challenge) throw refused;
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw refused;
      const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
      const values = {
        id: credential.id,
        userId: user.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
        name,
        createdAt: now(),
      };
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

    /** No allowCredentials: the authenticator offers the passkeys it holds for this site (no e-mail asked). */
    async authenticationOptions() {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
      await saveChallenge(db, options.challenge, 'passkey-login', null);
      return options;
    },

    /** The staff account the passkey belongs to, or a 401 for anything not accepted. */
    async signIn(response: AuthenticationResponseJSON): Promise<Account> {
      const refused = new HttpError(401, NOT_ACCEPTED, 'BAD_PASSKEY');
      const challenge = await consumeChallenge(response.response.clientDataJSON, 'passkey-login', null);
      if (!challenge) throw refused;
      const [found] = await db
        .select({
          userId: passkeys.userId,
          isAdmin: users.isAdmin,
          publicKey: passkeys.publicKey,
          counter: passkeys.counter,
          transports: passkeys.transports,
        })
        .from(passkeys)
        .innerJoin(users, eq(users.id, passkeys.userId))
        .where(eq(passkeys.id, response.id))
        .limit(1);
      if (!found?.isAdmin) throw refused;
      const { userHandle } = response.response;
      if (userHandle && userHandle !== isoBase64URL.fromUTF8String(found.userId)) throw refused;
      const verified = await verifyAuthenticationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        credential: {
          id: response.id,
          publicKey: isoBase64URL.toBuffer(found.publicKey),
          counter: found.counter,
          transports: found.transports.filter(isTransport),
        },
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) throw refused;
      await db
        .update(passkeys)
        .set({ counter: verified.authenticationInfo.newCounter, lastUsedAt: now() })
        .where(eq(passkeys.id, response.id));
      const account = await findAccount(db, found.userId);
      if (!account) throw refused;
      return account;
    },
  };
}
export type PasskeyService = ReturnType<typeof createPasskeyService>;
