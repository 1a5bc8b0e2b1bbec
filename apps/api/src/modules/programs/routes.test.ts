import { BodyPart, Pathology, exerciseById } from '@oxilio/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import {
  auditLog,
  patientPathologies,
  patients,
  prescriptionConfirmations,
  programExercises,
  programs,
} from '../../db/schema';
import { ensureExerciseCatalogue } from '../exercises/catalogue';
import { composeProgram } from './recommend';

const ctx = useTestApp();
let world: World;
let productId: string;
const api = (path: string) => `/api/v1${path}`;

interface ProgramBody {
  id: string;
  reeducatorId: string | null;
  isProduct: boolean;
  name: string;
  copiedFromProgramId: string | null;
  estimatedDurationSeconds: number;
  exercises: {
    order: number;
    exerciseId: number;
    nameId: string;
    seriesCount: number;
    seriesDurationSeconds: number;
    restBetweenSeriesSeconds: number;
  }[];
}

type ListRehabilitatorPatient = { indicators: { awaitingSelfRehabilitation: boolean } };

beforeAll(async () => {
  await ensureExerciseCatalogue(ctx.app.db);
  // Idempotent: a second run changes nothing.
  await ensureExerciseCatalogue(ctx.app.db);
  world = await createWorld(ctx.app);
  const [product] = await ctx.app.db
    .insert(programs)
    .values({
      name: 'Parkinson, walking',
      recommendedForPathology: Pathology.Parkinson,
      recommendedForCapacity: 3,
    })
    .returning({ id: programs.id });
  productId = product!.id;
  await ctx.app.db.insert(programExercises).values([
    { programId: productId, position: 0, exerciseId: 12 },
    { programId: productId, position: 1, exerciseId: 2, seriesCount: 2 },
  ]);
});

async function createProgram(actor: Actor, name = 'Mine') {
  const res = await call<ProgramBody>(ctx.app, 'POST', api('/Programs'), {
    token: actor.token,
    body: { name, exercises: [{ exerciseId: 3 }] },
  });
  expect(res.status).toBe(201);
  return res.body;
}

