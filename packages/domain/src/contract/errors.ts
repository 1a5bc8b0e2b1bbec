import { Type, type Static } from '@sinclair/typebox';
import { PatientPrescriptionMismatches } from './prescription';

/**
 * Every error the API answers with, by stable code. The body is an RFC 9457 problem document
 * (`application/problem+json`); the portal maps `code` to a translated message
 * (docs/product.md#errors).
 * Codes are part of the contract: never rename one, add a new one instead.
 */
export const problemCatalogue = {
  // The codes the portal shows a message for (docs/product.md#errors).
  /** Wrong email or incorrect password (the answer never says which). */
  invalid_credentials: { status: 401, title: 'Wrong email or incorrect password' },
  /** A signup, confirmation or reset token that is unknown, used or expired. */
  invalid_verification_token: { status: 400, title: 'Invalid verification token' },
  /**
   * An application's or invitation's link whose account was made with it: say so, and offer to
   * sign in (a link that is wrong or expired stays `invalid_verification_token`).
   */
  link_already_used: { status: 400, title: 'This link has already been used' },
  /** The request does not satisfy the contract; `fields` names what is wrong. */
  invalid_information: { status: 400, title: 'The information is not valid' },
  /** Signup with an email that already has an account. */
  email_already_used: { status: 409, title: 'Email already associated with an account' },
  /** Password reset requested for an email without an account. */
  email_not_recognised: { status: 404, title: 'Email address not recognised' },
  /** A new password that is in the list of common and breached passwords (docs/security.md). */
  password_too_common: { status: 400, title: 'This password is too common' },
  /** A new password that is the account's email, its local part, or the person's name. */
  password_matches_identity: {
    status: 400,
    title: 'The password repeats the email address or the name',
  },

  // Authentication and sessions
  /** The account exists and the password is right, but the email is not confirmed yet. */
  email_not_confirmed: { status: 403, title: 'Email address not confirmed' },
  /** The account is disabled (for example archived after the end of service). */
  account_disabled: { status: 403, title: 'Account disabled' },
  /** No bearer token on a call that needs one. */
  authentication_required: { status: 401, title: 'Authentication required' },
  /** The bearer access token is malformed, forged or expired: refresh and retry once. */
  invalid_token: { status: 401, title: 'Invalid or expired access token' },
  /** The refresh token is unknown, expired, revoked or was already used: sign in again. */
  invalid_refresh_token: { status: 401, title: 'Invalid refresh token' },

  // Devices
  /** A measurement from a device that is not associated with a patient (or before it was). */
  device_not_associated: { status: 409, title: 'Device not associated with a patient' },

  // Programs
  /**
   * The program asks more than a patient's functional capacity: `mismatches` lists them per
   * patient; the same call with `acknowledgedMismatches: true` confirms them.
   */
  prescription_mismatch: { status: 409, title: 'The program asks more than the patient can do' },

  // Standardised tests (docs/decisions/outcome-measures.md)
  /** A test's result outside the test's valid range (packages/domain/src/outcomeMeasures.ts). */
  outcome_value_out_of_range: {
    status: 400,
    title: 'The result is outside the test’s valid range',
  },
  /** A test's result with more decimals than the test is measured with. */
  outcome_value_too_precise: { status: 400, title: 'The result has more decimals than the test' },
  /** A test dated after the establishment's today. */
  outcome_date_in_future: { status: 400, title: 'A test cannot be dated in the future' },
  /** The exercise is not in the session, or is not one of the catalogued tests. */
  outcome_test_not_in_session: {
    status: 400,
    title: 'The exercise is not a catalogued test of this session',
  },
  /** A session older than yesterday: its tests can no longer be noted by the patient. */
  outcome_session_too_old: { status: 409, title: 'The session is too old to note a test' },

  // Health record systems (docs/decisions/api-fhir-clients.md)
  /** Neither a JWK set nor a JWKS URL, or both. */
  fhir_client_keys_missing: {
    status: 400,
    title: 'Give the public keys or their URL, one of them',
  },
  /** A key that is not a public RS384 or ES384 (P-384) key, or two keys with the same kid. */
  fhir_client_keys_invalid: {
    status: 400,
    title: 'The keys are not public RS384 or ES384 signing keys',
  },

  // Generic HTTP outcomes
  /** The body is not parseable (broken JSON, empty JSON body). */
  malformed_request: { status: 400, title: 'Malformed request' },
  forbidden: { status: 403, title: 'Forbidden' },
  not_found: { status: 404, title: 'Not found' },
  conflict: { status: 409, title: 'Conflict' },
  payload_too_large: { status: 413, title: 'Payload too large' },
  unsupported_media_type: { status: 415, title: 'Unsupported media type' },
  too_many_requests: { status: 429, title: 'Too many requests' },
  /**
   * The recipient has had the most emails one address gets in an hour (docs/security.md): told to
   * a signed-in sender (an invitation); public calls answer as if it was sent.
   */
  too_many_emails: { status: 429, title: 'Too many emails to this address' },
  internal_error: { status: 500, title: 'Internal server error' },
  service_unavailable: { status: 503, title: 'Service unavailable' },
} as const satisfies Record<string, { status: number; title: string }>;

