/**
 * The last answers of the home screen's first reads, kept on the device for a remembered session,
 * so that a return visit draws the screen at once, marked as updating, until the fresh answers
 * replace them (docs/decisions/return-visit-answers.md). Only the account and the reads the home
 * screen declares (`homeScreenReadKeys`), only for the user the stored tokens name, only with
 * "remember me", at most 7 days old; deleted when the session ends.
 */
import { decodeAccessToken } from '@oxilio/domain/client';
import { useEffect, useSyncExternalStore } from 'react';
import type { Cache, Middleware, State } from 'swr';
import { userFromClaims, type SessionUser } from '../auth/roles';
import { homeScreenReadKeys } from '../boot/earlyReads';
import { areasLoadedFor } from './areas';
import { tokenStore } from './api';
import { ApiResultError } from './swr';

/** Where the answers are kept, in localStorage (the remembered tokens' storage). */
export const keptAnswersStorageKey = 'oxilio.keptAnswers';

/** The stored format; another one (an older portal's) is deleted, not read. */
const formatVersion = 1;

/** Older answers are dropped: a week-old day is no longer "the last visit's". */
export const keptAnswerMaxAgeMs = 7 * 24 * 60 * 60 * 1000;

/** An answer longer than this (its JSON, in characters) is not kept: the screen waits for it. */
export const keptAnswerMaxChars = 100_000;

/** The whole record stays under this (localStorage holds about 5 million characters a site). */
const keptRecordMaxChars = 300_000;

/** A clock a little ahead when an answer was kept is tolerated, not one a day ahead. */
const clockSkewMs = 60_000;

interface KeptAnswer {
  /** When it was kept (ms since the epoch). */
  at: number;
  data: unknown;
}

interface KeptRecord {
  version: number;
  /** The user (the access token's subject) whose answers these are. */
  owner: string;
  answers: Record<string, KeptAnswer>;
}

/** The session the stored tokens describe: whose it is, whether it is remembered. */
interface DeviceSession {
  accessToken: string;
  owner: string;
  remembered: boolean;
  user: SessionUser;
}

