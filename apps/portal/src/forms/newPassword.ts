/**
 * A new password as the forms that set one check it (docs/security.md#passwords): the contract's
 * length, then not the e-mail nor the name the form knows, before sending; the API's refusals of a
 * common password or of the identity, said on the field; and the strength hint, whose list of
 * common passwords is loaded only by the pages that ask for a new password (a chunk of its own).
 */
import {
  passwordMatchesIdentity,
  passwordStrength,
  type PasswordIdentity,
  type PasswordStrengthLevel,
} from '@oxilio/domain';
import type { Problem } from '@oxilio/domain/client';
import { useEffect, useState, type RefObject } from 'react';
import { defineMessages } from '../i18n/defineMessages';
import { validateNewPassword, type FieldProblem } from './validation';

export type { PasswordIdentity };

/**
 * The API's two refusals of a new password, by problem code. Here rather than in app/problems.ts:
 * only the pages that set a password meet them, and the sign-in page need not carry them.
 */
export const passwordProblemMessages = defineMessages({
  password_too_common: {
    id: 'portal.problem.passwordTooCommon',
    defaultMessage: 'Ce mot de passe est trop courant ou a déjà fuité : choisissez-en un autre.',
  },
  password_matches_identity: {
    id: 'portal.problem.passwordMatchesIdentity',
    defaultMessage: 'Le mot de passe ne doit reprendre ni votre nom ni votre adresse e-mail.',
  },
});

/** The length, then the identity: the API would refuse a password that repeats either. */
export function validateChosenPassword(
  value: string,
  identity: PasswordIdentity,
): FieldProblem | null {
  return (
    validateNewPassword(value) ??
    (passwordMatchesIdentity(value, identity)
      ? { message: passwordProblemMessages.password_matches_identity }
      : null)
  );
}

/** The API's refusal of the password itself, to show on the password field; null for any other. */
export function passwordProblemOf(
  problem: Pick<Problem, 'code'> | null | undefined,
): FieldProblem | null {
  if (problem?.code === 'password_too_common') {
    return { message: passwordProblemMessages.password_too_common };
  }
  if (problem?.code === 'password_matches_identity') {
    return { message: passwordProblemMessages.password_matches_identity };
  }
  return null;
}

/**
 * Says the API's refusal of the password itself on the password field, where the next one is
 * typed, rather than above the form: the write's notice forgotten, the field's error set and
 * focused. False, doing nothing, for any other problem.
 */
export function sayPasswordRefusal(
  problem: Pick<Problem, 'code'> | null | undefined,
  form: {
    /** Forgets the write's own notice (its `reset`). */
    forget: () => void;
    setErrors: (errors: { password: FieldProblem }) => void;
    field: RefObject<HTMLInputElement | null>;
  },
): boolean {
  const refused = passwordProblemOf(problem);
  if (!refused) {
    return false;
  }
  form.forget();
  form.setErrors({ password: refused });
  form.field.current?.focus();
  return true;
}

/**
 * The strength hint of the password typed so far: null while empty, or while the list is on its
 * way (it is loaded when the page opens, so it is there before most people type).
 */
export function usePasswordStrength(
  password: string,
  identity: PasswordIdentity,
): PasswordStrengthLevel | null {
  const [commonPasswords, setCommonPasswords] = useState<ReadonlySet<string> | null>(null);
  useEffect(() => {
    let cancelled = false;
    void import('@oxilio/domain/common-passwords')
      .then(({ loadCommonPasswords }) => loadCommonPasswords())
      .then((list) => {
        if (!cancelled) {
          setCommonPasswords(list);
        }
      })
      // Without the list the hint stays silent; the API still applies the rule.
      .catch(() => undefined);
    return () => {
      cancelled = true;
    };
  }, []);
  if (password === '' || !commonPasswords) {
    return null;
  }
  return passwordStrength(password, { commonPasswords, identity });
}
