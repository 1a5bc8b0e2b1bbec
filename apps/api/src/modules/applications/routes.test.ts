import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newOpaqueToken } from '../../auth/opaque-tokens';
import {
  applicationDocuments,
  applications,
  auditLog,
  emailOutbox,
  establishmentInvitations,
  establishmentRehabilitators,
  establishments,
  patients,
  rehabilitators,
  managers,
  users,
} from '../../db/schema';
import {
  applicationForms as forms,
  patientForm,
  rehabilitatorForm,
} from '../../../test/application-forms';
import { createWorld, type World } from '../../../test/fixtures';
import { purgeApplications } from './purge';
import {
  build,
  call,
  latestEmail,
  rowCounts,
  testConfig,
  uniqueEmail,
  useTestApp,
  type OutboxEntry,
} from '../../../test/helper';

const storageDir = join(tmpdir(), `oxilio-applications-${randomBytes(6).toString('hex')}`);
const ctx = useTestApp({ config: testConfig((config) => (config.storageDir = storageDir)) });
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});
afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

type Body = Record<string, unknown>;

type Kind = keyof typeof forms;

/** The application id and token of the link of an application email. */
function linkOf(email: OutboxEntry): { applicationId: string; token: string; url: URL } {
  const url = new URL(email.links[0]!);
  return {
    applicationId: url.searchParams.get('applicationId')!,
    token: url.searchParams.get('token')!,
    url,
  };
}

async function apply(type: Kind, body: Body, headers?: Record<string, string>) {
  return call(ctx.app, 'POST', `/api/v1/applications/${type}`, { body, headers });
}

/** Applies with a valid form and returns the emailed link. */
async function applied(type: Kind, change: (body: Body) => void = () => undefined) {
  const email = uniqueEmail(type);
  const body = forms[type](email);
  change(body);
  const res = await apply(type, body);
  expect(res.status).toBe(201);
  const message = await latestEmail(ctx.app, email);
  return { email, res, message, ...linkOf(message) };
}

async function confirm(type: Kind, applicationId: string, token: string) {
  return call(ctx.app, 'PATCH', `/api/v1/applications/${type}/${applicationId}/confirmation`, {
    body: { verificationToken: token },
  });
}

async function signup(type: Kind, applicationId: string, body: Body) {
  return call(ctx.app, 'POST', `/api/v1/Applications/${type}/${applicationId}/signup`, { body });
}

async function signIn(email: string, password: string) {
  return call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
    body: { email, password },
  });
}

/**
 * An application as the establishments module's invitations store it (status `confirmed`; `draft`
 * is accepted too).
 */
async function invitation(
  type: 'patient' | 'reeducator',
  establishmentId: string,
  status: 'confirmed' | 'draft',
) {
  const email = uniqueEmail(`invited.${type}`);
  const verification = newOpaqueToken();
  const [row] = await ctx.app.db
    .insert(applications)
    .values({
      type,
      status,
      email,
      firstName: 'Paul',
      lastName: 'Invité',
      establishmentId,
      verificationTokenHash: verification.hash,
      verificationTokenExpiresAt: sql`now() + interval '7 days'`,
    })
    .returning({ id: applications.id });
  return { email, applicationId: row!.id, token: verification.token };
}

function multipart(parts: { name: string; filename?: string; type?: string; content: Buffer }[]) {
  const boundary = `----oxilio${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const disposition = part.filename
      ? `form-data; name="${part.name}"; filename="${part.filename}"`
      : `form-data; name="${part.name}"`;
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: ${disposition}\r\n` +
          (part.type ? `Content-Type: ${part.type}\r\n` : '') +
          '\r\n',
      ),
      part.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    body: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const pdf = Buffer.concat([
  Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n'),
  randomBytes(2000),
  Buffer.from('\n%%EOF\n'),
]);
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  randomBytes(500),
]);

async function upload(
  type: Kind,
  applicationId: string,
  token: string,
  file: { filename: string; type: string; content: Buffer },
) {
  const form = multipart([{ name: 'file', ...file }]);
  return call(
    ctx.app,
    'POST',
    `/api/v1/applications/${type}/${applicationId}/directDebitOrder?verificationToken=${encodeURIComponent(token)}`,
    { body: form.body, headers: form.headers },
  );
}

async function storedFiles(): Promise<string[]> {
  const folder = join(storageDir, 'direct-debit-orders');
  return existsSync(folder) ? readdir(folder) : [];
}

