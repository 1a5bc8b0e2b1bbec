import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { hashOpaqueToken } from '../../auth/opaque-tokens';
import { auditLog, refreshTokens, users } from '../../db/schema';
import { renderEmail } from '../../mail/render';
import { createWorld } from '../../../test/fixtures';
import {
  build,
  call,
  latestEmail,
  testConfig,
  tokenFromEmail,
  uniqueEmail,
  useTestApp,
} from '../../../test/helper';

const ctx = useTestApp();

type Tokens = { accessToken: string; refreshToken: string };

async function signUpAndConfirm(email: string, password = 'a long passphrase') {
  const signup = await call(ctx.app, 'POST', '/api/v1/auth/signup', {
    body: { email, password, firstName: 'Jeanne', lastName: 'Martin' },
  });
  expect(signup.status).toBe(201);
  const token = tokenFromEmail(await latestEmail(ctx.app, email));
  const confirm = await call(ctx.app, 'POST', '/api/v1/auth/signup/confirm', {
    body: { verificationToken: token },
  });
  expect(confirm.status).toBe(200);
}

async function signIn(email: string, password: string, rememberMe = false) {
  return call<Tokens>(ctx.app, 'POST', '/api/v1/auth/signin', {
    body: { email, password, rememberMe },
  });
}

async function refresh(tokens: Tokens) {
  return call<Tokens>(ctx.app, 'POST', '/api/v1/auth/refreshToken', {
    body: { ...tokens, rememberMe: false },
  });
}

describe('signup and confirmation', () => {
  it('signs up, confirms with the emailed token, then signs in as a patient', async () => {
    const email = uniqueEmail('jeanne');
    const signup = await call(ctx.app, 'POST', '/api/v1/auth/signup', {
      body: { email, password: 'a long passphrase', firstName: 'Jeanne', lastName: 'Martin' },
    });
    expect(signup.status).toBe(201);
    expect(signup.body).toMatchObject({ code: 'signup_confirmation_sent' });

    const confirmation = await latestEmail(ctx.app, email);
    expect(confirmation.template).toBe('signup_confirmation');
    expect(confirmation.subject).toBe('Confirmez votre adresse e-mail');
    expect(confirmation.links[0]).toMatch(/^https:\/\/portal\.test\/auth\/confirm\?token=/);

    const before = await signIn(email, 'a long passphrase');
    expect(before.status).toBe(403);
    expect(before.body).toMatchObject({ code: 'email_not_confirmed' });

    const confirm = await call(ctx.app, 'POST', '/api/v1/auth/signup/confirm', {
      body: { verificationToken: tokenFromEmail(confirmation) },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ code: 'account_confirmed' });
    expect((await latestEmail(ctx.app, email)).template).toBe('welcome_without_establishment');

    const signin = await signIn(email, 'a long passphrase');
    expect(signin.status).toBe(200);
    const claims = decodeJwt(signin.body.accessToken);
    expect(claims.roles).toBe('patient');
    expect(claims.patientId).toMatch(/^[0-9a-f-]{36}$/);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    const me = await call(ctx.app, 'GET', '/api/v1/probe/me', { token: signin.body.accessToken });
    expect(me.body).toMatchObject({ roles: ['patient'], patientId: claims.patientId });
  });

  it('writes the emails in the language of the Accept-Language header', async () => {
    const email = uniqueEmail('hans');
    await call(ctx.app, 'POST', '/api/v1/auth/signup', {
      body: { email, password: 'ein langes Passwort', firstName: 'Hans', lastName: 'Weber' },
      headers: { 'accept-language': 'de-LU,de;q=0.9,fr;q=0.5' },
    });
    const message = await latestEmail(ctx.app, email);
    expect(message.subject).toBe('Bestätigen Sie Ihre E-Mail-Adresse');
    expect(message.text).toContain('Guten Tag Hans,');
  });

  it('refuses a second account for the same email, whatever its case', async () => {
    const email = uniqueEmail('twice');
    await signUpAndConfirm(email);
    const again = await call(ctx.app, 'POST', '/api/v1/auth/signup', {
      body: {
        email: email.toUpperCase(),
        password: 'another passphrase',
        firstName: 'A',
        lastName: 'B',
      },
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'email_already_used', status: 409 });
  });

  it('accepts a confirmation token once only', async () => {
    const email = uniqueEmail('once');
    await call(ctx.app, 'POST', '/api/v1/auth/signup', {
      body: { email, password: 'a long passphrase', firstName: 'Paul', lastName: 'Durand' },
    });
    const verificationToken = tokenFromEmail(await latestEmail(ctx.app, email));
    const first = await call(ctx.app, 'POST', '/api/v1/auth/signup/confirm', {
      body: { verificationToken },
    });
    const second = await call(ctx.app, 'POST', '/api/v1/auth/signup/confirm', {
      body: { verificationToken },
    });
    expect(first.status).toBe(200);
    expect(second.status).toBe(400);
    expect(second.body).toMatchObject({ code: 'invalid_verification_token' });
  });

  it('names the invalid fields and stores nothing', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/signup', {
      body: { email: 'not-an-email', password: 'short', firstName: ' ', lastName: 'Ok' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_information' });
    expect(res.body.fields).toEqual(expect.arrayContaining(['email']));
    const stored = await ctx.app.db.select().from(users).where(eq(users.email, 'not-an-email'));
    expect(stored).toEqual([]);
  });
});

