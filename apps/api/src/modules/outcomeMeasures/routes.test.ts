import { addDays, todayIn } from '@oxilio/domain';
import type { OutcomeResult, OutcomeResultList, Problem } from '@oxilio/domain/contract';
import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, outcomeResults } from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import { scopeFor } from '../../policy/scope';
import { latestResults } from './repository';

const ctx = useTestApp();
let world: World;
const api = (path: string) => `/api/v1${path}`;
const today = todayIn('Europe/Paris');
const daysAgo = (count: number) => addDays(today, -count);

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

const tug = (value: number, measuredOn: string, extra: Record<string, unknown> = {}) => ({
  measureKey: 'timedUpAndGo',
  value,
  measuredOn,
  walkingAid: 'cane',
  assistance: 'none',
  withDevice: true,
  ...extra,
});

const record = (actor: Actor, patientId: string, body: unknown) =>
  call<OutcomeResult & Problem>(ctx.app, 'POST', api(`/patients/${patientId}/outcomeResults`), {
    token: actor.token,
    body,
  });
const list = (actor: Actor, patientId: string) =>
  call<OutcomeResultList>(ctx.app, 'GET', api(`/patients/${patientId}/outcomeResults`), {
    token: actor.token,
  });
const strike = (actor: Actor, id: string, reason: string) =>
  call<OutcomeResult & Problem>(ctx.app, 'POST', api(`/outcomeResults/${id}/strike`), {
    token: actor.token,
    body: { reason },
  });

