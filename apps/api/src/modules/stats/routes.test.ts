import { PatientsStatsResponse, StatsResponse } from '@oxilio/domain/contract';
import Ajv from 'ajv/dist/2019';
import addFormats from 'ajv-formats';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../../test/fixtures';
import { call, rowCounts, useTestApp } from '../../../test/helper';
import { addDays, todayIn } from '@oxilio/domain';
import {
  bucketsOf,
  insertDays,
  setCapacity,
  setObjective,
  type StatsColumns,
} from '../../../test/stats-fixtures';

const ctx = useTestApp();

// The stats answers are written by JSON.stringify, not the schema's serializer: each one is checked
// against its schema, with no property the schema does not declare.
const ajv = addFormats(new Ajv({ allErrors: true, strict: false }));
function conforms(schema: object, body: unknown) {
  const validate = ajv.compile({ ...schema, unevaluatedProperties: false });
  return validate(body) ? [] : validate.errors;
}
let world: World;

type Stats = StatsColumns & { types: string[]; scale: string; from: string; to: string };

// Hand-written data (patient A, functional capacity 3: default StepCount objective 800 a day).
// Monday 2024-01-29 .. Sunday 2024-02-11; no row on 2024-01-31 and after 2024-02-05.
const data = {
  '2024-01-29': { StepCount: 1000, WalkSpeed: 0.5, WalkPerimeter: 10 },
  '2024-01-30': { StepCount: 2000, WalkSpeed: 0.7, WalkPerimeter: 30 },
  '2024-02-01': { StepCount: 3000, WalkSpeed: 0.6, WalkPerimeter: 20 },
  '2024-02-05': { StepCount: 500, WalkSpeed: 0.4, WalkPerimeter: 50 },
};

beforeAll(async () => {
  world = await createWorld(ctx.app);
  await insertDays(ctx.app, world.a.patient.patientId, data);
  // The patient's own objective replaces the default from Thursday 2024-02-01.
  await setObjective(ctx.app, world.a.patient.patientId, 'StepCount', 1500, '2024-02-01');
  await insertDays(ctx.app, world.b.patient.patientId, { '2024-01-29': { StepCount: 99 } });
});

const statsUrl = (patientId: string, query: string) =>
  `/api/v1/patients/${patientId}/stats?${query}`;

async function stats(query: string, token = world.a.patient.token) {
  return call<Stats>(ctx.app, 'GET', statsUrl(world.a.patient.patientId, query), { token });
}

const range = 'from=2024-01-29&to=2024-02-11';

