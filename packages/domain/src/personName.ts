import { personNameMaxLength } from './limits';

/**
 * What a first or last name may hold (issue 26): letters of any script (`\p{L}`) with their
 * combining marks (`\p{M}`), spaces, hyphens and apostrophes (' and ’), at least one letter. Names
 * are written into the greeting of emails, some sent to someone else (an invitation, the answer to
 * an application): no digits, links or punctuation to write a message with.
 * "Jean-Pierre", "N'Diaye", "D’Arc", "Nguyễn", "李" and "Ærøskøbing" pass; "Gagnant!",
 * "evil.example" and "Léa2" do not.
 *
 * A Unicode pattern (the `u` flag): the API's Ajv compiles patterns so; a checker without it would
 * read `\p{L}` as a literal "p{L}" (use `isPersonName`).
 */
export const personNamePattern = "^[\\p{L}\\p{M} '’-]*\\p{L}[\\p{L}\\p{M} '’-]*$";

const personName = new RegExp(personNamePattern, 'u');

/** Whether the API takes `value` as a first or last name (as sent: the API trims it after). */
export function isPersonName(value: string): boolean {
  // Code points, as JSON Schema's maxLength counts them.
  return [...value].length <= personNameMaxLength && personName.test(value);
}
