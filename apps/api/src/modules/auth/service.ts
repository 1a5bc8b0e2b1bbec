/**
 * Sign-in, signup, confirmation, refresh and password reset (docs/product.md#tokens-and-refresh,
 * docs/decisions/api-token-lifetimes.md). The service checks, decides and throws typed errors;
 * routes only translate HTTP to calls.
 */
import { randomUUID } from 'node:crypto';
import type {
  ConfirmResetPasswordBody,
  Notice,
  RefreshTokenBody,
  ResetPasswordBody,
  SigninBody,
  SignupBody,
  TokenPair,
  VerificationTokenBody,
} from '@oxilio/domain/contract';
import type { FastifyBaseLogger } from 'fastify';
import type { AccessTokens } from '../../auth/access-tokens';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-tokens';
import { assertAcceptablePassword } from '../../auth/password-policy';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../auth/passwords';
import type { Revocations } from '../../auth/revocations';
import type { AuthUser } from '../../auth/user';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import {
  AccountDisabledError,
  EmailAlreadyUsedError,
  EmailNotConfirmedError,
  EmailNotRecognisedError,
  InvalidCredentialsError,
  InvalidRefreshTokenError,
  InvalidVerificationTokenError,
} from '../../http/errors';
import { normaliseEmail } from '../../mail/addresses';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/render';
import type { PublicScope, Scope } from '../../policy/scope';
import * as repository from './repository';

export interface AuthServiceDeps {
  config: Config;
  mailer: Mailer;
  accessTokens: AccessTokens;
  revocations: Revocations;
  log: FastifyBaseLogger;
}