describe('GET /patients/{id}/stats', () => {
  it('answers the patient, their rehabilitators and their manager; 404 to anyone else', async () => {
    const allowed = [world.a.patient, world.a.rehabilitator, world.a.combined, world.a.manager].map(
      (actor) => actor.userId,
    );
    for (const actor of world.actors) {
      const res = await stats(`types=StepCount&${range}`, actor.token);
      if (allowed.includes(actor.userId)) {
        expect(res.status, actor.email).toBe(200);
        expect(bucketsOf(res.body)).toHaveLength(14);
      } else {
        expect(res.status, actor.email).toBe(404);
        expect(res.raw).not.toContain('series');
        expect(res.raw).not.toContain('1000');
      }
    }
    const anonymous = await call(ctx.app, 'GET', statsUrl(world.a.patient.patientId, range));
    expect(anonymous.status).toBe(401);
  });

  it('answers periods and one series per key, aligned by index', async () => {
    const res = await stats(`types=StepCount,WalkSpeed&from=2024-01-29&to=2024-02-01&scale=Day`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      starts: ['2024-01-29', '2024-01-30', '2024-01-31', '2024-02-01'],
      series: { StepCount: [1000, 2000, null, 3000], WalkSpeed: [0.5, 0.7, null, 0.6] },
    });
    expect(Object.keys(res.body.series)).toEqual(['StepCount', 'WalkSpeed']);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(conforms(StatsResponse, res.body)).toEqual([]);
  });

  it('gives one bucket per day, null on a day without data', async () => {
    const res = await stats(`types=StepCount,WalkPerimeter&${range}&scale=Day`);
    expect(res.status).toBe(200);
    const byDay = Object.fromEntries(bucketsOf(res.body).map((b) => [b.start, b.values]));
    expect(byDay['2024-01-30']).toEqual({ StepCount: 2000, WalkPerimeter: 30 });
    expect(byDay['2024-01-31']).toEqual({ StepCount: null, WalkPerimeter: null });
    expect(bucketsOf(res.body)[0]).toMatchObject({ start: '2024-01-29' });
  });

  it('sums counts, averages speeds and takes the maximum perimeter per ISO week', async () => {
    const res = await stats(`types=StepCount,WalkSpeed,WalkPerimeter&${range}&scale=Week`);
    expect(res.status).toBe(200);
    expect(res.body.starts).toEqual(['2024-01-29', '2024-02-05']);
    const [first, second] = bucketsOf(res.body);
    expect(first!.values.StepCount).toBe(6000);
    expect(first!.values.WalkSpeed).toBeCloseTo(0.6, 10);
    expect(first!.values.WalkPerimeter).toBe(30);
    expect(second!.values).toEqual({ StepCount: 500, WalkSpeed: 0.4, WalkPerimeter: 50 });
  });

  it('cuts calendar months at the range, and accepts the spellings Types and Scale', async () => {
    const res = await stats(`Types=stepcount,WalkSpeed&${range}&Scale=Month`);
    expect(res.status).toBe(200);
    expect(res.body.types).toEqual(['StepCount', 'WalkSpeed']);
    const [january, february] = bucketsOf(res.body);
    expect(january).toMatchObject({ start: '2024-01-01' });
    expect(january!.values.StepCount).toBe(3000);
    expect(january!.values.WalkSpeed).toBeCloseTo(0.6, 10);
    expect(february).toMatchObject({ start: '2024-02-01' });
    expect(february!.values.StepCount).toBe(3500);
    expect(february!.values.WalkSpeed).toBeCloseTo(0.5, 10);
  });

  it('gives the objective in force: the default by capacity, then the patient’s own', async () => {
    const day = await stats(`types=StepCountObjective&from=2024-01-30&to=2024-02-02`);
    expect(bucketsOf(day.body).map((b) => b.values.StepCountObjective)).toEqual([
      800, 800, 1500, 1500,
    ]);
    // A week's objective is the sum of the daily ones: 3 x 800 + 4 x 1500, then 7 x 1500.
    const week = await stats(`types=StepCountObjective&${range}&scale=Week`);
    expect(bucketsOf(week.body).map((b) => b.values.StepCountObjective)).toEqual([8400, 10500]);
  });

  it('uses the defaults of the patient’s capacity, and none without a capacity', async () => {
    const other = world.a.unlinkedPatient;
    await setCapacity(ctx.app, other.patientId, 4);
    const url = statsUrl(other.patientId, 'types=StepCountObjective,WalkTimeObjective&' + range);
    const withCapacity = await call<Stats>(ctx.app, 'GET', url, { token: other.token });
    expect(bucketsOf(withCapacity.body)[0]!.values).toEqual({
      StepCountObjective: 2500,
      WalkTimeObjective: 1800,
    });
    await setCapacity(ctx.app, other.patientId, null);
    const without = await call<Stats>(ctx.app, 'GET', url, { token: other.token });
    expect(bucketsOf(without.body)[0]!.values).toEqual({
      StepCountObjective: null,
      WalkTimeObjective: null,
    });
  });

  it('defaults to the last 7 days, the completed days ending yesterday, at daily scale', async () => {
    const res = await stats('types=StepCount');
    expect(res.status).toBe(200);
    expect(res.body.scale).toBe('Day');
    expect(bucketsOf(res.body)).toHaveLength(7);
    const today = todayIn('Europe/Paris');
    expect({ from: res.body.from, to: res.body.to }).toEqual({
      from: addDays(today, -7),
      to: addDays(today, -1),
    });
  });

  it('keeps an explicit range as asked, today included', async () => {
    const today = todayIn('Europe/Paris');
    const asked = await stats(`types=StepCount&from=${addDays(today, -2)}&to=${today}`);
    expect({ from: asked.body.from, to: asked.body.to }).toEqual({
      from: addDays(today, -2),
      to: today,
    });
    const fromOnly = await stats(`types=StepCount&from=${addDays(today, -3)}`);
    expect(fromOnly.body.to).toBe(today);
  });

  it('refuses bad queries with 400 naming the field, and writes nothing', async () => {
    const before = await rowCounts(ctx.database);
    const cases: [string, string, string?][] = [
      [`types=StepCount,Foo,barObjective&${range}`, 'types', 'Foo, barObjective'],
      [range, 'types'],
      [`types=StepCount&from=2024-02-11&to=2024-01-29`, 'from'],
      [`types=StepCount&from=2021-01-01&to=2024-01-29`, 'to'],
      [`types=StepCount&${range}&scale=Year`, 'scale'],
      [`types=StepCount&from=2024-02-30&to=2024-03-01`, 'from'],
      [`types=StepCount&from=0000-01-01&to=0000-01-05`, 'from'],
    ];
    for (const [query, field, named] of cases) {
      const res = await stats(query);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toMatchObject({ code: 'invalid_information' });
      expect((res.body as unknown as { fields: string[] }).fields, query).toContain(field);
      if (named) {
        expect(res.raw).toContain(named);
      }
    }
    expect(await rowCounts(ctx.database)).toEqual(before);
  });

  it('answers a year of 10 metrics quickly', async () => {
    const patient = world.b.unlinkedPatient;
    const days: Record<string, Record<string, number>> = {};
    for (let index = 0; index < 365; index += 1) {
      days[addDays('2023-01-01', index)] = {
        StepCount: 1000 + index,
        StandCount: 5,
        StandTime: 600,
        WalkTime: 900,
        WalkDistance: 400,
        WalkSpeed: 0.5,
        WalkPerimeter: 20 + (index % 30),
        StepTime: 0.6,
        StepTimeCV: 8,
        ActiveTime: 3000,
      };
    }
    await insertDays(ctx.app, patient.patientId, days);
    const types =
      'StepCount,StandCount,StandTime,WalkTime,WalkDistance,WalkSpeed,WalkPerimeter,StepTime,StepTimeCV,StepCountObjective';
    const url = statsUrl(patient.patientId, `types=${types}&from=2023-01-01&to=2023-12-31`);
    await call(ctx.app, 'GET', url, { token: patient.token }); // warm-up
    const started = performance.now();
    const byDay = await call<Stats>(ctx.app, 'GET', url + '&scale=Day', { token: patient.token });
    const byMonth = await call<Stats>(ctx.app, 'GET', url + '&scale=Month', {
      token: patient.token,
    });
    const elapsed = performance.now() - started;
    expect(bucketsOf(byDay.body)).toHaveLength(365);
    expect(bucketsOf(byMonth.body)).toHaveLength(12);
    // January: 31 days of 1000..1030 steps.
    expect(bucketsOf(byMonth.body)[0]!.values.StepCount).toBe(31 * 1000 + (30 * 31) / 2);
    expect(bucketsOf(byMonth.body)[0]!.values.WalkPerimeter).toBe(49);
    // Two calls (365 and 12 buckets) through the whole stack on a shared 2-core machine.
    expect(elapsed).toBeLessThan(400);

    // One call alone, the whole stack (access check, one statement, series, JSON): weeks.
    const timings: number[] = [];
    for (let run = 0; run < 5; run += 1) {
      const start = performance.now();
      const weeks = await call<Stats>(ctx.app, 'GET', url + '&scale=Week', {
        token: patient.token,
      });
      timings.push(performance.now() - start);
      expect(weeks.body.starts).toHaveLength(53);
      expect(weeks.body.series.StepCountObjective).toHaveLength(53);
    }
    // About 3-6 ms on PGlite here; the bound leaves room for a loaded machine.
    expect(Math.min(...timings)).toBeLessThan(40);
  });
});