describe('the exercise library and reference data', () => {
  it('GET Exercises lists ids 2-86 with their message ids; likes are counted per rehabilitator', async () => {
    const res = await call<
      {
        id: number;
        nameId: string;
        adviceId: string | null;
        likes: number;
        liked: boolean;
        seriesDurationSeconds: number;
      }[]
    >(ctx.app, 'GET', api('/Exercises'), { token: world.a.patient.token });
    expect(res.status).toBe(200);
    expect(res.body.map((exercise) => exercise.id)).toEqual(
      Array.from({ length: 85 }, (_, index) => index + 2),
    );
    expect(res.body[0]).toMatchObject({
      id: 2,
      nameId: 'domain.exercise.2.name',
      adviceId: 'domain.exercise.2.advice',
      seriesDurationSeconds: exerciseById(2)!.seriesDurationSeconds,
      likes: 0,
      liked: false,
    });

    const like = await call(ctx.app, 'PATCH', api('/Exercises/5/like'), {
      token: world.a.rehabilitator.token,
      body: { like: true },
    });
    expect(like.body).toEqual({ exerciseId: 5, likes: 1, liked: true });
    const twice = await call(ctx.app, 'PATCH', api('/Exercises/5/like'), {
      token: world.a.rehabilitator.token,
      body: { like: true },
    });
    expect(twice.body).toEqual({ exerciseId: 5, likes: 1, liked: true });
    const seenByOther = await call<{ id: number; likes: number; liked: boolean }[]>(
      ctx.app,
      'GET',
      api('/Exercises'),
      {
        token: world.b.rehabilitator.token,
      },
    );
    expect(seenByOther.body.find((exercise) => exercise.id === 5)).toMatchObject({
      likes: 1,
      liked: false,
    });
    const unlike = await call(ctx.app, 'PATCH', api('/Exercises/5/like'), {
      token: world.a.rehabilitator.token,
      body: { like: false },
    });
    expect(unlike.body).toEqual({ exerciseId: 5, likes: 0, liked: false });
  });

  it('likes are for rehabilitators; ids outside 2-86 are a 400', async () => {
    const before = await rowCounts(ctx.database);
    for (const actor of [world.a.patient, world.a.manager, world.b.unlinkedPatient]) {
      const res = await call(ctx.app, 'PATCH', api('/Exercises/5/like'), {
        token: actor.token,
        body: { like: true },
      });
      expect(res.status).toBe(403);
    }
    const outside = await call(ctx.app, 'PATCH', api('/Exercises/87/like'), {
      token: world.a.rehabilitator.token,
      body: { like: true },
    });
    expect(outside.status).toBe(400);
    expect(outside.body).toMatchObject({ fields: ['id'] });
    const noBody = await call(ctx.app, 'PATCH', api('/Exercises/5/like'), {
      token: world.a.rehabilitator.token,
      body: {},
    });
    expect(noBody.status).toBe(400);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('GET Pathologies, Equipments, FunctionalCapacities give ids and message ids', async () => {
    const token = world.b.patient.token;
    const pathologies = await call<{ id: number; messageId: string }[]>(
      ctx.app,
      'GET',
      api('/Pathologies'),
      { token },
    );
    expect(pathologies.body.map((item) => item.id)).toEqual([2, 3, 4, 5, 6, 7, 8]);
    expect(pathologies.body.find((item) => item.id === 6)?.messageId).toBe(
      'domain.pathology.parkinson',
    );
    const equipments = await call<{ id: number; messageId: string }[]>(
      ctx.app,
      'GET',
      api('/Equipments'),
      { token },
    );
    expect(equipments.body.map((item) => item.id)).toEqual([1, 2]);
    const capacities = await call<{ id: number; messageId: string; descriptionId: string }[]>(
      ctx.app,
      'GET',
      api('/FunctionalCapacities'),
      { token },
    );
    expect(capacities.body.map((item) => item.id)).toEqual([1, 2, 3, 4]);
    expect(capacities.body[0]?.descriptionId).toEqual(expect.stringMatching(/^domain\./));
    const anonymous = await call(ctx.app, 'GET', api('/Pathologies'));
    expect(anonymous.status).toBe(401);
  });
});

describe('programs: create, list, ownership', () => {
  it('creates a program in the order asked, with overrides, and lists it with the product programs', async () => {
    const rehab = world.a.rehabilitator;
    const res = await call<ProgramBody>(ctx.app, 'POST', api('/Programs'), {
      token: rehab.token,
      body: {
        reeducatorId: rehab.reeducatorId,
        name: '  Genoux  ',
        exercises: [
          { exerciseId: 4, order: 2 },
          { exerciseId: 2, order: 1, seriesCount: 5, restBetweenSeriesSeconds: 10 },
        ],
      },
    });
    expect(res.status).toBe(201);
    const ex2 = exerciseById(2)!;
    const ex4 = exerciseById(4)!;
    expect(res.body).toMatchObject({
      reeducatorId: rehab.reeducatorId,
      isProduct: false,
      name: 'Genoux',
      exercises: [
        {
          order: 0,
          exerciseId: 2,
          nameId: 'domain.exercise.2.name',
          seriesCount: 5,
          restBetweenSeriesSeconds: 10,
        },
        { order: 1, exerciseId: 4, seriesCount: ex4.seriesCount },
      ],
      estimatedDurationSeconds:
        5 * ex2.seriesDurationSeconds +
        4 * 10 +
        ex4.seriesCount * ex4.seriesDurationSeconds +
        (ex4.seriesCount - 1) * ex4.restSeconds,
    });

    const list = await call<ProgramBody[]>(ctx.app, 'GET', api('/Programs'), {
      token: rehab.token,
    });
    const ids = list.body.map((program) => program.id);
    expect(ids).toEqual(expect.arrayContaining([productId, res.body.id]));
    const mine = await call<ProgramBody[]>(
      ctx.app,
      'GET',
      api(`/Programs?ReeducatorId=${rehab.reeducatorId}`),
      {
        token: rehab.token,
      },
    );
    expect(mine.body.every((program) => program.reeducatorId === rehab.reeducatorId)).toBe(true);
    expect(mine.body.map((program) => program.id)).toContain(res.body.id);
    const viaRehabilitator = await call<ProgramBody[]>(
      ctx.app,
      'GET',
      api(`/Reeducators/${rehab.reeducatorId}/Programs`),
      {
        token: rehab.token,
      },
    );
    expect(viaRehabilitator.body.map((program) => program.id)).toEqual(
      mine.body.map((program) => program.id),
    );
    const othersList = await call<ProgramBody[]>(ctx.app, 'GET', api('/Programs'), {
      token: world.b.rehabilitator.token,
    });
    expect(othersList.body.map((program) => program.id)).not.toContain(res.body.id);
  });

  it('refuses bad programs, naming the field, and writes nothing', async () => {
    const token = world.a.rehabilitator.token;
    const before = await rowCounts(ctx.database);
    const cases: [unknown, string][] = [
      [{ name: 'X', exercises: [{ exerciseId: 1 }] }, 'exercises.0.exerciseId'],
      [{ name: 'X', exercises: [] }, 'exercises'],
      [{ name: ' ', exercises: [{ exerciseId: 2 }] }, 'name'],
      [{ name: 'X', exercises: [{ exerciseId: 2, seriesCount: 0 }] }, 'exercises.0.seriesCount'],
    ];
    for (const [body, field] of cases) {
      const res = await call(ctx.app, 'POST', api('/Programs'), { token, body });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ code: 'invalid_information', fields: [field] });
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('programs are for rehabilitators only; nobody acts for another rehabilitator', async () => {
    const before = await rowCounts(ctx.database);
    for (const actor of [world.a.patient, world.a.manager, world.b.unlinkedPatient]) {
      expect((await call(ctx.app, 'GET', api('/Programs'), { token: actor.token })).status).toBe(
        403,
      );
      const create = await call(ctx.app, 'POST', api('/Programs'), {
        token: actor.token,
        body: { name: 'X', exercises: [{ exerciseId: 2 }] },
      });
      expect(create.status).toBe(403);
    }
    const asOther = await call(ctx.app, 'POST', api('/Programs'), {
      token: world.a.rehabilitator.token,
      body: {
        reeducatorId: world.b.rehabilitator.reeducatorId,
        name: 'X',
        exercises: [{ exerciseId: 2 }],
      },
    });
    expect(asOther.status).toBe(403);
    const listOther = await call(
      ctx.app,
      'GET',
      api(`/Programs?ReeducatorId=${world.b.rehabilitator.reeducatorId}`),
      {
        token: world.a.rehabilitator.token,
      },
    );
    expect(listOther.status).toBe(403);
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('a rehabilitator cannot modify or delete another’s program (404) nor a product program (403)', async () => {
    const own = await createProgram(world.a.rehabilitator, 'Owned by A');
    const other = world.b.rehabilitator;
    const program = { name: 'Hijacked', exercises: [{ exerciseId: 2 }] };
    const before = await rowCounts(ctx.database);
    const calls: [string, string, unknown, number][] = [
      ['PATCH', `/Reeducators/${own.id}`, { reeducatorId: other.reeducatorId, program }, 404],
      ['DELETE', `/Programs/${own.id}`, undefined, 404],
      ['DELETE', `/Program/${other.reeducatorId}/${own.id}`, undefined, 404],
      ['PATCH', `/Reeducators/${productId}`, { reeducatorId: other.reeducatorId, program }, 403],
      ['DELETE', `/Programs/${productId}`, undefined, 403],
      ['DELETE', `/Program/${other.reeducatorId}/${productId}`, undefined, 403],
      // Acting under another rehabilitator's id.
      ['DELETE', `/Program/${world.a.rehabilitator.reeducatorId}/${own.id}`, undefined, 403],
      [
        'PATCH',
        `/Reeducators/${own.id}`,
        { reeducatorId: world.a.rehabilitator.reeducatorId, program },
        403,
      ],
    ];
    for (const [method, url, body, status] of calls) {
      const res = await call(ctx.app, method as 'PATCH', api(url), { token: other.token, body });
      expect({ url, method, status: res.status }).toEqual({ url, method, status });
      expect(res.raw).not.toContain('Owned by A');
    }
    for (const actor of [world.a.patient, world.a.manager]) {
      const res = await call(ctx.app, 'DELETE', api(`/Programs/${own.id}`), { token: actor.token });
      expect(res.status).toBe(404);
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
    const [unchanged] = await ctx.app.db.select().from(programs).where(eq(programs.id, own.id));
    expect(unchanged).toMatchObject({ name: 'Owned by A', deletedAt: null });
  });

  it('modifies, then deletes, one’s own program', async () => {
    const rehab = world.b.rehabilitator;
    const own = await createProgram(rehab, 'Draft');
    const modified = await call<ProgramBody>(ctx.app, 'PATCH', api(`/Reeducators/${own.id}`), {
      token: rehab.token,
      body: {
        reeducatorId: rehab.reeducatorId,
        program: {
          name: 'Final',
          exercises: [{ exerciseId: 7 }, { exerciseId: 8, seriesDurationSeconds: 45 }],
        },
      },
    });
    expect(modified.status).toBe(200);
    expect(modified.body).toMatchObject({
      id: own.id,
      name: 'Final',
      exercises: [{ exerciseId: 7 }, { exerciseId: 8, seriesDurationSeconds: 45 }],
    });
    const deleted = await call(ctx.app, 'DELETE', api(`/Programs/${own.id}`), {
      token: rehab.token,
    });
    expect(deleted.status).toBe(204);
    expect(deleted.raw).toBe('');
    const list = await call<ProgramBody[]>(ctx.app, 'GET', api('/Programs'), {
      token: rehab.token,
    });
    expect(list.body.map((program) => program.id)).not.toContain(own.id);
    const again = await call(ctx.app, 'DELETE', api(`/Programs/${own.id}`), { token: rehab.token });
    expect(again.status).toBe(404);

    const second = await createProgram(rehab, 'Second');
    const removed = await call(
      ctx.app,
      'DELETE',
      api(`/Program/${rehab.reeducatorId}/${second.id}`),
      {
        token: rehab.token,
      },
    );
    expect(removed.status).toBe(204);
  });

  it('copies a product program (POST /Reeducators) and adds it to my programs once (PATCH /Program)', async () => {
    const rehab = world.a.combined;
    const copy = await call<ProgramBody>(ctx.app, 'POST', api('/Reeducators'), {
      token: rehab.token,
      body: { reeducatorId: rehab.reeducatorId, programId: productId },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      reeducatorId: rehab.reeducatorId,
      isProduct: false,
      name: 'Parkinson, walking',
      copiedFromProgramId: productId,
      exercises: [{ exerciseId: 12 }, { exerciseId: 2, seriesCount: 2 }],
    });
    expect(copy.body.id).not.toBe(productId);
    const edit = await call(ctx.app, 'PATCH', api(`/Reeducators/${copy.body.id}`), {
      token: rehab.token,
      body: {
        reeducatorId: rehab.reeducatorId,
        program: { name: 'My walking', exercises: [{ exerciseId: 40 }] },
      },
    });
    expect(edit.status).toBe(200);
    const [product] = await ctx.app.db.select().from(programs).where(eq(programs.id, productId));
    expect(product?.name).toBe('Parkinson, walking');

    const added = await call<ProgramBody>(ctx.app, 'PATCH', api('/Program'), {
      token: world.b.combined.token,
      body: { reeducatorId: world.b.combined.reeducatorId, programId: productId },
    });
    expect(added.status).toBe(201);
    const addedAgain = await call<ProgramBody>(ctx.app, 'PATCH', api('/Program'), {
      token: world.b.combined.token,
      body: { reeducatorId: world.b.combined.reeducatorId, programId: productId },
    });
    expect(addedAgain.status).toBe(200);
    expect(addedAgain.body.id).toBe(added.body.id);

    // Another rehabilitator's program cannot be copied.
    const foreign = await call(ctx.app, 'POST', api('/Reeducators'), {
      token: world.b.combined.token,
      body: { reeducatorId: world.b.combined.reeducatorId, programId: copy.body.id },
    });
    expect(foreign.status).toBe(404);
  });

  it('names a copy as the portal asks ("Copie de …"), and refuses a blank or too long name', async () => {
    const rehab = world.a.rehabilitator;
    const copy = await call<ProgramBody>(ctx.app, 'POST', api('/Reeducators'), {
      token: rehab.token,
      body: {
        reeducatorId: rehab.reeducatorId,
        programId: productId,
        name: 'Copie de Parkinson, walking (2)',
      },
    });
    expect(copy.status).toBe(201);
    expect(copy.body).toMatchObject({
      name: 'Copie de Parkinson, walking (2)',
      copiedFromProgramId: productId,
    });
    for (const name of ['   ', 'x'.repeat(121)]) {
      const refused = await call(ctx.app, 'POST', api('/Reeducators'), {
        token: rehab.token,
        body: { reeducatorId: rehab.reeducatorId, programId: productId, name },
      });
      expect(refused.status).toBe(400);
    }
    const [product] = await ctx.app.db.select().from(programs).where(eq(programs.id, productId));
    expect(product?.name).toBe('Parkinson, walking');
  });
});

describe('patient programs', () => {
  it('assigns a program to a followed patient; the previous one of that kind ends', async () => {
    const a = world.a;
    const own = await createProgram(a.rehabilitator, 'Assigned');
    const url = `/Patients/${a.patient.patientId}/programs`;
    const before = await rowCounts(ctx.database);
    for (const actor of world.actors.filter(
      (actor) => actor !== a.rehabilitator && actor !== a.combined,
    )) {
      const res = await call(ctx.app, 'PATCH', api(url), {
        token: actor.token,
        body: { ProgramId: productId, isSelfRehabilitation: true },
      });
      const expected = actor === a.patient || actor === a.manager ? 403 : 404;
      expect({ actor: actor.email, status: res.status }).toEqual({
        actor: actor.email,
        status: expected,
      });
    }
    expect(await rowCounts(ctx.database)).toEqual(before);

    const first = await call(ctx.app, 'PATCH', api(url), {
      token: a.rehabilitator.token,
      body: { ProgramId: productId, isSelfRehabilitation: true },
    });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({
      isSelfRehabilitation: true,
      active: true,
      program: { id: productId },
    });
    const second = await call(ctx.app, 'PATCH', api(url), {
      token: a.rehabilitator.token,
      body: { ProgramId: own.id, isSelfRehabilitation: true },
    });
    expect(second.status).toBe(200);

    const listUrl = `/Patients/${a.patient.patientId}/patientPrograms/true`;
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'GET', api(listUrl), { token: actor.token });
      const allowed = [a.patient, a.rehabilitator, a.combined, a.manager].includes(actor);
      expect({ actor: actor.email, status: res.status }).toEqual({
        actor: actor.email,
        status: allowed ? 200 : 404,
      });
    }
    const list = await call<{ active: boolean; program: { id: string } }[]>(
      ctx.app,
      'GET',
      api(listUrl),
      {
        token: a.patient.token,
      },
    );
    expect(list.body.map((item) => [item.program.id, item.active])).toEqual([
      [own.id, true],
      [productId, false],
    ]);
    const supervised = await call(
      ctx.app,
      'GET',
      api(`/Patients/${a.patient.patientId}/patientPrograms/false`),
      {
        token: a.patient.token,
      },
    );
    expect(supervised.body).toEqual([]);
    const list2 = await call<ListRehabilitatorPatient>(
      ctx.app,
      'GET',
      api(`/Reeducators/${a.rehabilitator.reeducatorId}/Patients/${a.patient.patientId}`),
      { token: a.rehabilitator.token },
    );
    expect(list2.body.indicators.awaitingSelfRehabilitation).toBe(false);
  });

  it('assignments at the same moment for one patient all succeed, one after the other', async () => {
    const a = world.a;
    const own = await createProgram(a.rehabilitator, 'Several at once');
    const url = api(`/Patients/${a.patient.patientId}/programs`);
    // Five at once (two rehabilitators, a double click): on PostgreSQL they ran side by side and
    // all but one failed with 409 on the one-program-in-force index.
    const answers = await Promise.all(
      [productId, own.id, productId, own.id, productId].map((programId) =>
        call(ctx.app, 'PATCH', url, {
          token: a.rehabilitator.token,
          body: { ProgramId: programId, isSelfRehabilitation: false },
        }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200]);
    const list = await call<{ active: boolean }[]>(
      ctx.app,
      'GET',
      api(`/Patients/${a.patient.patientId}/patientPrograms/false`),
      { token: a.patient.token },
    );
    expect(list.body).toHaveLength(5);
    expect(list.body.filter((item) => item.active)).toHaveLength(1);
  });

  it('cannot assign a program the rehabilitator cannot see', async () => {
    const foreign = await createProgram(world.b.rehabilitator, 'B only');
    const res = await call(
      ctx.app,
      'PATCH',
      api(`/Patients/${world.a.patient.patientId}/programs`),
      {
        token: world.a.rehabilitator.token,
        body: { ProgramId: foreign.id, isSelfRehabilitation: false },
      },
    );
    expect(res.status).toBe(404);
    const bad = await call(
      ctx.app,
      'PATCH',
      api(`/Patients/${world.a.patient.patientId}/programs`),
      {
        token: world.a.rehabilitator.token,
        body: { ProgramId: foreign.id },
      },
    );
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fields: ['isSelfRehabilitation'] });
  });
});

describe('GET /RecommendedProgram/{id}', () => {
  it('recommends the product program of the patient’s pathology and capacity', async () => {
    const a = world.a;
    await ctx.app.db
      .insert(patientPathologies)
      .values({ patientId: a.patient.patientId, pathology: 6, isMain: true });
    const url = `/RecommendedProgram/${a.patient.patientId}`;
    for (const actor of world.actors) {
      const res = await call(ctx.app, 'GET', api(url), { token: actor.token });
      const expected =
        actor === a.rehabilitator || actor === a.combined
          ? 200
          : actor === a.patient || actor === a.manager
            ? 403
            : 404;
      expect({ actor: actor.email, status: res.status }).toEqual({
        actor: actor.email,
        status: expected,
      });
    }
    const res = await call(ctx.app, 'GET', api(url), { token: a.rehabilitator.token });
    expect(res.body).toMatchObject({
      source: 'product',
      program: { id: productId },
      pathology: 6,
      functionalCapacity: 3,
    });
  });

  it('composes one from the library otherwise, by the documented rule', async () => {
    const b = world.b;
    await ctx.app.db.insert(patientPathologies).values({
      patientId: b.patient.patientId,
      pathology: Pathology.RightHemiparesis,
      isMain: true,
    });
    const res = await call<{ source: string; program: null; exercises: { exerciseId: number }[] }>(
      ctx.app,
      'GET',
      api(`/RecommendedProgram/${b.patient.patientId}`),
      { token: b.rehabilitator.token },
    );
    expect(res.body).toMatchObject({ source: 'composed', program: null });
    expect(res.body.exercises.map((exercise) => exercise.exerciseId)).toEqual(
      composeProgram(Pathology.RightHemiparesis, 3).map((exercise) => exercise.id),
    );

    const seated = composeProgram(Pathology.LeftHemiparesis, 1);
    expect(seated).toHaveLength(6);
    for (const exercise of seated) {
      expect([1, 2]).toContain(exercise.position);
      expect(exercise.difficulty).toBe(1);
      expect([
        BodyPart.RightHip,
        BodyPart.RightKnee,
        BodyPart.RightFoot,
        BodyPart.RightLowerLimb,
        BodyPart.RightUpperLimb,
      ]).not.toContain(exercise.bodyPart);
      expect(exercise.type).not.toBe(6);
    }
    const parkinson = composeProgram(Pathology.Parkinson, 4);
    expect(parkinson[0]?.type).toBe(2);
    expect(parkinson.filter((exercise) => exercise.type === 2)).toHaveLength(2);
  });
});

describe('prescription safety', () => {
  interface MismatchProblem {
    code: string;
    mismatches: {
      patientId: string;
      firstName: string;
      functionalCapacity: number | null;
      mismatches: { kind: string; exerciseId: number; requiredCapacity: number }[];
    }[];
  }
  interface Assigned {
    patientProgramId: string;
    mismatches: { kind: string; exerciseId: number; capacity: number | null }[];
    confirmation: {
      confirmedBy: { firstName: string; lastName: string } | null;
      mismatches: { exerciseId: number }[];
    } | null;
  }
  const setCapacity = (patientId: string, capacity: number | null) =>
    ctx.app.db
      .update(patients)
      .set({ functionalCapacity: capacity })
      .where(eq(patients.id, patientId));
  const walking = (actor: Actor) =>
    call<ProgramBody>(ctx.app, 'POST', api('/Programs'), {
      token: actor.token,
      body: { name: 'Walking', exercises: [{ exerciseId: 49 }, { exerciseId: 62 }] },
    });

  it('asks before assigning a walking program to a seated patient, then records the confirmation', async () => {
    const { patient, rehabilitator } = world.a;
    await setCapacity(patient.patientId, 1);
    try {
      const program = (await walking(rehabilitator)).body;
      const url = api(`/Patients/${patient.patientId}/programs`);
      const before = await rowCounts(ctx.database);
      const refused = await call<MismatchProblem>(ctx.app, 'PATCH', url, {
        token: rehabilitator.token,
        body: { ProgramId: program.id, isSelfRehabilitation: true },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.code).toBe('prescription_mismatch');
      expect(refused.body.mismatches).toEqual([
        expect.objectContaining({
          patientId: patient.patientId,
          functionalCapacity: 1,
          mismatches: [
            expect.objectContaining({ kind: 'position', exerciseId: 49, requiredCapacity: 3 }),
            expect.objectContaining({ kind: 'position', exerciseId: 62, requiredCapacity: 3 }),
          ],
        }),
      ]);
      expect(await rowCounts(ctx.database)).toEqual(before);

      const confirmed = await call<Assigned>(ctx.app, 'PATCH', url, {
        token: rehabilitator.token,
        body: { ProgramId: program.id, isSelfRehabilitation: true, acknowledgedMismatches: true },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.mismatches.map((item) => item.exerciseId)).toEqual([49, 62]);
      expect(confirmed.body.confirmation).toMatchObject({
        confirmedBy: { firstName: expect.any(String) },
        mismatches: [{ exerciseId: 49 }, { exerciseId: 62 }],
      });
      const [record] = await ctx.app.db
        .select()
        .from(prescriptionConfirmations)
        .where(eq(prescriptionConfirmations.patientProgramId, confirmed.body.patientProgramId));
      expect(record).toMatchObject({
        occasion: 'assign',
        functionalCapacity: 1,
        confirmedByReeducatorId: rehabilitator.reeducatorId,
        programId: program.id,
      });
      const audited = await ctx.app.db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.action, 'patient.program.mismatchesConfirmed'),
            eq(auditLog.patientId, patient.patientId),
          ),
        );
      expect(audited).toHaveLength(1);
      expect(audited[0]!.details).toMatchObject({
        occasion: 'assign',
        mismatches: [
          { kind: 'position', exerciseId: 49 },
          { kind: 'position', exerciseId: 62 },
        ],
      });

      // The file shows the mismatch while it lasts: gone when the capacity rises, back when it falls.
      const fileUrl = api(`/Patients/${patient.patientId}/patientPrograms/true`);
      const read = async () =>
        (await call<Assigned[]>(ctx.app, 'GET', fileUrl, { token: rehabilitator.token })).body[0]!;
      expect((await read()).mismatches).toHaveLength(2);
      await setCapacity(patient.patientId, 4);
      expect((await read()).mismatches).toEqual([]);
      await setCapacity(patient.patientId, 2);
      expect((await read()).mismatches).toEqual([
        expect.objectContaining({ exerciseId: 49, capacity: 2 }),
        expect.objectContaining({ exerciseId: 62, capacity: 2 }),
      ]);
    } finally {
      await setCapacity(patient.patientId, 3);
    }
  });

  it('asks nothing when the program fits the capacity', async () => {
    const { patient, rehabilitator } = world.a;
    await setCapacity(patient.patientId, 1);
    try {
      const seated = await createProgram(rehabilitator, 'Seated');
      const res = await call<Assigned>(
        ctx.app,
        'PATCH',
        api(`/Patients/${patient.patientId}/programs`),
        { token: rehabilitator.token, body: { ProgramId: seated.id, isSelfRehabilitation: false } },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ mismatches: [], confirmation: null });
      const records = await ctx.app.db
        .select()
        .from(prescriptionConfirmations)
        .where(eq(prescriptionConfirmations.patientProgramId, res.body.patientProgramId));
      expect(records).toEqual([]);
    } finally {
      await setCapacity(patient.patientId, 3);
    }
  });

  it('asks before modifying a program in force that would ask too much, for each patient', async () => {
    const { patient, rehabilitator } = world.a;
    const seated = await createProgram(rehabilitator, 'Becomes standing');
    const assigned = await call<Assigned>(
      ctx.app,
      'PATCH',
      api(`/Patients/${patient.patientId}/programs`),
      { token: rehabilitator.token, body: { ProgramId: seated.id, isSelfRehabilitation: false } },
    );
    expect(assigned.status).toBe(200);
    await setCapacity(patient.patientId, 1);
    try {
      const url = api(`/Reeducators/${seated.id}`);
      const program = {
        name: 'Becomes standing',
        exercises: [{ exerciseId: 3 }, { exerciseId: 28 }],
      };
      const refused = await call<MismatchProblem>(ctx.app, 'PATCH', url, {
        token: rehabilitator.token,
        body: { reeducatorId: rehabilitator.reeducatorId, program },
      });
      expect(refused.status).toBe(409);
      expect(refused.body.mismatches).toEqual([
        expect.objectContaining({
          patientId: patient.patientId,
          mismatches: [expect.objectContaining({ kind: 'position', exerciseId: 28 })],
        }),
      ]);
      const unchanged = await ctx.app.db
        .select()
        .from(programExercises)
        .where(eq(programExercises.programId, seated.id));
      expect(unchanged.map((row) => row.exerciseId)).toEqual([3]);

      const confirmed = await call<ProgramBody>(ctx.app, 'PATCH', url, {
        token: rehabilitator.token,
        body: { reeducatorId: rehabilitator.reeducatorId, program, acknowledgedMismatches: true },
      });
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.exercises.map((item) => item.exerciseId)).toEqual([3, 28]);
      const [record] = await ctx.app.db
        .select()
        .from(prescriptionConfirmations)
        .where(eq(prescriptionConfirmations.patientProgramId, assigned.body.patientProgramId));
      expect(record).toMatchObject({ occasion: 'modify', functionalCapacity: 1 });
      // A program nobody follows asks nothing.
      const free = await createProgram(rehabilitator, 'Nobody follows it');
      const modified = await call(ctx.app, 'PATCH', api(`/Reeducators/${free.id}`), {
        token: rehabilitator.token,
        body: { reeducatorId: rehabilitator.reeducatorId, program: { ...program, name: 'Free' } },
      });
      expect(modified.status).toBe(200);
    } finally {
      await setCapacity(patient.patientId, 3);
    }
  });

  describe('equipment', () => {
    const setEquipment = (patientId: string, availableEquipment: number[] | null) =>
      ctx.app.db.update(patients).set({ availableEquipment }).where(eq(patients.id, patientId));
    interface EquipmentMismatch {
      kind: string;
      exerciseId: number;
      missingEquipment: number[] | null;
      availableEquipment: number[] | null;
    }
    // « Boire un verre debout » (42): standing in the braked device, with a table and a glass.
    const drinking = (actor: Actor) =>
      call<ProgramBody>(ctx.app, 'POST', api('/Programs'), {
        token: actor.token,
        body: { name: 'Drinking', exercises: [{ exerciseId: 3 }, { exerciseId: 42 }] },
      });

    it('asks before assigning a program that needs a table the patient does not have', async () => {
      const { patient, rehabilitator } = world.a;
      await setEquipment(patient.patientId, [2]);
      try {
        const program = (await drinking(rehabilitator)).body;
        const url = api(`/Patients/${patient.patientId}/programs`);
        const before = await rowCounts(ctx.database);
        const refused = await call<MismatchProblem>(ctx.app, 'PATCH', url, {
          token: rehabilitator.token,
          body: { ProgramId: program.id, isSelfRehabilitation: false },
        });
        expect(refused.status).toBe(409);
        expect(refused.body.mismatches).toEqual([
          {
            patientId: patient.patientId,
            firstName: expect.any(String),
            lastName: expect.any(String),
            functionalCapacity: 3,
            mismatches: [
              {
                kind: 'equipment',
                exerciseId: 42,
                capacity: 3,
                requiredCapacity: 2,
                position: 3,
                metres: null,
                limitMetres: null,
                missingEquipment: [1],
                availableEquipment: [2],
              },
            ],
          },
        ]);
        expect(await rowCounts(ctx.database)).toEqual(before);

        const confirmed = await call<Assigned>(ctx.app, 'PATCH', url, {
          token: rehabilitator.token,
          body: {
            ProgramId: program.id,
            isSelfRehabilitation: false,
            acknowledgedMismatches: true,
          },
        });
        expect(confirmed.status).toBe(200);
        expect(confirmed.body.mismatches).toEqual([
          expect.objectContaining({ kind: 'equipment', exerciseId: 42 }),
        ]);
        const [record] = await ctx.app.db
          .select()
          .from(prescriptionConfirmations)
          .where(eq(prescriptionConfirmations.patientProgramId, confirmed.body.patientProgramId));
        expect(record!.mismatches).toEqual([
          expect.objectContaining({
            kind: 'equipment',
            exerciseId: 42,
            missingEquipment: [1],
            availableEquipment: [2],
          }),
        ]);
        const audited = await ctx.app.db
          .select()
          .from(auditLog)
          .where(
            and(
              eq(auditLog.action, 'patient.program.mismatchesConfirmed'),
              eq(auditLog.patientId, patient.patientId),
            ),
          );
        expect(audited.map((row) => row.details)).toContainEqual(
          expect.objectContaining({ mismatches: [{ kind: 'equipment', exerciseId: 42 }] }),
        );

        // The file follows the equipment recorded: a table found, then the record cleared.
        const fileUrl = api(`/Patients/${patient.patientId}/patientPrograms/false`);
        const read = async () =>
          (
            await call<(Assigned & { mismatches: EquipmentMismatch[] })[]>(
              ctx.app,
              'GET',
              fileUrl,
              {
                token: rehabilitator.token,
              },
            )
          ).body[0]!;
        expect((await read()).mismatches).toEqual([
          expect.objectContaining({ missingEquipment: [1], availableEquipment: [2] }),
        ]);
        await setEquipment(patient.patientId, []);
        expect((await read()).mismatches).toEqual([
          expect.objectContaining({ missingEquipment: [1, 2], availableEquipment: [] }),
        ]);
        await setEquipment(patient.patientId, [1, 2]);
        expect((await read()).mismatches).toEqual([]);
        await setEquipment(patient.patientId, null);
        expect((await read()).mismatches).toEqual([]);
      } finally {
        await setEquipment(patient.patientId, null);
      }
    });

    it('asks nothing about equipment while it is not recorded', async () => {
      const { patient, rehabilitator } = world.a;
      const program = (await drinking(rehabilitator)).body;
      const res = await call<Assigned>(
        ctx.app,
        'PATCH',
        api(`/Patients/${patient.patientId}/programs`),
        {
          token: rehabilitator.token,
          body: { ProgramId: program.id, isSelfRehabilitation: false },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ mismatches: [], confirmation: null });
    });

    it('asks before modifying a program in force to need a table a patient lacks', async () => {
      const { patient, rehabilitator } = world.a;
      const seated = await createProgram(rehabilitator, 'Gains a table');
      await call(ctx.app, 'PATCH', api(`/Patients/${patient.patientId}/programs`), {
        token: rehabilitator.token,
        body: { ProgramId: seated.id, isSelfRehabilitation: false },
      });
      await setEquipment(patient.patientId, []);
      try {
        const url = api(`/Reeducators/${seated.id}`);
        // « S’approcher d’une table en fauteuil » (25): seated, with a table.
        const program = {
          name: 'Gains a table',
          exercises: [{ exerciseId: 3 }, { exerciseId: 25 }],
        };
        const refused = await call<MismatchProblem>(ctx.app, 'PATCH', url, {
          token: rehabilitator.token,
          body: { reeducatorId: rehabilitator.reeducatorId, program },
        });
        expect(refused.status).toBe(409);
        expect(refused.body.mismatches).toEqual([
          expect.objectContaining({
            mismatches: [
              expect.objectContaining({
                kind: 'equipment',
                exerciseId: 25,
                missingEquipment: [1],
                availableEquipment: [],
              }),
            ],
          }),
        ]);
        const confirmed = await call(ctx.app, 'PATCH', url, {
          token: rehabilitator.token,
          body: { reeducatorId: rehabilitator.reeducatorId, program, acknowledgedMismatches: true },
        });
        expect(confirmed.status).toBe(200);
      } finally {
        await setEquipment(patient.patientId, null);
      }
    });
  });
});
