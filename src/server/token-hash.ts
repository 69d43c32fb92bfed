import { createHash } from 'node:crypto';

/**
 * The SHA-256 (hex) of a secret token: sessions, sign-in challenges and upload tickets store only
 * this, so a read of the database gives no token that works.
 */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
