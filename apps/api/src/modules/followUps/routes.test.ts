import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  CareTeam,
  FollowUpRequest,
  PatientFollowUpState,
  RehabilitatorInvites,
} from '@oxilio/domain/contract';
import { createWorld, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import { auditLog, patientRehabilitators, patients } from '../../db/schema';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const api = (path: string) => `/api/v1${path}`;
const statePath = (establishmentId: string, patientId: string) =>
  api(`/Establishments/${establishmentId}/Patients/${patientId}/followUp`);
const askPath = (establishmentId: string, patientId: string) =>
  api(`/Establishments/${establishmentId}/Patients/${patientId}/followUpRequests`);

async function stateOf(patientId: string) {
  const { a } = world;
  const res = await call<PatientFollowUpState>(
    ctx.app,
    'GET',
    statePath(a.establishmentId, patientId),
    {
      token: a.manager.token,
    },
  );
  expect(res.status).toBe(200);
  return res.body;
}

async function invitesOf(actor: World['a']['rehabilitator']) {
  const res = await call<RehabilitatorInvites>(
    ctx.app,
    'GET',
    api(`/Reeducators/${actor.reeducatorId}/invites`),
    { token: actor.token },
  );
  expect(res.status).toBe(200);
  return res.body;
}

describe('the manager asks a rehabilitator of the team to follow a patient', () => {
  it('shows a patient without capacity nor rehabilitator as followed by nobody, objectives not set', async () => {
    const state = await stateOf(world.a.unlinkedPatient.patientId);
    expect(state).toEqual({
      patientId: world.a.unlinkedPatient.patientId,
      functionalCapacity: null,
      objectives: 'notSet',
      rehabilitators: [],
      requests: [],
    });
  });

  it('shows a followed patient’s rehabilitators and the defaults of their capacity', async () => {
    const state = await stateOf(world.a.patient.patientId);
    expect(state.functionalCapacity).toBe(3);
    expect(state.objectives).toBe('defaults');
    expect(state.rehabilitators.map((r) => r.reeducatorId).sort()).toEqual(
      [world.a.rehabilitator.reeducatorId, world.a.combined.reeducatorId].sort(),
    );
  });

  it('names the same rehabilitators as the patient’s care team, main first, and nothing more', async () => {
    const { a } = world;
    const state = await stateOf(a.patient.patientId);
    const team = await call<CareTeam>(
      ctx.app,
      'GET',
      api(`/patients/${a.patient.patientId}/careTeam`),
      { token: a.patient.token },
    );
    expect(team.status).toBe(200);
    expect(state.rehabilitators.map((r) => r.reeducatorId)).toEqual(
      team.body.members.map((member) => member.reeducatorId),
    );
    // The manager's card keeps its own fields: no follow-up id, no teams of the rehabilitator.
    expect(Object.keys(state.rehabilitators[0] ?? {}).sort()).toEqual([
      'firstName',
      'lastName',
      'profession',
      'reeducatorId',
      'since',
    ]);
  });

  it('asks, the request reaches the rehabilitator with who asked, and the rehabilitator accepts', async () => {
    const { a } = world;
    const patientId = a.unlinkedPatient.patientId;
    const asked = await call<FollowUpRequest>(
      ctx.app,
      'POST',
      askPath(a.establishmentId, patientId),
      {
        token: a.manager.token,
        body: { reeducatorId: a.rehabilitator.reeducatorId },
      },
    );
    expect(asked.status).toBe(201);
    expect(asked.body).toMatchObject({
      status: 'pending',
      answeredAt: null,
      rehabilitator: { reeducatorId: a.rehabilitator.reeducatorId },
      requestedBy: { firstName: a.manager.firstName, lastName: 'Fixture' },
    });

    const [audited] = await ctx.app.db
      .select()
      .from(auditLog)
      .where(
        and(eq(auditLog.action, 'patient.reeducators.request'), eq(auditLog.patientId, patientId)),
      );
    expect(audited).toMatchObject({
      actorUserId: a.manager.userId,
      details: { reeducatorId: a.rehabilitator.reeducatorId, requestId: asked.body.id },
    });

    const invites = await invitesOf(a.rehabilitator);
    const received = invites.received.find((item) => item.patient.patientId === patientId);
    expect(received).toMatchObject({
      id: asked.body.id,
      origin: 'establishment',
      requestedBy: {
        firstName: a.manager.firstName,
        lastName: 'Fixture',
        establishmentName: 'Résidence a',
      },
    });

    // Between professionals: not an invitation the patient answers.
    const own = await call<unknown[]>(
      ctx.app,
      'GET',
      api(`/patients/${patientId}/reeducatorInvitations`),
      {
        token: a.unlinkedPatient.token,
      },
    );
    expect(own.status).toBe(200);
    expect(own.body).toEqual([]);

    expect((await stateOf(patientId)).requests).toEqual([asked.body]);

    const accepted = await call<{ status: string; origin: string }>(
      ctx.app,
      'POST',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients`),
      { token: a.rehabilitator.token, body: { patientId } },
    );
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'accepted', origin: 'establishment' });

    const state = await stateOf(patientId);
    expect(state.rehabilitators.map((r) => r.reeducatorId)).toEqual([a.rehabilitator.reeducatorId]);
    expect(state.requests).toEqual([]);
    // Followed now: the rehabilitator reads the patient and sets the capacity at initialisation.
    const settings = await call(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patient/${patientId}`),
      { token: a.rehabilitator.token },
    );
    expect(settings.status).toBe(200);

    // Initialised: a capacity brings its defaults; an objective set makes them the patient's own.
    const capacity = await call(ctx.app, 'PATCH', api(`/patients/${patientId}`), {
      token: a.rehabilitator.token,
      body: { functionalCapacity: 2 },
    });
    expect(capacity.status).toBe(200);
    expect(await stateOf(patientId)).toMatchObject({
      functionalCapacity: 2,
      objectives: 'defaults',
    });
    const set = await call(ctx.app, 'PATCH', api('/PatchPatientSettings'), {
      token: a.rehabilitator.token,
      body: {
        patientId,
        reeducatorId: a.rehabilitator.reeducatorId,
        patientSettings: { objectives: { StepCount: 150 } },
      },
    });
    expect(set.status).toBe(200);
    expect((await stateOf(patientId)).objectives).toBe('own');
  });

  it('refuses with 409 a rehabilitator who already follows the patient, or a request already pending', async () => {
    const { a } = world;
    const followed = await call(ctx.app, 'POST', askPath(a.establishmentId, a.patient.patientId), {
      token: a.manager.token,
      body: { reeducatorId: a.rehabilitator.reeducatorId },
    });
    expect(followed.status).toBe(409);

    // A second patient without a rehabilitator.
    const [other] = await ctx.app.db
      .insert(patients)
      .values({ establishmentId: a.establishmentId, firstName: 'Odile', lastName: 'Sansuivi' })
      .returning({ id: patients.id });
    const first = await call(ctx.app, 'POST', askPath(a.establishmentId, other!.id), {
      token: a.manager.token,
      body: { reeducatorId: a.combined.reeducatorId },
    });
    expect(first.status).toBe(201);
    const again = await call(ctx.app, 'POST', askPath(a.establishmentId, other!.id), {
      token: a.combined.token,
      body: { reeducatorId: a.combined.reeducatorId },
    });
    expect(again.status).toBe(409);
    const open = await ctx.app.db
      .select()
      .from(patientRehabilitators)
      .where(eq(patientRehabilitators.patientId, other!.id));
    expect(open).toHaveLength(1);
  });

  it('shows the refusal to the manager, who can ask again', async () => {
    const { a } = world;
    const [patient] = await ctx.app.db
      .insert(patients)
      .values({ establishmentId: a.establishmentId, firstName: 'Rémi', lastName: 'Refusé' })
      .returning({ id: patients.id });
    const patientId = patient!.id;
    const asked = await call<FollowUpRequest>(
      ctx.app,
      'POST',
      askPath(a.establishmentId, patientId),
      {
        token: a.manager.token,
        body: { reeducatorId: a.rehabilitator.reeducatorId },
      },
    );
    expect(asked.status).toBe(201);
    const refused = await call(
      ctx.app,
      'DELETE',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients/${patientId}`),
      { token: a.rehabilitator.token },
    );
    expect(refused.status).toBe(200);
    expect(refused.body).toMatchObject({ status: 'refused', origin: 'establishment' });

    const state = await stateOf(patientId);
    expect(state.rehabilitators).toEqual([]);
    expect(state.requests).toHaveLength(1);
    expect(state.requests[0]).toMatchObject({ id: asked.body.id, status: 'refused' });
    expect(state.requests[0]!.answeredAt).not.toBeNull();

    const another = await call(ctx.app, 'POST', askPath(a.establishmentId, patientId), {
      token: a.manager.token,
      body: { reeducatorId: a.combined.reeducatorId },
    });
    expect(another.status).toBe(201);
    const same = await call(ctx.app, 'POST', askPath(a.establishmentId, patientId), {
      token: a.manager.token,
      body: { reeducatorId: a.rehabilitator.reeducatorId },
    });
    expect(same.status).toBe(201);
    expect((await stateOf(patientId)).requests.map((r) => r.status)).toEqual([
      'pending',
      'pending',
      'refused',
    ]);
  });

  it('answers 403 or 404 to anyone else, and writes nothing', async () => {
    const { a, b } = world;
    const patientId = a.unlinkedPatient.patientId;
    const before = await rowCounts(ctx.database);
    const body = { reeducatorId: a.combined.reeducatorId };
    const cases: [string, number][] = [
      [b.manager.token, 403],
      [b.combined.token, 403],
      [a.rehabilitator.token, 403],
      [a.patient.token, 403],
      [a.unlinkedPatient.token, 403],
    ];
    for (const [token, status] of cases) {
      const asked = await call(ctx.app, 'POST', askPath(a.establishmentId, patientId), {
        token,
        body,
      });
      expect(asked.status).toBe(status);
      expect(asked.raw).not.toContain(a.unlinkedPatient.email);
      const read = await call(ctx.app, 'GET', statePath(a.establishmentId, patientId), { token });
      expect(read.status).toBe(status);
    }
    // B's manager on their own establishment's path, with A's patient: not theirs.
    const foreign = await call(ctx.app, 'POST', askPath(b.establishmentId, patientId), {
      token: b.manager.token,
      body: { reeducatorId: b.rehabilitator.reeducatorId },
    });
    expect(foreign.status).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', statePath(b.establishmentId, patientId), {
          token: b.manager.token,
        })
      ).status,
    ).toBe(404);
    // A rehabilitator who is not in A's team.
    const outsider = await call(ctx.app, 'POST', askPath(a.establishmentId, patientId), {
      token: a.manager.token,
      body: { reeducatorId: b.rehabilitator.reeducatorId },
    });
    expect(outsider.status).toBe(404);
    expect(outsider.raw).not.toContain(b.rehabilitator.email);
    expect(await rowCounts(ctx.database)).toMatchObject({
      patient_reeducators: before.patient_reeducators,
    });
  });
});
