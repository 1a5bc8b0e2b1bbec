import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { hasPainIncrease, painLevels } from '@oxilio/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import {
  alertViews,
  dailyMetrics,
  patientRehabilitators,
  patients,
  sessionReviews,
  sessions,
} from '../../db/schema';
import { addDays, todayIn } from '@oxilio/domain';
import { assignProgram, ensureSessionReferenceData } from '../../../test/session-fixtures';

const ctx = useTestApp();
let world: World;
const api = (path: string) => `/api/v1${path}`;
const today = () => todayIn('Europe/Paris');
const hour = 3600;

beforeAll(async () => {
  world = await createWorld(ctx.app);
});

let counter = 0;
/** A patient of establishment A followed by its rehabilitator. */
async function followedPatient() {
  counter += 1;
  const [patient] = await ctx.app.db
    .insert(patients)
    .values({
      establishmentId: world.a.establishmentId,
      firstName: `Alert${counter}`,
      lastName: `Case${String(counter).padStart(3, '0')}`,
    })
    .returning({ id: patients.id });
  await ctx.app.db.insert(patientRehabilitators).values({
    patientId: patient!.id,
    reeducatorId: world.a.rehabilitator.reeducatorId!,
    origin: 'reeducator',
    status: 'accepted',
    answeredAt: new Date(),
  });
  return patient!.id;
}

/** Session reviews with these pains, oldest first, one a day ending today. */
async function reviews(patientId: string, pains: number[], endingAt = new Date()) {
  for (const [index, pain] of pains.entries()) {
    const back = pains.length - 1 - index;
    const [session] = await ctx.app.db
      .insert(sessions)
      .values({
        patientId,
        isSelfRehabilitation: true,
        status: 'done',
        day: addDays(today(), -back),
      })
      .returning({ id: sessions.id });
    await ctx.app.db.insert(sessionReviews).values({
      sessionId: session!.id,
      pain,
      difficulty: 2,
      submittedAt: new Date(endingAt.getTime() - back * 24 * hour * 1000),
    });
  }
}

/** Wear time (hours a day) of the 21 days before the last 7, then of the last 7 (ending yesterday). */
async function wear(patientId: string, previousHours: number, recentHours: number) {
  const rows = [];
  for (let back = 1; back <= 28; back += 1) {
    rows.push({
      patientId,
      day: addDays(today(), -back),
      wearTime: (back <= 7 ? recentHours : previousHours) * hour,
    });
  }
  await ctx.app.db.insert(dailyMetrics).values(rows);
}

interface Alert {
  patientId: string;
  kind: string;
  pains: number[];
  recentWearPerDay: number | null;
  previousWearPerDay: number | null;
}

const listUrl = () => api(`/Reeducators/${world.a.rehabilitator.reeducatorId}/alerts`);

async function alertsOf(patientId: string) {
  const res = await call<Alert[]>(ctx.app, 'GET', `${listUrl()}?patientId=${patientId}`, {
    token: world.a.rehabilitator.token,
  });
  expect(res.status).toBe(200);
  return res.body;
}

