import { describe, expect, expectTypeOf, it, vi } from 'vitest';
import { endpoints, type PatientRecap } from '../contract';
import { createApiClient, pathOf } from './client';
import { ApiNetworkError, ApiServerError, ApiSessionExpiredError } from './errors';
import {
  decodeAccessToken,
  memoryTokenStore,
  rememberingTokenStore,
  storageTokenStore,
  type AuthTokens,
} from './tokens';

const initial: AuthTokens = {
  accessToken: 'access-1',
  refreshToken: 'refresh-1',
  rememberMe: true,
};

function json(status: number, body: unknown): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

/** A fake server: protected calls accept only the current access token; refresh rotates it. */
function fakeServer(options: { refreshFails?: boolean; refreshDelayMs?: number } = {}) {
  let currentAccess = 'access-1';
  let currentRefresh = 'refresh-1';
  let generation = 1;
  const calls: { url: string; method: string; authorization: string | null; body: unknown }[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const headers = new Headers(init?.headers);
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    calls.push({
      url,
      method: init?.method ?? 'GET',
      authorization: headers.get('Authorization'),
      body,
    });
    if (url.endsWith('/auth/refreshToken')) {
      if (options.refreshDelayMs) {
        await new Promise((resolve) => setTimeout(resolve, options.refreshDelayMs));
      }
      if (options.refreshFails || body.refreshToken !== currentRefresh) {
        return json(401, { status: 401, code: 'invalid_token' });
      }
      generation += 1;
      currentAccess = `access-${generation}`;
      currentRefresh = `refresh-${generation}`;
      return json(200, { accessToken: currentAccess, refreshToken: currentRefresh });
    }
    if (url.endsWith('/auth/signin')) {
      return json(401, { status: 401, code: 'invalid_credentials' });
    }
    if (headers.get('Authorization') !== `Bearer ${currentAccess}`) {
      return json(401, { status: 401, code: 'unauthorized' });
    }
    return json(200, { url });
  });
  return {
    fetch,
    calls,
    expireAccessToken: () => {
      currentAccess = 'rotated-on-server';
    },
    refreshCalls: () => calls.filter((call) => call.url.endsWith('/auth/refreshToken')).length,
  };
}

