import {
  ApiNetworkError,
  ApiServerError,
  ApiSessionExpiredError,
  isProblem,
  type Problem,
} from './errors';
import type { AuthTokens, TokenStore } from './tokens';
import {
  fillPath,
  type EndpointInput,
  type EndpointRef,
  type EndpointResult,
  type EntryOf,
} from '../contract/endpoint';

/** A call's outcome for every status below 500 (401 excepted: it is handled here). */
export type ApiResult<T> =
  { ok: true; status: number; data: T } | { ok: false; status: number; problem: Problem };

export type { HttpMethod } from '../contract/endpoint';
import type { HttpMethod } from '../contract/endpoint';

export type QueryValue =
  string | number | boolean | readonly (string | number)[] | undefined | null;

export interface RequestOptions {
  /** JSON body, or FormData for uploads. */
  body?: unknown;
  query?: Record<string, QueryValue>;
  signal?: AbortSignal;
  /** Extra headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

export interface ApiClientOptions {
  /** Base URL of the API, e.g. '/api/v1' in the portal or 'http://127.0.0.1:3000/api/v1'. */
  baseUrl: string;
  tokens: TokenStore;
  /** Called once the session is over (refresh refused): send the user to the login page. */
  onSessionExpired?: () => void;
  /** Current locale, sent as Accept-Language (emails and server messages follow it). */
  locale?: () => string;
  fetch?: typeof fetch;
}

/** Paths that never carry a token nor trigger a refresh: signing in is how one gets a token. */
const unauthenticatedPaths = [/^\/auth\/signin$/i, /^\/auth\/refreshtoken$/i];

export function buildUrl(
  baseUrl: string,
  path: string,
  query?: Record<string, QueryValue>,
): string {
  const url = `${baseUrl.replace(/\/$/, '')}/${path.replace(/^\//, '')}`;
  if (!query) {
    return url;
  }
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) {
      continue;
    }
    params.set(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

/**
 * The path of a call under the base URL: parameters filled in, the query's entries sorted by name
 * (null and undefined left out, arrays comma-joined), so that one resource always has one path. The
 * portal's SWR keys are these paths.
 */
export function pathOf<R extends EndpointRef>(
  entry: R,
  input?: Pick<EndpointInput<EntryOf<R>>, 'params' | 'query'>,
): string {
  return requestPath(entry.path, input?.params, input?.query);
}

function requestPath(path: string, params: unknown, query: unknown): string {
  const filled = fillPath(path, params as Record<string, unknown> | undefined);
  if (!query) {
    return filled;
  }
  const entries = query as Record<string, QueryValue>;
  const sorted = Object.fromEntries(
    Object.keys(entries)
      .sort()
      .map((name) => [name, entries[name]]),
  );
  return buildUrl('', filled, sorted);
}

/** `call()`'s argument may be left out when the endpoint needs no parameter, query or body. */
export type CallArguments<R extends EndpointRef> =
  Record<string, never> extends EndpointInput<EntryOf<R>>
    ? [input?: EndpointInput<EntryOf<R>>]
    : [input: EndpointInput<EntryOf<R>>];

function isTokenPair(value: unknown): value is { accessToken: string; refreshToken: string } {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Record<string, unknown>).accessToken === 'string' &&
    typeof (value as Record<string, unknown>).refreshToken === 'string'
  );
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) {
    return undefined;
  }
  const text = await response.text();
  if (text === '') {
    return undefined;
  }
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

export type ApiClient = ReturnType<typeof createApiClient>;

/**
 * The one HTTP client of the portal. Bearer token on every call; on a 401, one refresh (shared by
 * every call that got a 401 meanwhile) and one retry; a refused refresh clears the tokens and calls
 * onSessionExpired. Statuses below 500 come back as results; network failures and 5xx are thrown.
 */