describe('a patient applies, confirms, uploads the direct debit order and signs up', () => {
  it('goes from the availability check to a working sign-in', async () => {
    const { email, res, message, applicationId, token, url } = await applied('patient');
    expect(res.body).toEqual({
      applicationId,
      type: 'patient',
      available: true,
      outcome: 'available',
      reasons: [],
    });
    expect(message.template).toBe('application_available');
    expect(message.subject).toBe('Votre demande oxilio : poursuivez votre inscription');
    expect(message.text).toContain('Bonjour Jeanne,');
    expect(message.text).toContain('Ce lien est valable 7 jours.');
    expect(url.origin + url.pathname).toBe('https://portal.test/enregistrement/patient');
    // The token is stored hashed, never as sent.
    const [stored] = await ctx.app.db
      .select()
      .from(applications)
      .where(eq(applications.id, applicationId));
    expect(stored!.verificationTokenHash).not.toBe(token);
    expect(stored).toMatchObject({
      status: 'available',
      email,
      countryCode: 'FR',
      postalCode: '57000',
      isAvailable: true,
    });
    expect(stored!.availabilityInput).toMatchObject({ Weight: 72.5, Height: 165, Leg: 76 });

    const checked = await call(ctx.app, 'POST', '/api/v1/Applications/patient/CheckSignupToken', {
      body: { verificationToken: token, applicationId },
    });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      applicationId,
      type: 'patient',
      status: 'available',
      invited: false,
      email,
      firstname: 'Jeanne',
      lastname: 'Martin',
      phone: '+33 6 12 34 56 78',
      CountryCode: 'FR',
      hasDirectDebitOrder: false,
    });

    const read = await call(
      ctx.app,
      'GET',
      `/api/v1/applications/patient/${applicationId}?verificationToken=${encodeURIComponent(token)}`,
    );
    expect(read.status).toBe(200);
    expect(read.body).toMatchObject({ applicationId, address: { town: 'Metz' } });

    const early = await signup('patient', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
    });
    expect(early.status).toBe(409);

    const confirmed = await confirm('patient', applicationId, token);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed' });
    expect(confirmed.body.confirmedAt).toEqual(expect.any(String));

    const uploaded = await upload('patient', applicationId, token, {
      filename: 'mandat.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    expect(uploaded.status).toBe(201);
    expect(uploaded.body).toMatchObject({
      kind: 'direct_debit_order',
      contentType: 'application/pdf',
      sizeBytes: pdf.length,
    });
    const [document] = await ctx.app.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, applicationId));
    expect(document!.storageKey).toMatch(/^direct-debit-orders\/[0-9a-f]{32}\.pdf$/);
    expect(document!.originalName).toBe('mandat.pdf');
    expect(await readFile(join(storageDir, document!.storageKey))).toEqual(pdf);

    const signedUp = await signup('patient', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
    });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body).toMatchObject({
      applicationId,
      email,
      role: 'patient',
      registration: 'none',
      registrationEstablishmentName: null,
    });

    // Registered alone and naming no establishment: the welcome says what happens next.
    const welcome = await latestEmail(ctx.app, email);
    expect(welcome.template).toBe('welcome_without_establishment');
    expect(welcome.text).toContain('Aucun établissement ne vous suit pour le moment.');

    const signin = await signIn(email, 'a long passphrase');
    expect(signin.status).toBe(200);
    const claims = decodeJwt(signin.body.accessToken);
    expect(claims.roles).toBe('patient');
    expect(claims.sub).toBe(signedUp.body.userId);
    const [patient] = await ctx.app.db
      .select()
      .from(patients)
      .where(eq(patients.id, claims.patientId as string));
    expect(patient).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'Martin',
      email,
      phone: '+33 6 12 34 56 78',
      registrationStatus: 'active',
    });
    // The creation of the patient's record is in the audit log, without an actor (public call).
    const [entry] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'patient.signup'), eq(auditLog.patientId, patient!.id)));
    expect(entry).toMatchObject({ actorUserId: null, details: { applicationId } });

    // Single use: the link no longer opens anything, and says why (the account exists: sign in).
    const before = await rowCounts(ctx.database);
    const again = await signup('patient', applicationId, {
      verificationToken: token,
      password: 'another passphrase',
    });
    expect(again.status).toBe(400);
    expect(again.body).toMatchObject({ code: 'link_already_used' });
    const recheck = await call(ctx.app, 'POST', '/api/v1/Applications/CheckSignupToken', {
      body: { verificationToken: token, applicationId },
    });
    expect(recheck.status).toBe(400);
    expect(recheck.body).toMatchObject({ code: 'link_already_used' });
    expect(await rowCounts(ctx.database)).toEqual(before);
    // A wrong token for the same application is still only invalid: nothing is told of it.
    const wrong = await call(ctx.app, 'POST', '/api/v1/Applications/CheckSignupToken', {
      body: { verificationToken: `${token.slice(0, -2)}xx`, applicationId },
    });
    expect(wrong.body).toMatchObject({ code: 'invalid_verification_token' });
    // Opened again after its expiry, the spent link still says it was used: sign in.
    await ctx.app.db
      .update(applications)
      .set({ verificationTokenExpiresAt: sql`now() - interval '1 day'` })
      .where(eq(applications.id, applicationId));
    const expired = await call(ctx.app, 'POST', '/api/v1/Applications/CheckSignupToken', {
      body: { verificationToken: token, applicationId },
    });
    expect(expired.body).toMatchObject({ code: 'link_already_used' });
    const expiredSignup = await signup('patient', applicationId, {
      verificationToken: token,
      password: 'another passphrase',
    });
    expect(expiredSignup.body).toMatchObject({ code: 'link_already_used' });
    // Of another type, it is no link at all.
    const otherType = await signup('reeducator', applicationId, {
      verificationToken: token,
      password: 'another passphrase',
    });
    expect(otherType.body).toMatchObject({ code: 'invalid_verification_token' });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('writes the application email in the language of the Accept-Language header', async () => {
    const email = uniqueEmail('hans');
    const res = await apply(
      'patient',
      { ...patientForm(email), firstname: 'Hans' },
      { 'accept-language': 'de-LU,de;q=0.9' },
    );
    expect(res.status).toBe(201);
    const message = await latestEmail(ctx.app, email);
    expect(message.subject).toBe('Ihre oxilio-Anfrage: Setzen Sie Ihre Registrierung fort');
    expect(message.text).toContain('Guten Tag Hans,');
  });

  it('lets only one of two simultaneous signups with the same link succeed', async () => {
    const { applicationId, token } = await applied('patient');
    expect((await confirm('patient', applicationId, token)).status).toBe(200);
    const body = { verificationToken: token, password: 'a long passphrase' };
    const results = await Promise.all([
      signup('patient', applicationId, body),
      signup('patient', applicationId, body),
    ]);
    expect(results.map((result) => result.status).sort()).toEqual([201, 400]);
  });
});

