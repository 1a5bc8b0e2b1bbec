/**
 * The FHIR API read by a real FHIR client library over HTTP (issue 29, "proven by outside tools"):
 * `fhir-kit-client` reads the CapabilityStatement, a Patient, the patient's device and
 * establishment, and follows the `next` links of a paged Observation search to its end, as an
 * establishment's health record system would. The server listens on a port of its own, with its
 * public URL set to it, so that the links it gives are ones the client can follow.
 *
 * Then a health record system as SMART Backend Services and Bulk Data describe it: registered by
 * the manager, it gets its token at /oauth2/token with an assertion signed by its own key, and
 * Medplum's client (`@medplum/core`'s `bulkExport`) kicks off the Group export, polls its status
 * and gets the manifest; the NDJSON files are then read with the token.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MedplumClient } from '@medplum/core';
import { Client } from 'fhir-kit-client';
import { exportJWK, generateKeyPair, SignJWT } from 'jose';
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
let origin: string;
const storageDir = join(tmpdir(), `oxilio-fhir-client-${randomBytes(6).toString('hex')}`);

beforeAll(async () => {
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  baseUrl = `${origin}/fhir/R4`;
  built = await build({
    config: testConfig((config) => {
      config.publicUrl = origin;
      config.storageDir = storageDir;
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
  // fetch keeps its connections alive: closed here, or the server would wait for them.
  built?.app.server.closeAllConnections();
  await built?.close();
  await rm(storageDir, { recursive: true, force: true });
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

describe('a health record system: SMART Backend Services, then a Bulk Data export read by Medplum’s client', () => {
  it('gets a token with its signed assertion, exports the Group and reads every file', async () => {
    const { publicKey, privateKey } = await generateKeyPair('ES384', { extractable: true });
    const kid = randomUUID();
    const registered = await fetch(
      `${origin}/api/v1/Establishments/${world.a.establishmentId}/fhir-clients`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${world.a.manager.token}`,
          'content-type': 'application/json',
        },
        body: JSON.stringify({
          name: 'DPI de test',
          scopes: ['system/*.read'],
          jwks: { keys: [{ ...(await exportJWK(publicKey)), kid }] },
        }),
      },
    );
    expect(registered.status).toBe(201);
    const { clientId } = (await registered.json()) as { clientId: string };

    // The discovery document says where the token endpoint is.
    const smart = (await (await fetch(`${baseUrl}/.well-known/smart-configuration`)).json()) as {
      token_endpoint: string;
    };
    const assertion = await new SignJWT({})
      .setProtectedHeader({ alg: 'ES384', kid, typ: 'JWT' })
      .setIssuer(clientId)
      .setSubject(clientId)
      .setAudience(smart.token_endpoint)
      .setJti(randomUUID())
      .setExpirationTime('5m')
      .sign(privateKey);
    const tokenResponse = await fetch(smart.token_endpoint, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'client_credentials',
        scope: 'system/Group.read system/Patient.read system/Observation.read',
        client_assertion_type: 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer',
        client_assertion: assertion,
      }),
    });
    expect(tokenResponse.status).toBe(200);
    const { access_token: accessToken } = (await tokenResponse.json()) as { access_token: string };

    const medplum = new MedplumClient({
      baseUrl: `${origin}/`,
      fhirUrlPath: 'fhir/R4',
      fetch: (url: string | URL | Request, init?: RequestInit) => fetch(url, init),
    });
    medplum.setAccessToken(accessToken);
    const manifest: { output?: { type?: string; url?: string }[] } = await medplum.bulkExport(
      `Group/${world.a.establishmentId}`,
      'Patient,Observation',
      undefined,
      { pollStatusOnAccepted: true, pollStatusPeriod: 50 },
    );
    expect(manifest.output?.map((entry) => entry.type)).toEqual(['Patient', 'Observation']);
    const lines = new Map<string, { resourceType: string; id: string }[]>();
    for (const entry of manifest.output ?? []) {
      const file = await fetch(entry.url!, { headers: { authorization: `Bearer ${accessToken}` } });
      expect(file.status).toBe(200);
      lines.set(
        entry.type!,
        (await file.text())
          .split('\n')
          .filter(Boolean)
          .map((line) => JSON.parse(line) as { resourceType: string; id: string }),
      );
    }
    expect(lines.get('Patient')!.map((patient) => patient.id)).toContain(world.a.patient.patientId);
    // The week of steps and speeds inserted above: 14 activity Observations of that patient.
    const ofPatient = lines
      .get('Observation')!
      .filter((observation) =>
        observation.id.startsWith(world.a.patient.patientId.replaceAll('-', '')),
      );
    expect(ofPatient).toHaveLength(14);
  });
});