export type ProblemCode = keyof typeof problemCatalogue;
export const problemCodes = Object.keys(problemCatalogue) as ProblemCode[];

/** The `type` URI of a problem code (RFC 9457 allows non-resolvable URIs). */
export function problemType(code: ProblemCode): string {
  return `urn:oxilio:problem:${code}`;
}

export const ProblemCodeSchema = Type.Unsafe<ProblemCode>({
  type: 'string',
  enum: problemCodes,
  description: 'Stable machine-readable error code.',
});

export const FieldError = Type.Object({
  /** Dotted path of the field, e.g. `email` or `address.zipCode`. */
  field: Type.String(),
  /** Where the field was: body, querystring, params or headers. */
  in: Type.String(),
  message: Type.String(),
});
export type FieldError = Static<typeof FieldError>;

/** RFC 9457 problem details, as every error response body is. */
export const Problem = Type.Object(
  {
    type: Type.String({ description: 'URI of the problem type: urn:oxilio:problem:<code>.' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
    code: ProblemCodeSchema,
    /** For validation errors: the names of the fields that are wrong. */
    fields: Type.Optional(Type.Array(Type.String())),
    errors: Type.Optional(Type.Array(FieldError)),
    /** For `prescription_mismatch`: each patient's mismatches with the program. */
    mismatches: Type.Optional(Type.Array(PatientPrescriptionMismatches)),
    requestId: Type.Optional(Type.String()),
  },
  { title: 'Problem' },
);
export type Problem = Static<typeof Problem>;

export const problemMediaType = 'application/problem+json';

/**
 * Success notices: codes of the success messages (docs/product.md#errors, and their siblings),
 * which the portal maps to translated messages the same way as problem codes.
 */
export const noticeCodes = [
  'signup_confirmation_sent',
  'account_confirmed',
  'reset_email_sent',
  'reset_token_valid',
  'password_changed',
] as const;
export type NoticeCode = (typeof noticeCodes)[number];

export const Notice = Type.Object(
  {
    code: Type.Unsafe<NoticeCode>({ type: 'string', enum: [...noticeCodes] }),
    message: Type.String({ description: 'English text, for logs and API users; not for display.' }),
  },
  { title: 'Notice' },
);
export type Notice = Static<typeof Notice>;

/**
 * Problem responses to declare on a route, for the OpenAPI document and serialisation:
 * `response: { 200: Body, ...problemResponses(400, 401) }`.
 */
export function problemResponses<const S extends readonly number[]>(...statuses: S) {
  const responses = {} as Record<S[number], typeof ProblemResponse>;
  for (const status of statuses) {
    responses[status as S[number]] = ProblemResponse;
  }
  return responses;
}

const ProblemResponse = {
  description: 'Problem details (RFC 9457)',
  content: { [problemMediaType]: { schema: Problem } },
} as const;