describe('the password rule (docs/security.md#passwords)', () => {
  it.each([
    ['Password', 'password_too_common'],
    ['  QWERTYUIOP ', 'password_too_common'],
    ['Jeanne Martin', 'password_matches_identity'],
    ['Jeanne-Martin', 'password_matches_identity'],
  ])('refuses the signup password %j (%s) and creates no account', async (password, code) => {
    const email = uniqueEmail('weak');
    const res = await call(ctx.app, 'POST', '/api/v1/auth/signup', {
      body: { email, password, firstName: 'Jeanne', lastName: 'Martin' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code, errors: [{ field: 'password', in: 'body' }] });
    expect(await ctx.app.db.select().from(users).where(eq(users.email, email))).toEqual([]);
  });

  it('refuses the e-mail address, or its local part, as the password', async () => {
    const email = uniqueEmail('jeanne.martin.rule');
    for (const password of [email.toUpperCase(), email.slice(0, email.indexOf('@'))]) {
      const res = await call(ctx.app, 'POST', '/api/v1/auth/signup', {
        body: { email, password, firstName: 'Jeanne', lastName: 'Martin' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'password_matches_identity' });
    }
  });

  it('refuses a common password or the account’s name at reset, and keeps the link and the old password', async () => {
    const email = uniqueEmail('resetrule');
    await signUpAndConfirm(email, 'the old passphrase');
    await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', { body: { email } });
    const verificationToken = tokenFromEmail(await latestEmail(ctx.app, email));

    for (const [password, code] of [
      ['iloveyou', 'password_too_common'],
      ['Martin Jeanne', 'password_matches_identity'],
      [email, 'password_matches_identity'],
    ]) {
      const refused = await call(ctx.app, 'POST', '/api/v1/Auth/confirmResetPassword', {
        body: { verificationToken, password },
      });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ code });
    }
    expect((await signIn(email, 'the old passphrase')).status).toBe(200);

    const accepted = await call(ctx.app, 'POST', '/api/v1/Auth/confirmResetPassword', {
      body: { verificationToken, password: 'the new passphrase' },
    });
    expect(accepted.status).toBe(200);
    expect((await signIn(email, 'the new passphrase')).status).toBe(200);
  });

  it('still answers an unknown reset link as such, whatever the password', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/Auth/confirmResetPassword', {
      body: { verificationToken: 'not-a-token', password: 'password' },
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ code: 'invalid_verification_token' });
  });
});

