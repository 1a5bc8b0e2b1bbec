/**
 * The player's queue without its code: the storage key, the forgetting at sign-out and the start-up
 * send. The queue itself (./queue.ts) checks what it reads back with the contract's schemas, so it
 * brings TypeBox (about 19 kB gzip with its chunk): the sign-in page never loads it, and a signed-in
 * page only when something waits to be sent or a screen shows the queue
 * (docs/decisions/days-names-limits.md).
 */
import { forgetCachedSessions } from './serviceWorker';

export const playerQueueStorageKey = 'oxilio.playerQueue';

const forgetters = new Set<() => void>();

/** Registers how the loaded queue forgets what it holds in memory (./queue.ts). */
export function onPlayerDataForgotten(forget: () => void): void {
  forgetters.add(forget);
}

/**
 * Forgets the player's waiting calls and the sessions the service worker kept (signing out: one
 * user's health data never stays for the next), whether the queue is loaded or not.
 */
export function forgetPlayerData(): void {
  for (const forget of forgetters) {
    forget();
  }
  try {
    localStorage.removeItem(playerQueueStorageKey);
  } catch {
    // Storage refused: nothing was kept there either.
  }
  forgetCachedSessions();
}

function somethingWaits(): boolean {
  try {
    return localStorage.getItem(playerQueueStorageKey) !== null;
  } catch {
    return false;
  }
}

/**
 * Sends what waits from an earlier visit as the signed-in app starts: loads the queue (which sends
 * as it loads) when the device holds calls, now or once another tab writes some. A queue that
 * cannot load (offline, its chunk not kept) waits for the next visit or the player's screens.
 */
export function sendWaitingPlayerCalls(
  loadQueue: () => Promise<unknown> = () => import('./queue'),
): void {
  const load = () => void loadQueue().catch(() => undefined);
  if (somethingWaits()) {
    load();
    return;
  }
  const onStorage = (event: StorageEvent) => {
    if (event.key === playerQueueStorageKey && event.newValue !== null) {
      window.removeEventListener('storage', onStorage);
      load();
    }
  };
  window.addEventListener('storage', onStorage);
}
