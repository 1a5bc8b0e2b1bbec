/** The policy against a real database: two establishments, every role, allowed or refused. */
import { and, eq, inArray, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type Actor, type World } from '../../test/fixtures';
import { call, useTestApp } from '../../test/helper';
import {
  adaptedActivities,
  auditLog,
  patientPrograms,
  patients,
  programs,
  sessions,
} from '../db/schema';
import { ForbiddenError, NotFoundError } from '../http/errors';
import {
  assertAdaptedActivityAccess,
  assertCanAnswerTeamInvitation,
  assertCanEditRehabilitatorProfile,
  assertCanLikeExercises,
  assertCanListAdaptedActivities,
  assertCanReadEstablishment,
  assertCanSearchPatients,
  assertCanUsePrograms,
  assertDeviceAccess,
  assertFollowsPatient,
  invitablePatients,
  loadCallerEstablishments,
  searchablePatients,
  assertPatientAccess,
  assertProgramAccess,
  assertSessionAccess,
  patientActions,
  visiblePatients,
  type PatientAction,
} from './index';

const ctx = useTestApp();
let world: World;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

type Outcome = 'allow' | 403 | 404;

async function outcome(promise: Promise<unknown>): Promise<Outcome> {
  try {
    await promise;
    return 'allow';
  } catch (error) {
    if (error instanceof NotFoundError) {
      return 404;
    }
    if (error instanceof ForbiddenError) {
      return 403;
    }
    throw error;
  }
}

/** Expected outcome of every patient action, given what the caller may do. */
function expectation(allowed: PatientAction[]): Record<PatientAction, Outcome> {
  const visible = allowed.includes('read');
  return Object.fromEntries(
    patientActions.map((action) => [
      action,
      allowed.includes(action) ? 'allow' : visible ? 403 : 404,
    ]),
  ) as Record<PatientAction, Outcome>;
}

describe('patient data, every role on every patient', () => {
  const linked = (w: World) => w.a.patient.patientId;
  const unlinked = (w: World) => w.a.unlinkedPatient.patientId;
  const cases: [string, (w: World) => Actor, (w: World) => string, PatientAction[]][] = [
    // Establishment A's linked patient (followed by A's rehabilitator and combined user).
    [
      'A manager -> linked patient',
      (w) => w.a.manager,
      linked,
      [
        'read',
        'updateProfile',
        'manageDevice',
        'assignCare',
        'enrolActivity',
        'readNotes',
        'writeNotes',
      ],
    ],
    [
      'A rehabilitator -> linked patient',
      (w) => w.a.rehabilitator,
      linked,
      ['read', 'prescribe', 'readNotes', 'writeNotes'],
    ],
    [
      'A combined -> linked patient',
      (w) => w.a.combined,
      linked,
      [
        'read',
        'updateProfile',
        'prescribe',
        'manageDevice',
        'assignCare',
        'enrolActivity',
        'readNotes',
        'writeNotes',
      ],
    ],
    [
      'the patient -> themselves',
      (w) => w.a.patient,
      linked,
      ['read', 'updateProfile', 'selfCare', 'enrolActivity', 'readAccessLog', 'exportNotes'],
    ],
    ['another patient of A -> linked patient', (w) => w.a.unlinkedPatient, linked, []],
    ['B manager -> linked patient', (w) => w.b.manager, linked, []],
    ['B rehabilitator -> linked patient', (w) => w.b.rehabilitator, linked, []],
    ['B combined -> linked patient', (w) => w.b.combined, linked, []],
    ['B patient -> linked patient', (w) => w.b.patient, linked, []],
    // Establishment A's patient that no rehabilitator follows.
    [
      'A manager -> unlinked patient',
      (w) => w.a.manager,
      unlinked,
      [
        'read',
        'updateProfile',
        'manageDevice',
        'assignCare',
        'enrolActivity',
        'readNotes',
        'writeNotes',
      ],
    ],
    ['A rehabilitator -> unlinked patient', (w) => w.a.rehabilitator, unlinked, []],
    [
      'A combined -> unlinked patient',
      (w) => w.a.combined,
      unlinked,
      [
        'read',
        'updateProfile',
        'manageDevice',
        'assignCare',
        'enrolActivity',
        'readNotes',
        'writeNotes',
      ],
    ],
    [
      'the unlinked patient -> themselves',
      (w) => w.a.unlinkedPatient,
      unlinked,
      ['read', 'updateProfile', 'selfCare', 'enrolActivity', 'readAccessLog', 'exportNotes'],
    ],
    ['B combined -> unlinked patient', (w) => w.b.combined, unlinked, []],
  ];

  it.each(cases)('%s', async (_label, caller, target, allowed) => {
    const results: Record<string, Outcome> = {};
    for (const action of patientActions) {
      results[action] = await outcome(
        assertPatientAccess(ctx.app.db, caller(world).auth, target(world), action),
      );
    }
    expect(results).toEqual(expectation(allowed));
  });

  it('answers 404 for an unknown or malformed patient id, as for a hidden one', async () => {
    const manager = world.a.manager.auth;
    expect(
      await outcome(assertPatientAccess(ctx.app.db, manager, crypto.randomUUID(), 'read')),
    ).toBe(404);
    expect(await outcome(assertPatientAccess(ctx.app.db, manager, 'nonsense', 'read'))).toBe(404);
  });

  it('stops a rehabilitator from reading a patient once the link has ended', async () => {
    const fresh = await createWorld(ctx.app);
    const rehab = fresh.a.rehabilitator.auth;
    expect(
      await outcome(assertPatientAccess(ctx.app.db, rehab, fresh.a.patient.patientId, 'read')),
    ).toBe('allow');
    await ctx.app.db.execute(
      sql`update patient_reeducators set ended_at = now() where patient_id = ${fresh.a.patient.patientId} and reeducator_id = ${rehab.reeducatorId}`,
    );
    expect(
      await outcome(assertPatientAccess(ctx.app.db, rehab, fresh.a.patient.patientId, 'read')),
    ).toBe(404);
  });
});