describe('sign-in', () => {
  it('answers an unknown email exactly as a wrong password', async () => {
    const email = uniqueEmail('known');
    await signUpAndConfirm(email);
    const wrongPassword = await signIn(email, 'not the password');
    const unknownEmail = await signIn(uniqueEmail('unknown'), 'not the password');
    expect(wrongPassword.status).toBe(401);
    expect(unknownEmail.status).toBe(401);
    const { requestId: _a, ...first } = wrongPassword.body as Record<string, unknown>;
    const { requestId: _b, ...second } = unknownEmail.body as Record<string, unknown>;
    expect(first).toEqual(second);
    expect(first).toMatchObject({ code: 'invalid_credentials' });
  });

  it('refuses a disabled account once the password is right', async () => {
    const email = uniqueEmail('disabled');
    await signUpAndConfirm(email);
    await ctx.app.db.update(users).set({ disabledAt: new Date() }).where(eq(users.email, email));
    const res = await signIn(email, 'a long passphrase');
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ code: 'account_disabled' });
  });

  it('puts the ids of every profile of a combined user in the token', async () => {
    const world = await createWorld(ctx.app);
    const res = await signIn(world.a.combined.email, world.a.combined.password);
    const claims = decodeJwt(res.body.accessToken);
    expect(claims).toMatchObject({
      roles: 'reeducatorresponsable',
      reeducatorId: world.a.combined.reeducatorId,
      responsableId: world.a.combined.responsableId,
      establishmentId: world.a.establishmentId,
    });
    expect(claims.patientId).toBeUndefined();
  });
});

describe('the language chosen on the sign-in page', () => {
  it('becomes the account’s language, the emails’ too, and stays at the next sign-in', async () => {
    const email = uniqueEmail('sprache');
    await signUpAndConfirm(email);
    const signin = await call<Tokens>(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email, password: 'a long passphrase', locale: 'de' },
    });
    expect(signin.status).toBe(200);
    const me = await call(ctx.app, 'GET', '/api/v1/users/me', {
      token: signin.body.accessToken,
    });
    expect(me.body).toMatchObject({ locale: 'de' });
    // Audited as the account page's change: the field, not its value.
    const [audit] = await ctx.app.db
      .select({ actor: auditLog.actorUserId, details: auditLog.details })
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'user.update'), eq(auditLog.actorUserId, me.body.userId as string)),
      );
    expect(audit?.details).toEqual({ fields: ['locale'] });

    await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', { body: { email } });
    expect((await latestEmail(ctx.app, email)).subject).toBe(
      renderEmail({ template: 'reset_password', locale: 'de', firstName: 'Jeanne', actionUrl: '/' })
        .subject,
    );

    // Signing in again without choosing keeps the account's language.
    const again = await signIn(email, 'a long passphrase');
    const meAgain = await call(ctx.app, 'GET', '/api/v1/users/me', {
      token: again.body.accessToken,
    });
    expect(meAgain.body).toMatchObject({ locale: 'de' });
  });

  it('changes nothing when the sign-in is refused, and refuses a language the portal lacks', async () => {
    const email = uniqueEmail('wrong-sprache');
    await signUpAndConfirm(email);
    const wrong = await call(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email, password: 'not the password', locale: 'de' },
    });
    expect(wrong.status).toBe(401);
    const unknown = await call(ctx.app, 'POST', '/api/v1/auth/signin', {
      body: { email, password: 'a long passphrase', locale: 'pt' },
    });
    expect(unknown.status).toBe(400);
    const [row] = await ctx.app.db
      .select({ locale: users.locale })
      .from(users)
      .where(eq(users.email, email));
    expect(row?.locale).toBe('fr');
  });
});

