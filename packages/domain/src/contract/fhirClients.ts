import { Type, type Static } from '@sinclair/typebox';
import { Body, IdParams, IsoDateTime, Uuid } from './common';
import { problemResponses } from './errors';

/**
 * The establishment's health record systems that read its patients' data on /fhir/R4 by SMART
 * Backend Services (docs/fhir.md#system-access, docs/decisions/api-fhir-clients.md): a manager
 * registers a client with its public keys and the system scopes it may use, and revokes it.
 */

/** The resource types a client may be granted, each as `system/<Type>.read`. */
export const fhirClientResourceTypes = [
  'Patient',
  'Observation',
  'Device',
  'Goal',
  'Organization',
  'Practitioner',
  'Group',
] as const;
export type FhirClientResourceType = (typeof fhirClientResourceTypes)[number];

/** The SMART system scopes a client may be registered with: every type, or each one. */
export const fhirSystemScopes = [
  'system/*.read',
  ...fhirClientResourceTypes.map((type) => `system/${type}.read` as const),
] as const;
export type FhirSystemScope = (typeof fhirSystemScopes)[number];

const SystemScope = Type.Unsafe<FhirSystemScope>({ type: 'string', enum: [...fhirSystemScopes] });

/** The JWS algorithms a client signs its assertions with (SMART Backend Services). */
export const fhirClientAlgorithms = ['RS384', 'ES384'] as const;

/**
 * One public key of a JWK set, as the client publishes it: RSA (n, e) or EC P-384 (x, y), with
 * its `kid`; never a private part. The server checks that it imports as an RS384 or ES384 key.
 */
export const PublicJwk = Type.Object(
  {
    kty: Type.Union([Type.Literal('RSA'), Type.Literal('EC')]),
    kid: Type.String({ minLength: 1, maxLength: 200 }),
    alg: Type.Optional(Type.Union([Type.Literal('RS384'), Type.Literal('ES384')])),
    use: Type.Optional(Type.Literal('sig')),
    key_ops: Type.Optional(Type.Array(Type.String({ maxLength: 20 }), { maxItems: 8 })),
    n: Type.Optional(Type.String({ minLength: 1, maxLength: 2000 })),
    e: Type.Optional(Type.String({ minLength: 1, maxLength: 20 })),
    crv: Type.Optional(Type.Literal('P-384')),
    x: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    y: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    ext: Type.Optional(Type.Boolean()),
    // A private key's parts are refused, not dropped: whoever pasted one must know it leaked.
    ...Object.fromEntries(
      ['d', 'p', 'q', 'dp', 'dq', 'qi'].map((name) => [
        name,
        Type.Optional(Type.Never({ description: 'A private key part: never sent.' })),
      ]),
    ),
  },
  { additionalProperties: false, title: 'PublicJwk' },
);
export type PublicJwk = Static<typeof PublicJwk>;

export const PublicJwkSet = Type.Object(
  { keys: Type.Array(PublicJwk, { minItems: 1, maxItems: 10 }) },
  { additionalProperties: false, title: 'PublicJwkSet' },
);
export type PublicJwkSet = Static<typeof PublicJwkSet>;

export const FhirClient = Type.Object(
  {
    /** The `client_id` the system puts in its assertions (`iss` and `sub`). */
    clientId: Uuid,
    establishmentId: Uuid,
    name: Type.String(),
    scopes: Type.Array(SystemScope),
    /** Where the client publishes its keys; null when they were given inline. */
    jwksUrl: Type.Union([Type.Null(), Type.String()]),
    /** The `kid` of the keys given inline (none with a URL). */
    keyIds: Type.Array(Type.String()),
    createdAt: IsoDateTime,
    /** The manager who registered it. */
    createdBy: Type.Object({ firstName: Type.String(), lastName: Type.String() }),
    /** The last token it obtained; null before. */
    lastUsedAt: Type.Union([Type.Null(), IsoDateTime]),
    /** Revoked: it gets no token any more, and its tokens stop working. */
    revokedAt: Type.Union([Type.Null(), IsoDateTime]),
  },
  { title: 'FhirClient' },
);
export type FhirClient = Static<typeof FhirClient>;

export const fhirClientNameMaxLength = 100;

/** Registering a client: its name, scopes, and its public keys inline or at an https URL. */
export const FhirClientCreateBody = Body(
  {
    name: Type.String({ minLength: 1, maxLength: fhirClientNameMaxLength }),
    scopes: Type.Array(SystemScope, { minItems: 1, maxItems: fhirSystemScopes.length }),
    jwks: Type.Optional(PublicJwkSet),
    jwksUrl: Type.Optional(Type.String({ minLength: 9, maxLength: 2000, pattern: '^https://' })),
  },
  'FhirClientCreateBody',
);
export type FhirClientCreateBody = Static<typeof FhirClientCreateBody>;

const ClientParams = Type.Object({ id: Uuid, clientId: Uuid });

export const fhirClientEndpoints = {
  list: {
    method: 'GET',
    path: '/Establishments/:id/fhir-clients',
    summary: 'The health record systems registered to read the establishment’s data (managers)',
    params: IdParams,
    response: { 200: Type.Array(FhirClient), ...problemResponses(400, 403) },
  },
  create: {
    method: 'POST',
    path: '/Establishments/:id/fhir-clients',
    summary:
      'Register a system (SMART Backend Services): its name, system scopes and public JWK set or https JWKS URL',
    params: IdParams,
    body: FhirClientCreateBody,
    response: { 201: FhirClient, ...problemResponses(400, 403) },
  },
  revoke: {
    method: 'DELETE',
    path: '/Establishments/:id/fhir-clients/:clientId',
    summary: 'Revoke a registered system: no more tokens, and its tokens stop working',
    params: ClientParams,
    response: { 200: FhirClient, ...problemResponses(400, 403, 404) },
  },
} as const;
