/** C0 controls, DEL and C1 controls: they have no place in text people type (NUL cannot even be stored). */
export const isControlChar = (ch: string) => {
  const code = ch.codePointAt(0) ?? 0;
  return code < 0x20 || (code >= 0x7f && code <= 0x9f);
};

/** Whether `text` holds a control character other than those in `allowed` (e.g. '\t\n\r'). */
export const hasControlChars = (text: string, allowed = '') =>
  [...text].some((ch) => isControlChar(ch) && !allowed.includes(ch));

/**
 * The invisible text-direction controls: embeddings and overrides (U+202A–U+202E), isolates
 * (U+2066–U+2069) and the direction marks (U+200E, U+200F, U+061C). Nobody types them on
 * purpose; they make a name read backwards in the desk, a subject or a spreadsheet.
 */
const DIRECTION_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
const hasDirectionControls = (text: string) => DIRECTION_CONTROLS.test(text);

/** Text a client writes for others to read: no control characters (but `allowed`), no direction controls. */
export const hasHiddenChars = (text: string, allowed = '') =>
  hasControlChars(text, allowed) || hasDirectionControls(text);
