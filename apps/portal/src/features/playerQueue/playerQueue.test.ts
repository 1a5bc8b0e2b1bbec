import { maxStepDurationSeconds } from '@oxilio/domain';
import { describe, expect, it, vi } from 'vitest';
import {
  createPlayerQueue,
  parseCall,
  pendingOfSession,
  playerQueueStorageKey,
  type QueuedCall,
  type SendOutcome,
} from './playerQueue';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
    values,
  };
}

const patientId = 'patient-1';
const sessionId = 'session-1';

function setup(outcomes: SendOutcome[] = [], isOffline = () => false) {
  const storage = memoryStorage();
  const sent: QueuedCall[] = [];
  const retries: { run: () => void; ms: number }[] = [];
  let keys = 0;
  const send = vi.fn(async (call: QueuedCall) => {
    sent.push(call);
    return outcomes.shift() ?? 'sent';
  });
  const onSent = vi.fn();
  const queue = createPlayerQueue({
    storage,
    send,
    currentPatient: () => patientId,
    newKey: () => `key-${(keys += 1)}`,
    now: () => new Date('2026-03-10T09:00:00Z'),
    isOffline,
    schedule: (run, ms) => {
      retries.push({ run, ms });
      return () => undefined;
    },
    onSent,
  });
  queue.refresh();
  return { storage, queue, sent, send, retries, onSent };
}

const step = (position: number, duration = 60) =>
  ({ kind: 'step', patientId, sessionId, position, body: { duration } }) as const;

