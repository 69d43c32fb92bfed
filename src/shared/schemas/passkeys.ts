import { z } from 'zod';
import { PASSKEY_NAME_MAX } from '../passkey-name';

/**
 * Passkeys (WebAuthn) of staff accounts: the options the server hands the browser, the
 * browser's answers as `@simplewebauthn/browser` encodes them (base64url, no padding), and the
 * passkeys as the account page lists them.
 */
const b64url = (max: number) =>
  z
    .string()
    .max(max)
    .regex(/^[A-Za-z0-9_-]*$/, 'Expected base64url');

const TRANSPORTS = ['ble', 'cable', 'hybrid', 'internal', 'nfc', 'smart-card', 'usb'] as const;
export type Transport = (typeof TRANSPORTS)[number];
export const isTransport = (value: string): value is Transport => (TRANSPORTS as readonly string[]).includes(value);
/** Unknown transports (a newer browser's) are dropped rather than refused: they are only hints. */
const transportList = z
  .array(z.string().max(32))
  .max(10)
  .transform((list) => list.filter(isTransport));

/** A credential id fits the router's 500-character path parameter, so every passkey can be removed. */
const credentialId = b64url(500).min(1);

const descriptorSchema = z.object({ id: z.string(), type: z.string(), transports: z.array(z.string()).optional() });
const userVerification = z.enum(['required', 'preferred', 'discouraged']);

/** POST /api/admin/account/passkeys/options: what navigator.credentials.create() needs. */
export const registrationOptionsSchema = z.object({
  challenge: z.string(),
  rp: z.object({ name: z.string(), id: z.string().optional() }),
  user: z.object({ id: z.string(), name: z.string(), displayName: z.string() }),
  pubKeyCredParams: z.array(z.object({ alg: z.number(), type: z.literal('public-key') })),
  timeout: z.number().optional(),
  attestation: z.enum(['none', 'indirect', 'direct', 'enterprise']).optional(),
  excludeCredentials: z.array(descriptorSchema).optional(),
  authenticatorSelection: z
    .object({
      authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
      residentKey: z.enum(['required', 'preferred', 'discouraged']).optional(),
      requireResidentKey: z.boolean().optional(),
      userVerification: userVerification.optional(),
    })
    .optional(),
  extensions: z.object({ credProps: z.boolean().optional() }).optional(),
  hints: z.array(z.enum(['security-key', 'client-device', 'hybrid'])).optional(),
});

/** POST /api/login/passkey/options: what navigator.credentials.get() needs (any passkey of this site). */
export const authenticationOptionsSchema = z.object({
  challenge: z.string(),
  rpId: z.string().optional(),
  timeout: z.number().optional(),
  userVerification: userVerification.optional(),
});
export type AuthenticationOptions = z.infer<typeof authenticationOptionsSchema>;

const clientExtensionResults = z.object({ credProps: z.object({ rk: z.boolean().optional() }).optional() });

/** The browser's answer to navigator.credentials.create(). */
const registrationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(8_000),
    attestationObject: b64url(64_000),
    authenticatorData: b64url(64_000).optional(),
    transports: transportList.optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: b64url(16_000).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** The browser's answer to navigator.credentials.get(). */
const authenticationResponseSchema = z.object({
  id: credentialId,
  rawId: credentialId,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: b64url(8_000),
    authenticatorData: b64url(8_000),
    signature: b64url(8_000),
    userHandle: b64url(200).optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults,
});

/** POST /api/admin/account/passkeys. */
export const addPasskeyRequestSchema = z.object({
  name: z.string().trim().min(1, 'Name the passkey').max(PASSKEY_NAME_MAX),
  response: registrationResponseSchema,
});

/** POST /api/login/passkey. */
export const passkeyLoginRequestSchema = z.object({ response: authenticationResponseSchema });

/** One passkey of the signed-in account, as the account page lists it. */
export const passkeySchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type Passkey = z.infer<typeof passkeySchema>;
export const passkeyListSchema = z.array(passkeySchema);
