/** A mailto: link whose address cannot add headers or recipients (?cc=, &body=, a second address). */
export const mailtoHref = (email: string) => `mailto:${encodeURIComponent(email.trim())}`;

/** A tel: link with only what a dialler needs: a leading + and digits. Null when no digit is left. */
export function telHref(phone: string): string | null {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  if (!digits) return null;
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