type Percentages = {
  types: string[];
  buckets: {
    start: string;
    overall: number | null;
    metrics: Record<
      string,
      {
        value: number | null;
        objective: number | null;
        completion: number | null;
        daysMeasured: number;
        daysMet: number;
      }
    >;
  }[];
};

describe('GET /patients/{id}/percentages', () => {
  const url = (query: string) =>
    `/api/v1/patients/${world.a.patient.patientId}/percentages?${query}`;

  it('gives objective completion per bucket over the days with data', async () => {
    const res = await call<Percentages>(
      ctx.app,
      'GET',
      url(`${range}&scale=Week&types=StepCount`),
      {
        token: world.a.rehabilitator.token,
      },
    );
    expect(res.status).toBe(200);
    const [first, second] = res.body.buckets;
    // 1000 + 2000 + 3000 against 800 + 800 + 1500: 6000 / 3100.
    expect(first!.metrics.StepCount).toEqual({
      value: 6000,
      objective: 3100,
      completion: 193.5,
      daysMeasured: 3,
      daysMet: 3,
    });
    expect(first!.overall).toBe(100);
    expect(second!.metrics.StepCount).toEqual({
      value: 500,
      objective: 1500,
      completion: 33.3,
      daysMeasured: 1,
      daysMet: 0,
    });
    expect(second!.overall).toBe(33.3);
  });

  it('judges the daily activity objectives by default', async () => {
    const res = await call<Percentages>(ctx.app, 'GET', url(`${range}&scale=Month`), {
      token: world.a.patient.token,
    });
    expect(res.status).toBe(200);
    expect(res.body.types).toContain('StepCount');
    expect(res.body.types).toContain('WalkDistance');
    // No WalkDistance on the days the device reported (29 and 30/01): 0 %, missed, as the stars;
    // 31/01, not reported, neither helps nor hurts.
    expect(res.body.buckets[0]!.metrics.WalkDistance).toMatchObject({
      completion: 0,
      daysMeasured: 2,
      daysMet: 0,
    });
  });

  it('refuses keys without an objective, and hides the patient from others', async () => {
    const bad = await call(ctx.app, 'GET', url(`${range}&types=ActivityStars`), {
      token: world.a.patient.token,
    });
    expect(bad.status).toBe(400);
    expect(bad.raw).toContain('ActivityStars');
    for (const actor of [world.a.unlinkedPatient, world.b.manager, world.b.rehabilitator]) {
      const res = await call(ctx.app, 'GET', url(range), { token: actor.token });
      expect(res.status).toBe(404);
      expect(res.raw).not.toContain('metrics');
    }
  });
});