describe('refresh tokens', () => {
  async function family(refreshToken: string) {
    const [row] = await ctx.app.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashOpaqueToken(refreshToken)));
    return row!;
  }

  it('rotates: a refresh returns new tokens and the old refresh token stops working', async () => {
    const email = uniqueEmail('rotate');
    await signUpAndConfirm(email);
    const first = (await signIn(email, 'a long passphrase')).body;
    const second = await refresh(first);
    expect(second.status).toBe(200);
    expect(second.body.refreshToken).not.toBe(first.refreshToken);
    const me = await call(ctx.app, 'GET', '/api/v1/probe/me', { token: second.body.accessToken });
    expect(me.status).toBe(200);
    const third = await refresh(second.body);
    expect(third.status).toBe(200);
  });

  it('revokes the whole family when a rotated token is used again', async () => {
    const email = uniqueEmail('reuse');
    await signUpAndConfirm(email);
    const stolen = (await signIn(email, 'a long passphrase')).body;
    const otherDevice = (await signIn(email, 'a long passphrase')).body;
    const legitimate = (await refresh(stolen)).body;

    const replay = await refresh(stolen);
    expect(replay.status).toBe(401);
    expect(replay.body).toMatchObject({ code: 'invalid_refresh_token' });
    // The legitimate holder's newer token is revoked too: both must sign in again.
    expect((await refresh(legitimate)).status).toBe(401);
    expect((await family(legitimate.refreshToken)).revokedReason).toBe('reuse_detected');
    // Another sign-in (another family) is untouched.
    expect((await refresh(otherDevice)).status).toBe(200);
  });

  it('gives "remember me" a 30-day refresh token and otherwise a working day', async () => {
    const email = uniqueEmail('remember');
    await signUpAndConfirm(email);
    const hour = 3600 * 1000;
    const remembered = await family(
      (await signIn(email, 'a long passphrase', true)).body.refreshToken,
    );
    const session = (await signIn(email, 'a long passphrase', false)).body;
    const sessionRow = await family(session.refreshToken);
    expect(remembered.expiresAt.getTime() - Date.now()).toBeGreaterThan(30 * 24 * hour - hour);
    expect(remembered.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(30 * 24 * hour);
    expect(sessionRow.expiresAt.getTime() - Date.now()).toBeGreaterThan(9 * hour);
    expect(sessionRow.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(10 * hour);

    // Asking for "remember me" at refresh does not extend a working-day session.
    const refreshed = await call<Tokens>(ctx.app, 'POST', '/api/v1/auth/refreshToken', {
      body: { ...session, rememberMe: true },
    });
    const refreshedRow = await family(refreshed.body.refreshToken);
    expect(refreshedRow.rememberMe).toBe(false);
    expect(refreshedRow.expiresAt.getTime()).toBeLessThanOrEqual(
      sessionRow.familyExpiresAt.getTime(),
    );
  });

  it('refuses an expired refresh token, and one presented with another user’s access token', async () => {
    const alice = uniqueEmail('alice');
    const bob = uniqueEmail('bob');
    await signUpAndConfirm(alice);
    await signUpAndConfirm(bob);
    const aliceTokens = (await signIn(alice, 'a long passphrase')).body;
    const bobTokens = (await signIn(bob, 'a long passphrase')).body;

    const mixed = await refresh({
      accessToken: bobTokens.accessToken,
      refreshToken: aliceTokens.refreshToken,
    });
    expect(mixed.status).toBe(401);

    const row = await family(aliceTokens.refreshToken);
    await ctx.app.db
      .update(refreshTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(refreshTokens.id, row.id));
    const expired = await refresh(aliceTokens);
    expect(expired.status).toBe(401);
    expect(expired.body).toMatchObject({ code: 'invalid_refresh_token' });
  });

  it('refuses an unknown refresh token', async () => {
    const res = await refresh({ accessToken: '', refreshToken: 'not-a-token' });
    expect(res.status).toBe(401);
  });
});

