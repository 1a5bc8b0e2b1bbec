import { Type, type Static } from '@sinclair/typebox';
import { newPasswordMaxLength, newPasswordMinLength } from '../limits';
import { Body, EmailAddress, LocaleSchema, PersonName } from './common';
import { Notice, problemResponses } from './errors';
import type { Endpoint } from './endpoint';

/** Contract of the auth calls (all under /api/v1, docs/product.md#tokens-and-refresh). */

/** A new password: NIST SP 800-63B lengths (at least 8, long passphrases allowed). */
export const NewPassword = Type.String({
  minLength: newPasswordMinLength,
  maxLength: newPasswordMaxLength,
});
/** A password as typed at sign-in (no policy: old accounts keep working). */
const AnyPassword = Type.String({ minLength: 1, maxLength: 1024 });
/** Opaque tokens sent by email or returned at sign-in. */
const OpaqueToken = Type.String({ minLength: 1, maxLength: 512 });

export const SigninBody = Body(
  {
    email: EmailAddress,
    password: AnyPassword,
    rememberMe: Type.Optional(Type.Boolean()),
    /**
     * The language the user chose on the sign-in page: it becomes the account's language (the
     * portal's and the emails'). Absent when nobody chose (docs/decisions/portal-sign-in-language.md).
     */
    locale: Type.Optional(LocaleSchema),
  },
  'SigninBody',
);
export type SigninBody = Static<typeof SigninBody>;

export const TokenPair = Type.Object(
  {
    accessToken: Type.String({
      description: 'JWT (HS256), short-lived; claims: AccessTokenClaims',
    }),
    refreshToken: Type.String({
      description: 'Opaque, single use: each refresh returns a new one',
    }),
  },
  { title: 'TokenPair' },
);
export type TokenPair = Static<typeof TokenPair>;

export const SignupBody = Body(
  {
    email: EmailAddress,
    password: NewPassword,
    firstName: PersonName,
    lastName: PersonName,
    /** Language of the emails; defaults to the Accept-Language header, then French. */
    locale: Type.Optional(LocaleSchema),
  },
  'SignupBody',
);
export type SignupBody = Static<typeof SignupBody>;

export const VerificationTokenBody = Body(
  { verificationToken: OpaqueToken },
  'VerificationTokenBody',
);
export type VerificationTokenBody = Static<typeof VerificationTokenBody>;

export const RefreshTokenBody = Body(
  {
    /** The last access token, possibly expired; checked to belong to the same user when present. */
    accessToken: Type.Optional(Type.String({ maxLength: 4096 })),
    refreshToken: OpaqueToken,
    /** Accepted for compatibility; the lifetime is the one chosen at sign-in. */
    rememberMe: Type.Optional(Type.Boolean()),
  },
  'RefreshTokenBody',
);
export type RefreshTokenBody = Static<typeof RefreshTokenBody>;

export const ResetPasswordBody = Body({ email: EmailAddress }, 'ResetPasswordBody');
export type ResetPasswordBody = Static<typeof ResetPasswordBody>;

export const ConfirmResetPasswordBody = Body(
  { verificationToken: OpaqueToken, password: NewPassword },
  'ConfirmResetPasswordBody',
);
export type ConfirmResetPasswordBody = Static<typeof ConfirmResetPasswordBody>;

/**
 * Claims of the access token (the User entity, docs/product.md#entities). `roles` is the
 * comma-separated role string, the first being the current role. Ids are present only when the
 * user has that profile.
 */
export interface AccessTokenClaims {
  sub: string;
  roles: string;
  patientId?: string;
  reeducatorId?: string;
  responsableId?: string;
  establishmentId?: string;
  /** The session: the refresh-token family the token was issued in (docs/security.md). */
  sid: string;
  iat: number;
  exp: number;
}

/** Route schemas of the auth module, shared by the server and the OpenAPI document. */
export const authEndpoints = {
  signin: {
    method: 'POST',
    path: '/auth/signin',
    summary: 'Sign in',
    body: SigninBody,
    response: { 200: TokenPair, ...problemResponses(400, 401, 403, 415, 429) },
  },
  signup: {
    method: 'POST',
    path: '/auth/signup',
    summary: 'Create an account; a confirmation email follows',
    body: SignupBody,
    response: { 201: Notice, ...problemResponses(400, 409, 415) },
  },
  signupConfirm: {
    method: 'POST',
    path: '/auth/signup/confirm',
    summary: 'Confirm the email address with the token of the confirmation email',
    body: VerificationTokenBody,
    response: { 200: Notice, ...problemResponses(400, 415) },
  },
  signout: {
    method: 'POST',
    path: '/auth/signout',
    summary:
      "End the caller's session: its refresh token at once, its access tokens within seconds",
    response: { 204: Type.Null(), ...problemResponses(401) },
  },
  refreshToken: {
    method: 'POST',
    path: '/auth/refreshToken',
    summary: 'Rotate the refresh token and get a new access token',
    body: RefreshTokenBody,
    response: { 200: TokenPair, ...problemResponses(400, 401, 415) },
  },
  resetPassword: {
    method: 'POST',
    path: '/auth/resetPassword',
    summary: 'Send a password reset email',
    body: ResetPasswordBody,
    response: { 202: Notice, ...problemResponses(400, 404, 415, 429) },
  },
  checkResetPasswordToken: {
    method: 'POST',
    path: '/Auth/checkResetPasswordToken',
    summary: 'Check a password reset token before asking for the new password',
    body: VerificationTokenBody,
    response: { 200: Notice, ...problemResponses(400, 415, 429) },
  },
  confirmResetPassword: {
    method: 'POST',
    path: '/Auth/confirmResetPassword',
    summary: 'Set a new password with a reset token',
    body: ConfirmResetPasswordBody,
    response: { 200: Notice, ...problemResponses(400, 415, 429) },
  },
} as const satisfies Record<string, Endpoint>;
