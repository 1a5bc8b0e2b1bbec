/**
 * The FHIR API read by a real FHIR client library over HTTP (issue 29, "proven by outside tools"):
 * `fhir-kit-client` reads the CapabilityStatement, a Patient, the patient's device and
 * establishment, and follows the `next` links of a paged Observation search to its end, as an
 * establishment's health record system would. The server listens on a port of its own, with its
 * public URL set to it, so that the links it gives are ones the client can follow.
 */
import { Client } from 'fhir-kit-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createWorld, type World } from '../../../test/fixtures';
import { build, testConfig, type TestApp } from '../../../test/helper';
import { freePort } from '../../../test/ports';
import { insertDays } from '../../../test/stats-fixtures';

type Bundle = {
  resourceType: string;
  link?: { relation: string; url: string }[];
  entry?: { resource: { resourceType: string; id: string } & Record<string, unknown> }[];
};

let built: TestApp;
let world: World;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  baseUrl = `${origin}/fhir/R4`;
  built = await build({
    config: testConfig((config) => {
      config.publicUrl = origin;
    }),
  });
  await built.app.listen({ port, host: '127.0.0.1' });
  world = await createWorld(built.app);
  const days: Record<string, { StepCount: number; WalkSpeed: number }> = {};
  for (let day = 1; day <= 7; day += 1) {
    days[`2026-10-0${day}`] = { StepCount: 1000 + day, WalkSpeed: 0.5 + day / 100 };
  }
  await insertDays(built.app, world.a.patient.patientId, days);
});

afterAll(async () => {
  await built?.close();
});

const clientOf = (token: string) => new Client({ baseUrl, bearerToken: token });

describe('a FHIR client library (fhir-kit-client) reading the API', () => {
  it('reads the CapabilityStatement without a token', async () => {
    const statement = await new Client({ baseUrl }).capabilityStatement();
    expect(statement).toMatchObject({ resourceType: 'CapabilityStatement', fhirVersion: '4.0.1' });
  });

  it('reads a patient, then their device and establishment by the references it gives', async () => {
    const client = clientOf(world.a.manager.token);
    const patient = await client.read({ resourceType: 'Patient', id: world.a.patient.patientId });
    expect(patient).toMatchObject({ resourceType: 'Patient', id: world.a.patient.patientId });
    const organization = (patient as unknown as { managingOrganization: { reference: string } })
      .managingOrganization.reference;
    const [type, id] = organization.split('/');
    expect(await client.read({ resourceType: type!, id: id! })).toMatchObject({
      resourceType: 'Organization',
      id: world.a.establishmentId,
    });
    const devices = (await client.search({
      resourceType: 'Device',
      searchParams: { patient: world.a.patient.patientId },
    })) as Bundle;
    expect(devices.entry?.map((entry) => entry.resource.id)).toEqual([world.a.deviceId]);
  });

  it('follows the next links of a paged search to the end: every Observation once, in order', async () => {
    const client = clientOf(world.a.rehabilitator.token);
    const searchParams = { patient: world.a.patient.patientId, date: 'ge2026-10-01' };
    const whole = (await client.search({
      resourceType: 'Observation',
      searchParams: { ...searchParams, _count: 500 },
    })) as Bundle;
    const expected = (whole.entry ?? []).map((entry) => entry.resource.id);
    expect(expected).toHaveLength(14);

    const paged: string[] = [];
    let pages = 0;
    let bundle: Bundle | undefined = (await client.search({
      resourceType: 'Observation',
      searchParams: { ...searchParams, _count: 4 },
    })) as Bundle;
    while (bundle) {
      pages += 1;
      paged.push(...(bundle.entry ?? []).map((entry) => entry.resource.id));
      bundle = (await client.nextPage({ bundle: bundle as never })) as Bundle | undefined;
    }
    expect(pages).toBe(4);
    expect(paged).toEqual(expected);
  });

  it('gets the OperationOutcome and status of a refusal as the library reports errors', async () => {
    const client = clientOf(world.b.manager.token);
    const refused = await client
      .read({ resourceType: 'Patient', id: world.a.patient.patientId })
      .then(
        () => null,
        (error: { response?: { status: number; data: { resourceType: string } } }) =>
          error.response,
      );
    expect(refused?.status).toBe(404);
    expect(refused?.data.resourceType).toBe('OperationOutcome');
  });
});
