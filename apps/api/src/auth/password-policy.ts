/**
 * The rule every new password follows (docs/security.md#passwords), in one place for every call
 * that sets one: signup, signup from an application or an invitation, reset. Beyond the contract's
 * length: not in the bundled list of common and breached passwords, and not the account's e-mail,
 * its local part, or the person's name. No composition rules (NIST SP 800-63B).
 */
import { isCommonPassword, passwordMatchesIdentity, type PasswordIdentity } from '@oxilio/domain';
import { loadCommonPasswords } from '@oxilio/domain/common-passwords';
import { PasswordRefusedError } from '../http/errors';

/**
 * Refuses (400 `password_too_common` or `password_matches_identity`) a password the rule forbids.
 * Call it before anything is written: a refusal changes nothing.
 */
export async function assertAcceptablePassword(
  password: string,
  identity: PasswordIdentity,
): Promise<void> {
  if (isCommonPassword(password, await loadCommonPasswords())) {
    throw new PasswordRefusedError(
      'password_too_common',
      'This password is among the most common or breached ones: choose another.',
    );
  }
  if (passwordMatchesIdentity(password, identity)) {
    throw new PasswordRefusedError(
      'password_matches_identity',
      'The password must not be the email address or the name: choose another.',
    );
  }
}
