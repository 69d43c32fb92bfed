/** When the terms and the privacy policy last changed (YYYY-MM-DD): both languages show the same date. */
export const TERMS_UPDATED = '2026-11-22';
export const PRIVACY_UPDATED = '2026-11-22';