describe('the player queue', () => {
  it('sends the calls in order, each with its own key, and empties the storage', async () => {
    const { queue, sent, storage, onSent } = setup();
    queue.enqueue(step(0));
    queue.enqueue(step(1, 45));
    queue.enqueue({ kind: 'review', patientId, sessionId, body: { pain: 1, difficulty: 2 } });
    await queue.flush();
    expect(sent.map((call) => [call.kind, call.key])).toEqual([
      ['step', 'key-1'],
      ['step', 'key-2'],
      ['review', 'key-3'],
    ]);
    expect(onSent).toHaveBeenCalledTimes(3);
    expect(queue.getSnapshot().calls).toEqual([]);
    expect(storage.values.has(playerQueueStorageKey)).toBe(false);
  });

  it('keeps a call the network lost, then sends it again with the same key', async () => {
    const { queue, sent, retries } = setup(['retry']);
    queue.enqueue(step(0));
    await queue.flush();
    expect(queue.getSnapshot()).toMatchObject({ unreachable: true });
    expect(queue.getSnapshot().calls).toHaveLength(1);
    expect(retries.map((retry) => retry.ms)).toEqual([5_000]);

    retries[0]!.run();
    await queue.flush();
    expect(sent.map((call) => call.key)).toEqual(['key-1', 'key-1']);
    expect(queue.getSnapshot()).toMatchObject({ unreachable: false, calls: [] });
  });

  it('tries nothing while the device says it is offline, and sends once it is back', async () => {
    let offline = true;
    const { queue, send, retries } = setup([], () => offline);
    queue.enqueue(step(0));
    await queue.flush();
    expect(send).not.toHaveBeenCalled();
    expect(queue.getSnapshot()).toMatchObject({ unreachable: true });
    expect(queue.getSnapshot().calls).toHaveLength(1);
    expect(retries).toHaveLength(1);

    offline = false;
    await queue.retryNow();
    expect(send).toHaveBeenCalledTimes(1);
    expect(queue.getSnapshot().calls).toEqual([]);
  });

  it('waits longer after each failure', async () => {
    const { queue, retries } = setup(['retry', 'retry', 'retry']);
    queue.enqueue(step(0));
    await queue.flush();
    await queue.flush();
    await queue.flush();
    expect(retries.map((retry) => retry.ms)).toEqual([5_000, 15_000, 30_000]);
  });

  it('stops at the first call that fails, so that steps never arrive out of order', async () => {
    const { queue, sent } = setup(['retry']);
    queue.enqueue(step(0));
    queue.enqueue(step(1));
    await queue.flush();
    expect(sent.map((call) => (call.kind === 'step' ? call.position : null))).toEqual([0]);
    expect(queue.getSnapshot().calls).toHaveLength(2);
  });

  it('drops a call the API refuses for good and counts it', async () => {
    const { queue } = setup(['rejected']);
    queue.enqueue(step(0));
    await queue.flush();
    expect(queue.getSnapshot()).toMatchObject({ calls: [], rejected: 1 });
  });

  it('queues the same step once, whatever the number of taps', async () => {
    const { queue, sent } = setup(['retry']);
    queue.enqueue(step(0, 60));
    queue.enqueue(step(0, 61));
    await queue.flush();
    expect(queue.getSnapshot().calls).toHaveLength(1);
    expect(queue.getSnapshot().calls[0]).toMatchObject({ body: { duration: 60 } });
    expect(sent).toHaveLength(1);
  });

  it('merges the closing of the player into its opening still waiting', async () => {
    const { queue } = setup(['retry']);
    const openingTime = '2026-03-10T08:59:00.000Z';
    queue.enqueue({ kind: 'opening', patientId, sessionId, body: { openingTime, hasRC: false } });
    queue.enqueue({
      kind: 'opening',
      patientId,
      sessionId,
      body: { openingTime, closureTime: '2026-03-10T09:20:00.000Z' },
    });
    await queue.flush();
    expect(queue.getSnapshot().calls).toHaveLength(1);
    expect(queue.getSnapshot().calls[0]!.body).toEqual({
      openingTime,
      hasRC: false,
      closureTime: '2026-03-10T09:20:00.000Z',
    });
  });

  it('sends only the signed-in patient’s calls', async () => {
    const { queue, sent } = setup();
    queue.enqueue({ ...step(0), patientId: 'someone-else' });
    queue.enqueue(step(0));
    await queue.flush();
    expect(sent.map((call) => call.patientId)).toEqual([patientId]);
    expect(queue.getSnapshot().calls.map((call) => call.patientId)).toEqual(['someone-else']);
  });

  it('survives a reload: what is stored is read back, and malformed entries are dropped', async () => {
    const { storage, queue } = setup(['retry']);
    queue.enqueue(step(0));
    await queue.flush();
    const raw = JSON.parse(storage.values.get(playerQueueStorageKey)!) as { calls: unknown[] };
    raw.calls.push({ kind: 'step', key: 'x', patientId, sessionId, position: -1, body: {} });
    raw.calls.push({ kind: 'review', key: 'y', patientId, sessionId, queuedAt: 'soon' });
    storage.values.set(playerQueueStorageKey, JSON.stringify(raw));

    const reloaded = createPlayerQueue({
      storage,
      send: async () => 'retry',
      currentPatient: () => patientId,
      newKey: () => 'k',
      now: () => new Date('2026-03-10T10:00:00Z'),
      schedule: () => () => undefined,
    });
    reloaded.refresh();
    expect(reloaded.getSnapshot().calls.map((call) => call.key)).toEqual(['key-1']);
  });

  it('keeps a "no pain" review (pain 0) across a reload, and drops a pain out of 0-3', () => {
    const review = (pain: unknown) => ({
      kind: 'review',
      key: `pain-${String(pain)}`,
      patientId,
      sessionId,
      queuedAt: '2026-03-10T09:00:00.000Z',
      body: { pain, difficulty: 2 },
    });
    expect(parseCall(review(0))).toMatchObject({
      kind: 'review',
      body: { pain: 0, difficulty: 2 },
    });
    expect(parseCall(review(3))).not.toBeNull();
    for (const pain of [-1, 4, 1.5, '1', null]) {
      expect(parseCall(review(pain)), String(pain)).toBeNull();
    }
  });

  it('drops a stored body the contract refuses: a step too long, a field it does not know, a time that is no instant', () => {
    const stored = (kind: string, body: unknown) =>
      parseCall({ kind, key: 'k', patientId, sessionId, position: 0, queuedAt, body });
    const queuedAt = '2026-03-10T09:00:00.000Z';
    expect(stored('step', { duration: maxStepDurationSeconds })).not.toBeNull();
    expect(stored('step', { duration: maxStepDurationSeconds + 1 })).toBeNull();
    expect(stored('step', { duration: 60, effort: 11 })).toBeNull();
    expect(stored('step', { duration: 60, comment: 'x' })).toBeNull();
    expect(stored('review', { pain: 1, difficulty: 2, extra: true })).toBeNull();
    expect(stored('step', { pain: 1, difficulty: 2 })).toBeNull();
    expect(stored('opening', { openingTime: queuedAt, closureTime: null })).not.toBeNull();
    expect(stored('opening', { openingTime: 'Tue Mar 10 2026 10:00' })).toBeNull();
    expect(stored('opening', { openingTime: queuedAt, hasRC: 'yes' })).toBeNull();
  });

  it('drops what is older than a week, and storage that is not JSON', () => {
    const storage = memoryStorage({
      [playerQueueStorageKey]: JSON.stringify({
        calls: [{ ...step(0), key: 'old', queuedAt: '2026-02-01T00:00:00.000Z' }],
        drafts: [],
      }),
    });
    const queue = createPlayerQueue({
      storage,
      send: async () => 'sent',
      currentPatient: () => null,
      newKey: () => 'k',
      now: () => new Date('2026-03-10T10:00:00Z'),
    });
    queue.refresh();
    expect(queue.getSnapshot().calls).toEqual([]);

    storage.values.set(playerQueueStorageKey, '{not json');
    queue.refresh();
    expect(queue.getSnapshot().calls).toEqual([]);
    expect(storage.values.has(playerQueueStorageKey)).toBe(false);
  });

  it('keeps the effort still to give, and forgets it once the step is queued', () => {
    const { queue } = setup(['retry']);
    queue.saveDraft({ patientId, sessionId, position: 2, durationSeconds: 75 });
    expect(queue.getSnapshot().drafts).toMatchObject([{ position: 2, durationSeconds: 75 }]);
    queue.enqueue(step(2, 75));
    expect(queue.getSnapshot().drafts).toEqual([]);
  });

  it('forgets everything when the patient signs out', () => {
    const { queue, storage } = setup(['retry']);
    queue.enqueue(step(0));
    queue.clear();
    expect(queue.getSnapshot().calls).toEqual([]);
    expect(storage.values.has(playerQueueStorageKey)).toBe(false);
  });

  it('tells which steps and review of a session are waiting', () => {
    const calls = [
      parseCall({ ...step(3), key: 'a', queuedAt: '2026-03-10T09:00:00.000Z' })!,
      parseCall({ ...step(4), key: 'b', queuedAt: '2026-03-10T09:00:00.000Z' })!,
    ];
    expect(pendingOfSession(calls, sessionId)).toEqual({
      steps: [3, 4],
      nextPosition: 5,
      review: false,
    });
    expect(pendingOfSession(calls, 'other')).toEqual({ steps: [], nextPosition: 0, review: false });
  });
});