describe('an establishment applies and its manager signs up', () => {
  it('creates the establishment and its manager, who signs in as responsable', async () => {
    const { email, res, applicationId, token } = await applied('establishment');
    expect(res.body).toMatchObject({ outcome: 'available', reasons: [] });
    // The generic check opens an application of any type.
    const checked = await call(ctx.app, 'POST', '/api/v1/applications/checksignuptoken', {
      body: { verificationToken: token, applicationId },
    });
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      type: 'establishment',
      establishmentName: 'Résidence des Tilleuls',
      establishmentType: 'nursing_home',
      function: 'Directrice',
      PostalCode: '1611',
    });
    expect((await confirm('establishment', applicationId, token)).status).toBe(200);
    const signedUp = await signup('establishment', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
      firstname: 'Claire-Marie',
    });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body).toMatchObject({ role: 'responsable', email });

    const welcome = await latestEmail(ctx.app, email);
    expect(welcome.template).toBe('welcome_professional');
    expect(welcome.text).toContain('Bonjour Claire-Marie,');

    const signin = await signIn(email, 'a long passphrase');
    expect(signin.status).toBe(200);
    const claims = decodeJwt(signin.body.accessToken);
    expect(claims.roles).toBe('responsable');
    expect(claims.establishmentId).toBe(signedUp.body.establishmentId);
    const [establishment] = await ctx.app.db
      .select()
      .from(establishments)
      .where(eq(establishments.id, claims.establishmentId as string));
    expect(establishment).toMatchObject({
      name: 'Résidence des Tilleuls',
      type: 'nursing_home',
      street: 'avenue de la Gare',
      zipCode: '1611',
      town: 'Luxembourg',
      county: 'LU',
    });
    const [manager] = await ctx.app.db
      .select()
      .from(managers)
      .where(eq(managers.id, claims.responsableId as string));
    expect(manager).toMatchObject({ function: 'Directrice', establishmentId: establishment!.id });
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(user).toMatchObject({ firstName: 'Claire-Marie', lastName: 'Dubois' });
  });
});

describe('invitations of an establishment', () => {
  it('lets an invited rehabilitator sign up directly and join the team', async () => {
    const { email, applicationId, token } = await invitation(
      'reeducator',
      world.a.establishmentId,
      'confirmed',
    );
    await ctx.app.db.insert(establishmentInvitations).values({
      establishmentId: world.a.establishmentId,
      email,
      origin: 'establishment',
      invitedByUserId: world.a.manager.userId,
    });
    const checked = await call(
      ctx.app,
      'POST',
      '/api/v1/Applications/reeducator/CheckSignupToken',
      { body: { verificationToken: token, applicationId } },
    );
    expect(checked.status).toBe(200);
    expect(checked.body).toMatchObject({
      invited: true,
      establishmentId: world.a.establishmentId,
      establishmentName: 'Résidence a',
      firstname: 'Paul',
      email,
    });
    // The wrong type's check refuses the link like any wrong link.
    const wrongType = await call(ctx.app, 'POST', '/api/v1/Applications/patient/CheckSignupToken', {
      body: { verificationToken: token, applicationId },
    });
    expect(wrongType.status).toBe(400);

    const signedUp = await signup('reeducator', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
    });
    expect(signedUp.status).toBe(201);
    expect(signedUp.body).toMatchObject({
      role: 'reeducator',
      establishmentId: world.a.establishmentId,
    });
    const signin = await signIn(email, 'a long passphrase');
    expect(signin.status).toBe(200);
    const claims = decodeJwt(signin.body.accessToken);
    expect(claims.roles).toBe('reeducator');
    const team = await ctx.app.db
      .select()
      .from(establishmentRehabilitators)
      .where(eq(establishmentRehabilitators.reeducatorId, claims.reeducatorId as string));
    expect(team).toEqual([
      expect.objectContaining({ establishmentId: world.a.establishmentId, leftAt: null }),
    ]);
    const [invite] = await ctx.app.db
      .select()
      .from(establishmentInvitations)
      .where(eq(establishmentInvitations.email, email));
    expect(invite).toMatchObject({ status: 'accepted', reeducatorId: claims.reeducatorId });
    expect((await latestEmail(ctx.app, email)).template).toBe('welcome_professional');
  });

  it('links an invited patient to the record the establishment created', async () => {
    const { email, applicationId, token } = await invitation(
      'patient',
      world.b.establishmentId,
      'draft',
    );
    const [pending] = await ctx.app.db
      .insert(patients)
      .values({
        establishmentId: world.b.establishmentId,
        firstName: 'Paul',
        lastName: 'Invité',
        email,
        registrationStatus: 'pending_validation',
      })
      .returning({ id: patients.id });
    const before = await rowCounts(ctx.database);
    const signedUp = await signup('patient', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
      lastname: 'Invité-Durand',
    });
    expect(signedUp.status).toBe(201);
    expect((await rowCounts(ctx.database)).patients).toBe(before.patients);
    const signin = await signIn(email, 'a long passphrase');
    const claims = decodeJwt(signin.body.accessToken);
    expect(claims.patientId).toBe(pending!.id);
    expect(claims.establishmentId).toBe(world.b.establishmentId);
    const [patient] = await ctx.app.db.select().from(patients).where(eq(patients.id, pending!.id));
    expect(patient).toMatchObject({
      registrationStatus: 'active',
      lastName: 'Invité-Durand',
      userId: signedUp.body.userId,
    });
    const welcome = await latestEmail(ctx.app, email);
    expect(welcome.template).toBe('welcome');
  });
});

