/**
 * The health record systems connected to the demo residence's FHIR interface (stories only): one
 * in use, one revoked, and what the API answers when a new one is registered.
 */
import type { FhirClient, FhirClientCreateBody, PublicJwkSet } from '@oxilio/domain/contract';
import { ids } from './fixtures';

export const fhirClientIds = {
  active: '8d1e6f52-3c4a-4b7e-9f21-6a0c5d3e7b11',
  revoked: '8d1e6f52-3c4a-4b7e-9f21-6a0c5d3e7b12',
  registered: '8d1e6f52-3c4a-4b7e-9f21-6a0c5d3e7b13',
} as const;

const createdBy = { firstName: 'Claire', lastName: 'Dumont' };

/** The residence's record system, reading its patients and their daily measurements. */
export const activeFhirClient: FhirClient = {
  clientId: fhirClientIds.active,
  establishmentId: ids.establishment,
  name: 'DPI Résidence – production',
  scopes: ['system/Patient.read', 'system/Observation.read', 'system/Group.read'],
  jwksUrl: 'https://dpi.tilleuls.example/.well-known/jwks.json',
  keyIds: [],
  createdAt: '2026-10-05T09:12:00.000Z',
  createdBy,
  lastUsedAt: '2026-11-28T06:30:00.000Z',
  revokedAt: null,
};

/** A test connection, revoked once the production one worked. */
export const revokedFhirClient: FhirClient = {
  clientId: fhirClientIds.revoked,
  establishmentId: ids.establishment,
  name: 'DPI Résidence – recette',
  scopes: ['system/*.read'],
  jwksUrl: null,
  keyIds: ['recette-2026-09'],
  createdAt: '2026-09-14T13:40:00.000Z',
  createdBy,
  lastUsedAt: '2026-09-30T16:02:00.000Z',
  revokedAt: '2026-10-06T08:00:00.000Z',
};

export const fhirClients: FhirClient[] = [activeFhirClient, revokedFhirClient];

/** A public EC P-384 key as a system's administrator hands it over. */
export const publicJwks: PublicJwkSet = {
  keys: [
    {
      kty: 'EC',
      crv: 'P-384',
      kid: 'dpi-2026-11',
      use: 'sig',
      alg: 'ES384',
      x: 'm2Yl1NRhXqzRLxVQ3aDYmdv0bZ1JxPz1mQnEw5vqDE1Jx3nEcT0q3wW8hZ2i7RdM',
      y: 'F9nL4qvYb3s2JvH0p9g1u6tQ7Zk2c4ChBq5eXw0aV1sN8yR3mD6kJ2fT9hP4xL0c',
    },
  ],
};

/** What the API answers to a registration: the body's name, scopes and keys, with its client_id. */
export function registeredFhirClient(body: FhirClientCreateBody): FhirClient {
  return {
    clientId: fhirClientIds.registered,
    establishmentId: ids.establishment,
    name: body.name,
    scopes: body.scopes,
    jwksUrl: body.jwksUrl ?? null,
    keyIds: body.jwks?.keys.map((key) => key.kid) ?? [],
    createdAt: '2026-11-28T10:00:00.000Z',
    createdBy,
    lastUsedAt: null,
    revokedAt: null,
  };
}
