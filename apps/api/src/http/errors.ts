/**
 * Typed errors. Services throw them; the error handler (./problems.ts) turns each into an
 * `application/problem+json` body with its stable code. Never build error responses by hand.
 */
import {
  problemCatalogue,
  type FieldError,
  type PatientPrescriptionMismatches,
  type ProblemCode,
} from '@oxilio/domain/contract';

export class HttpProblem extends Error {
  readonly status: number;
  constructor(
    readonly code: ProblemCode,
    /** Human-readable, safe to show to the caller (no ids of other people, no SQL). */
    readonly detail?: string,
    readonly extra: {
      errors?: FieldError[];
      headers?: Record<string, string>;
      mismatches?: PatientPrescriptionMismatches[];
    } = {},
    options?: { cause?: unknown },
  ) {
    super(detail ?? problemCatalogue[code].title, options);
    this.name = new.target.name;
    this.status = problemCatalogue[code].status;
  }
}

export class NotFoundError extends HttpProblem {
  constructor(detail = 'The resource does not exist or is not visible to you.') {
    super('not_found', detail);
  }
}

/**
 * What a lookup found, or a 404 when it found nothing (null, undefined, or false for a write that
 * matched no row): `const row = orNotFound(await repository.find(db, id), 'No such thing.')`.
 */
export function orNotFound<T>(found: T | null | undefined | false, detail?: string): T {
  if (found === null || found === undefined || found === false) {
    throw new NotFoundError(detail);
  }
  return found;
}

export class ForbiddenError extends HttpProblem {
  constructor(detail = 'You are not allowed to do this.') {
    super('forbidden', detail);
  }
}

export class ConflictError extends HttpProblem {
  constructor(detail = 'The request conflicts with the current state of the resource.') {
    super('conflict', detail);
  }
}

/** A program asks more than patients' functional capacity: confirm with `acknowledgedMismatches`. */
export class PrescriptionMismatchError extends HttpProblem {
  constructor(mismatches: PatientPrescriptionMismatches[]) {
    super(
      'prescription_mismatch',
      'The program asks more than the functional capacity of the patient: confirm with acknowledgedMismatches.',
      { mismatches },
    );
  }
}

export class ValidationFailedError extends HttpProblem {
  constructor(errors: FieldError[], detail?: string) {
    super(
      'invalid_information',
      detail ?? `Invalid ${errors.map((error) => error.field).join(', ')}.`,
      { errors },
    );
  }
}

export class AuthenticationRequiredError extends HttpProblem {
  constructor() {
    super('authentication_required', 'A bearer access token is required.', {
      headers: { 'www-authenticate': 'Bearer' },
    });
  }
}

export class InvalidTokenError extends HttpProblem {
  constructor(detail = 'The access token is invalid or has expired.') {
    super('invalid_token', detail, {
      headers: { 'www-authenticate': 'Bearer error="invalid_token"' },
    });
  }
}

export class InvalidRefreshTokenError extends HttpProblem {
  constructor() {
    super('invalid_refresh_token', 'The refresh token is invalid, expired or already used.');
  }
}

export class InvalidCredentialsError extends HttpProblem {
  constructor() {
    super('invalid_credentials', 'Wrong email or incorrect password.');
  }
}

export class InvalidVerificationTokenError extends HttpProblem {
  constructor() {
    super('invalid_verification_token', 'The link is invalid, has expired or was already used.');
  }
}

export class LinkAlreadyUsedError extends HttpProblem {
  constructor() {
    super('link_already_used', 'The account of this link exists already: sign in.');
  }
}

export class EmailAlreadyUsedError extends HttpProblem {
  constructor() {
    super('email_already_used', 'This email address is already associated with an account.');
  }
}

/** A new password refused by the password rule (auth/password-policy.ts): said on the field. */
export class PasswordRefusedError extends HttpProblem {
  constructor(code: 'password_too_common' | 'password_matches_identity', detail: string) {
    super(code, detail, { errors: [{ field: 'password', in: 'body', message: detail }] });
  }
}

export class EmailNotRecognisedError extends HttpProblem {
  constructor() {
    super('email_not_recognised', 'No account uses this email address.');
  }
}

export class EmailNotConfirmedError extends HttpProblem {
  constructor() {
    super('email_not_confirmed', 'Confirm your email address with the link sent to you first.');
  }
}

export class AccountDisabledError extends HttpProblem {
  constructor() {
    super('account_disabled', 'This account is disabled.');
  }
}

export class TooManyRequestsError extends HttpProblem {
  constructor(retryAfterSeconds: number) {
    super('too_many_requests', `Too many attempts. Retry in ${retryAfterSeconds} seconds.`, {
      headers: { 'retry-after': String(retryAfterSeconds) },
    });
  }
}

/** The recipient had their emails of the hour (mail/mailer.ts): told to a signed-in sender only. */
export class TooManyEmailsError extends HttpProblem {
  constructor(retryAfterSeconds: number) {
    super(
      'too_many_emails',
      `This address has received enough emails for now. Retry in ${retryAfterSeconds} seconds.`,
      { headers: { 'retry-after': String(retryAfterSeconds) } },
    );
  }
}

export class ServiceUnavailableError extends HttpProblem {
  constructor(detail = 'The service is not ready.') {
    super('service_unavailable', detail);
  }
}
