import { createHash, generateKeyPairSync, randomBytes, sign } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { isoCBOR } from '@simplewebauthn/server/helpers';

type Cbor = Parameters<typeof isoCBOR.encode>[0];

const sha256 = (data: Uint8Array | string) => createHash('sha256').update(data).digest();
const b64url = (data: Uint8Array) => Buffer.from(data).toString('base64url');

/** Authenticator data flags (WebAuthn §6.1): user present, user verified, attested credential data. */
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

type Ceremony = {
  /** Defaults to the relying party's origin. */
  origin?: string;
  /** Defaults to true: the authenticator asked for a PIN or biometric. */
  userVerified?: boolean;
};

/**
 * A software authenticator holding one ES256 passkey, for tests: it answers registration with a
 * 'none' attestation and sign-in with a signed assertion, exactly as a browser would send them.
 */
export function createSoftAuthenticator({ rpID, origin }: { rpID: string; origin: string }) {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const jwk = publicKey.export({ format: 'jwk' });
  const credentialId = randomBytes(16);
  let counter = 0;
  let userHandle: string | undefined;

  const authenticatorData = (userVerified: boolean, attested: boolean, count = counter) => {
    const signCount = Buffer.alloc(4);
    signCount.writeUInt32BE(count);
    const parts: Uint8Array[] = [
      sha256(rpID),
      Uint8Array.of(UP | (userVerified ? UV : 0) | (attested ? AT : 0)),
      signCount,
    ];
    if (attested) {
      // COSE_Key (RFC 9053): kty EC2, alg ES256, crv P-256, x, y.
      const coseKey = new Map<string | number, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]);
      const length = Buffer.alloc(2);
      length.writeUInt16BE(credentialId.length);
      parts.push(Buffer.alloc(16), length, credentialId, isoCBOR.encode(coseKey));
    }
    return Buffer.concat(parts);
  };

  const clientData = (type: string, challenge: string, at?: string) =>
    Buffer.from(JSON.stringify({ type, challenge, origin: at ?? origin, crossOrigin: false }));

  return {
    credentialId: b64url(credentialId),

    /** navigator.credentials.create() for these options. */
    register(
      options: { challenge: string; user: { id: string } },
      { origin: at, userVerified = true }: Ceremony = {},
    ): RegistrationResponseJSON {
      userHandle = options.user.id;
      const attestationObject = isoCBOR.encode(
        new Map<string | number, Cbor>([
          ['fmt', 'none'],
          ['attStmt', new Map()],
          ['authData', authenticatorData(userVerified, true)],
        ]),
      );
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientData('webauthn.create', options.challenge, at)),
          attestationObject: b64url(attestationObject),
          transports: ['internal'],
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },

    /**
     * navigator.credentials.get() for these options; each use moves the signature counter on
     * (`counter` signs once with another count, as a cloned key would).
     */
    signIn(
      options: { challenge: string },
      { origin: at, userVerified = true, counter: forced }: Ceremony & { counter?: number } = {},
    ): AuthenticationResponseJSON {
      if (forced === undefined) counter += 1;
      const authData = authenticatorData(userVerified, false, forced ?? counter);
      const clientDataJSON = clientData('webauthn.get', options.challenge, at);
      const signature = sign('sha256', Buffer.concat([authData, sha256(clientDataJSON)]), privateKey);
      return {
        id: b64url(credentialId),
        rawId: b64url(credentialId),
        type: 'public-key',
        response: {
          clientDataJSON: b64url(clientDataJSON),
          authenticatorData: b64url(authData),
          signature: b64url(signature),
          ...(userHandle ? { userHandle } : {}),
        },
        authenticatorAttachment: 'platform',
        clientExtensionResults: {},
      };
    },
  };
}
export type SoftAuthenticator = ReturnType<typeof createSoftAuthenticator>;
