/**
 * The portal's one player queue (./playerQueue.ts) over localStorage and the API client, and the
 * hooks that show it: what is waiting to be sent, and whether the service is reachable right now.
 */
import { decodeAccessToken, pathOf } from '@oxilio/domain/client';
import { apiBasePath, sessionsRoutes } from '@oxilio/domain/contract';
import { useEffect, useEffectEvent, useSyncExternalStore } from 'react';
import { api, tokenStore } from '../../app/api';
import { onPlayerDataForgotten, playerQueueStorageKey } from './early';
import { createPlayerQueue, type QueuedCall, type SendOutcome } from './playerQueue';

/** A new Idempotency-Key: a UUID (also where crypto.randomUUID is missing, on plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') {
    return crypto.randomUUID();
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** One call to the API. Refused for good: a 4xx other than "try later" (408, 429). */
async function sendCall(call: QueuedCall): Promise<SendOutcome> {
  const params = { id: call.sessionId };
  const headers = { 'Idempotency-Key': call.key };
  const result =
    call.kind === 'step'
      ? await api.call(sessionsRoutes.step, { params, body: call.body, headers })
      : call.kind === 'review'
        ? await api.call(sessionsRoutes.review, { params, body: call.body, headers })
        : await api.call(sessionsRoutes.playerOpenHours, { params, body: call.body });
  if (result.ok) {
    return 'sent';
  }
  return result.status === 408 || result.status === 429 ? 'retry' : 'rejected';
}

/**
 * The closing of an opening, sent as the page is left, hidden or closed: `fetch` with `keepalive`
 * outlives the page (`navigator.sendBeacon` would too, but cannot carry the Authorization header).
 * It uses the access token as it is, without the client's refresh: a 401 (token expired) or any
 * failure leaves the call to the queue, which sends it with the usual client (token refreshed) once
 * the page is back or at the next visit.
 */
export async function sendBeforeLeaving(call: QueuedCall): Promise<SendOutcome> {
  const accessToken = tokenStore.read()?.accessToken;
  if (call.kind !== 'opening' || !accessToken) {
    return 'retry';
  }
  const path = pathOf(sessionsRoutes.playerOpenHours, { params: { id: call.sessionId } });
  const response = await fetch(`${apiBasePath}${path}`, {
    method: 'PATCH',
    keepalive: true,
    headers: {
      Accept: 'application/json',
      'Content-Type': 'application/json',
      Authorization: `Bearer ${accessToken}`,
    },
    body: JSON.stringify(call.body),
  });
  if (response.ok) {
    return 'sent';
  }
  return [401, 408, 429].includes(response.status) || response.status >= 500 ? 'retry' : 'rejected';
}

const sentListeners = new Set<(call: QueuedCall) => void>();

function signedInPatient(): string | null {
  const tokens = tokenStore.read();
  const claims = tokens ? decodeAccessToken(tokens.accessToken) : null;
  const id = claims?.patientId;
  return typeof id === 'string' && id !== '' ? id : null;
}

export const playerQueue = createPlayerQueue({
  storage: localStorage,
  send: sendCall,
  currentPatient: signedInPatient,
  newKey: newIdempotencyKey,
  isOffline: () => typeof navigator !== 'undefined' && navigator.onLine === false,
  sendBeforeLeaving,
  onSent: (call) => {
    for (const listener of sentListeners) {
      listener(call);
    }
  },
});

// Signing out forgets what the queue holds in memory too (early.ts clears the storage).
onPlayerDataForgotten(() => playerQueue.clear());

// Loaded when something waits (early.ts) or a screen shows the queue: what waits goes at once.
if (typeof window !== 'undefined') {
  playerQueue.refresh();
  void playerQueue.flush();
  window.addEventListener('online', () => void playerQueue.retryNow());
  window.addEventListener('storage', (event) => {
    if (event.key === playerQueueStorageKey || event.key === null) {
      playerQueue.refresh();
    }
  });
}

/** The queue as it is now (re-rendered on every change). */
export function usePlayerQueue() {
  return useSyncExternalStore(playerQueue.subscribe, playerQueue.getSnapshot);
}

/**
 * Sends the signed-in patient's waiting calls (a reload, another tab, coming back online) and calls
 * `onSent` after each one the API stored.
 */
export function useSendPlayerQueue(patientId: string, onSent?: (call: QueuedCall) => void) {
  const sent = useEffectEvent((call: QueuedCall) => onSent?.(call));
  useEffect(() => {
    playerQueue.refresh();
    void playerQueue.flush();
    const listener = (call: QueuedCall) => sent(call);
    sentListeners.add(listener);
    return () => {
      sentListeners.delete(listener);
    };
  }, [patientId]);
}

function subscribeOnline(listener: () => void) {
  window.addEventListener('online', listener);
  window.addEventListener('offline', listener);
  return () => {
    window.removeEventListener('online', listener);
    window.removeEventListener('offline', listener);
  };
}

/**
 * Whether what the patient does reaches the service as they go ("real time"): the browser is
 * online and the last call of the player queue found the network.
 */
export function useRealtime(): boolean {
  const online = useSyncExternalStore(
    subscribeOnline,
    () => navigator.onLine,
    () => true,
  );
  const { unreachable } = usePlayerQueue();
  return online && !unreachable;
}
