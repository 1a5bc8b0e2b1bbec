/**
 * Mock Service Worker handlers made from the API contract, for the screen stories only (the app
 * and the end-to-end tests talk to the real API). Each helper takes a contract entry and answers
 * at its method and path under /api/v1, exactly where the portal's client calls it:
 *
 *   parameters: {
 *     msw: {
 *       handlers: {
 *         recap: answer(endpoints.patients.recap, recaps.newRank),
 *         invitations: answer(endpoints.patients.listInvitations, () => pendingInvitations),
 *       },
 *     },
 *   }
 *
 * What `answer` returns is type-checked against the entry's success body (`EndpointResult`).
 * Handlers are named in an object so that one story replaces one of them and keeps the others.
 */
import {
  problemCatalogue,
  apiBasePath,
  problemMediaType,
  problemType,
  type Endpoint,
  type EndpointResult,
  type Problem,
  type ProblemCode,
} from '@oxilio/domain/contract';
import { delay, http, HttpResponse, type HttpHandler } from 'msw';

const routeOf = {
  GET: http.get,
  POST: http.post,
  PUT: http.put,
  PATCH: http.patch,
  DELETE: http.delete,
} as const;

/** The `:name` parameters of a contract path, e.g. `id | invitationId`. */
export type PathParamNames<Path extends string> =
  Path extends `${string}:${infer Name}/${infer Rest}`
    ? Name | PathParamNames<`/${Rest}`>
    : Path extends `${string}:${infer Name}`
      ? Name
      : never;

/** What a resolver is given: the request and the path's parameters (as sent, strings). */
export interface AnswerInfo<E extends Endpoint> {
  request: Request;
  params: Readonly<Record<PathParamNames<E['path']>, string>>;
}

/** Computes the success body of a call from its request. */
export type Resolver<E extends Endpoint> = (
  info: AnswerInfo<E>,
) => EndpointResult<E> | Promise<EndpointResult<E>>;

/** The msw path of an entry: the contract's `:name` syntax is msw's too. */
export function mockPath(entry: Endpoint): string {
  return `${apiBasePath}${entry.path}`;
}

/** The requests the handlers received since the story started (see `forgetRequests`). */
const received: { entry: Endpoint; url: string; body: unknown }[] = [];

/** Forgets the requests received so far (the portal decorator does it when a story mounts). */
export function forgetRequests(): void {
  received.length = 0;
}

/** How many requests a handler of this entry received since the story started. */
export function requestsTo(entry: Endpoint): number {
  return received.filter((request) => request.entry === entry).length;
}

/** The JSON bodies the handlers of this entry received since the story started, in order. */
export function bodiesSentTo(entry: Endpoint): unknown[] {
  return received.filter((request) => request.entry === entry).map((request) => request.body);
}

/** A request's JSON body, or undefined (none, or not JSON: a file upload). */
async function jsonBodyOf(request: Request): Promise<unknown> {
  try {
    return JSON.parse(await request.clone().text()) as unknown;
  } catch {
    return undefined;
  }
}

function handle<E extends Endpoint>(
  entry: E,
  respond: (info: AnswerInfo<E>) => Response | Promise<Response>,
): HttpHandler {
  return routeOf[entry.method](mockPath(entry), async ({ request, params }) => {
    received.push({ entry, url: request.url, body: await jsonBodyOf(request) });
    return respond({ request, params: params as AnswerInfo<E>['params'] });
  });
}

/** The status of the entry's success answer: the first 2xx it declares. */
function successStatus(entry: Endpoint): number {
  return [200, 201, 202, 204].find((status) => status in entry.response) ?? 200;
}

/**
 * Answers an entry with its success status and a body of its contract type: a value, or a
 * function of the request (to echo a body, or to change what later calls answer).
 */
export function answer<E extends Endpoint>(
  entry: E,
  result: EndpointResult<E> | Resolver<E>,
): HttpHandler {
  return handle(entry, async (info) => {
    const body =
      typeof result === 'function' ? await (result as Resolver<E>)(info) : (result as unknown);
    const status = successStatus(entry);
    return status === 204
      ? new HttpResponse(null, { status })
      : HttpResponse.json(body as never, { status });
  });
}

/**
 * Answers an entry whose success is a file, not JSON (the direct debit mandate's PDF): `content`
 * as a body of `type`, at the entry's success status.
 */
export function answerFile(entry: Endpoint, content: BlobPart, type: string): HttpHandler {
  return handle(
    entry,
    () =>
      new HttpResponse(new Blob([content], { type }), {
        status: successStatus(entry),
        headers: { 'Content-Type': type },
      }),
  );
}

/**
 * Answers `first` to the story's first call of the entry and `later` to the next ones: what
 * changed on the API between two reads (a recap whose new rank was acknowledged meanwhile).
 */
export function answerOnce<E extends Endpoint>(
  entry: E,
  first: EndpointResult<E>,
  later: EndpointResult<E>,
): HttpHandler {
  return answer(entry, () => (requestsTo(entry) > 1 ? later : first));
}

/** Only list entries (whose success body is an array) have an empty answer. */
type ListEntry<E extends Endpoint> =
  EndpointResult<E> extends readonly unknown[] ? unknown : { readonly notAList: never };

/** Answers a list entry with an empty list. */
export function empty<E extends Endpoint>(entry: E & ListEntry<E>): HttpHandler {
  return handle(entry, () => HttpResponse.json([]));
}

/** Never answers: the screen stays in its loading state. */
export function loading(entry: Endpoint): HttpHandler {
  return handle(entry, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 504 });
  });
}

/** The problem document (RFC 9457) the API answers with for a code. */
export function problem(code: ProblemCode, detail?: string): Problem {
  const { status, title } = problemCatalogue[code];
  return {
    type: problemType(code),
    title,
    status,
    code,
    ...(detail === undefined ? {} : { detail }),
    requestId: 'mock-request',
  };
}

/**
 * Fails with the problem document of a code, at the code's status: `failure(entry, 'not_found')`
 * (404), `failure(entry)` (500, internal_error).
 */
export function failure(entry: Endpoint, code: ProblemCode = 'internal_error'): HttpHandler {
  const document = problem(code);
  return handle(entry, () =>
    HttpResponse.json(document, {
      status: document.status,
      headers: { 'Content-Type': problemMediaType },
    }),
  );
}

/** No answer at all, as when the network is down: the client's fetch rejects. */
export function offline(entry: Endpoint): HttpHandler {
  return handle(entry, () => HttpResponse.error());
}
