/**
 * The answers of the reads started before their screen's code has arrived (earlyReads.ts), kept
 * for the first fetch of the same key. It is SWR's `preload` (a promise per key that the first
 * `useSWR` of that key takes instead of fetching), bound to the session: SWR's own preload store is
 * one per page, keeps an answer until it is taken and cannot be emptied, so an answer asked in one
 * session could serve the next (docs/decisions/portal-start.md, "Early reads").
 */
import type { Middleware } from 'swr';
import { tokenStore } from '../app/api';

interface EarlyRead {
  /** The session it was asked in: another session (a sign-out, a refresh) never gets it. */
  accessToken: string;
  answer: Promise<unknown>;
}

const earlyReads = new Map<string, EarlyRead>();

/** An early answer not taken by then is dropped (and the screen, if it comes later, asks again). */
const earlyReadLifetime = 10_000;

/** While `earlyReadKeys` runs: the keys the reads would ask, none of them started. */
let collecting: Set<string> | null = null;

/**
 * The keys of the early reads `start` would begin, without asking anything: what a screen reads
 * first, as its manifest declares it (the answers a return visit keeps, app/keptAnswers.ts).
 */
export function earlyReadKeys(start: () => void): Set<string> {
  const keys = new Set<string>();
  collecting = keys;
  try {
    start();
  } finally {
    collecting = null;
  }
  return keys;
}

/**
 * Starts the read of `key` now, with the fetcher its hook uses: the first fetch of that key by a
 * screen takes this answer instead of asking again. Nothing without a session.
 */
export function startEarlyRead(key: string, fetcher: () => Promise<unknown>): void {
  if (collecting) {
    collecting.add(key);
    return;
  }
  const accessToken = tokenStore.read()?.accessToken;
  if (!accessToken || earlyReads.has(key)) {
    return;
  }
  const read: EarlyRead = { accessToken, answer: fetcher() };
  // A failure is the screen's to show, when its fetch takes it.
  read.answer.catch(() => undefined);
  earlyReads.set(key, read);
  setTimeout(() => {
    if (earlyReads.get(key) === read) {
      earlyReads.delete(key);
    }
  }, earlyReadLifetime);
}

/** The early answer of `key`, once, if it was asked in the current session. */
function takeEarlyRead(key: string): Promise<unknown> | undefined {
  const read = earlyReads.get(key);
  earlyReads.delete(key);
  return read && read.accessToken === tokenStore.read()?.accessToken ? read.answer : undefined;
}

/** Drops the early answers not taken (the session ends: its data never serves the next one). */
export function forgetEarlyReads(): void {
  earlyReads.clear();
}

/** SWR middleware (app/swr.ts): the first fetch of a key takes its early read, if there is one. */
export const takeEarlyReads: Middleware = (useSWRNext) => (key, fetcher, config) =>
  useSWRNext(
    key,
    fetcher && typeof key === 'string'
      ? (...args: Parameters<typeof fetcher>) =>
          (takeEarlyRead(key) as ReturnType<typeof fetcher> | undefined) ?? fetcher(...args)
      : fetcher,
    config,
  );