function deviceSession(): DeviceSession | null {
  const tokens = tokenStore.read();
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  const owner = claims?.sub;
  if (!tokens || !claims || typeof owner !== 'string' || owner === '') {
    return null;
  }
  return {
    accessToken: tokens.accessToken,
    owner,
    remembered: tokens.rememberMe,
    user: userFromClaims(claims),
  };
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function isKeptAnswer(value: unknown, now: number): value is KeptAnswer {
  return (
    isObject(value) &&
    typeof value.at === 'number' &&
    Number.isFinite(value.at) &&
    value.at <= now + clockSkewMs &&
    now - value.at <= keptAnswerMaxAgeMs &&
    'data' in value &&
    value.data !== undefined
  );
}

function deleteRecord(): void {
  try {
    localStorage.removeItem(keptAnswersStorageKey);
  } catch {
    // No storage (a private mode that refuses it): nothing is kept either.
  }
}

/**
 * The stored record, validated: JSON, shape, version and owner; answers too old (or from a clock
 * in the future) are dropped. Anything else is deleted and reads as nothing.
 */
function readRecord(now: number): KeptRecord | null {
  let raw: string | null;
  try {
    raw = localStorage.getItem(keptAnswersStorageKey);
  } catch {
    return null;
  }
  if (raw === null) {
    return null;
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    parsed = null;
  }
  if (
    !isObject(parsed) ||
    parsed.version !== formatVersion ||
    typeof parsed.owner !== 'string' ||
    parsed.owner === '' ||
    !isObject(parsed.answers)
  ) {
    deleteRecord();
    return null;
  }
  const answers: Record<string, KeptAnswer> = {};
  const entries = Object.entries(parsed.answers);
  for (const [key, answer] of entries) {
    if (key.startsWith('/') && isKeptAnswer(answer, now)) {
      answers[key] = answer;
    }
  }
  const record = { version: formatVersion, owner: parsed.owner, answers };
  if (Object.keys(answers).length !== entries.length) {
    // What is too old goes from the device too, not only from the screen.
    writeRecord(record);
  }
  return record;
}

function writeRecord(record: KeptRecord): void {
  if (Object.keys(record.answers).length === 0) {
    deleteRecord();
    return;
  }
  try {
    localStorage.setItem(keptAnswersStorageKey, JSON.stringify(record));
  } catch {
    // Full, or refused: better nothing kept than a part of it.
    deleteRecord();
  }
}

/**
 * The keys kept for a user: what their home screen reads first, as its manifest declares it
 * (loaded with the portal for the stored tokens' user, App.tsx; none before it is).
 */
let keysOfSession: { accessToken: string; keys: Set<string> } | null = null;
function keptKeys(session: DeviceSession): Set<string> {
  if (!areasLoadedFor(session.user.roles)) {
    return new Set();
  }
  if (keysOfSession?.accessToken !== session.accessToken) {
    keysOfSession = { accessToken: session.accessToken, keys: homeScreenReadKeys(session.user) };
  }
  return keysOfSession.keys;
}

/**
 * The kept answers this session may show: those of the user the stored tokens name, remembered,
 * for their home screen's keys. Kept answers of anyone else, or of a session not remembered, are
 * deleted unseen.
 */
export function readKeptAnswers(now = Date.now()): Map<string, KeptAnswer> {
  const session = deviceSession();
  const record = readRecord(now);
  if (!record) {
    return new Map();
  }
  if (!session || !session.remembered || record.owner !== session.owner) {
    deleteRecord();
    return new Map();
  }
  const keys = keptKeys(session);
  const usable = Object.entries(record.answers).filter(([key]) => keys.has(key));
  if (usable.length !== Object.keys(record.answers).length) {
    writeRecord({ ...record, answers: Object.fromEntries(usable) });
  }
  return new Map(usable);
}

/**
 * Keeps `data` as the last answer of `key`, for the user who asked it (`asker`) if they are still
 * the one signed in, with "remember me", and if `key` is one of their home screen's first reads.
 * A session not remembered deletes whatever is kept.
 */
export function keepAnswer(key: string, data: unknown, asker: string, now = Date.now()): void {
  const session = deviceSession();
  if (!session || session.owner !== asker) {
    return;
  }
  if (!session.remembered) {
    deleteRecord();
    return;
  }
  if (!keptKeys(session).has(key)) {
    return;
  }
  const stored = readRecord(now);
  const answers = stored?.owner === session.owner ? { ...stored.answers } : {};
  const json = data === undefined ? undefined : JSON.stringify(data);
  if (json === undefined || json.length > keptAnswerMaxChars) {
    // Too large to keep: an older copy of it is not kept either.
    delete answers[key];
  } else {
    answers[key] = { at: now, data };
  }
  const record: KeptRecord = { version: formatVersion, owner: session.owner, answers };
  if (JSON.stringify(record).length > keptRecordMaxChars) {
    // The others kept are enough: this one waits for the network next time.
    delete answers[key];
  }
  writeRecord(record);
}

/** Drops one kept answer (the API refuses it now). */
function dropAnswer(key: string): void {
  const record = readRecord(Date.now());
  if (record && key in record.answers) {
    delete record.answers[key];
    writeRecord(record);
  }
}

/*
 * What the screens show from the device: each kept answer put in the data cache, until its fresh
 * read has answered; and how many mounted reads show each key (a kept answer no screen reads
 * marks nothing).
 */
interface Shown {
  at: number;
  failed: boolean;
}
const shown = new Map<string, Shown>();
const readers = new Map<string, number>();
const listeners = new Set<() => void>();

/** What the page says of the answers it shows from the device. */
export type KeptAnswersStatus =
  | { state: 'fresh' }
  /** Some shown answers come from the device (kept at `since`, the oldest); their reads are on their way. */
  | { state: 'updating'; since: number }
  /** A fresh read of a shown kept answer failed: `keys` can be asked again. */
  | { state: 'failed'; since: number; keys: readonly string[] };

const fresh: KeptAnswersStatus = { state: 'fresh' };
let status: KeptAnswersStatus = fresh;

function statusNow(): KeptAnswersStatus {
  const read = [...shown].filter(([key]) => (readers.get(key) ?? 0) > 0);
  if (read.length === 0) {
    return fresh;
  }
  const failed = read.filter(([, answer]) => answer.failed);
  const since = Math.min(...read.map(([, answer]) => answer.at));
  return failed.length > 0
    ? { state: 'failed', since, keys: failed.map(([key]) => key) }
    : { state: 'updating', since };
}

function changed(): void {
  status = statusNow();
  for (const listener of listeners) {
    listener();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * A new data cache for the session (app/SessionCache.tsx's provider), holding the kept answers
 * this session may show: the screens that read them draw them at once, and ask for fresh ones.
 */
export function cacheWithKeptAnswers(): Cache {
  const cache = new Map<string, State>();
  shown.clear();
  for (const [key, answer] of readKeptAnswers()) {
    cache.set(key, { data: answer.data });
    shown.set(key, { at: answer.at, failed: false });
  }
  changed();
  return cache;
}

/** The session ends (sign-out, a session the server ended): nothing of it stays on the device. */
export function forgetKeptAnswers(): void {
  deleteRecord();
  keysOfSession = null;
  shown.clear();
  changed();
}

/**
 * A screen failed to draw (app/RouteError.tsx). If it was showing kept answers, they may be what
 * it could not draw (kept by an older portal, whose API answered in another shape): they are
 * deleted, so that its retry shows the network's answers.
 */
export function distrustKeptAnswers(): void {
  if (shown.size > 0) {
    deleteRecord();
  }
}

function readBy(key: string): () => void {
  readers.set(key, (readers.get(key) ?? 0) + 1);
  if (shown.has(key)) {
    changed();
  }
  return () => {
    const count = (readers.get(key) ?? 1) - 1;
    if (count > 0) {
      readers.set(key, count);
    } else {
      readers.delete(key);
    }
    if (shown.has(key)) {
      changed();
    }
  };
}

function answered(key: string): void {
  if (shown.delete(key)) {
    changed();
  }
}

function failed(key: string, error: unknown): void {
  const answer = shown.get(key);
  if (answer && !answer.failed) {
    answer.failed = true;
    changed();
  }
  if (error instanceof ApiResultError) {
    // Refused now (no longer theirs to read, gone): its copy is not shown on a later visit.
    dropAnswer(key);
  }
}

/** The fetcher of `key`, which marks the kept answer replaced and keeps the fresh one. */
function keeping<F extends (...args: never[]) => unknown>(key: string, fetcher: F): F {
  return ((...args: Parameters<F>) => {
    // Whoever asks: an answer that comes back after a sign-out, or another user's sign-in, is
    // not theirs to keep.
    const asker = deviceSession()?.owner;
    let answer: unknown;
    try {
      answer = fetcher(...args);
    } catch (error) {
      failed(key, error);
      throw error;
    }
    return Promise.resolve(answer).then(
      (data) => {
        answered(key);
        if (asker) {
          keepAnswer(key, data, asker);
        }
        return data;
      },
      (error: unknown) => {
        failed(key, error);
        throw error;
      },
    );
  }) as F;
}

/**
 * SWR middleware (app/SessionCache.tsx), after the early reads' (so that it sees the answer an
 * early read gives): keeps the fresh answers of the kept keys, says which reads show a kept one.
 */
export const keepAnswers: Middleware = (useSWRNext) => (key, fetcher, config) => {
  const path = typeof key === 'string' ? key : null;
  useEffect(() => (path ? readBy(path) : undefined), [path]);
  return useSWRNext(key, fetcher && path ? keeping(path, fetcher) : fetcher, config);
};

/** Whether the page shows answers kept on the device, and whether their update failed. */
export function useKeptAnswersStatus(): KeptAnswersStatus {
  return useSyncExternalStore(subscribe, () => status);
}

/** Whether the data shown for `key` is a kept answer, not yet replaced by a fresh one. */
export function useShowsKeptAnswer(key: string | null): boolean {
  return useSyncExternalStore(subscribe, () => key !== null && shown.has(key));
}