describe('GET Reeducators/{id}/alerts', () => {
  it('raises a sustained pain rise over the last 3 reviews, with the pains', async () => {
    const rising = await followedPatient();
    await reviews(rising, [1, 2, 3]);
    expect(await alertsOf(rising)).toEqual([
      expect.objectContaining({ patientId: rising, kind: 'painRise', pains: [1, 2, 3] }),
    ]);
    const all = await call<Alert[]>(ctx.app, 'GET', listUrl(), {
      token: world.a.rehabilitator.token,
    });
    expect(all.body.map((alert) => alert.patientId)).toContain(rising);
  });

  it('does not raise a one-off or an unsustained rise, nor with too few reviews', async () => {
    for (const pains of [
      [1, 1, 2],
      [1, 3, 2],
      [2, 2, 2],
      [3, 2, 1],
      [1, 3],
    ]) {
      const patient = await followedPatient();
      await reviews(patient, pains);
      expect({ pains, alerts: await alertsOf(patient) }).toEqual({ pains, alerts: [] });
    }
  });

  it('ignores reviews older than 14 days', async () => {
    const patient = await followedPatient();
    await reviews(patient, [1, 2, 3], new Date(Date.now() - 20 * 24 * hour * 1000));
    expect(await alertsOf(patient)).toEqual([]);
  });

  it('raises a sharp drop of wear time, with both averages', async () => {
    const dropping = await followedPatient();
    await wear(dropping, 6, 2);
    expect(await alertsOf(dropping)).toEqual([
      expect.objectContaining({
        kind: 'wearDrop',
        recentWearPerDay: 2 * hour,
        previousWearPerDay: 6 * hour,
      }),
    ]);
    // A smaller drop, or a drop from little use, is no alert.
    const mild = await followedPatient();
    await wear(mild, 6, 4);
    expect(await alertsOf(mild)).toEqual([]);
    const little = await followedPatient();
    await wear(little, 1.5, 0);
    expect(await alertsOf(little)).toEqual([]);
  });

  it('hides an alert marked seen, for good, until a newer review raises it again', async () => {
    const patient = await followedPatient();
    await reviews(patient, [1, 2, 3], new Date(Date.now() - 2 * 24 * hour * 1000));
    expect(await alertsOf(patient)).toHaveLength(1);
    const seen = await call<{ seenAt: string }>(
      ctx.app,
      'PATCH',
      `${listUrl()}/${patient}/painRise`,
      { token: world.a.rehabilitator.token, body: { seen: true } },
    );
    expect(seen.status).toBe(200);
    expect(seen.body).toMatchObject({ patientId: patient, kind: 'painRise' });
    expect(await alertsOf(patient)).toEqual([]);
    // Read again later: still seen (stored, not kept in memory).
    expect(await alertsOf(patient)).toEqual([]);
    await reviews(patient, [3]);
    expect(await alertsOf(patient)).toEqual([
      expect.objectContaining({ kind: 'painRise', pains: [2, 3, 3] }),
    ]);
  });

  it('shows nothing to other rehabilitators, establishments or roles', async () => {
    const patient = await followedPatient();
    await reviews(patient, [1, 2, 3]);
    await wear(patient, 6, 1);
    expect(await alertsOf(patient)).toHaveLength(2);
    // The rehabilitator of B, and A's combined rehabilitator who does not follow this patient.
    for (const other of [world.b.rehabilitator, world.a.combined]) {
      const own = await call<Alert[]>(
        ctx.app,
        'GET',
        api(`/Reeducators/${other.reeducatorId}/alerts`),
        { token: other.token },
      );
      expect(own.status).toBe(200);
      expect(own.raw).not.toContain(patient);
      const filtered = await call<Alert[]>(
        ctx.app,
        'GET',
        api(`/Reeducators/${other.reeducatorId}/alerts?patientId=${patient}`),
        { token: other.token },
      );
      expect(filtered.body).toEqual([]);
      const mark = await call(
        ctx.app,
        'PATCH',
        api(`/Reeducators/${other.reeducatorId}/alerts/${patient}/painRise`),
        { token: other.token, body: { seen: true } },
      );
      expect(mark.status).toBe(404);
    }
    // Someone else's list: 403, whoever asks.
    for (const actor of [
      world.b.rehabilitator,
      world.a.manager,
      world.a.patient,
      world.a.combined,
    ]) {
      const res = await call(ctx.app, 'GET', listUrl(), { token: actor.token });
      expect({ who: actor.email, status: res.status }).toEqual({ who: actor.email, status: 403 });
      const mark = await call(ctx.app, 'PATCH', `${listUrl()}/${patient}/wearDrop`, {
        token: actor.token,
        body: { seen: true },
      });
      expect(mark.status).toBe(403);
    }
    // Nothing was marked seen by them.
    expect(await alertsOf(patient)).toHaveLength(2);
  });
});

/** The pain-increase indicator of the patient in the rehabilitator's list and on their page. */
async function painIncreaseOf(patientId: string) {
  const reeducatorId = world.a.rehabilitator.reeducatorId!;
  const token = world.a.rehabilitator.token;
  const list = await call<{ patientId: string; indicators: { painIncrease: boolean } }[]>(
    ctx.app,
    'GET',
    api(`/Reeducators/${reeducatorId}/Patients`),
    { token },
  );
  expect(list.status).toBe(200);
  const one = await call<{ indicators: { painIncrease: boolean } }>(
    ctx.app,
    'GET',
    api(`/Reeducators/${reeducatorId}/Patients/${patientId}`),
    { token },
  );
  expect(one.status).toBe(200);
  const inList = list.body.find((item) => item.patientId === patientId)!.indicators.painIncrease;
  expect(one.body.indicators.painIncrease).toBe(inList);
  return inList;
}

const hasPainAlert = async (patientId: string) =>
  (await alertsOf(patientId)).some((alert) => alert.kind === 'painRise');

