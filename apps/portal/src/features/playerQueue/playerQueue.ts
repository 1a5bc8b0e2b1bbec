/**
 * What the session player has to tell the API, kept on the device until the API has it
 * (docs/decisions/portal-offline-player.md): the steps, the review and the player's opening hours,
 * each with its own Idempotency-Key, sent one at a time in the order they happened. A call that
 * fails for want of a network stays and is sent again later; a resend the API already has is
 * answered again without being counted twice (docs/decisions/api-sessions.md).
 *
 * Also kept: the exercise a patient finished whose effort question is still open (a reload shows
 * the question again rather than losing the exercise).
 *
 * Everything read back from storage is checked; anything malformed or older than a week is dropped.
 * The bodies are the contract's own types and are checked with the contract's own schemas
 * (`matchesContract`, TypeBox's `Value.Check`): a body the API would refuse is never kept nor sent.
 * So this module brings TypeBox: it is loaded by the screens that show the queue, or at start-up
 * only when something waits; the sign-in page and sign-out use ./early.ts, which does not import it
 * (docs/decisions/days-names-limits.md).
 */
import { maxStepDurationSeconds } from '@oxilio/domain';
import {
  IsoDateTime,
  matchesContract,
  PlayerOpenHoursBody,
  SessionReviewBody,
  SessionStepBody,
} from '@oxilio/domain/contract';
import { playerQueueStorageKey } from './early';

export { playerQueueStorageKey };

export type StepBody = SessionStepBody;
export type ReviewBody = SessionReviewBody;
export type OpeningBody = PlayerOpenHoursBody;

interface CallBase {
  /** The Idempotency-Key, fixed when the call is queued and sent with every attempt. */
  readonly key: string;
  readonly patientId: string;
  readonly sessionId: string;
  /** ISO instant the call was queued. */
  readonly queuedAt: string;
}

export type QueuedCall =
  | (CallBase & { readonly kind: 'step'; readonly position: number; readonly body: StepBody })
  | (CallBase & { readonly kind: 'review'; readonly body: ReviewBody })
  | (CallBase & { readonly kind: 'opening'; readonly body: OpeningBody });

export type QueuedCallKind = QueuedCall['kind'];

/** Distributive Omit, so that each kind keeps its own body. */
type WithoutMeta<T> = T extends unknown ? Omit<T, 'key' | 'queuedAt'> : never;
export type NewCall = WithoutMeta<QueuedCall>;

/** An exercise finished whose effort is not given yet. */
export interface EffortDraft {
  readonly patientId: string;
  readonly sessionId: string;
  readonly position: number;
  readonly durationSeconds: number;
  readonly savedAt: string;
}

/** How a call went: stored by the API, to try again later, or refused for good. */
export type SendOutcome = 'sent' | 'retry' | 'rejected';

export interface QueueSnapshot {
  readonly calls: readonly QueuedCall[];
  readonly drafts: readonly EffortDraft[];
  /** A send is under way. */
  readonly sending: boolean;
  /** The last attempt found no network (cleared by the next success or a browser "online"). */
  readonly unreachable: boolean;
  /** Calls the API refused for good since the page opened (they are dropped). */
  readonly rejected: number;
}

export interface PlayerQueueOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  /** Sends one call to the API. */
  send: (call: QueuedCall) => Promise<SendOutcome>;
  /** The signed-in patient, whose calls are sent (null: nobody, nothing is sent). */
  currentPatient: () => string | null;
  /** A new Idempotency-Key. */
  newKey: () => string;
  /** Wall clock, for the queued-at instants and the week limit. */
  now?: () => Date;
  /**
   * Whether the device says it has no network at all (`navigator.onLine === false`): nothing is
   * tried then, the queue waits for the browser's "online" or the next retry.
   */
  isOffline?: () => boolean;
  /** Schedules a retry; returns a cancel function. */
  schedule?: (run: () => void, ms: number) => () => void;
  /** Called after each call the API stored (to refresh what shows it). */
  onSent?: (call: QueuedCall) => void;
  /**
   * Sends one call in a way that outlives the page (`fetch` with `keepalive`), for what the player
   * says as it is left or hidden (`leave`). It cannot refresh an expired token: anything but a
   * success leaves the call to the queue.
   */
  sendBeforeLeaving?: (call: QueuedCall) => Promise<SendOutcome>;
}