export function createApiClient(options: ApiClientOptions) {
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  let refreshing: Promise<boolean> | null = null;

  function headersFor(
    body: unknown,
    accessToken: string | undefined,
    extra?: Record<string, string>,
  ) {
    const headers: Record<string, string> = { Accept: 'application/json', ...extra };
    if (body !== undefined && !(body instanceof FormData)) {
      headers['Content-Type'] = 'application/json';
    }
    if (accessToken) {
      headers.Authorization = `Bearer ${accessToken}`;
    }
    const locale = options.locale?.();
    if (locale) {
      headers['Accept-Language'] = locale;
    }
    return headers;
  }

  async function send(
    method: HttpMethod,
    path: string,
    request: RequestOptions,
    accessToken: string | undefined,
  ): Promise<Response> {
    const body =
      request.body === undefined
        ? undefined
        : request.body instanceof FormData
          ? request.body
          : JSON.stringify(request.body);
    try {
      return await fetchImpl(buildUrl(options.baseUrl, path, request.query), {
        method,
        headers: headersFor(request.body, accessToken, request.headers),
        body,
        signal: request.signal,
      });
    } catch (error) {
      throw new ApiNetworkError(method, path, { cause: error });
    }
  }

  async function refreshOnce(current: AuthTokens): Promise<boolean> {
    const response = await send(
      'POST',
      '/auth/refreshToken',
      {
        body: {
          accessToken: current.accessToken,
          refreshToken: current.refreshToken,
          rememberMe: current.rememberMe,
        },
      },
      undefined,
    );
    if (response.status >= 500) {
      throw new ApiServerError('POST', '/auth/refreshToken', response.status, null);
    }
    const body = await readBody(response);
    if (!response.ok || !isTokenPair(body)) {
      return false;
    }
    options.tokens.write({
      accessToken: body.accessToken,
      refreshToken: body.refreshToken,
      rememberMe: current.rememberMe,
    });
    return true;
  }

  /** Refreshes the tokens; concurrent callers share one refresh. */
  function refresh(usedAccessToken: string | undefined): Promise<boolean> {
    const current = options.tokens.read();
    if (!current) {
      return Promise.resolve(false);
    }
    if (current.accessToken !== usedAccessToken && !refreshing) {
      // Someone refreshed while this call was in flight: just retry with the new token.
      return Promise.resolve(true);
    }
    refreshing ??= refreshOnce(current).finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  function endSession(): never {
    options.tokens.clear();
    options.onSessionExpired?.();
    throw new ApiSessionExpiredError();
  }

  async function toResult<T>(
    method: HttpMethod,
    path: string,
    response: Response,
  ): Promise<ApiResult<T>> {
    const body = await readBody(response);
    if (response.status >= 500) {
      throw new ApiServerError(method, path, response.status, isProblem(body) ? body : null);
    }
    if (response.ok) {
      return { ok: true, status: response.status, data: body as T };
    }
    const problem: Problem = isProblem(body)
      ? body
      : {
          status: response.status,
          code: 'unknown',
          detail: typeof body === 'string' ? body : undefined,
        };
    return { ok: false, status: response.status, problem };
  }

  async function request<T>(
    method: HttpMethod,
    path: string,
    init: RequestOptions = {},
  ): Promise<ApiResult<T>> {
    const anonymous = unauthenticatedPaths.some((pattern) =>
      pattern.test(path.split('?')[0] ?? ''),
    );
    if (refreshing && !anonymous) {
      // The tokens are being renewed (a session resumed as the page opens): the call waits for
      // the new ones rather than being refused with the old one and sent again.
      await refreshing.catch(() => false);
    }
    const accessToken = anonymous ? undefined : options.tokens.read()?.accessToken;
    const response = await send(method, path, init, accessToken);
    if (response.status !== 401 || anonymous) {
      return toResult<T>(method, path, response);
    }
    if (!(await refresh(accessToken))) {
      endSession();
    }
    const retried = await send(method, path, init, options.tokens.read()?.accessToken);
    if (retried.status === 401) {
      endSession();
    }
    return toResult<T>(method, path, retried);
  }

  /** Silent login: trade the stored refresh token for fresh tokens. False when there is no session. */
  async function resumeSession(): Promise<boolean> {
    const current = options.tokens.read();
    if (!current) {
      return false;
    }
    const ok = await refresh(current.accessToken);
    if (!ok) {
      options.tokens.clear();
    }
    return ok;
  }

  /** One typed call (an entry, or its reference in `apiRoutes`): argument and result are the entry's. */
  function call<R extends EndpointRef>(
    entry: R,
    ...[input]: CallArguments<R>
  ): Promise<ApiResult<EndpointResult<EntryOf<R>>>> {
    const { params, query, body, headers, signal } = (input ?? {}) as {
      params?: unknown;
      query?: unknown;
      body?: unknown;
      headers?: Record<string, string>;
      signal?: AbortSignal;
    };
    return request<EndpointResult<EntryOf<R>>>(
      entry.method,
      requestPath(entry.path, params, query),
      {
        body,
        headers,
        signal,
      },
    );
  }

  return {
    call,
    request,
    resumeSession,
    get: <T>(path: string, init?: RequestOptions) => request<T>('GET', path, init),
    post: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>('POST', path, { ...init, body }),
    patch: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>('PATCH', path, { ...init, body }),
    put: <T>(path: string, body?: unknown, init?: RequestOptions) =>
      request<T>('PUT', path, { ...init, body }),
    delete: <T>(path: string, init?: RequestOptions) => request<T>('DELETE', path, init),
  };
}