describe('password reset', () => {
  it('resets: email, token check, new password; the old one and old sessions stop working', async () => {
    const email = uniqueEmail('forgot');
    await signUpAndConfirm(email, 'the old passphrase');
    const oldSession = (await signIn(email, 'the old passphrase', true)).body;

    const request = await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', { body: { email } });
    expect(request.status).toBe(202);
    expect(request.body).toMatchObject({ code: 'reset_email_sent' });
    const message = await latestEmail(ctx.app, email);
    expect(message.template).toBe('reset_password');
    expect(message.links[0]).toMatch(/^https:\/\/portal\.test\/auth\/resetpassword\?token=/);
    const verificationToken = tokenFromEmail(message);

    const check = await call(ctx.app, 'POST', '/api/v1/Auth/checkResetPasswordToken', {
      body: { verificationToken },
    });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ code: 'reset_token_valid' });

    const confirm = await call(ctx.app, 'POST', '/api/v1/Auth/confirmResetPassword', {
      body: { verificationToken, password: 'the new passphrase' },
    });
    expect(confirm.status).toBe(200);
    expect(confirm.body).toMatchObject({ code: 'password_changed' });

    expect((await signIn(email, 'the old passphrase')).status).toBe(401);
    expect((await signIn(email, 'the new passphrase')).status).toBe(200);
    expect((await refresh(oldSession)).status).toBe(401);

    const reuse = await call(ctx.app, 'POST', '/api/v1/Auth/confirmResetPassword', {
      body: { verificationToken, password: 'yet another passphrase' },
    });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toMatchObject({ code: 'invalid_verification_token' });
    const recheck = await call(ctx.app, 'POST', '/api/v1/Auth/checkResetPasswordToken', {
      body: { verificationToken },
    });
    expect(recheck.status).toBe(400);
  });

  it('replaces an earlier reset link by the newest one', async () => {
    const email = uniqueEmail('twolinks');
    await signUpAndConfirm(email);
    await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', { body: { email } });
    const firstToken = tokenFromEmail(await latestEmail(ctx.app, email));
    await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', { body: { email } });
    const check = await call(ctx.app, 'POST', '/api/v1/auth/checkResetPasswordToken', {
      body: { verificationToken: firstToken },
    });
    expect(check.status).toBe(400);
  });

  it('says when the email is not recognised', async () => {
    const res = await call(ctx.app, 'POST', '/api/v1/auth/resetPassword', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'email_not_recognised' });
  });
});