const maxAgeMs = 7 * 24 * 3600 * 1000;
/** Waits between attempts after a failure, then the last one again and again. */
export const retryDelaysMs = [5_000, 15_000, 30_000, 60_000] as const;

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isText = (value: unknown, max = 255): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const isInteger = (value: unknown, min: number, max: number): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= min && value <= max;
/** An instant as the contract writes it (ISO 8601 with its offset). */
const isInstant = (value: unknown): value is string =>
  isText(value, 40) && matchesContract(IsoDateTime, value);

/** A call read back from storage, or null when it is not one the player wrote. */
export function parseCall(value: unknown): QueuedCall | null {
  if (
    !isRecord(value) ||
    !isText(value.key) ||
    !/^[\x21-\x7E]+$/.test(value.key) ||
    !isText(value.patientId, 64) ||
    !isText(value.sessionId, 64) ||
    !isInstant(value.queuedAt)
  ) {
    return null;
  }
  const base = {
    key: value.key,
    patientId: value.patientId,
    sessionId: value.sessionId,
    queuedAt: value.queuedAt,
  };
  switch (value.kind) {
    case 'step':
      return isInteger(value.position, 0, 1000) && matchesContract(SessionStepBody, value.body)
        ? { ...base, kind: 'step', position: value.position, body: value.body }
        : null;
    case 'review':
      return matchesContract(SessionReviewBody, value.body)
        ? { ...base, kind: 'review', body: value.body }
        : null;
    case 'opening':
      return matchesContract(PlayerOpenHoursBody, value.body)
        ? { ...base, kind: 'opening', body: value.body }
        : null;
    default:
      return null;
  }
}

export function parseDraft(value: unknown): EffortDraft | null {
  if (
    !isRecord(value) ||
    !isText(value.patientId, 64) ||
    !isText(value.sessionId, 64) ||
    !isInteger(value.position, 0, 1000) ||
    !isInteger(value.durationSeconds, 0, maxStepDurationSeconds) ||
    !isInstant(value.savedAt)
  ) {
    return null;
  }
  return {
    patientId: value.patientId,
    sessionId: value.sessionId,
    position: value.position,
    durationSeconds: value.durationSeconds,
    savedAt: value.savedAt,
  };
}

/** Two calls that say the same thing: only the first one queued is kept (and sent). */
function sameCall(a: NewCall, b: QueuedCall): boolean {
  if (a.kind !== b.kind || a.sessionId !== b.sessionId || a.patientId !== b.patientId) {
    return false;
  }
  if (a.kind === 'step' && b.kind === 'step') {
    return a.position === b.position;
  }
  if (a.kind === 'opening' && b.kind === 'opening') {
    return a.body.openingTime === b.body.openingTime;
  }
  return a.kind === 'review';
}

export type PlayerQueue = ReturnType<typeof createPlayerQueue>;