describe('lists', () => {
  const worldPatients = (w: World) => [
    w.a.patient,
    w.a.unlinkedPatient,
    w.b.patient,
    w.b.unlinkedPatient,
  ];

  it.each([
    ['A manager', (w: World) => w.a.manager, (w: World) => [w.a.patient, w.a.unlinkedPatient]],
    ['A rehabilitator', (w: World) => w.a.rehabilitator, (w: World) => [w.a.patient]],
    ['A combined', (w: World) => w.a.combined, (w: World) => [w.a.patient, w.a.unlinkedPatient]],
    ['A patient', (w: World) => w.a.patient, (w: World) => [w.a.patient]],
    ['B rehabilitator', (w: World) => w.b.rehabilitator, (w: World) => [w.b.patient]],
  ])('shows %s exactly the patients they may open', async (_name, caller, expected) => {
    const ids = worldPatients(world).map((patient) => patient.patientId);
    const rows = await ctx.app.db
      .select({ id: patients.id })
      .from(patients)
      .where(and(inArray(patients.id, ids), visiblePatients(caller(world).auth)));
    expect(rows.map((row) => row.id).sort()).toEqual(
      expected(world)
        .map((p) => p.patientId)
        .sort(),
    );
  });
});

describe('establishments, devices, programs, sessions', () => {
  it('lets the team and patients of an establishment read it, and no one else', async () => {
    const read = (actor: Actor, id: string) =>
      outcome(assertCanReadEstablishment(ctx.app.db, actor.auth, id));
    expect(await read(world.a.manager, world.a.establishmentId)).toBe('allow');
    expect(await read(world.a.rehabilitator, world.a.establishmentId)).toBe('allow');
    expect(await read(world.a.patient, world.a.establishmentId)).toBe('allow');
    expect(await read(world.b.manager, world.a.establishmentId)).toBe(403);
    expect(await read(world.b.rehabilitator, world.a.establishmentId)).toBe(403);
    expect(await read(world.b.patient, world.a.establishmentId)).toBe(403);
  });

  it('lets only the establishment manager reach its devices', async () => {
    const reach = (actor: Actor, id: string) =>
      outcome(assertDeviceAccess(ctx.app.db, actor.auth, id));
    expect(await reach(world.a.manager, world.a.deviceId)).toBe('allow');
    expect(await reach(world.a.combined, world.a.spareDeviceId)).toBe('allow');
    expect(await reach(world.b.manager, world.a.deviceId)).toBe(404);
    expect(await reach(world.a.rehabilitator, world.a.deviceId)).toBe(404);
    expect(await reach(world.a.patient, world.a.deviceId)).toBe(404);
  });

  it('shares product programs read-only and keeps own programs private', async () => {
    const [product, own] = await ctx.app.db
      .insert(programs)
      .values([
        { name: 'Product program', reeducatorId: null },
        { name: 'My program', reeducatorId: world.a.rehabilitator.reeducatorId },
      ])
      .returning({ id: programs.id });
    const access = (actor: Actor, id: string, action: 'read' | 'write') =>
      outcome(assertProgramAccess(ctx.app.db, actor.auth, id, action));
    expect(await access(world.b.rehabilitator, product!.id, 'read')).toBe('allow');
    expect(await access(world.b.rehabilitator, product!.id, 'write')).toBe(403);
    expect(await access(world.a.rehabilitator, own!.id, 'write')).toBe('allow');
    expect(await access(world.b.rehabilitator, own!.id, 'read')).toBe(404);
    expect(await access(world.a.patient, product!.id, 'read')).toBe(404);
  });

  it('reaches a session through its patient', async () => {
    const [program] = await ctx.app.db
      .insert(programs)
      .values({ name: 'Session program', reeducatorId: world.a.rehabilitator.reeducatorId })
      .returning({ id: programs.id });
    const [assigned] = await ctx.app.db
      .insert(patientPrograms)
      .values({
        patientId: world.a.patient.patientId,
        programId: program!.id,
        isSelfRehabilitation: true,
      })
      .returning({ id: patientPrograms.id });
    const [session] = await ctx.app.db
      .insert(sessions)
      .values({
        patientId: world.a.patient.patientId,
        patientProgramId: assigned!.id,
        isSelfRehabilitation: true,
        day: '2026-11-25',
      })
      .returning({ id: sessions.id });
    const reach = (actor: Actor, action: PatientAction) =>
      outcome(assertSessionAccess(ctx.app.db, actor.auth, session!.id, action));
    expect(await reach(world.a.patient, 'selfCare')).toBe('allow');
    expect(await reach(world.a.rehabilitator, 'read')).toBe('allow');
    expect(await reach(world.a.rehabilitator, 'selfCare')).toBe(403);
    expect(await reach(world.b.rehabilitator, 'read')).toBe(404);
  });
});

