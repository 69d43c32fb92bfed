/**
 * Text made literal inside a LIKE or ILIKE pattern: `%`, `_` and the escape character itself
 * (PostgreSQL's default, a backslash) each get a backslash in front.
 */
export function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}