describe('createApiClient', () => {
  it('sends the bearer access token and returns the data', async () => {
    const server = fakeServer();
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch: server.fetch,
    });
    const result = await client.get<{ url: string }>('/patients/7', {
      query: { from: '2026-11-01', types: ['StepCount', 'WalkTime'] },
    });
    expect(result).toEqual({
      ok: true,
      status: 200,
      data: { url: '/api/v1/patients/7?from=2026-11-01&types=StepCount%2CWalkTime' },
    });
    expect(server.calls[0]?.authorization).toBe('Bearer access-1');
  });

  it('refreshes once and retries once after a 401, keeping rememberMe', async () => {
    const server = fakeServer();
    const tokens = memoryTokenStore(initial);
    const client = createApiClient({ baseUrl: '/api/v1', tokens, fetch: server.fetch });
    server.expireAccessToken();
    const result = await client.get('/patients/7');
    expect(result.ok).toBe(true);
    expect(server.refreshCalls()).toBe(1);
    expect(server.calls.find((call) => call.url.endsWith('/auth/refreshToken'))?.body).toEqual({
      accessToken: 'access-1',
      refreshToken: 'refresh-1',
      rememberMe: true,
    });
    expect(tokens.read()).toEqual({
      accessToken: 'access-2',
      refreshToken: 'refresh-2',
      rememberMe: true,
    });
  });

  it('refreshes once when three calls get 401 together, then retries all three', async () => {
    const server = fakeServer({ refreshDelayMs: 20 });
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch: server.fetch,
    });
    server.expireAccessToken();
    const results = await Promise.all([client.get('/a'), client.get('/b'), client.get('/c')]);
    expect(results.map((result) => result.ok)).toEqual([true, true, true]);
    expect(server.refreshCalls()).toBe(1);
    const retries = server.calls.filter((call) => call.authorization === 'Bearer access-2');
    expect(retries.map((call) => call.url).sort()).toEqual(['/api/v1/a', '/api/v1/b', '/api/v1/c']);
  });

  it('clears the tokens and ends the session when the refresh is refused', async () => {
    const server = fakeServer({ refreshFails: true });
    const tokens = memoryTokenStore(initial);
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens,
      fetch: server.fetch,
      onSessionExpired,
    });
    server.expireAccessToken();
    await expect(client.get('/patients/7')).rejects.toBeInstanceOf(ApiSessionExpiredError);
    expect(tokens.read()).toBeNull();
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('does not refresh on a 401 from sign-in: wrong credentials are a result', async () => {
    const server = fakeServer();
    const onSessionExpired = vi.fn();
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(null),
      fetch: server.fetch,
      onSessionExpired,
    });
    const result = await client.post('/auth/signin', {
      email: 'a@b.c',
      password: 'x',
      rememberMe: false,
    });
    expect(result).toEqual({
      ok: false,
      status: 401,
      problem: { status: 401, code: 'invalid_credentials' },
    });
    expect(server.refreshCalls()).toBe(0);
    expect(server.calls[0]?.authorization).toBeNull();
    expect(onSessionExpired).not.toHaveBeenCalled();
  });

  it('returns statuses below 500 as typed problems the caller must handle', async () => {
    const fetch = vi.fn(async () =>
      json(404, { status: 404, code: 'not_found', title: 'Not found' }),
    );
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch,
    });
    const result = await client.get('/patients/999');
    expect(result).toEqual({
      ok: false,
      status: 404,
      problem: { status: 404, code: 'not_found', title: 'Not found' },
    });
  });

  it('gives a problem with code "unknown" when a 4xx body is not a problem document', async () => {
    const fetch = vi.fn(async () => new Response('nope', { status: 400 }));
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch,
    });
    expect(await client.get('/x')).toEqual({
      ok: false,
      status: 400,
      problem: { status: 400, code: 'unknown', detail: 'nope' },
    });
  });

  it('throws typed errors for 5xx and for network failures', async () => {
    const failing = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch: vi.fn(async () => json(503, { status: 503, code: 'unavailable' })),
    });
    await expect(failing.get('/x')).rejects.toBeInstanceOf(ApiServerError);
    const offline = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch: vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    });
    await expect(offline.get('/x')).rejects.toBeInstanceOf(ApiNetworkError);
  });

  it('sends JSON bodies with a content type and FormData as is', async () => {
    const fetch = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) =>
      json(204, undefined),
    );
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch,
      locale: () => 'de',
    });
    const jsonResult = await client.patch('/Sessions/1/PlayerOpenHours', { hasRC: true });
    expect(jsonResult).toEqual({ ok: true, status: 204, data: undefined });
    const firstInit = fetch.mock.calls[0]?.[1] as RequestInit;
    expect(new Headers(firstInit.headers).get('Content-Type')).toBe('application/json');
    expect(new Headers(firstInit.headers).get('Accept-Language')).toBe('de');
    const form = new FormData();
    form.set('file', new Blob(['%PDF']), 'order.pdf');
    await client.post('/applications/patient/1/directDebitOrder', form);
    const secondInit = fetch.mock.calls[1]?.[1] as RequestInit;
    expect(secondInit.body).toBe(form);
    expect(new Headers(secondInit.headers).get('Content-Type')).toBeNull();
  });

  it('resumes a session silently from the stored refresh token, or reports none', async () => {
    const server = fakeServer();
    const tokens = memoryTokenStore(initial);
    const client = createApiClient({ baseUrl: '/api/v1', tokens, fetch: server.fetch });
    expect(await client.resumeSession()).toBe(true);
    expect(tokens.read()?.accessToken).toBe('access-2');
    const empty = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(null),
      fetch: server.fetch,
    });
    expect(await empty.resumeSession()).toBe(false);
  });

  it('sends a call made while the session resumes with the new token, never the old one', async () => {
    const server = fakeServer({ refreshDelayMs: 20 });
    const tokens = memoryTokenStore(initial);
    const client = createApiClient({ baseUrl: '/api/v1', tokens, fetch: server.fetch });
    server.expireAccessToken();
    const resumed = client.resumeSession();
    const result = await client.get('/patients/7');
    expect(await resumed).toBe(true);
    expect(result.ok).toBe(true);
    const reads = server.calls.filter((call) => call.url.endsWith('/patients/7'));
    expect(reads.map((call) => call.authorization)).toEqual(['Bearer access-2']);
    expect(server.refreshCalls()).toBe(1);
  });
});