describe('standardised tests: recording', () => {
  it('a rehabilitator following the patient records a result, audited, with who measured it', async () => {
    const a = world.a;
    const res = await record(a.rehabilitator, a.patient.patientId, {
      ...tug(21.4, daysAgo(60)),
      comment: 'Demi-tour hésitant',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      measureKey: 'timedUpAndGo',
      value: 21.4,
      measuredOn: daysAgo(60),
      walkingAid: 'cane',
      assistance: 'none',
      withDevice: true,
      comment: 'Demi-tour hésitant',
      measuredBy: { userId: a.rehabilitator.userId, role: 'rehabilitator' },
      band: 'fallRisk',
      sinceFirst: null,
      sincePrevious: null,
      struck: null,
      canStrike: true,
    });
    const [entry] = await ctx.app.db
      .select({ patientId: auditLog.patientId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'outcomeResult.record'));
    expect(entry).toMatchObject({
      patientId: a.patient.patientId,
      details: { outcomeResultId: res.body.id, measureKey: 'timedUpAndGo' },
    });
    // The comment is health data: not in the audit log.
    expect(JSON.stringify(entry?.details)).not.toContain('hésitant');
  });

  it('refuses everyone else: the patient, the manager, another establishment, an unlinked patient', async () => {
    const a = world.a;
    const expected = new Map<Actor, number>([
      [a.patient, 403],
      [a.manager, 403],
      [world.b.rehabilitator, 404],
      [world.b.manager, 404],
      [world.b.combined, 404],
      [a.unlinkedPatient, 404],
    ]);
    for (const [actor, status] of expected) {
      const before = await rowCounts(ctx.database);
      const res = await record(actor, a.patient.patientId, tug(15, daysAgo(1)));
      expect(res.status, actor.email).toBe(status);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
    // A rehabilitator of A who does not follow the patient does not see them.
    expect(
      (await record(a.rehabilitator, a.unlinkedPatient.patientId, tug(15, today))).status,
    ).toBe(404);
  });

  it('refuses a result outside the valid range, too precise, or dated in the future, with stable codes', async () => {
    const a = world.a;
    const cases: [unknown, number, string][] = [
      [
        { ...tug(15, today), measureKey: 'bergBalanceScale', value: 57 },
        400,
        'outcome_value_out_of_range',
      ],
      [
        { ...tug(15, today), measureKey: 'functionalAmbulationCategories', value: -1 },
        400,
        'outcome_value_out_of_range',
      ],
      [
        { ...tug(15, today), measureKey: 'tenMetreWalkComfortable', value: 0.755 },
        400,
        'outcome_value_too_precise',
      ],
      [tug(1, today), 400, 'outcome_value_out_of_range'],
      [tug(15, addDays(today, 1)), 400, 'outcome_date_in_future'],
      [{ ...tug(15, today), measureKey: 'gripStrength' }, 400, 'invalid_information'],
      [{ ...tug(15, today), walkingAid: 'crutches' }, 400, 'invalid_information'],
      [{ ...tug(15, today), comment: 'x'.repeat(501) }, 400, 'invalid_information'],
    ];
    for (const [body, status, code] of cases) {
      const before = await rowCounts(ctx.database);
      const res = await record(a.rehabilitator, a.patient.patientId, body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.code, JSON.stringify(body)).toBe(code);
      expect(await rowCounts(ctx.database)).toEqual(before);
    }
    // The bounds themselves are valid.
    const berg = await record(a.combined, a.patient.patientId, {
      ...tug(0, today),
      measureKey: 'bergBalanceScale',
      value: 56,
    });
    expect(berg.status).toBe(201);
    expect(berg.body.band).toBe('lowFallRisk');
  });
});

describe('standardised tests: results over time', () => {
  it('judges each result against the first and the previous with the MCID and the better direction', async () => {
    const a = world.a;
    await record(a.rehabilitator, a.patient.patientId, tug(19.8, daysAgo(30)));
    await record(a.rehabilitator, a.patient.patientId, tug(12.9, daysAgo(2)));
    const res = await list(a.rehabilitator, a.patient.patientId);
    expect(res.status).toBe(200);
    expect(res.body.canRecord).toBe(true);
    expect(res.body.today).toBe(today);
    const tugs = res.body.results.filter((r) => r.measureKey === 'timedUpAndGo');
    expect(tugs.map((r) => [r.value, r.sinceFirst, r.sincePrevious, r.band])).toEqual([
      [21.4, null, null, 'fallRisk'],
      // 1.6 s faster: within the 2.9 s of measurement error.
      [
        19.8,
        { change: -1.6, judgement: 'withinError' },
        { change: -1.6, judgement: 'withinError' },
        'fallRisk',
      ],
      // Faster is better for the TUG.
      [
        12.9,
        { change: -8.5, judgement: 'improved' },
        { change: -6.9, judgement: 'improved' },
        'lowFallRisk',
      ],
    ]);
  });

  it('lets the patient, their rehabilitators and their manager read, audited; refuses the others', async () => {
    const a = world.a;
    const expected = new Map<Actor, number>([
      [a.patient, 200],
      [a.rehabilitator, 200],
      [a.combined, 200],
      [a.manager, 200],
      [a.unlinkedPatient, 404],
      [world.b.manager, 404],
      [world.b.rehabilitator, 404],
      [world.b.combined, 404],
      [world.b.patient, 404],
    ]);
    for (const [actor, status] of expected) {
      const res = await list(actor, a.patient.patientId);
      expect(res.status, actor.email).toBe(status);
      if (status !== 200) {
        expect(res.raw).not.toContain('timedUpAndGo');
      }
    }
    const own = await list(a.patient, a.patient.patientId);
    expect(own.body.canRecord).toBe(false);
    expect(own.body.results.every((r) => !r.canStrike)).toBe(true);
    const reads = await ctx.app.db
      .select({ actor: auditLog.actorUserId })
      .from(auditLog)
      .where(eq(auditLog.action, 'outcomeResult.read'));
    expect(reads.map((r) => r.actor)).toEqual(
      expect.arrayContaining([a.patient.userId, a.manager.userId, a.rehabilitator.userId]),
    );
  });

  it('strikes out a wrong result with a reason: it stays in the history and leaves the judgement', async () => {
    const a = world.a;
    const wrong = await record(a.rehabilitator, a.patient.patientId, tug(9.1, daysAgo(1)));
    expect(wrong.body.sincePrevious).toEqual({ change: -3.8, judgement: 'improved' });
    for (const actor of [a.patient, a.manager, world.b.rehabilitator]) {
      const refused = await strike(actor, wrong.body.id, 'Erreur');
      expect(refused.status, actor.email).toBe(actor === world.b.rehabilitator ? 404 : 403);
    }
    const struck = await strike(a.combined, wrong.body.id, '  Chronomètre mal déclenché  ');
    expect(struck.status).toBe(200);
    expect(struck.body).toMatchObject({
      value: 9.1,
      struck: { reason: 'Chronomètre mal déclenché' },
      sinceFirst: null,
      sincePrevious: null,
      canStrike: false,
    });
    expect((await strike(a.rehabilitator, wrong.body.id, 'Encore')).status).toBe(409);
    const after = await list(a.rehabilitator, a.patient.patientId);
    expect(after.body.results.some((r) => r.id === wrong.body.id && r.struck)).toBe(true);
    const [entry] = await ctx.app.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.action, 'outcomeResult.strike'));
    expect(entry?.details).toEqual({ outcomeResultId: wrong.body.id });
    expect((await strike(a.rehabilitator, crypto.randomUUID(), 'x')).status).toBe(404);
  });

  it('latestResults gives the latest result of each measure, struck out ones left aside', async () => {
    const a = world.a;
    const scope = scopeFor(ctx.app.db, {
      user: a.rehabilitator.auth,
      sessionId: crypto.randomUUID(),
      requestId: 'test',
      ip: '127.0.0.1',
      method: 'GET',
      route: null,
      locale: 'fr',
    });
    const grant = await scope.patient(a.patient.patientId, 'read');
    const latest = await latestResults(scope, grant);
    expect(latest.get('timedUpAndGo')).toEqual({ value: 12.9, measuredOn: daysAgo(2) });
    expect(latest.get('bergBalanceScale')).toEqual({ value: 56, measuredOn: today });
    expect(latest.has('sixMinuteWalk')).toBe(false);
    const rows = await ctx.app.db
      .select({ id: outcomeResults.id })
      .from(outcomeResults)
      .where(inArray(outcomeResults.patientId, [world.b.patient.patientId]));
    expect(rows).toEqual([]);
  });
});
