import { generateKeyPairSync, randomUUID } from 'node:crypto';
import type { AccessLog, FhirClient } from '@oxilio/domain/contract';
import { exportJWK, generateKeyPair, SignJWT, type CryptoKey, type JWK } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createClientAssertions } from '../../auth/client-assertions';
import { createWorld, type World } from '../../../test/fixtures';
import { call, useTestApp } from '../../../test/helper';
import accessLogRoutes from '../accessLog/routes';
import fhirClientRoutes from './routes';

/** The keys published at a JWKS URL, served to the app by the test's own fetch. */
const published = new Map<string, { keys: JWK[] }>();
const fetched: string[] = [];

const ctx = useTestApp({
  modules: [fhirClientRoutes, accessLogRoutes],
  clientAssertions: createClientAssertions({
    fetch: async (url) => {
      fetched.push(String(url));
      const jwks = published.get(String(url));
      return new Response(jwks ? JSON.stringify(jwks) : 'not found', {
        status: jwks ? 200 : 404,
        headers: { 'content-type': 'application/json' },
      });
    },
  }),
});
const tokenUrl = 'https://portal.test/oauth2/token';
const assertionType = 'urn:ietf:params:oauth:client-assertion-type:jwt-bearer';

let world: World;
beforeAll(async () => {
  world = await createWorld(ctx.app);
});

interface KeyPair {
  kid: string;
  alg: 'ES384' | 'RS384';
  privateKey: CryptoKey;
  publicJwk: JWK;
}

async function keyPair(alg: 'ES384' | 'RS384' = 'ES384'): Promise<KeyPair> {
  const { publicKey, privateKey } = await generateKeyPair(alg, { extractable: true });
  const kid = randomUUID();
  return { kid, alg, privateKey, publicJwk: { ...(await exportJWK(publicKey)), kid } };
}

const clientsPath = (establishmentId = world.a.establishmentId) =>
  `/api/v1/Establishments/${establishmentId}/fhir-clients`;

async function register(body: Record<string, unknown>, token = world.a.manager.token) {
  return call<FhirClient & { code?: string }>(ctx.app, 'POST', clientsPath(), { token, body });
}

/** A client assertion as a system makes it; `change` alters what the test breaks. */
async function assertion(
  key: KeyPair,
  clientId: string,
  change: { audience?: string; expiresIn?: string; jti?: string; issuer?: string } = {},
) {
  return new SignJWT({})
    .setProtectedHeader({ alg: key.alg, kid: key.kid, typ: 'JWT' })
    .setIssuer(change.issuer ?? clientId)
    .setSubject(clientId)
    .setAudience(change.audience ?? tokenUrl)
    .setJti(change.jti ?? randomUUID())
    .setIssuedAt()
    .setExpirationTime(change.expiresIn ?? '4m')
    .sign(key.privateKey);
}

type TokenAnswer = {
  access_token?: string;
  token_type?: string;
  expires_in?: number;
  scope?: string;
  error?: string;
  error_description?: string;
};

async function token(fields: Record<string, string>) {
  const response = await ctx.app.inject({
    method: 'POST',
    url: '/oauth2/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(fields).toString(),
  });
  return {
    status: response.statusCode,
    headers: response.headers,
    body: JSON.parse(response.body) as TokenAnswer,
  };
}

const tokenFields = (clientAssertion: string, scope = 'system/*.read') => ({
  grant_type: 'client_credentials',
  scope,
  client_assertion_type: assertionType,
  client_assertion: clientAssertion,
});

const fhir = (path: string, bearer: string) =>
  call<Record<string, unknown>>(ctx.app, 'GET', `/fhir/R4${path}`, { token: bearer });

