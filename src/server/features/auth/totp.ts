import { createHash, randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';

/**
 * Authenticator-app codes (RFC 6238: SHA-1, 6 digits, 30-second steps, as every common app
 * expects) and one-time recovery codes. Pure functions of their inputs and the clock.
 */
const PERIOD_S = 30;
/** A code from the step before the current one is still taken (a phone clock a little behind). */
const TOLERANCE_S: [number, number] = [PERIOD_S, 0];
const RECOVERY_CODE_COUNT = 10;

export const newTotpSecret = () => generateSecret({ length: 20 });

/**
 * The otpauth:// address an app reads from the QR code, and that QR code as an SVG data URL.
 * `issuer` is what the app lists the code under (the business's name, BUSINESS_NAME).
 */
export async function totpEnrolment(issuer: string, email: string, secret: string) {
  const otpauthUrl = generateURI({ issuer, label: email, secret });
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  return { secret, otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a six-digit code was made for, when it is right for `secret` at `now` and later
 * than `afterStep` (a code is good once); null otherwise.
 */
export async function totpStep(secret: string, code: string, now: Date, afterStep: number | null) {
  if (!/^\d{6}$/.test(code)) return null;
  const epoch = Math.floor(now.getTime() / 1000);
  const result = await verify({
    secret,
    token: code,
    epoch,
    epochTolerance: TOLERANCE_S,
    ...(afterStep !== null ? { afterTimeStep: afterStep } : {}),
  }).catch(() => ({ valid: false as const }));
  return result.valid && 'timeStep' in result ? result.timeStep : null;
}

/** Ten codes like 'k7q2-mx9f-3h', 50 random bits each; only their SHA-256 is kept. */
export function newRecoveryCodes(): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Dashes and spaces do not matter when a recovery code is typed back. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/[\s-]/g, '').toLowerCase()).digest('hex');
