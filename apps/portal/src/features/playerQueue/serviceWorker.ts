/**
 * The page's side of the service worker's session cache (boot/sw.ts,
 * docs/decisions/portal-offline-player.md): the sessions of the day it keeps offline.
 */
import { sessionsCache } from '../../boot/constants';

/** Deletes the sessions the service worker kept (signing out: health data never stays behind). */
export function forgetCachedSessions(): void {
  if (typeof caches !== 'undefined') {
    void caches.delete(sessionsCache).catch(() => undefined);
  }
}
