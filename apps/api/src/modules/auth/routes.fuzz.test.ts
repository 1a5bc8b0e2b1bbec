/**
 * Property: whatever is sent to an auth route, the answer is never a 5xx, every refusal is a
 * problem document, and a refused request writes nothing (but the audit row of a refused sign-in).
 */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rowCounts, useTestApp } from '../../../test/helper';

const ctx = useTestApp();

const routes = [
  '/api/v1/auth/signin',
  '/api/v1/auth/signup',
  '/api/v1/auth/signup/confirm',
  '/api/v1/auth/refreshToken',
  '/api/v1/auth/resetPassword',
  '/api/v1/Auth/checkResetPasswordToken',
  '/api/v1/Auth/confirmResetPassword',
];

const fieldNames = [
  'email',
  'password',
  'rememberMe',
  'firstName',
  'lastName',
  'locale',
  'verificationToken',
  'accessToken',
  'refreshToken',
];

/** Values of every JSON type, including the nasty ones. */
const anyValue = fc.oneof(
  fc.string(),
  fc.string({ unit: 'grapheme', maxLength: 300 }),
  fc.emailAddress(),
  fc.constantFrom(
    '',
    ' ',
    '\u0000',
    'null',
    'true',
    '😀'.repeat(50),
    'a@b',
    "' or 1=1 --",
    'x'.repeat(2000),
  ),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 5 }), fc.string({ maxLength: 5 }), { maxKeys: 3 }),
);

/** Objects with the auth fields (any subset, any types) and sometimes extra keys. */
const fieldObject = fc
  .tuple(
    fc.dictionary(fc.constantFrom(...fieldNames), anyValue),
    fc.dictionary(fc.string({ maxLength: 10 }), anyValue, { maxKeys: 2 }),
  )
  .map(([fields, extra]) => ({ ...extra, ...fields }));

const body = fc.oneof(
  fieldObject.map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fc.jsonValue().map((value) => ({ payload: JSON.stringify(value), type: 'application/json' })),
  fc.string().map((payload) => ({ payload, type: 'application/json' })),
  fc
    .tuple(
      fc.string({ minLength: 1 }),
      fc.constantFrom(
        'text/plain',
        'application/xml',
        'image/png',
        'application/json; charset=latin1',
      ),
    )
    .map(([payload, type]) => ({ payload, type })),
);

describe('auth routes under random input', () => {
  it('never fail with 5xx and never write on a refusal', async () => {
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...routes), body, async (url, { payload, type }) => {
        const before = await rowCounts(ctx.database);
        const res = await ctx.app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': type },
          payload,
        });
        expect(res.statusCode, `${url} ${payload.slice(0, 200)}`).toBeLessThan(500);
        if (res.statusCode >= 400) {
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(res.json()).toMatchObject({ status: res.statusCode, code: expect.any(String) });
          // A refused sign-in is audited by design (auth.signin.failed, with the account it aimed
          // at): that one row, and nothing else, is written.
          const audited = url === '/api/v1/auth/signin' && [401, 403].includes(res.statusCode);
          expect(await rowCounts(ctx.database)).toEqual({
            ...before,
            audit_log: before.audit_log! + (audited ? 1 : 0),
          });
        }
      }),
      {
        numRuns: 200,
        // Always a well-formed sign-in refused (the random bodies rarely make one): a wrong
        // password, audited; and a password of the wrong type, refused before anything is read
        // (bodies are not coerced, docs/decisions/api-strict-bodies.md).
        examples: [
          [
            '/api/v1/auth/signin',
            { payload: '{"email":"a@a.aa","password":"false"}', type: 'application/json' },
          ],
          [
            '/api/v1/auth/signin',
            { payload: '{"email":"a@a.aa","password":false}', type: 'application/json' },
          ],
        ],
      },
    );
  });
});
