/**
 * Who the visitor deals with (docs/product.md, Business identity). The name, phone, e-mail and
 * Cash App tag come from the settings (BUSINESS_NAME, BUSINESS_PHONE, BUSINESS_EMAIL,
 * CASHAPP_TAG); nothing here invents a contact detail.
 */
export type BusinessIdentity = {
  name: string;
  /** E.164 (+13055550142), for tel: and sms: links; null when the business publishes no phone. */
  phone: string | null;
  /** null when the business publishes no e-mail address. */
  email: string | null;
  cashAppTag: string;
  /**
   * The business's own words on travel and tips (TRAVEL_TERMS, TIPS_TERMS and their _ES forms),
   * shown on profiles and the confirmation page; null shows the built-in words (docs/product.md,
   * Trust). The Spanish site shows `es` when set, otherwise `en`.
   */
  terms: { travel: TermsWords | null; tips: TermsWords | null };
  /** RETENTION_YEARS (decision 046): years after the event that a booking's details are kept; the privacy page says so. */
  retentionYears: number;
};

export type TermsWords = { en: string; es: string | null };

/** The booking team answers every request within this many hours. */
export const RESPONSE_HOURS = 24;

/**
 * A phone number as typed in the settings, in E.164, or null when it is not one. A 10-digit
 * number (punctuation allowed) is a US number; anything else must start with + and a country code.
 */
export function normalizePhone(typed: string): string | null {
  const trimmed = typed.trim();
  if (!/^\+?[\d\s().-]+$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, '');
  if (trimmed.startsWith('+')) return digits.length >= 8 && digits.length <= 15 ? `+${digits}` : null;
  if (digits.length === 10) return `+1${digits}`;
  if (digits.length === 11 && digits.startsWith('1')) return `+${digits}`;
  return null;
}

/** "(305) 555-0142" for a US number, the E.164 form for any other. */
export function phoneForPeople(e164: string): string {
  const us = /^\+1(\d{3})(\d{3})(\d{4})$/.exec(e164);
  return us ? `(${us[1]}) ${us[2]}-${us[3]}` : e164;
}