describe('rehabilitators and their team', () => {
  it("lets a rehabilitator's profile be changed by them or their team's manager, 403 for others", async () => {
    const edit = (actor: Actor, rehabilitatorId: string) =>
      outcome(
        assertCanEditRehabilitatorProfile(ctx.app.db, actor.auth, rehabilitatorId, ['profession']),
      );
    const rehabilitatorA = world.a.rehabilitator.reeducatorId!;
    expect(await edit(world.a.rehabilitator, rehabilitatorA)).toBe('allow');
    expect(await edit(world.a.manager, rehabilitatorA)).toBe('allow');
    expect(await edit(world.a.combined, rehabilitatorA)).toBe('allow');
    expect(await edit(world.b.manager, rehabilitatorA)).toBe(403);
    expect(await edit(world.b.rehabilitator, rehabilitatorA)).toBe(403);
    expect(await edit(world.a.patient, rehabilitatorA)).toBe(403);
    expect(await edit(world.a.manager, 'not-a-uuid')).toBe(403);
  });

  it("keeps a rehabilitator's name and phone theirs: 403 for their team's manager", async () => {
    const rehabilitatorA = world.a.rehabilitator.reeducatorId!;
    const edit = (actor: Actor, fields: ('firstName' | 'lastName' | 'phone' | 'profession')[]) =>
      outcome(assertCanEditRehabilitatorProfile(ctx.app.db, actor.auth, rehabilitatorA, fields));
    expect(await edit(world.a.rehabilitator, ['firstName', 'phone'])).toBe('allow');
    expect(await edit(world.a.manager, ['firstName'])).toBe(403);
    expect(await edit(world.a.manager, ['phone', 'profession'])).toBe(403);
    expect(await edit(world.a.combined, ['lastName'])).toBe(403);
  });

  it('lets each side answer only the invitation the other sent', () => {
    const answer = (actor: Actor) => {
      try {
        return assertCanAnswerTeamInvitation(
          actor.auth,
          world.a.establishmentId,
          world.a.rehabilitator.reeducatorId!,
        );
      } catch (error) {
        if (error instanceof ForbiddenError) {
          return 403;
        }
        throw error;
      }
    };
    expect(answer(world.a.manager)).toEqual(['reeducator']);
    expect(answer(world.a.rehabilitator)).toEqual(['establishment']);
    expect(answer(world.b.manager)).toBe(403);
    expect(answer(world.b.rehabilitator)).toBe(403);
    expect(answer(world.a.patient)).toBe(403);
  });

  it('opens a patient to the rehabilitator who follows them: 403 for another id, 404 for another patient', async () => {
    const follows = (actor: Actor, rehabilitatorId: string, patientId: string) =>
      outcome(assertFollowsPatient(ctx.app.db, actor.auth, rehabilitatorId, patientId));
    const rehabilitatorA = world.a.rehabilitator.reeducatorId!;
    expect(await follows(world.a.rehabilitator, rehabilitatorA, world.a.patient.patientId)).toBe(
      'allow',
    );
    expect(
      await follows(world.a.rehabilitator, rehabilitatorA, world.a.unlinkedPatient.patientId),
    ).toBe(404);
    expect(await follows(world.a.rehabilitator, rehabilitatorA, 'nonsense')).toBe(404);
    expect(
      await follows(
        world.b.rehabilitator,
        world.b.rehabilitator.reeducatorId!,
        world.a.patient.patientId,
      ),
    ).toBe(404);
    expect(await follows(world.b.rehabilitator, rehabilitatorA, world.a.patient.patientId)).toBe(
      403,
    );
    expect(await follows(world.a.manager, rehabilitatorA, world.a.patient.patientId)).toBe(403);
  });

  it('keeps the program library and exercise likes to rehabilitators', () => {
    for (const check of [assertCanUsePrograms, assertCanLikeExercises]) {
      expect(() => check(world.a.rehabilitator.auth)).not.toThrow();
      expect(() => check(world.a.combined.auth)).not.toThrow();
      expect(() => check(world.a.manager.auth)).toThrow(ForbiddenError);
      expect(() => check(world.a.patient.auth)).toThrow(ForbiddenError);
    }
  });

  it("counts as the caller's establishments those they manage, work for or live in", async () => {
    const of = async (actor: Actor) => [
      ...(await loadCallerEstablishments(ctx.app.db, actor.auth)),
    ];
    expect(await of(world.a.manager)).toEqual([world.a.establishmentId]);
    expect(await of(world.a.rehabilitator)).toEqual([world.a.establishmentId]);
    expect(await of(world.a.combined)).toEqual([world.a.establishmentId]);
    expect(await of(world.b.patient)).toEqual([world.b.establishmentId]);
  });
});

