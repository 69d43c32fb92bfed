import {
  type AuthenticationResponseJSON,
  generateAuthenticationOptions,
  generateRegistrationOptions,
  type RegistrationResponseJSON,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import { decodeClientDataJSON, isoBase64URL } from '@simplewebauthn/server/helpers';
import { and, eq } from 'drizzle-orm';
import { isTransport } from '../shared/schemas/passkeys';
import type { Database } from './db/client';
import { authChallenges } from './db/schema';
import { hashToken } from './token-hash';

/** Staff ceremonies and the portal's are apart: a challenge of one is never answered in the other. */
export type CeremonyKind = 'passkey-register' | 'passkey-login' | 'portal-passkey-register' | 'portal-passkey-login';
/** Whose registration a challenge is for: a staff account, a performer, or nobody yet (a sign-in). */
export type ChallengeOwner = { userId: string } | { performerId: string } | null;

/** A credential as it is stored: the public key in base64url, the counter, the transport hints. */
export type StoredCredential = { publicKey: string; counter: number; transports: string[] };
export type NewCredential = StoredCredential & { id: string; deviceType: string; backedUp: boolean };

const CHALLENGE_TTL_MS = 5 * 60_000;

/** The challenge the browser signed, read from its clientDataJSON; null when that is not readable. */
function signedChallenge(clientDataJSON: string): string | null {
  try {
    const { challenge } = decodeClientDataJSON(clientDataJSON);
    return typeof challenge === 'string' && challenge.length <= 200 ? challenge : null;
  } catch {
    return null;
  }
}

const ownerColumns = (owner: ChallengeOwner) => ({
  userId: owner && 'userId' in owner ? owner.userId : null,
  performerId: owner && 'performerId' in owner ? owner.performerId : null,
});

/**
 * The WebAuthn ceremonies that staff passkeys (decision 016) and performers' (decision 033) share.
 * Each challenge is a row of auth_challenges, stored under its SHA-256 and deleted as it is read,
 * so any instance can finish a ceremony another began, and no challenge can be answered twice.
 * Ceremonies begun and never finished are swept hourly with the other expired challenges (mfa.ts).
 * `rpName` is the name the device shows when it offers or saves the passkey.
 */
export function createWebAuthn({
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

  async function saveChallenge(tx: Database, challenge: string, kind: CeremonyKind, owner: ChallengeOwner) {
    const at = now();
    await tx.insert(authChallenges).values({
      tokenHash: hashToken(challenge),
      kind,
      ...ownerColumns(owner),
      challenge,
      createdAt: at,
      expiresAt: new Date(at.getTime() + CHALLENGE_TTL_MS),
    });
  }

  /** Takes the challenge out of the database (once): the challenge when it is this owner's and still live. */
  async function consumeChallenge(clientDataJSON: string, kind: CeremonyKind, owner: ChallengeOwner) {
    const challenge = signedChallenge(clientDataJSON);
    if (!challenge) return null;
    const [row] = await db
      .delete(authChallenges)
      .where(and(eq(authChallenges.tokenHash, hashToken(challenge)), eq(authChallenges.kind, kind)))
      .returning({
        userId: authChallenges.userId,
        performerId: authChallenges.performerId,
        challenge: authChallenges.challenge,
        expiresAt: authChallenges.expiresAt,
      });
    const expected = ownerColumns(owner);
    const live =
      row &&
      row.challenge === challenge &&
      row.userId === expected.userId &&
      row.performerId === expected.performerId &&
      row.expiresAt > now();
    return live ? challenge : null;
  }

  return {
    /**
     * Options for a new passkey, its challenge saved in `tx` (with the caller's audit row).
     * `handle` is the account's id, never an e-mail: sign-in checks the user handle returned.
     */
    async registrationOptions(
      tx: Database,
      kind: CeremonyKind,
      owner: NonNullable<ChallengeOwner>,
      who: { handle: string; name: string; displayName: string; existing: { id: string; transports: string[] }[] },
    ) {
      const options = await generateRegistrationOptions({
        rpName,
        rpID,
        userName: who.name,
        userDisplayName: who.displayName,
        userID: new TextEncoder().encode(who.handle),
        attestationType: 'none',
        excludeCredentials: who.existing.map(({ id, transports }) => ({
          id,
          transports: transports.filter(isTransport),
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      await saveChallenge(tx, options.challenge, kind, owner);
      return options;
    },

    /** The new credential when the browser's answer is to this owner's live challenge and verifies; else null. */
    async verifyRegistration(
      response: RegistrationResponseJSON,
      kind: CeremonyKind,
      owner: NonNullable<ChallengeOwner>,
    ): Promise<NewCredential | null> {
      const challenge = await consumeChallenge(response.response.clientDataJSON, kind, owner);
      if (!challenge) return null;
      const verified = await verifyRegistrationResponse({
        response,
        expectedChallenge: challenge,
        expectedOrigin: origin,
        expectedRPID: rpID,
        requireUserVerification: true,
      }).catch(() => null);
      if (!verified?.verified) return null;
      const { credential, credentialDeviceType, credentialBackedUp } = verified.registrationInfo;
      return {
        id: credential.id,
        publicKey: isoBase64URL.fromBuffer(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports ?? [],
        deviceType: credentialDeviceType,
        backedUp: credentialBackedUp,
      };
    },

    /** No allowCredentials: the authenticator offers the passkeys it holds for this site (no e-mail asked). */
    async authenticationOptions(kind: CeremonyKind) {
      const options = await generateAuthenticationOptions({ rpID, userVerification: 'required' });
      await saveChallenge(db, options.challenge, kind, null);
      return options;
    },

    /**
     * The account's handle and the credential's new counter when the answer is to a live sign-in
     * challenge (spent either way), signed by the credential `find` reads for its id; else null.
     */
    async verifyAuthentication(
      response: AuthenticationResponseJSON,
      kind: CeremonyKind,
      find: (credentialId: string) => Promise<(StoredCredential & { handle: string }) | null>,
    ): Promise<{ handle: string; newCounter: number } | null> {
      const challenge = await consumeChallenge(response.response.clientDataJSON, kind, null);
      if (!challenge) return null;
      const found = await find(response.id);
      if (!found) return null;
      const { userHandle } = response.response;
      if (userHandle && userHandle !== isoBase64URL.fromUTF8String(found.handle)) return null;
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
      return verified?.verified ? { handle: found.handle, newCounter: verified.authenticationInfo.newCounter } : null;
    },
  };
}
export type WebAuthn = ReturnType<typeof createWebAuthn>;