describe('registering a health record system', () => {
  it('lets the manager register a client with its public keys and list it', async () => {
    const key = await keyPair();
    const res = await register({
      name: '  DPI Hôpital  ',
      scopes: ['system/Patient.read', 'system/Observation.read', 'system/Patient.read'],
      jwks: { keys: [key.publicJwk] },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      establishmentId: world.a.establishmentId,
      name: 'DPI Hôpital',
      scopes: ['system/Patient.read', 'system/Observation.read'],
      jwksUrl: null,
      keyIds: [key.kid],
      createdBy: { firstName: world.a.manager.firstName },
      lastUsedAt: null,
      revokedAt: null,
    });
    const list = await call<FhirClient[]>(ctx.app, 'GET', clientsPath(), {
      token: world.a.manager.token,
    });
    expect(list.body.map((client) => client.clientId)).toContain(res.body.clientId);
    // Every type in one: system/*.read alone.
    const all = await register({
      name: 'Tout',
      scopes: ['system/Goal.read', 'system/*.read'],
      jwks: { keys: [(await keyPair('RS384')).publicJwk] },
    });
    expect(all.status).toBe(201);
    expect(all.body.scopes).toEqual(['system/*.read']);
  });

  it('refuses anyone but the establishment’s manager', async () => {
    const body = {
      name: 'X',
      scopes: ['system/*.read'],
      jwks: { keys: [(await keyPair()).publicJwk] },
    };
    for (const actor of [world.a.rehabilitator, world.a.patient, world.b.manager]) {
      expect((await register(body, actor.token)).status, actor.email).toBe(403);
      const list = await call(ctx.app, 'GET', clientsPath(), { token: actor.token });
      expect(list.status, actor.email).toBe(403);
    }
  });

  it('refuses keys that are not public RS384 or ES384 keys, and neither or both sources', async () => {
    const ec = await keyPair();
    const { privateKey } = await generateKeyPair('ES384', { extractable: true });
    // jose makes no RSA key under 2048 bits: node does.
    const weakRsa = generateKeyPairSync('rsa', { modulusLength: 1024 }).publicKey.export({
      format: 'jwk',
    });
    const p256 = await generateKeyPair('ES256', { extractable: true });
    const invalid = [
      { keys: [{ ...(await exportJWK(privateKey)), kid: 'private' }] },
      { keys: [{ ...weakRsa, kid: 'weak' }] },
      { keys: [{ ...(await exportJWK(p256.publicKey)), kid: 'p256' }] },
      { keys: [ec.publicJwk, ec.publicJwk] },
      { keys: [{ ...ec.publicJwk, x: 'AAAA' }] },
      { keys: [{ ...ec.publicJwk, alg: 'RS384' }] },
    ];
    const codes: (string | undefined)[] = [];
    for (const jwks of invalid) {
      const res = await register({ name: 'X', scopes: ['system/*.read'], jwks });
      expect(res.status, JSON.stringify(jwks).slice(0, 60)).toBe(400);
      codes.push(res.body.code);
    }
    // A private part is refused by the schema, the rest by the key check.
    expect(codes).toEqual([
      'invalid_information',
      'fhir_client_keys_invalid',
      'invalid_information',
      'fhir_client_keys_invalid',
      'fhir_client_keys_invalid',
      'fhir_client_keys_invalid',
    ]);
    for (const body of [
      { name: 'X', scopes: ['system/*.read'] },
      {
        name: 'X',
        scopes: ['system/*.read'],
        jwks: { keys: [ec.publicJwk] },
        jwksUrl: 'https://ehr.test/jwks.json',
      },
    ]) {
      const res = await register(body);
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('fhir_client_keys_missing');
    }
    for (const body of [
      { name: 'X', scopes: ['system/*.write'], jwks: { keys: [ec.publicJwk] } },
      { name: 'X', scopes: [], jwks: { keys: [ec.publicJwk] } },
      { name: '', scopes: ['system/*.read'], jwks: { keys: [ec.publicJwk] } },
      { name: 'X', scopes: ['system/*.read'], jwksUrl: 'http://ehr.test/jwks.json' },
    ]) {
      const res = await register(body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.code).toBe('invalid_information');
    }
  });
});

