/**
 * A fake `fetch` for a portal test that checks what a form sends: it records each call's JSON body
 * and gives the answers the test queued, in order (503 when none is left). The API client binds
 * `fetch` when its module loads, so the test installs it before any import, from `vi.hoisted`
 * (`await vi.hoisted(async () => (await import('…/testing/queuedFetch')).installQueuedFetch())`).
 */
export function installQueuedFetch() {
  const log = { bodies: [] as unknown[], answers: [] as Response[] };
  globalThis.fetch = async (_input: RequestInfo | URL, init?: RequestInit) => {
    log.bodies.push(typeof init?.body === 'string' ? JSON.parse(init.body) : null);
    return log.answers.shift() ?? new Response(null, { status: 503 });
  };
  return log;
}

/** An API answer: JSON below 400, a problem document from 400 on. */
export function apiAnswer(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 400 ? 'application/json' : 'application/problem+json' },
  });
}

/** The path a request asks for (the API client may give a relative URL), without its query. */
export function requestPath(url: string): string {
  return new URL(url, window.location.origin).pathname;
}