describe('the closing of the player, sent as the page goes (leave)', () => {
  const opening = { openingTime: '2026-03-10T08:40:00.000Z', hasRC: true };
  const closure = { openingTime: opening.openingTime, closureTime: '2026-03-10T09:05:00.000Z' };
  const openingCall = (body: { openingTime: string; closureTime?: string; hasRC?: boolean }) =>
    ({ kind: 'opening', patientId, sessionId, body }) as const;

  function setupLeaving(outcome: SendOutcome | Error, options: { offline?: boolean } = {}) {
    const context = setup([], () => options.offline ?? false);
    const beforeLeaving: QueuedCall[] = [];
    const queue = createPlayerQueue({
      storage: context.storage,
      send: context.send,
      currentPatient: () => patientId,
      newKey: () => `leave-key-${beforeLeaving.length + context.sent.length}`,
      isOffline: () => options.offline ?? false,
      schedule: () => () => undefined,
      onSent: context.onSent,
      sendBeforeLeaving: async (call) => {
        beforeLeaving.push(call);
        if (outcome instanceof Error) {
          throw outcome;
        }
        return outcome;
      },
    });
    return { ...context, queue, beforeLeaving };
  }

  it('sends the closure at once, ahead of the steps waiting, and takes it out once stored', async () => {
    const { queue, sent, beforeLeaving, onSent } = setupLeaving('sent', {});
    queue.leave(openingCall(closure));
    await vi.waitFor(() => expect(queue.stored().calls).toEqual([]));
    expect(beforeLeaving.map((call) => call.body)).toEqual([closure]);
    expect(sent).toEqual([]);
    expect(onSent).toHaveBeenCalledTimes(1);
  });

  it('leaves a closure the keepalive call could not deliver (expired token, network) to the queue', async () => {
    for (const outcome of ['retry', new TypeError('Failed to fetch')] as const) {
      const { queue, sent, beforeLeaving } = setupLeaving(outcome);
      queue.leave(openingCall(closure));
      await vi.waitFor(() => expect(sent.map((call) => call.body)).toEqual([closure]));
      expect(beforeLeaving).toHaveLength(1);
      expect(queue.stored().calls).toEqual([]);
    }
  });

  it('tries no keepalive call while offline: the closure waits in the queue', async () => {
    const { queue, sent, beforeLeaving } = setupLeaving('sent', { offline: true });
    queue.leave(openingCall(closure));
    await queue.flush();
    expect(beforeLeaving).toEqual([]);
    expect(sent).toEqual([]);
    expect(queue.stored().calls.map((call) => call.body)).toEqual([closure]);
  });

  it('merges the closure into its opening still waiting, and sends both in one call', async () => {
    const { queue, beforeLeaving } = setupLeaving('sent', { offline: true });
    queue.enqueue(openingCall(opening));
    expect(queue.stored().calls).toHaveLength(1);
    const merged = queue.leave(openingCall(closure));
    expect(merged.body).toEqual({ ...opening, ...closure });
    expect(queue.stored().calls).toHaveLength(1);
    expect(beforeLeaving).toEqual([]);
  });

  it('sends again an opening whose closure was added while it was on its way', async () => {
    const storage = memoryStorage();
    const sent: QueuedCall[] = [];
    let release: (() => void) | undefined;
    const queue = createPlayerQueue({
      storage,
      send: async (call) => {
        sent.push(call);
        if (sent.length === 1) {
          await new Promise<void>((resolve) => {
            release = resolve;
          });
        }
        return 'sent';
      },
      currentPatient: () => patientId,
      newKey: () => 'opening-key',
      schedule: () => () => undefined,
    });
    queue.enqueue(openingCall(opening));
    await vi.waitFor(() => expect(release).toBeDefined());
    // No keepalive sender here: the closure joins the opening being sent.
    queue.leave(openingCall(closure));
    release!();
    await vi.waitFor(() => expect(queue.stored().calls).toEqual([]));
    expect(sent.map((call) => call.body)).toEqual([opening, { ...opening, ...closure }]);
  });
});
