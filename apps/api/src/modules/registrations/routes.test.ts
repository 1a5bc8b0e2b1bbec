import type {
  PatientRegistration,
  PendingRegistrations,
  RegistrationAnswer,
} from '@oxilio/domain/contract';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, establishments, patients } from '../../db/schema';
import { createWorld, type World } from '../../../test/fixtures';
import { call, latestEmail, uniqueEmail, useTestApp } from '../../../test/helper';

const ctx = useTestApp();
let world: World;
let residenceId: string;

beforeAll(async () => {
  world = await createWorld(ctx.app);
  const [row] = await ctx.app.db
    .insert(establishments)
    .values({ name: 'Résidence Les Érables', type: 'nursing_home', town: 'Épinal', county: 'FR' })
    .returning({ id: establishments.id });
  residenceId = row!.id;
});

type Body = Record<string, unknown>;

/** A patient who registers alone, through the whole application journey; their access token. */
async function selfRegistered(change: (body: Body) => void = () => undefined) {
  const email = uniqueEmail('self');
  const body: Body = {
    firstname: 'Jeanne',
    lastname: 'Martin',
    email,
    address: { street: 'rue des Lilas', zipCode: '88000', town: 'Épinal' },
    livesInEstablishment: false,
    CountryCode: 'FR',
    PostalCode: '88000',
    Weight: 70,
    Height: 165,
    Leg: 76,
    Left: true,
    Right: true,
  };
  change(body);
  const applied = await call(ctx.app, 'POST', '/api/v1/applications/patient', { body });
  expect(applied.status).toBe(201);
  const link = new URL((await latestEmail(ctx.app, email)).links[0]!);
  const applicationId = link.searchParams.get('applicationId')!;
  const verificationToken = link.searchParams.get('token')!;
  await call(ctx.app, 'PATCH', `/api/v1/applications/patient/${applicationId}/confirmation`, {
    body: { verificationToken },
  });
  const signedUp = await call<{ registration: string; registrationEstablishmentName: string }>(
    ctx.app,
    'POST',
    `/api/v1/Applications/patient/${applicationId}/signup`,
    { body: { verificationToken, password: 'a long passphrase', locale: 'de' } },
  );
  expect(signedUp.status).toBe(201);
  const signin = await call<{ accessToken: string }>(ctx.app, 'POST', '/api/v1/auth/signin', {
    body: { email, password: 'a long passphrase' },
  });
  const [patient] = await ctx.app.db
    .select({ id: patients.id, establishmentId: patients.establishmentId })
    .from(patients)
    .where(eq(patients.email, email));
  return { email, signedUp, token: signin.body.accessToken, patientId: patient!.id, patient };
}

const registrationOf = (patientId: string, token: string) =>
  call<PatientRegistration>(ctx.app, 'GET', `/api/v1/patients/${patientId}/registration`, {
    token,
  });

const pendingOf = (establishmentId: string, token: string) =>
  call<PendingRegistrations>(
    ctx.app,
    'GET',
    `/api/v1/Establishments/${establishmentId}/registrationRequests`,
    { token },
  );

const answer = (establishmentId: string, requestId: string, accepted: boolean, token: string) =>
  call<RegistrationAnswer>(
    ctx.app,
    'PATCH',
    `/api/v1/Establishments/${establishmentId}/registrationRequests/${requestId}`,
    { token, body: { accepted } },
  );

describe('GET /establishmentDirectory', () => {
  it('finds establishments by name or town, any case, accents ignored, with names and towns only', async () => {
    const byName = await call<{ establishments: Record<string, unknown>[] }>(
      ctx.app,
      'GET',
      `/api/v1/establishmentDirectory?q=${encodeURIComponent('RESIDENCE les erables')}`,
    );
    expect(byName.status).toBe(200);
    expect(byName.body.establishments).toEqual([
      { establishmentId: residenceId, name: 'Résidence Les Érables', town: 'Épinal' },
    ]);
    const byTown = await call<{ establishments: { establishmentId: string }[] }>(
      ctx.app,
      'GET',
      '/api/v1/establishmentDirectory?q=epinal',
    );
    expect(byTown.body.establishments.map((each) => each.establishmentId)).toEqual([residenceId]);
  });

  it('asks for two letters at least, and escapes the wildcards', async () => {
    expect((await call(ctx.app, 'GET', '/api/v1/establishmentDirectory?q=a')).status).toBe(400);
    const wild = await call<{ establishments: unknown[] }>(
      ctx.app,
      'GET',
      '/api/v1/establishmentDirectory?q=%25%25',
    );
    expect(wild.body.establishments).toEqual([]);
  });
});