describe('call: one typed call per contract entry', () => {
  it('fills the path parameters, sorts the query and sends the method of the entry', async () => {
    const server = fakeServer();
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch: server.fetch,
    });
    const result = await client.call(endpoints.stats.patientStats, {
      params: { id: 'a b/c' },
      query: { types: 'StepCount,WalkTime', to: '2026-11-02', from: '2026-11-01', scale: 'Day' },
    });
    expect(result.ok).toBe(true);
    expect(server.calls[0]).toMatchObject({
      method: 'GET',
      url: '/api/v1/patients/a%20b%2Fc/stats?from=2026-11-01&scale=Day&to=2026-11-02&types=StepCount%2CWalkTime',
    });
  });

  it('sends the body of the entry as JSON with its method', async () => {
    const server = fakeServer();
    const client = createApiClient({
      baseUrl: '/api/v1',
      tokens: memoryTokenStore(initial),
      fetch: server.fetch,
    });
    await client.call(endpoints.patients.answerInvitation, {
      params: { id: 'p1', invitationId: 'i1' },
      body: { accepted: true },
    });
    expect(server.calls[0]).toMatchObject({
      method: 'PATCH',
      url: '/api/v1/patients/p1/reeducatorInvitations/i1',
      body: { accepted: true },
    });
  });

  it('refuses to call a path with a missing parameter', () => {
    expect(() => pathOf(endpoints.patients.recap, { params: { id: '' } })).toThrow(/"id"/);
  });

  it('types the argument and the result from the entry', () => {
    const client = createApiClient({ baseUrl: '/api/v1', tokens: memoryTokenStore(null) });
    type Recap = Awaited<ReturnType<typeof client.call<typeof endpoints.patients.recap>>>;
    expectTypeOf<Extract<Recap, { ok: true }>['data']>().toEqualTypeOf<PatientRecap>();
    // Checked by the type checker (never run): a missing or wrong argument does not compile.
    const answer = endpoints.patients.answerInvitation;
    const params = { id: 'p', invitationId: 'i' };
    const _typeChecks = () => [
      // @ts-expect-error the recap needs the patient's id
      client.call(endpoints.patients.recap),
      // @ts-expect-error `accepted` is a boolean
      client.call(answer, { params, body: { accepted: 'yes' } }),
      client.call(answer, { params, body: { accepted: true } }),
      client.call(endpoints.apa.list),
    ];
    expect(typeof _typeChecks).toBe('function');
  });
});

describe('token stores', () => {
  function fakeStorage(): Storage {
    const map = new Map<string, string>();
    return {
      get length() {
        return map.size;
      },
      clear: () => map.clear(),
      getItem: (key) => map.get(key) ?? null,
      key: (index) => [...map.keys()][index] ?? null,
      removeItem: (key) => void map.delete(key),
      setItem: (key, value) => void map.set(key, value),
    };
  }

  it('round-trips tokens through storage', () => {
    const store = storageTokenStore(fakeStorage());
    store.write(initial);
    expect(store.read()).toEqual(initial);
    store.clear();
    expect(store.read()).toBeNull();
  });

  it('keeps a remembered pair in localStorage and the others in sessionStorage, never both', () => {
    const local = fakeStorage();
    const session = fakeStorage();
    const store = rememberingTokenStore(local, session);
    store.write({ ...initial, rememberMe: false });
    expect(session.getItem('oxilio.auth')).not.toBeNull();
    expect(local.getItem('oxilio.auth')).toBeNull();
    expect(store.read()).toEqual({ ...initial, rememberMe: false });

    store.write(initial);
    expect(local.getItem('oxilio.auth')).not.toBeNull();
    expect(session.getItem('oxilio.auth')).toBeNull();
    expect(store.read()).toEqual(initial);

    store.clear();
    expect(local.length + session.length).toBe(0);
    expect(store.read()).toBeNull();
  });

  it('drops malformed stored values instead of using them', () => {
    const storage = fakeStorage();
    const store = storageTokenStore(storage);
    for (const bad of [
      '{not json',
      '{"accessToken":1}',
      '"text"',
      '{"accessToken":"a","refreshToken":"","rememberMe":true}',
    ]) {
      storage.setItem('oxilio.auth', bad);
      expect(store.read()).toBeNull();
      expect(storage.getItem('oxilio.auth')).toBeNull();
    }
  });

  it('decodes the claims of an access token, and refuses garbage', () => {
    const payload = Buffer.from(
      JSON.stringify({ roles: 'patient', patientId: 4, name: 'Éloïse' }),
    ).toString('base64url');
    expect(decodeAccessToken(`x.${payload}.y`)).toEqual({
      roles: 'patient',
      patientId: 4,
      name: 'Éloïse',
    });
    expect(decodeAccessToken('garbage')).toBeNull();
    expect(decodeAccessToken('a.%%%.b')).toBeNull();
  });
});
