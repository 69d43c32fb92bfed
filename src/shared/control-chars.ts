/** C0 controls, DEL and C1 controls: they have no place in text people type (NUL cannot even be stored). */
export const isControlChar = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/** Whether `text` holds a control character other than those in `allowed` (e.g. '\t\n\r'). */
export const hasControlChars = (text: string, allowed = '') =>
  [...text].some((ch) => isControlChar(ch) && !allowed.includes(ch));
