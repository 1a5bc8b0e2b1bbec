import { describe, expect, it } from 'vitest';
import {
  checkFhirClientForm,
  emptyFhirClientForm,
  fieldOfApiError,
  fieldsOfApiErrors,
  isHttpsUrl,
  parseJwks,
  readableTypes,
  scopesToSend,
  toggleScope,
} from './fhirClientForm';

const ecKey = {
  kty: 'EC',
  crv: 'P-384',
  kid: 'dpi-2026',
  x: 'ZmFrZS14',
  y: 'ZmFrZS15',
  alg: 'ES384',
};

const valid = {
  ...emptyFhirClientForm,
  name: '  DPI Hôpital Nord ',
  scopes: ['system/Observation.read', 'system/Patient.read'] as const,
  jwks: JSON.stringify({ keys: [ecKey] }),
};

describe('the connect-a-system form', () => {
  it('sends the trimmed name, the types in the contract’s order and the pasted keys', () => {
    expect(checkFhirClientForm({ ...valid, scopes: [...valid.scopes] })).toEqual({
      ok: true,
      body: {
        name: 'DPI Hôpital Nord',
        scopes: ['system/Patient.read', 'system/Observation.read'],
        jwks: { keys: [ecKey] },
      },
    });
  });

  it('sends "all" alone when ticked, the types ticked before it aside', () => {
    const ticked = toggleScope(['system/Goal.read'], 'system/*.read', true);
    expect(scopesToSend(ticked)).toEqual(['system/*.read']);
    // Unticking "all" gives back the choice made below it.
    expect(scopesToSend(toggleScope(ticked, 'system/*.read', false))).toEqual(['system/Goal.read']);
  });

  it('sends the https address instead of keys when the keys are published', () => {
    const check = checkFhirClientForm({
      ...valid,
      scopes: ['system/*.read'],
      keySource: 'url',
      jwksUrl: ' https://dpi.example.org/.well-known/jwks.json ',
    });
    expect(check).toEqual({
      ok: true,
      body: {
        name: 'DPI Hôpital Nord',
        scopes: ['system/*.read'],
        jwksUrl: 'https://dpi.example.org/.well-known/jwks.json',
      },
    });
  });

  it('names each missing field', () => {
    expect(checkFhirClientForm(emptyFhirClientForm)).toEqual({
      ok: false,
      errors: { name: 'nameRequired', scopes: 'scopesRequired', jwks: 'jwksRequired' },
    });
    expect(
      checkFhirClientForm({ ...valid, scopes: [...valid.scopes], keySource: 'url', jwksUrl: '' }),
    ).toEqual({ ok: false, errors: { jwksUrl: 'urlRequired' } });
    expect(
      checkFhirClientForm({ ...valid, scopes: [...valid.scopes], name: 'x'.repeat(101) }),
    ).toEqual({ ok: false, errors: { name: 'nameTooLong' } });
  });

  it('takes only an https address', () => {
    expect(isHttpsUrl('https://dpi.example.org/jwks')).toBe(true);
    expect(isHttpsUrl('http://dpi.example.org/jwks')).toBe(false);
    expect(isHttpsUrl('dpi.example.org/jwks')).toBe(false);
    expect(isHttpsUrl('https://')).toBe(false);
  });
});

describe('a pasted JWK set', () => {
  it('says what is wrong: not JSON, no keys, too many, no kid', () => {
    expect(parseJwks('   ')).toEqual({ ok: false, error: 'jwksRequired' });
    expect(parseJwks('{"keys": [')).toEqual({ ok: false, error: 'jwksNotJson' });
    expect(parseJwks('{"keys": []}')).toEqual({ ok: false, error: 'jwksNoKeys' });
    expect(parseJwks('[{"kty": "EC"}]')).toEqual({ ok: false, error: 'jwksNoKeys' });
    expect(parseJwks('{"keys": ["EC"]}')).toEqual({ ok: false, error: 'jwksNoKeys' });
    expect(parseJwks(JSON.stringify({ keys: Array.from({ length: 11 }, () => ecKey) }))).toEqual({
      ok: false,
      error: 'jwksTooMany',
    });
    const { kid: _kid, ...noKid } = ecKey;
    expect(parseJwks(JSON.stringify({ keys: [noKid] }))).toEqual({
      ok: false,
      error: 'jwksKidMissing',
    });
  });

  it('refuses a private key, never sending it', () => {
    expect(parseJwks(JSON.stringify({ keys: [{ ...ecKey, d: 'c2VjcmV0' }] }))).toEqual({
      ok: false,
      error: 'jwksPrivate',
    });
    expect(parseJwks(JSON.stringify({ keys: [{ kty: 'oct', kid: 'a', k: 'c2VjcmV0' }] }))).toEqual({
      ok: false,
      error: 'jwksPrivate',
    });
  });

  it('takes one key alone as a set, and leaves out the members the API does not take', () => {
    expect(parseJwks(JSON.stringify({ ...ecKey, x5t: 'thumbprint' }))).toEqual({
      ok: true,
      jwks: { keys: [ecKey] },
    });
  });
});

describe('an API refusal', () => {
  it('goes to the field it names, however the path is written', () => {
    expect(fieldOfApiError('name')).toBe('name');
    expect(fieldOfApiError('scopes.0')).toBe('scopes');
    expect(fieldOfApiError('jwks.keys.0.kty')).toBe('jwks');
    expect(fieldOfApiError('body.jwksUrl')).toBe('jwksUrl');
    expect(fieldOfApiError('/jwks/keys/1')).toBe('jwks');
    expect(fieldOfApiError('body')).toBeNull();
    expect(
      fieldsOfApiErrors([
        { field: 'jwksUrl', message: 'x' },
        { field: 'name' },
        { field: 'name.length' },
        { message: 'no field' },
      ]),
    ).toEqual(['name', 'jwksUrl']);
    expect(fieldsOfApiErrors(undefined)).toEqual([]);
  });
});

describe('what a registered system may read', () => {
  it('is every type with "all", else the types in the contract’s order', () => {
    expect(readableTypes(['system/Goal.read', 'system/*.read'])).toBe('all');
    expect(readableTypes(['system/Group.read', 'system/Patient.read'])).toEqual([
      'Patient',
      'Group',
    ]);
  });
});
