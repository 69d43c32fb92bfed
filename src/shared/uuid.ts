const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether an id from a path or query has the shape of a UUID (any version). Checked before it
 * reaches a uuid column, which refuses a malformed one with an error where a 404 is meant.
 */
export function isUuid(id: string): boolean {
  return UUID.test(id);
}