export function createAuthService({
  config,
  mailer,
  accessTokens,
  revocations,
  log,
}: AuthServiceDeps) {
  const { auth } = config;
  /** Ends a session in the database, and at once for this process's access-token checks. */
  const endSession = async (scope: PublicScope | Scope, familyId: string, reason: string) => {
    await repository.revokeFamily(scope, familyId, reason);
    revocations.sessionEnded(familyId);
  };
  const link = (path: string, token: string) =>
    `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const hours = (seconds: number) => Math.round(seconds / 3600);

  /** A new refresh token in `familyId` (a new family at sign-in), and an access token. */
  async function issueTokens(
    scope: PublicScope,
    user: AuthUser,
    family: { id: string; rememberMe: boolean; expiresAt: Date },
  ): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    const ttl = family.rememberMe
      ? auth.rememberedRefreshTtlSeconds
      : auth.sessionRefreshTtlSeconds;
    const expiresAt = new Date(Math.min(Date.now() + ttl * 1000, family.expiresAt.getTime()));
    await repository.insertRefreshToken(scope, {
      familyId: family.id,
      userId: user.userId,
      tokenHash: refresh.hash,
      rememberMe: family.rememberMe,
      expiresAt,
      familyExpiresAt: family.expiresAt,
    });
    return {
      accessToken: await accessTokens.sign(user, family.id),
      refreshToken: refresh.token,
    };
  }

  return {
    async signin(scope: PublicScope, { body }: { body: SigninBody }): Promise<TokenPair> {
      const user = await repository.findUserByEmail(scope, normaliseEmail(body.email));
      // Same work and same answer whether the email is unknown or the password wrong.
      const passwordOk = user?.passwordHash
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyAgainstDummy(body.password, auth.scrypt);
      // Refusals are audited with the account they aimed at, when it exists (never the password).
      const refuse = async (reason: string, error: Error): Promise<never> => {
        await scope.audit('auth.signin.failed', null, { userId: user?.id ?? null, reason });
        throw error;
      };
      if (!user?.passwordHash || !passwordOk) {
        return refuse(user ? 'wrong_password' : 'unknown_account', new InvalidCredentialsError());
      }
      if (user.disabledAt) {
        return refuse('account_disabled', new AccountDisabledError());
      }
      if (!user.emailVerifiedAt) {
        return refuse('email_not_confirmed', new EmailNotConfirmedError());
      }
      const authUser = await repository.loadAuthUser(scope, user.id);
      if (!authUser) {
        return refuse('account_disabled', new AccountDisabledError());
      }
      const upgraded = needsRehash(user.passwordHash, auth.scrypt)
        ? await hashPassword(body.password, auth.scrypt)
        : null;
      const rememberMe = body.rememberMe ?? false;
      const maxSeconds = rememberMe ? auth.rememberedMaxSeconds : auth.sessionRefreshTtlSeconds;
      const sessionId = randomUUID();
      // The language chosen on the sign-in page becomes the account's (portal and emails).
      const locale = body.locale && body.locale !== user.locale ? body.locale : null;
      return scope.transaction(async (tx) => {
        await repository.recordSignin(tx, user.id, upgraded, locale);
        const signedIn = tx.signedIn(authUser, sessionId);
        await signedIn.audit('auth.signin', null, { sessionId, rememberMe });
        if (locale) {
          // As the account page's change is audited: the field's name, not its value.
          await signedIn.audit('user.update', authUser.patientId, { fields: ['locale'] });
        }
        return issueTokens(tx, authUser, {
          id: sessionId,
          rememberMe,
          expiresAt: new Date(Date.now() + maxSeconds * 1000),
        });
      });
    },

    async signup(scope: PublicScope, { body }: { body: SignupBody }): Promise<Notice> {
      const email = normaliseEmail(body.email);
      if (await repository.findUserByEmail(scope, email)) {
        throw new EmailAlreadyUsedError();
      }
      await assertAcceptablePassword(body.password, {
        email,
        firstName: body.firstName,
        lastName: body.lastName,
      });
      const passwordHash = await hashPassword(body.password, auth.scrypt);
      const locale = body.locale ?? scope.caller.locale;
      const verification = newOpaqueToken();
      try {
        await scope.transaction(async (tx) => {
          const { userId } = await repository.insertPatientAccount(tx, {
            email,
            passwordHash,
            firstName: body.firstName.trim(),
            lastName: body.lastName.trim(),
            locale,
          });
          await repository.insertUserToken(tx, {
            userId,
            purpose: 'verify_email',
            tokenHash: verification.hash,
            ttlSeconds: auth.verifyEmailTtlSeconds,
          });
          const message = renderEmail({
            template: 'signup_confirmation',
            locale,
            firstName: body.firstName,
            actionUrl: link('/auth/confirm', verification.token),
            validHours: hours(auth.verifyEmailTtlSeconds),
          });
          await mailer.send(email, message, tx.db);
        });
      } catch (error) {
        // Two signups with the same email at once: the unique index decides.
        if (isUniqueViolation(error, 'users_email_key')) {
          throw new EmailAlreadyUsedError();
        }
        throw error;
      }
      void mailer.flush();
      return {
        code: 'signup_confirmation_sent',
        message: 'A confirmation link has been emailed.',
      };
    },

    async confirmSignup(
      scope: PublicScope,
      { body }: { body: VerificationTokenBody },
    ): Promise<Notice> {
      await scope.transaction(async (tx) => {
        const userId = await repository.consumeUserToken(
          tx,
          hashOpaqueToken(body.verificationToken),
          'verify_email',
        );
        if (!userId) {
          throw new InvalidVerificationTokenError();
        }
        const firstConfirmation = await repository.markEmailVerified(tx, userId);
        const user = await repository.findUserById(tx, userId);
        if (firstConfirmation && user?.roles.includes('patient')) {
          const message = renderEmail({
            template: 'welcome_without_establishment',
            locale: user.locale,
            firstName: user.firstName,
            actionUrl: `${config.publicUrl}/`,
          });
          await mailer.send(user.email, message, tx.db);
        }
      });
      void mailer.flush();
      return { code: 'account_confirmed', message: 'The email address is confirmed.' };
    },

    async refresh(scope: PublicScope, { body }: { body: RefreshTokenBody }): Promise<TokenPair> {
      const current = await repository.findRefreshToken(scope, hashOpaqueToken(body.refreshToken));
      if (!current || current.revokedAt) {
        throw new InvalidRefreshTokenError();
      }
      if (current.rotatedAt) {
        // A rotated token came back: it was copied. End every session of the family.
        await endSession(scope, current.familyId, 'reuse_detected');
        await scope.audit('auth.refresh.reuse', null, {
          userId: current.userId,
          sessionId: current.familyId,
        });
        log.warn({ userId: current.userId, familyId: current.familyId }, 'refresh token reuse');
        throw new InvalidRefreshTokenError();
      }
      if (current.expiresAt.getTime() <= Date.now()) {
        throw new InvalidRefreshTokenError();
      }
      if (body.accessToken) {
        const subject = await accessTokens.subjectIgnoringExpiry(body.accessToken);
        if (subject !== null && subject !== current.userId) {
          throw new InvalidRefreshTokenError();
        }
      }
      const user = await repository.loadAuthUser(scope, current.userId);
      if (!user) {
        await endSession(scope, current.familyId, 'account_disabled');
        throw new InvalidRefreshTokenError();
      }
      const rotated = await scope.transaction(async (tx) => {
        if (!(await repository.markRotated(tx, current.id))) {
          return null;
        }
        return issueTokens(tx, user, {
          id: current.familyId,
          rememberMe: current.rememberMe,
          expiresAt: current.familyExpiresAt,
        });
      });
      if (!rotated) {
        // Lost a race with another use of the same token: that is a reuse too.
        await endSession(scope, current.familyId, 'reuse_detected');
        await scope.audit('auth.refresh.reuse', null, {
          userId: current.userId,
          sessionId: current.familyId,
        });
        throw new InvalidRefreshTokenError();
      }
      return rotated;
    },

    async requestPasswordReset(
      scope: PublicScope,
      { body }: { body: ResetPasswordBody },
    ): Promise<Notice> {
      const user = await repository.findUserByEmail(scope, normaliseEmail(body.email));
      if (!user || user.disabledAt) {
        // Unknown addresses are told (docs/product.md#errors); the route is rate-limited.
        throw new EmailNotRecognisedError();
      }
      const reset = newOpaqueToken();
      await scope.transaction(async (tx) => {
        await repository.voidUserTokens(tx, user.id, 'reset_password');
        await repository.insertUserToken(tx, {
          userId: user.id,
          purpose: 'reset_password',
          tokenHash: reset.hash,
          ttlSeconds: auth.resetPasswordTtlSeconds,
        });
        const message = renderEmail({
          template: 'reset_password',
          locale: user.locale,
          firstName: user.firstName,
          actionUrl: link('/auth/resetpassword', reset.token),
          validHours: hours(auth.resetPasswordTtlSeconds),
        });
        await mailer.send(user.email, message, tx.db);
        await tx.audit('auth.password.resetRequested', null, { userId: user.id });
      });
      void mailer.flush();
      return {
        code: 'reset_email_sent',
        message: 'A link to define a new password has been emailed.',
      };
    },

    async checkResetToken(
      scope: PublicScope,
      { body }: { body: VerificationTokenBody },
    ): Promise<Notice> {
      const userId = await repository.peekUserToken(
        scope,
        hashOpaqueToken(body.verificationToken),
        'reset_password',
      );
      if (!userId) {
        throw new InvalidVerificationTokenError();
      }
      return { code: 'reset_token_valid', message: 'The reset link is valid.' };
    },

    async confirmPasswordReset(
      scope: PublicScope,
      { body }: { body: ConfirmResetPasswordBody },
    ): Promise<Notice> {
      // The link's account, to hold the password against its e-mail and name; the link is used
      // only once the password is accepted, so a refused one can be replaced with the same link.
      const tokenHash = hashOpaqueToken(body.verificationToken);
      const holderId = await repository.peekUserToken(scope, tokenHash, 'reset_password');
      const holder = holderId ? await repository.findUserById(scope, holderId) : null;
      if (!holder) {
        throw new InvalidVerificationTokenError();
      }
      await assertAcceptablePassword(body.password, holder);
      const passwordHash = await hashPassword(body.password, auth.scrypt);
      const ended = await scope.transaction(async (tx) => {
        const userId = await repository.consumeUserToken(tx, tokenHash, 'reset_password');
        // Used meanwhile by a concurrent request: the first one set its password.
        if (!userId) {
          throw new InvalidVerificationTokenError();
        }
        await repository.setPassword(tx, userId, passwordHash);
        // Whoever knew the old password is signed out everywhere.
        const ended = await repository.revokeAllOfUser(tx, userId, 'password_reset');
        await tx.audit('auth.password.reset', null, {
          userId,
          sessionsEnded: ended.length,
        });
        return ended;
      });
      for (const familyId of ended) {
        revocations.sessionEnded(familyId);
      }
      return { code: 'password_changed', message: 'The password has been changed.' };
    },

    /** Ends the caller's session: its refresh token and, within seconds everywhere, its access tokens. */
    async signout(scope: Scope): Promise<void> {
      const { sessionId } = scope.caller;
      await endSession(scope, sessionId, 'signed_out');
      await scope.audit('auth.signout', null, { sessionId });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