describe('"no pain" and the pain-increase indicator (one rule with the pain-rise alert)', () => {
  it('records a patient\'s "no pain" answer as pain 0, and refuses a pain out of 0-3', async () => {
    const patient = world.a.unlinkedPatient;
    await ensureSessionReferenceData(ctx.app);
    await assignProgram(ctx.app, patient.patientId, [{ exerciseId: 12 }]);
    const current = await call<{ session: { id: string } }>(
      ctx.app,
      'GET',
      api(`/Patients/${patient.patientId}/Sessions/current/true`),
      { token: patient.token },
    );
    const sessionId = current.body.session.id;
    const post = (what: string, body: unknown) =>
      call<{ code?: string; fields?: string[]; review?: unknown }>(
        ctx.app,
        'POST',
        api(`/Sessions/${sessionId}/${what}`),
        { token: patient.token, body },
      );
    expect((await post('step', { duration: 60 })).status).toBeLessThan(300);
    const stored = () =>
      ctx.app.db
        .select({ pain: sessionReviews.pain })
        .from(sessionReviews)
        .where(eq(sessionReviews.sessionId, sessionId));
    for (const pain of [4, -1, '1', 0.5, null]) {
      const refused = await post('review', { pain, difficulty: 2 });
      expect({ pain, status: refused.status, code: refused.body.code }).toEqual({
        pain,
        status: 400,
        code: 'invalid_information',
      });
      expect(refused.body.fields).toContain('pain');
      expect(await stored()).toEqual([]);
    }
    const answered = await post('review', { pain: 0, difficulty: 2 });
    expect(answered.status).toBe(200);
    expect(answered.body.review).toMatchObject({ pain: 0, difficulty: 2 });
    expect(await stored()).toEqual([{ pain: 0 }]);
  });

  it('reads "no pain" (0) as the lowest level: 0 1 1 rises, a rise never ends at 0', async () => {
    const rising = await followedPatient();
    await reviews(rising, [0, 1, 1]);
    expect(await alertsOf(rising)).toEqual([
      expect.objectContaining({ kind: 'painRise', pains: [0, 1, 1] }),
    ]);
    expect(await painIncreaseOf(rising)).toBe(true);
    for (const pains of [
      [0, 0, 0],
      [0, 0, 1],
      [1, 0, 0],
      [2, 1, 0],
    ]) {
      const patient = await followedPatient();
      await reviews(patient, pains);
      expect({ pains, alerts: await alertsOf(patient) }).toEqual({ pains, alerts: [] });
      expect({ pains, indicator: await painIncreaseOf(patient) }).toEqual({
        pains,
        indicator: false,
      });
    }
  });

  it('carries the indicator while the alert is unseen, and clears both once it is seen', async () => {
    const patient = await followedPatient();
    // The rise the issue saw: an alert, but no badge (latest 2 not above the previous 2).
    await reviews(patient, [1, 2, 2], new Date(Date.now() - 2 * 24 * hour * 1000));
    expect(await hasPainAlert(patient)).toBe(true);
    expect(await painIncreaseOf(patient)).toBe(true);
    const seen = await call(ctx.app, 'PATCH', `${listUrl()}/${patient}/painRise`, {
      token: world.a.rehabilitator.token,
      body: { seen: true },
    });
    expect(seen.status).toBe(200);
    expect(await hasPainAlert(patient)).toBe(false);
    expect(await painIncreaseOf(patient)).toBe(false);
    // A newer review that still rises (2 2 3 is a one-off; 2 3 3 rises): both come back together.
    await reviews(patient, [3]);
    expect(await hasPainAlert(patient)).toBe(false);
    expect(await painIncreaseOf(patient)).toBe(false);
    await reviews(patient, [3]);
    expect(await hasPainAlert(patient)).toBe(true);
    expect(await painIncreaseOf(patient)).toBe(true);
  });

  it('agrees with the alert and the domain rule for any reviews with pains 0-3, seen or not', async () => {
    const day = 24 * hour * 1000;
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(
          fc.record({
            pain: fc.constantFrom(...painLevels),
            // Up to 18 days back: some fall out of the rule's 14 days.
            minutesAgo: fc.integer({ min: 5, max: 18 * 24 * 60 }),
          }),
          { maxLength: 5, selector: (one) => one.minutesAgo },
        ),
        fc.option(fc.integer({ min: 1, max: 18 * 24 * 60 }), { nil: null }),
        async (drawn, seenMinutesAgo) => {
          const patient = await followedPatient();
          const now = Date.now();
          const raw = drawn.map((one) => ({
            pain: one.pain,
            submittedAt: new Date(now - one.minutesAgo * 60_000),
          }));
          for (const review of raw) {
            const [session] = await ctx.app.db
              .insert(sessions)
              .values({
                patientId: patient,
                isSelfRehabilitation: true,
                status: 'done',
                day: addDays(today(), -Math.floor((now - review.submittedAt.getTime()) / day)),
              })
              .returning({ id: sessions.id });
            await ctx.app.db.insert(sessionReviews).values({
              sessionId: session!.id,
              pain: review.pain,
              difficulty: 2,
              submittedAt: review.submittedAt,
            });
          }
          const seenAt = seenMinutesAgo === null ? null : new Date(now - seenMinutesAgo * 60_000);
          if (seenAt) {
            await ctx.app.db.insert(alertViews).values({
              reeducatorId: world.a.rehabilitator.reeducatorId!,
              patientId: patient,
              kind: 'painRise',
              seenAt,
            });
          }
          const alert = await hasPainAlert(patient);
          const indicator = await painIncreaseOf(patient);
          const rule = hasPainIncrease(
            raw.map((review) => ({ ...review, submittedAt: review.submittedAt.toISOString() })),
            { seenAt: seenAt?.toISOString() ?? null, now: new Date() },
          );
          expect({ drawn, seenMinutesAgo, alert, indicator }).toEqual({
            drawn,
            seenMinutesAgo,
            alert: rule,
            indicator: rule,
          });
        },
      ),
      { numRuns: 25 },
    );
  });
});