export function createPlayerQueue(options: PlayerQueueOptions) {
  const {
    storage,
    send,
    currentPatient,
    newKey,
    now = () => new Date(),
    isOffline = () => false,
    schedule = (run, ms) => {
      const id = setTimeout(run, ms);
      return () => clearTimeout(id);
    },
    onSent,
    sendBeforeLeaving,
  } = options;
  const listeners = new Set<() => void>();
  let snapshot: QueueSnapshot = {
    calls: [],
    drafts: [],
    sending: false,
    unreachable: false,
    rejected: 0,
  };
  let failures = 0;
  let cancelRetry: (() => void) | null = null;
  let flushing: Promise<void> | null = null;
  let again = false;
  /** Calls being sent by `leave`: the queue leaves them alone until that attempt is over. */
  const leaving = new Set<string>();

  function read(): Pick<QueueSnapshot, 'calls' | 'drafts'> {
    let raw: string | null = null;
    try {
      raw = storage.getItem(playerQueueStorageKey);
    } catch {
      return { calls: [], drafts: [] };
    }
    if (raw === null) {
      return { calls: [], drafts: [] };
    }
    const oldest = now().getTime() - maxAgeMs;
    const recent = (instant: string) => Date.parse(instant) >= oldest;
    try {
      const parsed: unknown = JSON.parse(raw);
      if (isRecord(parsed) && Array.isArray(parsed.calls) && Array.isArray(parsed.drafts)) {
        return {
          calls: parsed.calls
            .map(parseCall)
            .filter((call): call is QueuedCall => call !== null && recent(call.queuedAt)),
          drafts: parsed.drafts
            .map(parseDraft)
            .filter((draft): draft is EffortDraft => draft !== null && recent(draft.savedAt)),
        };
      }
    } catch {
      // malformed: dropped below
    }
    storage.removeItem(playerQueueStorageKey);
    return { calls: [], drafts: [] };
  }

  function update(change: Partial<QueueSnapshot>) {
    snapshot = { ...snapshot, ...change };
    for (const listener of listeners) {
      listener();
    }
  }

  /** Writes the calls and drafts, then tells the listeners. */
  function save(calls: readonly QueuedCall[], drafts: readonly EffortDraft[]) {
    try {
      if (calls.length === 0 && drafts.length === 0) {
        storage.removeItem(playerQueueStorageKey);
      } else {
        storage.setItem(playerQueueStorageKey, JSON.stringify({ calls, drafts }));
      }
    } catch {
      // Storage full or refused: the calls still live in memory for this page.
    }
    update({ calls, drafts });
  }

  /** Reloads from storage (another tab may have changed it). */
  function refresh() {
    const stored = read();
    update(stored);
  }

  function retryLater() {
    cancelRetry?.();
    const delay = retryDelaysMs[Math.min(failures, retryDelaysMs.length - 1)] ?? 60_000;
    failures += 1;
    cancelRetry = schedule(() => {
      cancelRetry = null;
      void flush();
    }, delay);
  }

  /** Sends until nothing is left ('empty') or the network fails ('waiting': a retry is set). */
  async function drain(patientId: string): Promise<'empty' | 'waiting'> {
    for (;;) {
      const stored = read();
      const next = stored.calls.find(
        (call) => call.patientId === patientId && !leaving.has(call.key),
      );
      if (!next) {
        update({ ...stored, unreachable: false });
        failures = 0;
        return 'empty';
      }
      let outcome: SendOutcome;
      try {
        outcome = isOffline() ? 'retry' : await send(next);
      } catch {
        outcome = 'retry';
      }
      if (outcome === 'retry') {
        update({ ...read(), unreachable: true });
        retryLater();
        return 'waiting';
      }
      // Taken out as it was sent: an opening whose closure was added meanwhile is sent again.
      const after = read();
      const sentBody = JSON.stringify(next.body);
      save(
        after.calls.filter(
          (call) => !(call.key === next.key && JSON.stringify(call.body) === sentBody),
        ),
        after.drafts,
      );
      if (outcome === 'sent') {
        failures = 0;
        update({ unreachable: false });
        onSent?.(next);
      } else {
        update({ rejected: snapshot.rejected + 1 });
      }
    }
  }

  /** Sends the signed-in patient's calls, in order, until none is left or the network fails. */
  function flush(): Promise<void> {
    const patientId = currentPatient();
    if (!patientId) {
      return Promise.resolve();
    }
    if (flushing) {
      // Something was queued while sending: one more round once this one is over.
      again = true;
      return flushing;
    }
    cancelRetry?.();
    cancelRetry = null;
    update({ sending: true });
    flushing = (async () => {
      try {
        let outcome: 'empty' | 'waiting';
        do {
          again = false;
          outcome = await drain(patientId);
        } while (again && outcome === 'empty');
      } finally {
        flushing = null;
        update({ sending: false });
      }
    })();
    return flushing;
  }

  /** Writes a call to the queue, once (see `enqueue`), without sending it. */
  function store(call: NewCall): QueuedCall {
    const stored = read();
    const existing = stored.calls.find((queued) => sameCall(call, queued));
    if (existing && existing.kind === 'opening' && call.kind === 'opening') {
      const merged: QueuedCall = { ...existing, body: { ...existing.body, ...call.body } };
      save(
        stored.calls.map((queued) => (queued.key === existing.key ? merged : queued)),
        stored.drafts,
      );
      return merged;
    }
    if (existing) {
      return existing;
    }
    const queued = { ...call, key: newKey(), queuedAt: now().toISOString() } as QueuedCall;
    const drafts =
      call.kind === 'step'
        ? stored.drafts.filter(
            (draft) => !(draft.sessionId === call.sessionId && draft.position === call.position),
          )
        : stored.drafts;
    save([...stored.calls, queued], drafts);
    return queued;
  }

  return {
    getSnapshot: (): QueueSnapshot => snapshot,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    /** Reads the storage again (another tab wrote it, or the page just opened). */
    refresh,
    /** What the storage holds now, without telling the listeners (safe while rendering). */
    stored: read,
    /**
     * Queues a call (once: the same step, review or opening again is not queued twice; an opening
     * again updates the queued one) and tries to send.
     */
    enqueue(call: NewCall): QueuedCall {
      const queued = store(call);
      void flush();
      return queued;
    },
    /**
     * Queues the closing of an opening as the player is left or the page hidden or closed, and
     * sends it at once with `sendBeforeLeaving`, ahead of the queue's order (no other call depends
     * on the opening hours), so that it reaches the API even if the page is gone a moment later.
     * Stored by the API: taken out of the queue. Anything else (no network, an expired token, a
     * refusal): it stays queued and the queue sends it with the usual client, which refreshes the
     * token, now or at the next visit (docs/decisions/portal-realtime-and-player-hours.md).
     */
    leave(call: Extract<NewCall, { kind: 'opening' }>): QueuedCall {
      const queued = store(call);
      if (!sendBeforeLeaving || isOffline() || currentPatient() !== call.patientId) {
        void flush();
        return queued;
      }
      leaving.add(queued.key);
      void sendBeforeLeaving(queued)
        .catch((): SendOutcome => 'retry')
        .then((outcome) => {
          leaving.delete(queued.key);
          if (outcome !== 'sent') {
            void flush();
            return;
          }
          const after = read();
          const body = JSON.stringify(queued.body);
          save(
            after.calls.filter(
              (kept) => !(kept.key === queued.key && JSON.stringify(kept.body) === body),
            ),
            after.drafts,
          );
          onSent?.(queued);
        });
      return queued;
    },
    /** Keeps an exercise finished whose effort is still to be given (one per session). */
    saveDraft(draft: Omit<EffortDraft, 'savedAt'>) {
      const stored = read();
      save(stored.calls, [
        ...stored.drafts.filter((kept) => kept.sessionId !== draft.sessionId),
        { ...draft, savedAt: now().toISOString() },
      ]);
    },
    discardDraft(sessionId: string) {
      const stored = read();
      save(
        stored.calls,
        stored.drafts.filter((draft) => draft.sessionId !== sessionId),
      );
    },
    flush,
    /** Sends now (the patient asked, or the browser is back online): the wait starts again. */
    retryNow() {
      failures = 0;
      update({ unreachable: false });
      return flush();
    },
    /** Forgets everything (signing out: one user's health data never stays for the next). */
    clear() {
      cancelRetry?.();
      cancelRetry = null;
      storage.removeItem(playerQueueStorageKey);
      update({ calls: [], drafts: [], rejected: 0, unreachable: false });
    },
  };
}

/** The calls of a session still waiting: steps by position, and whether the review is there. */
export function pendingOfSession(calls: readonly QueuedCall[], sessionId: string) {
  const mine = calls.filter((call) => call.sessionId === sessionId);
  const steps = mine.flatMap((call) => (call.kind === 'step' ? [call.position] : []));
  return {
    steps,
    /** One past the last step waiting, or 0. */
    nextPosition: steps.length > 0 ? Math.max(...steps) + 1 : 0,
    review: mine.some((call) => call.kind === 'review'),
  };
}