describe('availability and the waiting list', () => {
  it('puts an applicant outside the service area on the waiting list', async () => {
    const { email, res, message, applicationId, token } = await applied('patient', (body) => {
      body.CountryCode = 'DE';
      body.PostalCode = '10115';
      body.address = undefined;
    });
    expect(res.body).toMatchObject({
      available: false,
      outcome: 'waitlist',
      reasons: ['outside_service_area'],
    });
    expect(message.template).toBe('application_waitlist');
    expect(message.to).toBe(email);

    const confirmed = await confirm('patient', applicationId, token);
    expect(confirmed.status).toBe(409);
    const joined = await call(
      ctx.app,
      'PATCH',
      `/api/v1/applications/patient/${applicationId}/waitListSubscription`,
      { body: { verificationToken: token } },
    );
    expect(joined.status).toBe(200);
    expect(joined.body).toMatchObject({ status: 'waitlisted', available: false });
    expect(joined.body.waitlistedAt).toEqual(expect.any(String));
    const twice = await call(
      ctx.app,
      'PATCH',
      `/api/v1/applications/patient/${applicationId}/waitListSubscription`,
      { body: { verificationToken: token } },
    );
    expect(twice.status).toBe(200);
    const signedUp = await signup('patient', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
    });
    expect(signedUp.status).toBe(409);
    const [user] = await ctx.app.db.select().from(users).where(eq(users.email, email));
    expect(user).toBeUndefined();
  });

  it('refuses the waiting list to an available application', async () => {
    const { applicationId, token } = await applied('reeducator');
    const joined = await call(
      ctx.app,
      'PATCH',
      `/api/v1/applications/reeducator/${applicationId}/waitListSubscription`,
      { body: { verificationToken: token } },
    );
    expect(joined.status).toBe(409);
  });

  it.each([
    ['overseas France', { PostalCode: '97400' }, ['outside_service_area']],
    ['too heavy for the frame', { Weight: 140 }, ['weight_out_of_range']],
    ['too small for the frame', { Height: 130, Leg: 60 }, ['height_out_of_range']],
    ['legs too long for the knee supports', { Height: 199, Leg: 105 }, ['leg_out_of_range']],
    ['no usable hand', { Left: false, Right: false }, ['no_usable_hand']],
    [
      'several reasons at once',
      { CountryCode: 'NL', PostalCode: '1011 AB', Weight: 30 },
      ['outside_service_area', 'weight_out_of_range'],
    ],
  ])('answers waitlist when %s', async (_label, change, reasons) => {
    const res = await apply('patient', {
      ...patientForm(uniqueEmail('fit')),
      address: undefined,
      ...change,
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ available: false, outcome: 'waitlist', reasons });
  });
});

