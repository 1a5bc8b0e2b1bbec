/**
 * The rules of a new password that need no list (docs/security.md#passwords): whether it repeats
 * the account's e-mail or name, and the strength hint shown as it is typed. The list of common
 * passwords itself is loaded apart (./commonPasswords.ts), so that importing these never brings
 * it into a page's first scripts.
 */
import { newPasswordMinLength } from './limits';

/** The strength hint's levels, weakest first: `tooShort` and `tooCommon` are refused by the API. */
export const passwordStrengthLevels = ['tooShort', 'tooCommon', 'weak', 'fair', 'strong'] as const;
export type PasswordStrengthLevel = (typeof passwordStrengthLevels)[number];

/** What the account knows of its person, to refuse a password that merely repeats it. */
export interface PasswordIdentity {
  email?: string | null;
  firstName?: string | null;
  lastName?: string | null;
}

/**
 * How passwords are compared with the list and the identity: the same characters typed on another
 * keyboard (NFKC, as the hash does), case and surrounding spaces ignored.
 */
export function normalisePassword(password: string): string {
  return password.normalize('NFKC').trim().toLowerCase();
}

/** Spaces, dots, hyphens and underscores do not make a name another word: "jean.dupont". */
const squash = (text: string) => normalisePassword(text).replace(/[\s._-]+/gu, '');

/** The e-mail, its local part, and the first, last and full names, as the password may repeat them. */
function identityForms(identity: PasswordIdentity): string[] {
  const email = identity.email?.trim() ?? '';
  const first = identity.firstName?.trim() ?? '';
  const last = identity.lastName?.trim() ?? '';
  const forms = [
    email,
    email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : '',
    first,
    last,
    `${first}${last}`,
    `${last}${first}`,
  ];
  return forms.map(squash).filter((form) => form !== '');
}

/** True when the password is the e-mail, its local part, or the person's first, last or full name. */
export function passwordMatchesIdentity(password: string, identity: PasswordIdentity): boolean {
  const typed = squash(password);
  return typed !== '' && identityForms(identity).includes(typed);
}

/** True when the password is in the list of common and breached passwords (lowercase). */
export function isCommonPassword(password: string, commonPasswords: ReadonlySet<string>): boolean {
  return commonPasswords.has(normalisePassword(password));
}

/** Letters at both ends removed from: "Password1!" is "password" with a digit and a sign. */
const core = (normalised: string) => normalised.replace(/^[^\p{L}]+|[^\p{L}]+$/gu, '');

/** A rough search space in bits: the length times the size of the character kinds used. */
function estimatedBits(password: string): number {
  const characters = [...password];
  let pool = 0;
  if (/\p{Ll}/u.test(password)) {
    pool += 26;
  }
  if (/\p{Lu}/u.test(password)) {
    pool += 26;
  }
  if (/\p{N}/u.test(password)) {
    pool += 10;
  }
  if (/[^\p{L}\p{N}]/u.test(password)) {
    pool += 33;
  }
  // Letters outside a-z widen the pool, but a rough hint needs no more precision.
  return characters.length * Math.log2(Math.max(pool, 2));
}

/**
 * The hint shown under a new-password field. Not the rule (the API's is the list and the identity,
 * and the length): a hint that rewards length, as NIST SP 800-63B recommends, and says when the
 * password is a common one or a common word dressed up with digits and signs.
 */
export function passwordStrength(
  password: string,
  {
    commonPasswords,
    identity = {},
  }: { commonPasswords: ReadonlySet<string>; identity?: PasswordIdentity },
): PasswordStrengthLevel {
  if ([...password].length < newPasswordMinLength) {
    return 'tooShort';
  }
  if (isCommonPassword(password, commonPasswords) || passwordMatchesIdentity(password, identity)) {
    return 'tooCommon';
  }
  const base = core(normalisePassword(password));
  const distinct = new Set(normalisePassword(password)).size;
  if (
    distinct < 4 ||
    (base !== '' && (commonPasswords.has(base) || passwordMatchesIdentity(base, identity)))
  ) {
    return 'weak';
  }
  const bits = estimatedBits(password);
  return bits < 50 ? 'weak' : bits < 70 ? 'fair' : 'strong';
}