describe('POST /oauth2/token and reading /fhir/R4 as a system', () => {
  let key: KeyPair;
  let client: FhirClient;
  beforeAll(async () => {
    key = await keyPair();
    client = (
      await register({
        name: 'DPI Résidence',
        scopes: ['system/Patient.read', 'system/Group.read', 'system/Observation.read'],
        jwks: { keys: [key.publicJwk] },
      })
    ).body;
  });

  it('gives a short-lived token for a signed assertion, with the scopes asked that are granted', async () => {
    const res = await token(
      tokenFields(
        await assertion(key, client.clientId),
        'system/Patient.read system/Goal.read system/Group.read',
      ),
    );
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toMatchObject({
      token_type: 'bearer',
      expires_in: 300,
      scope: 'system/Patient.read system/Group.read',
    });
    const group = await fhir(`/Group/${world.a.establishmentId}`, res.body.access_token!);
    expect(group.status).toBe(200);
    expect(JSON.stringify(group.body)).toContain(`Patient/${world.a.patient.patientId}`);
    expect(
      (await fhir(`/Patient/${world.a.patient.patientId}`, res.body.access_token!)).status,
    ).toBe(200);
    const listed = await call<FhirClient[]>(ctx.app, 'GET', clientsPath(), {
      token: world.a.manager.token,
    });
    expect(
      listed.body.find((item) => item.clientId === client.clientId)?.lastUsedAt,
    ).not.toBeNull();
  });

  it('reads its establishment only, the types its token grants only, and never the REST API', async () => {
    const res = await token(
      tokenFields(
        await assertion(key, client.clientId),
        'system/Patient.read system/Observation.rs',
      ),
    );
    const bearer = res.body.access_token!;
    expect(res.body.scope).toBe('system/Patient.read system/Observation.rs');
    expect((await fhir(`/Patient/${world.b.patient.patientId}`, bearer)).status).toBe(404);
    expect((await fhir(`/Group/${world.b.establishmentId}`, bearer)).status).toBe(403);
    expect((await fhir(`/Goal?patient=${world.a.patient.patientId}`, bearer)).status).toBe(403);
    const everything = await fhir(`/Patient/${world.a.patient.patientId}/$everything`, bearer);
    expect(everything.status).toBe(200);
    const types = new Set(
      ((everything.body.entry ?? []) as { resource: { resourceType: string } }[]).map(
        (entry) => entry.resource.resourceType,
      ),
    );
    expect([...types].every((type) => type === 'Patient' || type === 'Observation')).toBe(true);
    const rest = await call(ctx.app, 'GET', clientsPath(), { token: bearer });
    expect(rest.status).toBe(401);
  });

  it('refuses an assertion used twice, for another audience, too long-lived, or not signed by the client', async () => {
    const jti = randomUUID();
    expect((await token(tokenFields(await assertion(key, client.clientId, { jti })))).status).toBe(
      200,
    );
    const cases = [
      await assertion(key, client.clientId, { jti }),
      await assertion(key, client.clientId, { audience: 'https://elsewhere.test/token' }),
      await assertion(key, client.clientId, { expiresIn: '10m' }),
      await assertion(key, client.clientId, { expiresIn: '-1m' }),
      await assertion({ ...(await keyPair()), kid: key.kid }, client.clientId),
      await assertion(key, randomUUID()),
      'not.a.jwt',
    ];
    for (const [index, signed] of cases.entries()) {
      const res = await token(tokenFields(signed));
      expect(res.status, `case ${index}`).toBe(401);
      expect(res.body.error, `case ${index}`).toBe('invalid_client');
    }
  });

  it('answers OAuth errors for a bad grant, a missing assertion, or scopes not granted', async () => {
    const signed = await assertion(key, client.clientId);
    const cases: [Record<string, string>, number, string][] = [
      [{ ...tokenFields(signed), grant_type: 'password' }, 400, 'unsupported_grant_type'],
      [{ ...tokenFields(signed), client_assertion_type: 'basic' }, 400, 'invalid_request'],
      [tokenFields(signed, 'system/Goal.read'), 400, 'invalid_scope'],
      [tokenFields(signed, ''), 400, 'invalid_scope'],
    ];
    for (const [fields, status, error] of cases) {
      const res = await token(fields);
      expect(res.status, error).toBe(status);
      expect(res.body.error).toBe(error);
    }
    const json = await call<TokenAnswer>(ctx.app, 'POST', '/oauth2/token', {
      body: tokenFields(signed),
    });
    expect(json.status).toBe(400);
    expect(json.body.error).toBe('invalid_request');
  });

  it('records its reads under its name, which the patient’s access log shows', async () => {
    const res = await token(
      tokenFields(await assertion(key, client.clientId), 'system/Patient.read'),
    );
    expect(
      (await fhir(`/Patient/${world.a.unlinkedPatient.patientId}`, res.body.access_token!)).status,
    ).toBe(200);
    const log = await call<AccessLog>(
      ctx.app,
      'GET',
      `/api/v1/patients/${world.a.unlinkedPatient.patientId}/accessLog`,
      { token: world.a.unlinkedPatient.token },
    );
    expect(log.status).toBe(200);
    expect(log.body.entries[0]).toMatchObject({
      kind: 'viewed',
      actor: { firstName: '', lastName: 'DPI Résidence', role: 'client' },
    });
  });

  it('stops at once when the manager revokes the client: no token, and its tokens refused', async () => {
    const other = await keyPair('RS384');
    const revoked = (
      await register({
        name: 'Ancien DPI',
        scopes: ['system/*.read'],
        jwks: { keys: [other.publicJwk] },
      })
    ).body;
    const res = await token(tokenFields(await assertion(other, revoked.clientId)));
    const bearer = res.body.access_token!;
    expect((await fhir(`/Group/${world.a.establishmentId}`, bearer)).status).toBe(200);
    for (const actor of [world.b.manager, world.a.rehabilitator]) {
      const refused = await call(ctx.app, 'DELETE', `${clientsPath()}/${revoked.clientId}`, {
        token: actor.token,
      });
      expect(refused.status).toBe(403);
    }
    const done = await call<FhirClient>(ctx.app, 'DELETE', `${clientsPath()}/${revoked.clientId}`, {
      token: world.a.manager.token,
    });
    expect(done.status).toBe(200);
    expect(done.body.revokedAt).not.toBeNull();
    const after = await fhir(`/Group/${world.a.establishmentId}`, bearer);
    expect(after.status).toBe(401);
    const again = await token(tokenFields(await assertion(other, revoked.clientId)));
    expect(again.status).toBe(401);
    expect(again.body.error).toBe('invalid_client');
    const unknown = await call(ctx.app, 'DELETE', `${clientsPath()}/${randomUUID()}`, {
      token: world.a.manager.token,
    });
    expect(unknown.status).toBe(404);
  });

  it('checks an assertion with the keys published at the client’s JWKS URL', async () => {
    const published1 = await keyPair('RS384');
    const url = `https://ehr.test/${randomUUID()}/jwks.json`;
    published.set(url, { keys: [published1.publicJwk] });
    const remote = (
      await register({ name: 'DPI distant', scopes: ['system/Group.read'], jwksUrl: url })
    ).body;
    expect(remote).toMatchObject({ jwksUrl: url, keyIds: [] });
    const res = await token(
      tokenFields(await assertion(published1, remote.clientId), 'system/Group.read'),
    );
    expect(res.status).toBe(200);
    expect(fetched).toContain(url);
    // A key the URL does not publish signs nothing.
    const stranger = await keyPair('RS384');
    const refused = await token(
      tokenFields(await assertion(stranger, remote.clientId), 'system/Group.read'),
    );
    expect(refused.status).toBe(401);
  });
});
