/**
 * Issue 26, point 2: no public route tells whether an address has an account beyond the bounds
 * docs/security.md states, and no one makes the API write more than three emails an hour to one
 * mailbox. One test per public route that takes an address (sign-in, signup, reset, the
 * applications form), on an app whose limits are the production ones (RATE_LIMIT_SCALE=1).
 */
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applications, emailOutbox } from '../src/db/schema';
import { createWorld, type World } from './fixtures';
import { build, call, testConfig, uniqueEmail, type CallResult, type TestApp } from './helper';
import { applicationForms, rehabilitatorForm } from './application-forms';

let limited: TestApp;
let world: World;

beforeAll(async () => {
  limited = await build({ config: testConfig((config) => (config.rateLimitScale = 1)) });
  world = await createWorld(limited.app);
});
afterAll(async () => {
  await limited?.close();
});

/** One request from `address` (each test has its own, so the per-address limits are its own). */
const post = (address: string, url: string, body: Record<string, unknown>) =>
  limited.app
    .inject({ method: 'POST', url, remoteAddress: address, payload: body })
    .then((res) => ({ status: res.statusCode, body: res.json() as Record<string, unknown> }));

/** What a caller can compare of two answers: status and body, but the request's own id. */
const seen = ({ status, body }: Pick<CallResult, 'status' | 'body'>) => {
  const { requestId: _requestId, applicationId, ...rest } = body as Record<string, unknown>;
  return { status, ...rest, ...(applicationId ? { applicationId: typeof applicationId } : {}) };
};

async function emailsTo(recipient: string): Promise<number> {
  const [row] = await limited.database.db
    .select({ count: sql<number>`count(*)::int` })
    .from(emailOutbox)
    .where(eq(emailOutbox.recipientKey, recipient));
  return row!.count;
}

describe('whether an address has an account', () => {
  it('sign-in: answers an unknown address as a wrong password', async () => {
    const known = await post('198.51.100.41', '/api/v1/auth/signin', {
      email: world.a.patient.email,
      password: 'not the password',
    });
    const unknown = await post('198.51.100.41', '/api/v1/auth/signin', {
      email: uniqueEmail('nobody'),
      password: 'not the password',
    });
    expect(seen(known)).toEqual(seen(unknown));
    expect(known.status).toBe(401);
  });

  it.each(['patient', 'reeducator', 'establishment'] as const)(
    'the %s application form: answers an address with an account as any other',
    async (type) => {
      const form = applicationForms[type];
      const url = `/api/v1/applications/${type}`;
      const known = await post('198.51.100.42', url, form(world.b.manager.email));
      const unknown = await post('198.51.100.42', url, form(uniqueEmail('nobody')));
      expect(known.status).toBe(201);
      expect(seen(known)).toEqual(seen(unknown));
    },
  );

  it('signup: tells "already used", to 10 requests per address an hour, then 429 for every address', async () => {
    // Distinct known addresses: the per-address limit is the one that bounds enumeration.
    const known = [world.a, world.b].flatMap((side) => [
      side.patient.email,
      side.rehabilitator.email,
      side.manager.email,
      side.combined.email,
      side.unlinkedPatient.email,
    ]);
    const signup = (email: string) =>
      post('198.51.100.43', '/api/v1/auth/signup', {
        email,
        password: 'a long passphrase',
        firstName: 'Anna',
        lastName: 'Probe',
      });
    const statuses: number[] = [];
    for (const email of known) {
      statuses.push((await signup(email)).status);
    }
    expect(statuses).toEqual(Array(10).fill(409));
    // The eleventh says nothing of the address, known or not.
    expect((await signup(world.a.patient.email)).status).toBe(429);
    expect((await signup(uniqueEmail('nobody'))).status).toBe(429);
  });

  it('password reset: tells "not recognised", to 5 requests per address a quarter hour, then 429 for every address', async () => {
    const reset = (email: string) => post('198.51.100.44', '/api/v1/auth/resetPassword', { email });
    const statuses: number[] = [];
    for (const email of [
      world.a.patient.email,
      uniqueEmail('nobody'),
      world.a.rehabilitator.email,
      uniqueEmail('nobody'),
      world.a.manager.email,
    ]) {
      statuses.push((await reset(email)).status);
    }
    expect(statuses).toEqual([202, 404, 202, 404, 202]);
    expect((await reset(world.b.patient.email)).status).toBe(429);
    expect((await reset(uniqueEmail('nobody'))).status).toBe(429);
  });
});

describe('three emails an hour to one mailbox, whoever sends them', () => {
  it('a manager inviting a mailbox that had its emails is told 429 too_many_emails, and nothing is stored', async () => {
    const target = uniqueEmail('flooded');
    // Three applications from anyone fill the mailbox's hour; the fourth answers the same.
    for (let i = 0; i < 4; i += 1) {
      const res = await post(
        `198.51.100.${50 + i}`,
        '/api/v1/applications/reeducator',
        rehabilitatorForm(target),
      );
      expect(res.status).toBe(201);
    }
    expect(await emailsTo(target)).toBe(3);

    const invitation = await call(
      limited.app,
      'POST',
      `/api/v1/Establishments/${world.a.establishmentId}/patientInvitations`,
      {
        token: world.a.manager.token,
        body: { patientEmail: target, patientFirstName: 'Marc', patientLastName: 'Weber' },
      },
    );
    expect(invitation.status).toBe(429);
    expect(invitation.body).toMatchObject({ code: 'too_many_emails' });
    expect(Number(invitation.headers['retry-after'])).toBeGreaterThan(3000);
    const invited = await limited.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(and(eq(applications.email, target), isNotNull(applications.establishmentId)));
    expect(invited).toEqual([]);
    expect(await emailsTo(target)).toBe(3);
  });
});