describe('patient search', () => {
  const found = async (actor: Actor, where: ReturnType<typeof searchablePatients>) => {
    const ids = [world.a, world.b].flatMap((side) => [
      side.patient.patientId,
      side.unlinkedPatient.patientId,
    ]);
    const rows = await ctx.app.db
      .select({ id: patients.id })
      .from(patients)
      .where(and(inArray(patients.id, ids), where));
    return rows.map((row) => row.id).sort();
  };
  const sorted = (...ids: string[]) => ids.sort();

  it('refuses a patient, and lets rehabilitators and managers search', () => {
    expect(() => assertCanSearchPatients(world.a.patient.auth)).toThrow(ForbiddenError);
    expect(() => assertCanSearchPatients(world.a.rehabilitator.auth)).not.toThrow();
    expect(() => assertCanSearchPatients(world.a.manager.auth)).not.toThrow();
  });

  it("finds for a rehabilitator their team's patients, never another establishment's", async () => {
    const ofA = sorted(world.a.patient.patientId, world.a.unlinkedPatient.patientId);
    expect(
      await found(world.a.rehabilitator, searchablePatients(world.a.rehabilitator.auth)),
    ).toEqual(ofA);
    expect(await found(world.a.manager, searchablePatients(world.a.manager.auth))).toEqual(ofA);
    expect(
      await found(world.b.rehabilitator, searchablePatients(world.b.rehabilitator.auth)),
    ).toEqual(sorted(world.b.patient.patientId, world.b.unlinkedPatient.patientId));
  });

  it("lets a rehabilitator ask to follow their team's patients only", async () => {
    const rehabilitatorA = world.a.rehabilitator.reeducatorId!;
    expect(await found(world.a.rehabilitator, invitablePatients(rehabilitatorA))).toEqual(
      sorted(world.a.patient.patientId, world.a.unlinkedPatient.patientId),
    );
  });
});

