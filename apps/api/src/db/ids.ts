/**
 * Entity ids are UUIDs (the contract's `Uuid`). A lookup by an id that is not one would make
 * PostgreSQL fail on the cast instead of finding nothing: check with `isUuid` first, and answer as
 * for an id that does not exist.
 */
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: string): boolean {
  return uuidPattern.test(value);
}