describe('rate limits', () => {
  /** An app with the production sign-in limits (10 failures per account, 50 per address). */
  const productionLimits = (change?: Parameters<typeof testConfig>[0]) =>
    build({
      config: testConfig((config) => {
        config.rateLimitScale = 1;
        change?.(config);
      }),
    });
  const attemptOn =
    (app: Awaited<ReturnType<typeof build>>['app']) =>
    (email: string, password: string, address = '10.1.0.1') =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: address,
        payload: { email, password },
      });

  it('never counts a successful sign-in: twelve in a row, from one address, all succeed', async () => {
    const limited = await productionLimits((config) => {
      config.rateLimit.signinPerAddress.max = 10;
    });
    try {
      const world = await createWorld(limited.app);
      const attempt = attemptOn(limited.app);
      const { email, password } = world.a.rehabilitator;
      const statuses: number[] = [];
      for (let i = 0; i < 12; i += 1) {
        statuses.push((await attempt(email, password)).statusCode);
      }
      expect(statuses).toEqual(Array(12).fill(200));
    } finally {
      await limited.close();
    }
  });

  it('locks an account after 10 failures, even for the right password, until its window ends', async () => {
    const limited = await productionLimits();
    try {
      const world = await createWorld(limited.app);
      const attempt = attemptOn(limited.app);
      const { email, password } = world.a.rehabilitator;
      // A session opened before the lock keeps working: the lock is on signing in only.
      const before = (await attempt(email, password)).json<Tokens>();
      for (let i = 0; i < 10; i += 1) {
        expect((await attempt(email, 'guess', `10.2.0.${i}`)).statusCode).toBe(401);
      }
      const locked = await attempt(email, password);
      expect(locked.statusCode).toBe(429);
      expect(locked.json()).toMatchObject({ code: 'too_many_requests', status: 429 });
      const retryAfter = Number(locked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(14 * 60);
      expect(retryAfter).toBeLessThanOrEqual(15 * 60);
      const refreshed = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/refreshToken',
        payload: before,
      });
      expect(refreshed.statusCode).toBe(200);
      // Another account at the same address is not locked by this one.
      const other = world.a.manager;
      expect((await attempt(other.email, other.password)).statusCode).toBe(200);

      // Refused attempts while locked do not lengthen the lock: once the window is over, the
      // right password signs in.
      vi.useFakeTimers({ toFake: ['Date'] });
      vi.setSystemTime(Date.now() + retryAfter * 1000 + 1000);
      expect((await attempt(email, password)).statusCode).toBe(200);
    } finally {
      vi.useRealTimers();
      await limited.close();
    }
  });

  it('clears the account’s failures with a successful sign-in', async () => {
    const limited = await productionLimits();
    try {
      const world = await createWorld(limited.app);
      const attempt = attemptOn(limited.app);
      const { email, password } = world.a.rehabilitator;
      const failures = async (count: number) => {
        for (let i = 0; i < count; i += 1) {
          expect((await attempt(email, 'typo')).statusCode).toBe(401);
        }
      };
      await failures(9);
      expect((await attempt(email, password)).statusCode).toBe(200);
      await failures(9);
      expect((await attempt(email, password)).statusCode).toBe(200);
      // Without the clearing these would be failures 19 to 28; the tenth in a row still locks.
      await failures(10);
      expect((await attempt(email, password)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('counts failures from one address across accounts, never its successes', async () => {
    const limited = await productionLimits((config) => {
      config.rateLimit.signinPerAddress.max = 5;
    });
    try {
      const world = await createWorld(limited.app);
      const attempt = attemptOn(limited.app);
      const ward = '10.3.0.1';
      const staff = world.a.rehabilitator;
      for (let i = 0; i < 8; i += 1) {
        expect((await attempt(staff.email, staff.password, ward)).statusCode).toBe(200);
      }
      // Password spraying: one guess at each of five accounts reaches the address's limit...
      for (let i = 0; i < 5; i += 1) {
        expect((await attempt(uniqueEmail(`spray-${i}`), 'Password1!', ward)).statusCode).toBe(401);
      }
      const blocked = await attempt(staff.email, staff.password, ward);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      // ...a success elsewhere does not clear it, and other addresses are not concerned.
      expect((await attempt(staff.email, staff.password, '10.3.0.2')).statusCode).toBe(200);
      expect((await attempt(staff.email, staff.password, ward)).statusCode).toBe(429);
    } finally {
      await limited.close();
    }
  });

  it('answers 429 with Retry-After after too many sign-ins for one account, from any address', async () => {
    const limited = await build({
      config: testConfig((config) => {
        config.rateLimitScale = 1;
        config.rateLimit.signinPerAccount.max = 3;
      }),
    });
    try {
      const email = uniqueEmail('brute');
      const attempt = (address: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/signin',
          remoteAddress: address,
          payload: { email, password: 'guess' },
        });
      for (let i = 0; i < 3; i += 1) {
        expect((await attempt('10.0.0.1')).statusCode).toBe(401);
      }
      const blocked = await attempt('10.0.0.1');
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
      expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(blocked.json()).toMatchObject({ code: 'too_many_requests', status: 429 });
      // Changing address does not buy more guesses at the same account...
      expect((await attempt('10.0.0.2')).statusCode).toBe(429);
      // ...while another account is not locked out by this one.
      const other = await limited.app.inject({
        method: 'POST',
        url: '/api/v1/auth/signin',
        remoteAddress: '10.0.0.1',
        payload: { email: uniqueEmail('someone-else'), password: 'guess' },
      });
      expect(other.statusCode).toBe(401);
    } finally {
      await limited.close();
    }
  });

  it('limits password reset requests per address', async () => {
    const limited = await build({
      config: testConfig((config) => {
        config.rateLimitScale = 1;
        config.rateLimit.passwordReset.max = 2;
      }),
    });
    try {
      const ask = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/v1/auth/resetPassword',
          remoteAddress: '10.0.0.9',
          payload: { email: uniqueEmail('probe') },
        });
      expect((await ask()).statusCode).toBe(404);
      expect((await ask()).statusCode).toBe(404);
      const blocked = await ask();
      expect(blocked.statusCode).toBe(429);
      expect(blocked.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});