describe('an address with an account (no oracle, issue 26)', () => {
  /** An account of its own, in `locale`, named `firstName` (a patient's signup, unconfirmed). */
  async function account(locale: string, firstName = 'Anke') {
    const email = uniqueEmail('has-account');
    const res = await call(ctx.app, 'POST', '/api/v1/auth/signup', {
      body: { email, password: 'a long passphrase', firstName, lastName: 'Visser', locale },
    });
    expect(res.status).toBe(201);
    return email;
  }

  it('answers the form as for any address, and emails the account to sign in, in its language', async () => {
    const known = await account('nl');
    const unknown = uniqueEmail('no-account');
    const before = await rowCounts(ctx.database);
    const forKnown = await apply('reeducator', {
      ...rehabilitatorForm(known.toUpperCase()),
      locale: 'fr',
    });
    const afterKnown = await rowCounts(ctx.database);
    const forUnknown = await apply('reeducator', { ...rehabilitatorForm(unknown), locale: 'fr' });

    expect(forKnown.status).toBe(201);
    expect(forUnknown.status).toBe(201);
    expect(forKnown.headers['content-type']).toBe(forUnknown.headers['content-type']);
    const { applicationId: knownId, ...knownAnswer } = forKnown.body;
    const { applicationId: unknownId, ...unknownAnswer } = forUnknown.body;
    expect(knownAnswer).toEqual(unknownAnswer);
    expect(knownId).toMatch(/^[0-9a-f-]{36}$/);
    expect(unknownId).toMatch(/^[0-9a-f-]{36}$/);
    // Nothing is stored for the known address but its email, and its id opens nothing.
    expect(afterKnown).toEqual({ ...before, email_outbox: before.email_outbox! + 1 });
    const opened = await call(
      ctx.app,
      'GET',
      `/api/v1/applications/reeducator/${String(knownId)}?verificationToken=guess`,
    );
    expect(opened.status).toBe(400);
    expect(opened.body).toMatchObject({ code: 'invalid_verification_token' });

    // The account's language and name, not the form's: no free text of the requester.
    const message = await latestEmail(ctx.app, known);
    expect(message.template).toBe('account_exists');
    expect(message.subject).toBe('U hebt al een oxilio-account');
    expect(message.text?.split('\n')[0]).toBe('Beste Anke,');
    expect(message.text).not.toContain('Marc');
    expect(message.links).toEqual(
      expect.arrayContaining(['https://portal.test/', 'https://portal.test/auth/forgotpassword']),
    );
    expect((await latestEmail(ctx.app, unknown)).template).toBe('application_available');
  });

  it('refuses a wrong form with the same answer, whether the address has an account or not', async () => {
    const known = await account('fr');
    const before = await rowCounts(ctx.database);
    const wrong = (email: string) => ({
      ...patientForm(email),
      livesInEstablishment: true,
      establishmentName: 'Nulle part',
      requestedEstablishmentId: '00000000-0000-4000-8000-000000000000',
    });
    const forKnown = await apply('patient', wrong(known));
    const forUnknown = await apply('patient', wrong(uniqueEmail('no-account')));
    expect(forKnown.status).toBe(400);
    const { requestId: _known, ...knownAnswer } = forKnown.body;
    const { requestId: _unknown, ...unknownAnswer } = forUnknown.body;
    expect(knownAnswer).toEqual(unknownAnswer);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('sends at most three emails an hour to one address, and answers the fourth the same', async () => {
    const limited = await build({
      config: testConfig((config) => {
        config.storageDir = storageDir;
        config.rateLimitScale = 1;
      }),
    });
    try {
      const known = await account('fr');
      const unknown = uniqueEmail('cannon');
      for (const email of [known, unknown]) {
        const statuses: number[] = [];
        for (let i = 0; i < 5; i += 1) {
          const res = await call(limited.app, 'POST', '/api/v1/applications/reeducator', {
            body: rehabilitatorForm(i % 2 ? email.replace('@', `+${i}@`) : email),
          });
          statuses.push(res.status);
        }
        expect(statuses).toEqual([201, 201, 201, 201, 201]);
        const stored = await ctx.database.db
          .select({ id: emailOutbox.id })
          .from(emailOutbox)
          .where(eq(emailOutbox.recipientKey, email));
        // The signup's confirmation was the known address's first.
        expect(stored).toHaveLength(3);
      }
    } finally {
      await limited.close();
    }
  });
});

describe('names (issue 26)', () => {
  it.each([
    ['a message', 'Gagnant! Réclamez votre prix sur evil.example'],
    ['a link', 'evil.example'],
    ['digits', 'Léa2'],
    ['no letter', "-- '"],
    ['61 letters', 'a'.repeat(61)],
    ['a line break', 'Léa\nBcc'],
  ])('refuses a first name with %s, writing nothing', async (_label, firstname) => {
    const before = await rowCounts(ctx.database);
    const res = await apply('patient', { ...patientForm(uniqueEmail('name')), firstname });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'invalid_information',
      errors: [expect.objectContaining({ field: 'firstname' })],
    });
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it.each(['Jean-Pierre', "N'Diaye", 'D’Arc', 'Nguye\u0303n', '李', 'Ærøskøbing', 'a'.repeat(60)])(
    'takes %s as a first name and greets with it',
    async (firstname) => {
      const { message } = await applied('patient', (body) => (body.firstname = firstname));
      expect(message.text?.split('\n')[0]).toBe(`Bonjour ${firstname},`);
    },
  );
});

describe('refused links', () => {
  it('answers 400 invalid_verification_token for a wrong, unknown, mismatched or expired link and writes nothing', async () => {
    const { applicationId, token } = await applied('patient');
    const other = await applied('patient');
    const before = await rowCounts(ctx.database);
    const cases: [string, string][] = [
      [applicationId, 'not-the-token'],
      [applicationId, other.token],
      ['00000000-0000-4000-8000-000000000000', token],
    ];
    for (const [id, verificationToken] of cases) {
      for (const path of [
        '/api/v1/Applications/CheckSignupToken',
        '/api/v1/Applications/patient/CheckSignupToken',
      ]) {
        const res = await call(ctx.app, 'POST', path, {
          body: { verificationToken, applicationId: id },
        });
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ code: 'invalid_verification_token' });
        expect(res.raw).not.toContain('Jeanne');
      }
      const read = await call(
        ctx.app,
        'GET',
        `/api/v1/applications/patient/${id}?verificationToken=${encodeURIComponent(verificationToken)}`,
      );
      expect(read.status).toBe(400);
      expect(read.raw).not.toContain('Jeanne');
      expect((await confirm('patient', id, verificationToken)).status).toBe(400);
      const signed = await signup('patient', id, { verificationToken, password: 'long enough' });
      expect(signed.status).toBe(400);
      const uploaded = await upload('patient', id, verificationToken, {
        filename: 'mandat.pdf',
        type: 'application/pdf',
        content: pdf,
      });
      expect(uploaded.status).toBe(400);
    }
    // The right link on the wrong type of application.
    const wrongType = await call(
      ctx.app,
      'GET',
      `/api/v1/applications/reeducator/${applicationId}?verificationToken=${encodeURIComponent(token)}`,
    );
    expect(wrongType.status).toBe(400);
    expect(await rowCounts(ctx.database)).toEqual(before);

    // Expired: the same link, a second after its end.
    await ctx.app.db
      .update(applications)
      .set({ verificationTokenExpiresAt: sql`now() - interval '1 second'` })
      .where(eq(applications.id, applicationId));
    const expired = await call(ctx.app, 'POST', '/api/v1/Applications/patient/CheckSignupToken', {
      body: { verificationToken: token, applicationId },
    });
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ code: 'invalid_verification_token' });
    const afterExpiry = await rowCounts(ctx.database);
    expect((await confirm('patient', applicationId, token)).status).toBe(400);
    expect(
      (
        await signup('patient', applicationId, {
          verificationToken: token,
          password: 'long enough',
        })
      ).status,
    ).toBe(400);
    expect(await rowCounts(ctx.database)).toEqual(afterExpiry);
  });

  it('ignores a bearer token: no actor opens an application without its link', async () => {
    const { applicationId } = await applied('patient');
    for (const actor of world.actors) {
      const res = await call(
        ctx.app,
        'GET',
        `/api/v1/applications/patient/${applicationId}?verificationToken=guess`,
        { token: actor.token },
      );
      expect(res.status).toBe(400);
      expect(res.raw).not.toContain('Jeanne');
    }
  });
});