describe('adapted activities', () => {
  it("shows an establishment's activities to its people, lets its manager alone change them", async () => {
    const [ofA] = await ctx.app.db
      .insert(adaptedActivities)
      .values({ establishmentId: world.a.establishmentId, name: 'Walking club' })
      .returning({ id: adaptedActivities.id, establishmentId: adaptedActivities.establishmentId });
    const catalogue = { establishmentId: null };
    const access = (
      actor: Actor,
      activity: typeof catalogue | typeof ofA | null,
      action: 'read' | 'write',
    ) => outcome(assertAdaptedActivityAccess(ctx.app.db, actor.auth, activity ?? null, action));
    expect(await access(world.a.manager, ofA!, 'write')).toBe('allow');
    expect(await access(world.a.rehabilitator, ofA!, 'read')).toBe('allow');
    expect(await access(world.a.patient, ofA!, 'read')).toBe('allow');
    expect(await access(world.a.rehabilitator, ofA!, 'write')).toBe(403);
    expect(await access(world.a.patient, ofA!, 'write')).toBe(403);
    expect(await access(world.b.manager, ofA!, 'read')).toBe(404);
    expect(await access(world.b.rehabilitator, ofA!, 'write')).toBe(404);
    expect(await access(world.b.patient, ofA!, 'read')).toBe(404);
    expect(await access(world.b.patient, catalogue, 'read')).toBe('allow');
    expect(await access(world.a.manager, catalogue, 'write')).toBe(403);
    expect(await access(world.a.manager, null, 'read')).toBe(404);
  });

  it('lists them for managers and patients only', () => {
    expect(assertCanListAdaptedActivities(world.a.manager.auth)).toEqual({
      establishmentId: world.a.establishmentId,
    });
    expect(assertCanListAdaptedActivities(world.a.patient.auth)).toEqual({
      patientId: world.a.patient.patientId,
    });
    expect(() => assertCanListAdaptedActivities(world.a.rehabilitator.auth)).toThrow(
      ForbiddenError,
    );
  });
});

describe('through HTTP, with the audit log', () => {
  it('lets every actor read only what the policy allows, and audits each read', async () => {
    for (const actor of world.actors) {
      const target = world.a.patient.patientId;
      const before = await ctx.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorUserId, actor.userId));
      const res = await call(ctx.app, 'GET', `/api/v1/probe/patients/${target}`, {
        token: actor.token,
      });
      const canRead = [
        world.a.patient,
        world.a.rehabilitator,
        world.a.combined,
        world.a.manager,
      ].includes(actor as never);
      expect(res.status, actor.email).toBe(canRead ? 200 : 404);
      if (!canRead) {
        // A refusal says nothing about the patient.
        expect(res.raw).not.toContain(target);
      }
      const after = await ctx.app.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.actorUserId, actor.userId));
      expect(after.length - before.length, actor.email).toBe(canRead ? 1 : 0);
      if (canRead) {
        expect(after.at(-1)).toMatchObject({
          action: 'patient.read',
          patientId: target,
          method: 'GET',
        });
      }
    }
  });

  it('answers 403 to a caller who sees the patient but may not do this, and writes no audit entry', async () => {
    const target = world.a.patient.patientId;
    const count = async () =>
      (await ctx.app.db.select().from(auditLog).where(eq(auditLog.patientId, target))).length;
    const before = await count();
    const refused = await call(ctx.app, 'PATCH', `/api/v1/probe/patients/${target}/device`, {
      token: world.a.rehabilitator.token,
      body: { note: 'try' },
    });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'forbidden' });
    expect(await count()).toBe(before);
    const allowed = await call(ctx.app, 'PATCH', `/api/v1/probe/patients/${target}/device`, {
      token: world.a.manager.token,
      body: { note: 'ok' },
    });
    expect(allowed.status).toBe(200);
    expect(await count()).toBe(before + 1);
  });
});