type PatientsStats = {
  patients: { patientId: string; firstName: string; series: StatsColumns['series'] }[];
  starts: string[];
};

describe('GET /Establishments/{id}/PatientsStats', () => {
  const url = (establishmentId: string, query: string) =>
    `/api/v1/Establishments/${establishmentId}/PatientsStats?${query}`;

  it('answers the establishment’s managers only (403 to anyone else, without data)', async () => {
    const allowed = [world.a.manager.userId, world.a.combined.userId];
    for (const actor of world.actors) {
      const res = await call<PatientsStats>(
        ctx.app,
        'GET',
        url(world.a.establishmentId, `from=2024-01-29&to=2024-02-04&Scale=Day&Types=StepCount`),
        { token: actor.token },
      );
      if (allowed.includes(actor.userId)) {
        expect(res.status, actor.email).toBe(200);
      } else {
        expect(res.status, actor.email).toBe(403);
        expect(res.raw).not.toContain('patients');
      }
    }
  });

  it('gives every patient of the establishment, day by day, and no one else', async () => {
    const res = await call<PatientsStats>(
      ctx.app,
      'GET',
      url(
        world.a.establishmentId,
        `from=2024-01-29&to=2024-02-04&Scale=Day&Types=StepCount,StepCountObjective`,
      ),
      { token: world.a.manager.token },
    );
    expect(res.status).toBe(200);
    const ids = res.body.patients.map((patient) => patient.patientId);
    expect(ids).toContain(world.a.patient.patientId);
    expect(ids).toContain(world.a.unlinkedPatient.patientId);
    expect(ids).not.toContain(world.b.patient.patientId);
    expect(conforms(PatientsStatsResponse, res.body)).toEqual([]);
    const found = res.body.patients.find((p) => p.patientId === world.a.patient.patientId)!;
    const patient = { buckets: bucketsOf({ ...res.body, series: found.series }) };
    expect(patient.buckets).toHaveLength(7);
    expect(patient.buckets.map((b) => b.values.StepCount)).toEqual([
      1000,
      2000,
      null,
      3000,
      null,
      null,
      null,
    ]);
    expect(patient.buckets.map((b) => b.values.StepCountObjective)).toEqual([
      800, 800, 800, 1500, 1500, 1500, 1500,
    ]);
  });

  it('validates the query', async () => {
    const res = await call(
      ctx.app,
      'GET',
      url(world.a.establishmentId, `from=2024-01-29&to=2024-02-04&Types=Steps`),
      { token: world.a.manager.token },
    );
    expect(res.status).toBe(400);
    expect(res.raw).toContain('Steps');
  });
});