describe('validation', () => {
  const invalidFields: [string, Kind, (body: Body) => void, string][] = [
    ['firstname', 'patient', (body) => (body.firstname = ' '), 'firstname'],
    ['lastname', 'patient', (body) => delete body.lastname, 'lastname'],
    ['email', 'patient', (body) => (body.email = 'not-an-email'), 'email'],
    ['phone', 'patient', (body) => (body.phone = 'call me'), 'phone'],
    ['country code', 'patient', (body) => (body.CountryCode = 'FRA'), 'CountryCode'],
    ['postal code pattern', 'patient', (body) => (body.PostalCode = '!!'), 'PostalCode'],
    ['postal code of the country', 'patient', (body) => (body.PostalCode = '5700'), 'PostalCode'],
    ['weight too low', 'patient', (body) => (body.Weight = 10), 'Weight'],
    ['weight too high', 'patient', (body) => (body.Weight = 300), 'Weight'],
    ['weight not a number', 'patient', (body) => (body.Weight = 'heavy'), 'Weight'],
    ['height too low', 'patient', (body) => (body.Height = 50), 'Height'],
    ['height too high', 'patient', (body) => (body.Height = 260), 'Height'],
    ['leg too short', 'patient', (body) => (body.Leg = 20), 'Leg'],
    ['leg too long', 'patient', (body) => (body.Leg = 130), 'Leg'],
    ['leg longer than the body allows', 'patient', (body) => (body.Leg = 119), 'Leg'],
    ['left not a boolean', 'patient', (body) => (body.Left = 'maybe'), 'Left'],
    ['right missing for a patient', 'patient', (body) => delete body.Right, 'Right'],
    ['weight missing for a patient', 'patient', (body) => delete body.Weight, 'Weight'],
    [
      'establishment name of a resident',
      'patient',
      (body) => (body.livesInEstablishment = true),
      'establishmentName',
    ],
    [
      'livesInEstablishment',
      'patient',
      (body) => (body.livesInEstablishment = 'no'),
      'livesInEstablishment',
    ],
    [
      'address street',
      'patient',
      (body) => (body.address = { zipCode: '57000', town: 'Metz' }),
      'address.street',
    ],
    [
      'address postal code',
      'patient',
      (body) => (body.address = { street: 'rue', zipCode: '570', town: 'Metz' }),
      'address.zipCode',
    ],
    ['locale', 'patient', (body) => (body.locale = 'pt'), 'locale'],
    [
      'establishment type',
      'establishment',
      (body) => (body.establishmentType = 'castle'),
      'establishmentType',
    ],
    [
      'establishment name',
      'establishment',
      (body) => delete body.establishmentName,
      'establishmentName',
    ],
    ['function of a manager', 'establishment', (body) => delete body.function, 'function'],
    ['address of an establishment', 'establishment', (body) => delete body.address, 'address'],
    ['body measures of a professional', 'reeducator', (body) => (body.Weight = 80), 'Weight'],
  ];

  it.each(invalidFields)(
    'refuses an invalid %s, naming the field, writing nothing',
    async (_label, type, change, field) => {
      const body = forms[type](uniqueEmail('invalid'));
      change(body);
      const before = await rowCounts(ctx.database);
      const res = await apply(type, body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_information' });
      expect(res.body.fields).toContain(field);
      expect(await rowCounts(ctx.database)).toEqual(before);
    },
  );

  it('refuses an unknown type and a malformed id', async () => {
    const before = await rowCounts(ctx.database);
    const unknownType = await apply('doctor' as Kind, patientForm(uniqueEmail('doctor')));
    expect(unknownType.status).toBe(400);
    expect(unknownType.body.fields).toContain('type');
    const badId = await call(ctx.app, 'GET', '/api/v1/applications/patient/42?verificationToken=x');
    expect(badId.status).toBe(400);
    expect(badId.body.fields).toContain('id');
    const badTypeRead = await call(
      ctx.app,
      'PATCH',
      '/api/v1/applications/doctor/00000000-0000-4000-8000-000000000000/confirmation',
      { body: { verificationToken: 'x' } },
    );
    expect(badTypeRead.status).toBe(400);
    expect(badTypeRead.body.fields).toContain('type');
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('refuses `password` as the manager’s password of an establishment signup, changing nothing', async () => {
    const { applicationId, token } = await applied('establishment');
    expect((await confirm('establishment', applicationId, token)).status).toBe(200);
    const before = await rowCounts(ctx.database);
    const res = await signup('establishment', applicationId, {
      verificationToken: token,
      password: 'password',
    });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({
      code: 'password_too_common',
      errors: [{ field: 'password', in: 'body' }],
    });
    expect(await rowCounts(ctx.database)).toEqual(before);
    const ok = await signup('establishment', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
    });
    expect(ok.status).toBe(201);
  });

  it('refuses the invitee’s name or e-mail as the password, the corrected name too', async () => {
    const { email, applicationId, token } = await invitation(
      'patient',
      world.a.establishmentId,
      'confirmed',
    );
    const before = await rowCounts(ctx.database);
    for (const body of [
      { password: 'Paul Invité' },
      { password: email },
      { password: 'Jean-Baptiste', firstname: 'Jean-Baptiste' },
    ]) {
      const res = await signup('patient', applicationId, { verificationToken: token, ...body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'password_matches_identity' });
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
    const ok = await signup('patient', applicationId, {
      verificationToken: token,
      password: 'Paul Invité, en forme',
    });
    expect(ok.status).toBe(201);
  });

  it('refuses a short password at signup and keeps the link usable', async () => {
    const { applicationId, token } = await applied('reeducator');
    expect((await confirm('reeducator', applicationId, token)).status).toBe(200);
    const before = await rowCounts(ctx.database);
    const res = await signup('reeducator', applicationId, {
      verificationToken: token,
      password: 'short',
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toContain('password');
    expect(await rowCounts(ctx.database)).toEqual(before);
    const ok = await signup('reeducator', applicationId, {
      verificationToken: token,
      password: 'a long passphrase',
    });
    expect(ok.status).toBe(201);
    const [profile] = await ctx.app.db
      .select()
      .from(rehabilitators)
      .innerJoin(users, eq(users.id, rehabilitators.userId))
      .where(and(eq(users.id, ok.body.userId as string)));
    expect(profile!.reeducators.profession).toBe('Kinésithérapeute');
  });
});

describe('the direct debit order upload', () => {
  it('stores a PNG, and refuses a fake PDF, another type, an oversized file or no file, leaving nothing behind', async () => {
    const { applicationId, token } = await applied('patient');
    const image = await upload('patient', applicationId, token, {
      filename: 'mandat.png',
      type: 'image/png',
      content: png,
    });
    expect(image.status).toBe(201);
    expect(image.body).toMatchObject({ contentType: 'image/png', sizeBytes: png.length });
    const filesBefore = await storedFiles();
    const before = await rowCounts(ctx.database);

    const refusals: [string, { filename: string; type: string; content: Buffer }, number][] = [
      [
        'text pretending to be a PDF',
        {
          filename: 'mandat.pdf',
          type: 'application/pdf',
          content: Buffer.from('hello, not a PDF'),
        },
        415,
      ],
      [
        'a PNG declared as a PDF',
        { filename: 'mandat.pdf', type: 'application/pdf', content: png },
        415,
      ],
      [
        'a script',
        { filename: 'mandat.sh', type: 'text/x-shellscript', content: Buffer.from('#!/bin/sh\n') },
        415,
      ],
      [
        'a PDF over 5 MB',
        {
          filename: 'big.pdf',
          type: 'application/pdf',
          content: Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(5 * 1024 * 1024)]),
        },
        413,
      ],
    ];
    for (const [label, file, status] of refusals) {
      const res = await upload('patient', applicationId, token, file);
      expect(res.status, label).toBe(status);
      expect(res.headers['content-type']).toContain('application/problem+json');
    }

    const noFile = multipart([{ name: 'note', content: Buffer.from('hello') }]);
    const missing = await call(
      ctx.app,
      'POST',
      `/api/v1/applications/patient/${applicationId}/directDebitOrder?verificationToken=${encodeURIComponent(token)}`,
      { body: noFile.body, headers: noFile.headers },
    );
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toContain('file');

    const json = await call(
      ctx.app,
      'POST',
      `/api/v1/applications/patient/${applicationId}/directDebitOrder?verificationToken=${encodeURIComponent(token)}`,
      { body: { file: 'JVBERi0=' } },
    );
    expect(json.status).toBe(415);

    expect(await rowCounts(ctx.database)).toEqual(before);
    expect(await storedFiles()).toEqual(filesBefore);
  });

  it('keeps one direct debit order per application: a new upload replaces the previous file', async () => {
    const { applicationId, token } = await applied('patient');
    const filesBefore = await storedFiles();
    const first = await upload('patient', applicationId, token, {
      filename: 'mandat.png',
      type: 'image/png',
      content: png,
    });
    expect(first.status).toBe(201);
    const [firstFile] = (await storedFiles()).filter((name) => !filesBefore.includes(name));
    expect(firstFile).toMatch(/\.png$/);

    const second = await upload('patient', applicationId, token, {
      filename: 'mandat-signé.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    expect(second.status).toBe(201);
    const documents = await ctx.database.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, applicationId));
    expect(documents).toHaveLength(1);
    expect(documents[0]).toMatchObject({
      id: second.body.documentId,
      contentType: 'application/pdf',
    });
    const files = await storedFiles();
    // The PNG is gone from the disk, the PDF is there: no orphan file with bank details.
    expect(files).not.toContain(firstFile);
    expect(files.filter((name) => !filesBefore.includes(name))).toEqual([
      documents[0]!.storageKey.split('/')[1],
    ]);
  });

  it('refuses documents once the application is signed up or waitlisted', async () => {
    const waitlisted = await applied('patient', (body) => {
      body.CountryCode = 'ES';
      body.PostalCode = '28001';
      body.address = undefined;
    });
    await call(
      ctx.app,
      'PATCH',
      `/api/v1/applications/patient/${waitlisted.applicationId}/waitListSubscription`,
      { body: { verificationToken: waitlisted.token } },
    );
    const filesBefore = await storedFiles();
    const res = await upload('patient', waitlisted.applicationId, waitlisted.token, {
      filename: 'mandat.pdf',
      type: 'application/pdf',
      content: pdf,
    });
    expect(res.status).toBe(409);
    expect(await storedFiles()).toEqual(filesBefore);
  });
});

describe('the purge of old applications', () => {
  const dayMs = 86_400_000;
  async function movedDaysAgo(applicationId: string, days: number, status?: string) {
    await ctx.database.db
      .update(applications)
      .set({
        updatedAt: new Date(Date.now() - days * dayMs),
        ...(status ? { status } : {}),
      })
      .where(eq(applications.id, applicationId));
  }
  async function exists(applicationId: string) {
    const rows = await ctx.database.db
      .select({ id: applications.id })
      .from(applications)
      .where(eq(applications.id, applicationId));
    return rows.length === 1;
  }

  it('deletes the applications left past their delay with their direct debit orders, once', async () => {
    const abandoned = await applied('patient');
    expect(
      (
        await upload('patient', abandoned.applicationId, abandoned.token, {
          filename: 'mandat.pdf',
          type: 'application/pdf',
          content: pdf,
        })
      ).status,
    ).toBe(201);
    const [document] = await ctx.database.db
      .select()
      .from(applicationDocuments)
      .where(eq(applicationDocuments.applicationId, abandoned.applicationId));
    await movedDaysAgo(abandoned.applicationId, 91);
    const recent = await applied('patient');
    await movedDaysAgo(recent.applicationId, 89);
    const waiting = await applied('patient');
    await movedDaysAgo(waiting.applicationId, 200, 'waitlisted');
    const forgotten = await applied('patient');
    await movedDaysAgo(forgotten.applicationId, 366, 'waitlisted');
    const signedUp = await applied('patient');
    await movedDaysAgo(signedUp.applicationId, 1000, 'signed_up');

    const [first, second] = await Promise.all([
      purgeApplications(ctx.database.db, storageDir),
      purgeApplications(ctx.database.db, storageDir),
    ]);
    // Two runs at once (two API processes): each application is deleted by one of them.
    expect(first.applications + second.applications).toBeGreaterThanOrEqual(2);
    expect(await exists(abandoned.applicationId)).toBe(false);
    expect(await exists(forgotten.applicationId)).toBe(false);
    expect(await exists(recent.applicationId)).toBe(true);
    expect(await exists(waiting.applicationId)).toBe(true);
    expect(await exists(signedUp.applicationId)).toBe(true);
    expect(await storedFiles()).not.toContain(document!.storageKey.split('/')[1]);
    // Its link no longer opens anything.
    const link = await call(
      ctx.app,
      'GET',
      `/api/v1/applications/patient/${abandoned.applicationId}?verificationToken=${encodeURIComponent(abandoned.token)}`,
    );
    expect(link.status).toBeGreaterThanOrEqual(400);
    expect(await purgeApplications(ctx.database.db, storageDir)).toEqual({
      applications: 0,
      documents: 0,
    });
    const [entry] = await ctx.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'application.purge'));
    expect(entry?.details).toMatchObject({ documents: expect.any(Number) });
    expect(JSON.stringify(entry?.details)).not.toContain('@');
  });
});

describe('rate limits', () => {
  it('answers 429 after too many link checks from one address', async () => {
    const limited = await build({
      config: testConfig((config) => {
        config.rateLimitScale = 1;
        config.rateLimit.tokenChecks = { max: 2, windowMs: 60_000 };
        config.storageDir = storageDir;
      }),
    });
    try {
      const body = {
        verificationToken: 'guess',
        applicationId: '00000000-0000-4000-8000-000000000000',
      };
      const statuses: number[] = [];
      for (let attempt = 0; attempt < 3; attempt += 1) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/api/v1/Applications/patient/CheckSignupToken',
          payload: body,
        });
        statuses.push(res.statusCode);
        if (res.statusCode === 429) {
          expect(res.headers['retry-after']).toBeDefined();
          expect(res.json()).toMatchObject({ code: 'too_many_requests' });
        }
      }
      expect(statuses).toEqual([400, 400, 429]);
    } finally {
      await limited.close();
    }
  });
});
