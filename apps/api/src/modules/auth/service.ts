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
import { audit } from '../../audit/audit';
import type { Caller, PublicCaller } from '../../auth/caller';
import { hashOpaqueToken, newOpaqueToken } from '../../auth/opaque-tokens';
import {
  hashPassword,
  needsRehash,
  verifyAgainstDummy,
  verifyPassword,
} from '../../auth/passwords';
import type { Revocations } from '../../auth/revocations';
import type { AuthUser } from '../../auth/user';
import type { Config } from '../../config';
import type { Db, DbExecutor } from '../../db/client';
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
import * as repository from './repository';

export interface AuthServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
  accessTokens: AccessTokens;
  revocations: Revocations;
  log: FastifyBaseLogger;
}

export function createAuthService({
  db,
  config,
  mailer,
  accessTokens,
  revocations,
  log,
}: AuthServiceDeps) {
  const { auth } = config;
  /** Ends a session in the database, and at once for this process's access-token checks. */
  const endSession = async (familyId: string, reason: string) => {
    await repository.revokeFamily(db, familyId, reason);
    revocations.sessionEnded(familyId);
  };
  const link = (path: string, token: string) =>
    `${config.publicUrl}${path}?token=${encodeURIComponent(token)}`;
  const hours = (seconds: number) => Math.round(seconds / 3600);

  /** A new refresh token in `familyId` (a new family at sign-in), and an access token. */
  async function issueTokens(
    executor: DbExecutor,
    user: AuthUser,
    family: { id: string; rememberMe: boolean; expiresAt: Date },
  ): Promise<TokenPair> {
    const refresh = newOpaqueToken();
    const ttl = family.rememberMe
      ? auth.rememberedRefreshTtlSeconds
      : auth.sessionRefreshTtlSeconds;
    const expiresAt = new Date(Math.min(Date.now() + ttl * 1000, family.expiresAt.getTime()));
    await repository.insertRefreshToken(executor, {
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
    async signin(caller: PublicCaller, { body }: { body: SigninBody }): Promise<TokenPair> {
      const user = await repository.findUserByEmail(db, normaliseEmail(body.email));
      // Same work and same answer whether the email is unknown or the password wrong.
      const passwordOk = user?.passwordHash
        ? await verifyPassword(body.password, user.passwordHash)
        : await verifyAgainstDummy(body.password, auth.scrypt);
      // Refusals are audited with the account they aimed at, when it exists (never the password).
      const refuse = async (reason: string, error: Error): Promise<never> => {
        await audit(db, caller, 'auth.signin.failed', null, { userId: user?.id ?? null, reason });
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
      const authUser = await repository.loadAuthUser(db, user.id);
      if (!authUser) {
        return refuse('account_disabled', new AccountDisabledError());
      }
      const upgraded = needsRehash(user.passwordHash, auth.scrypt)
        ? await hashPassword(body.password, auth.scrypt)
        : null;
      const rememberMe = body.rememberMe ?? false;
      const maxSeconds = rememberMe ? auth.rememberedMaxSeconds : auth.sessionRefreshTtlSeconds;
      const sessionId = randomUUID();
      return db.transaction(async (tx) => {
        await repository.recordSignin(tx, user.id, upgraded);
        await audit(tx, { ...caller, user: authUser, sessionId }, 'auth.signin', null, {
          sessionId,
          rememberMe,
        });
        return issueTokens(tx, authUser, {
          id: sessionId,
          rememberMe,
          expiresAt: new Date(Date.now() + maxSeconds * 1000),
        });
      });
    },

    async signup(caller: PublicCaller, { body }: { body: SignupBody }): Promise<Notice> {
      const email = normaliseEmail(body.email);
      if (await repository.findUserByEmail(db, email)) {
        throw new EmailAlreadyUsedError();
      }
      const passwordHash = await hashPassword(body.password, auth.scrypt);
      const locale = body.locale ?? caller.locale;
      const verification = newOpaqueToken();
      try {
        await db.transaction(async (tx) => {
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
          await mailer.send(email, message, tx);
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
      _caller: PublicCaller,
      { body }: { body: VerificationTokenBody },
    ): Promise<Notice> {
      await db.transaction(async (tx) => {
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
            template: 'welcome',
            locale: user.locale,
            firstName: user.firstName,
            actionUrl: `${config.publicUrl}/`,
          });
          await mailer.send(user.email, message, tx);
        }
      });
      void mailer.flush();
      return { code: 'account_confirmed', message: 'The email address is confirmed.' };
    },

    async refresh(caller: PublicCaller, { body }: { body: RefreshTokenBody }): Promise<TokenPair> {
      const current = await repository.findRefreshToken(db, hashOpaqueToken(body.refreshToken));
      if (!current || current.revokedAt) {
        throw new InvalidRefreshTokenError();
      }
      if (current.rotatedAt) {
        // A rotated token came back: it was copied. End every session of the family.
        await endSession(current.familyId, 'reuse_detected');
        await audit(db, caller, 'auth.refresh.reuse', null, {
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
      const user = await repository.loadAuthUser(db, current.userId);
      if (!user) {
        await endSession(current.familyId, 'account_disabled');
        throw new InvalidRefreshTokenError();
      }
      const rotated = await db.transaction(async (tx) => {
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
        await endSession(current.familyId, 'reuse_detected');
        await audit(db, caller, 'auth.refresh.reuse', null, {
          userId: current.userId,
          sessionId: current.familyId,
        });
        throw new InvalidRefreshTokenError();
      }
      return rotated;
    },

    async requestPasswordReset(
      caller: PublicCaller,
      { body }: { body: ResetPasswordBody },
    ): Promise<Notice> {
      const user = await repository.findUserByEmail(db, normaliseEmail(body.email));
      if (!user || user.disabledAt) {
        // Unknown addresses are told (docs/product.md#errors); the route is rate-limited.
        throw new EmailNotRecognisedError();
      }
      const reset = newOpaqueToken();
      await db.transaction(async (tx) => {
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
        await mailer.send(user.email, message, tx);
        await audit(tx, caller, 'auth.password.resetRequested', null, { userId: user.id });
      });
      void mailer.flush();
      return {
        code: 'reset_email_sent',
        message: 'A link to define a new password has been emailed.',
      };
    },

    async checkResetToken(
      _caller: PublicCaller,
      { body }: { body: VerificationTokenBody },
    ): Promise<Notice> {
      const userId = await repository.peekUserToken(
        db,
        hashOpaqueToken(body.verificationToken),
        'reset_password',
      );
      if (!userId) {
        throw new InvalidVerificationTokenError();
      }
      return { code: 'reset_token_valid', message: 'The reset link is valid.' };
    },

    async confirmPasswordReset(
      caller: PublicCaller,
      { body }: { body: ConfirmResetPasswordBody },
    ): Promise<Notice> {
      const passwordHash = await hashPassword(body.password, auth.scrypt);
      const ended = await db.transaction(async (tx) => {
        const userId = await repository.consumeUserToken(
          tx,
          hashOpaqueToken(body.verificationToken),
          'reset_password',
        );
        if (!userId) {
          throw new InvalidVerificationTokenError();
        }
        await repository.setPassword(tx, userId, passwordHash);
        // Whoever knew the old password is signed out everywhere.
        const ended = await repository.revokeAllOfUser(tx, userId, 'password_reset');
        await audit(tx, caller, 'auth.password.reset', null, {
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
    async signout(caller: Caller): Promise<void> {
      await endSession(caller.sessionId, 'signed_out');
      await audit(db, caller, 'auth.signout', null, { sessionId: caller.sessionId });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
