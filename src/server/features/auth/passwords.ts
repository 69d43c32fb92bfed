import { hash, verify } from '@node-rs/argon2';
import { MIN_PASSWORD_LENGTH } from '../../../shared/schemas/auth';

/** Argon2id with OWASP's recommended minimum: 19 MiB of memory, 2 passes, 1 lane. */
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

class WeakPasswordError extends Error {}

export async function hashPassword(password: string): Promise<string> {
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new WeakPasswordError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  return hash(password, OPTIONS);
}

/** A short secret that is no password (a performer's duress PIN): the same argon2id, without the length rule. */
export const hashSecret = (secret: string): Promise<string> => hash(secret, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this when the account does not exist takes as long as a real check. */
export const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$+PugGDvHGuiDPivhAuOfcw$15o3crexcodG5JR43cAgLnsR1ZPcmqrS0N3dJ8eZNXs';