describe('a self-registered patient who names their establishment', () => {
  it('reaches its managers as a pending request; accepted, the establishment follows them and they are told in their language', async () => {
    const { email, signedUp, token, patientId, patient } = await selfRegistered((body) => {
      body.livesInEstablishment = true;
      body.establishmentName = 'Résidence Les Érables';
      body.requestedEstablishmentId = world.a.establishmentId;
    });
    expect(signedUp.body).toMatchObject({
      registration: 'pending',
      registrationEstablishmentName: 'Résidence a',
      establishmentId: null,
    });
    expect(patient!.establishmentId).toBeNull();
    const welcome = await latestEmail(ctx.app, email);
    expect(welcome.template).toBe('welcome_registration_pending');
    expect(welcome.text).toContain('Résidence a');

    const mine = await registrationOf(patientId, token);
    expect(mine.status).toBe(200);
    expect(mine.body).toMatchObject({
      establishment: null,
      request: {
        status: 'pending',
        establishment: { establishmentId: world.a.establishmentId, name: 'Résidence a' },
      },
    });

    // Only the named establishment's managers see and answer it.
    const seen = await pendingOf(world.a.establishmentId, world.a.manager.token);
    expect(seen.status).toBe(200);
    const request = seen.body.requests.find((each) => each.patientId === patientId);
    expect(request).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'Martin',
      email,
      town: 'Épinal',
    });
    expect((await pendingOf(world.a.establishmentId, world.b.manager.token)).status).toBe(403);
    const other = await pendingOf(world.b.establishmentId, world.b.manager.token);
    expect(other.body.requests.some((each) => each.patientId === patientId)).toBe(false);
    expect(
      (await answer(world.b.establishmentId, request!.requestId, true, world.b.manager.token))
        .status,
    ).toBe(404);
    expect(
      (await answer(world.a.establishmentId, request!.requestId, true, world.a.rehabilitator.token))
        .status,
    ).toBe(403);

    const accepted = await answer(
      world.a.establishmentId,
      request!.requestId,
      true,
      world.a.manager.token,
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ patientId, status: 'accepted' });
    const [linked] = await ctx.app.db
      .select({ establishmentId: patients.establishmentId })
      .from(patients)
      .where(eq(patients.id, patientId));
    expect(linked!.establishmentId).toBe(world.a.establishmentId);
    const told = await latestEmail(ctx.app, email);
    expect(told.template).toBe('registration_accepted');
    expect(told.subject).not.toBe(welcome.subject);
    expect(told.text).toContain('Résidence a');
    expect(told.text).toMatch(/Hallo|Guten Tag/);
    const audited = await ctx.app.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'registration.accepted'), eq(auditLog.patientId, patientId)));
    expect(audited).toHaveLength(1);
    expect(audited[0]!.actorUserId).toBe(world.a.manager.userId);

    const after = await registrationOf(patientId, token);
    expect(after.body).toMatchObject({
      establishment: { establishmentId: world.a.establishmentId, name: 'Résidence a' },
      request: { status: 'accepted' },
    });
    // Answered once; and now followed, the patient asks no other establishment.
    expect(
      (await answer(world.a.establishmentId, request!.requestId, false, world.a.manager.token))
        .status,
    ).toBe(404);
    const again = await call(ctx.app, 'POST', `/api/v1/patients/${patientId}/registration`, {
      token,
      body: { establishmentId: world.b.establishmentId },
    });
    expect(again.status).toBe(409);
  });

  it('refuses an application naming an establishment that does not exist', async () => {
    const res = await call<{ errors: { field: string }[] }>(
      ctx.app,
      'POST',
      '/api/v1/applications/patient',
      {
        body: {
          firstname: 'Jeanne',
          lastname: 'Martin',
          email: uniqueEmail('ghost'),
          livesInEstablishment: true,
          establishmentName: 'Nulle part',
          requestedEstablishmentId: '00000000-0000-4000-8000-000000000000',
          CountryCode: 'FR',
          PostalCode: '88000',
          Weight: 70,
          Height: 165,
          Leg: 76,
          Left: true,
          Right: true,
        },
      },
    );
    expect(res.status).toBe(400);
    expect(res.body.errors.map((each) => each.field)).toContain('requestedEstablishmentId');
  });
});

describe('a self-registered patient without an establishment', () => {
  it('is told the truth, asks one from their profile, and hears a refusal with what to do next', async () => {
    const { email, signedUp, token, patientId } = await selfRegistered();
    expect(signedUp.body).toMatchObject({
      registration: 'none',
      registrationEstablishmentName: null,
    });
    const welcome = await latestEmail(ctx.app, email);
    expect(welcome.template).toBe('welcome_without_establishment');
    expect((await registrationOf(patientId, token)).body).toEqual({
      establishment: null,
      request: null,
    });

    // Someone else's registration is not theirs to read or make.
    expect((await registrationOf(patientId, world.a.manager.token)).status).toBe(404);
    expect((await registrationOf(world.a.patient.patientId!, token)).status).toBe(404);

    const asked = await call<PatientRegistration>(
      ctx.app,
      'POST',
      `/api/v1/patients/${patientId}/registration`,
      { token, body: { establishmentId: residenceId } },
    );
    expect(asked.status).toBe(201);
    expect(asked.body.request).toMatchObject({
      status: 'pending',
      establishment: { name: 'Résidence Les Érables', town: 'Épinal' },
    });
    // Asking another establishment replaces the pending request.
    const replaced = await call<PatientRegistration>(
      ctx.app,
      'POST',
      `/api/v1/patients/${patientId}/registration`,
      { token, body: { establishmentId: world.b.establishmentId } },
    );
    expect(replaced.body.request).toMatchObject({
      status: 'pending',
      establishment: { establishmentId: world.b.establishmentId },
    });
    const requests = (await pendingOf(world.b.establishmentId, world.b.manager.token)).body
      .requests;
    const request = requests.find((each) => each.patientId === patientId)!;

    const refused = await answer(
      world.b.establishmentId,
      request.requestId,
      false,
      world.b.manager.token,
    );
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused' });
    const told = await latestEmail(ctx.app, email);
    expect(told.template).toBe('registration_refused');
    expect(told.text).toContain('Résidence b');
    const state = await registrationOf(patientId, token);
    expect(state.body).toMatchObject({ establishment: null, request: { status: 'refused' } });
    const [still] = await ctx.app.db
      .select({ establishmentId: patients.establishmentId })
      .from(patients)
      .where(eq(patients.id, patientId));
    expect(still!.establishmentId).toBeNull();
    // They may ask again.
    const anew = await call(ctx.app, 'POST', `/api/v1/patients/${patientId}/registration`, {
      token,
      body: { establishmentId: residenceId },
    });
    expect(anew.status).toBe(201);
  });
});
