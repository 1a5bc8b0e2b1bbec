import { useEffect, useEffectEvent } from 'react';
import { playerQueue } from '../../playerQueue';

export interface PlayerOpenHoursInput {
  patientId: string;
  sessionId: string;
  /** Whether results reach the service as they go right now (recorded as `hasRC` at each opening). */
  realtime: boolean;
}

/**
 * The player's opening hours (`PATCH Sessions/{id}/PlayerOpenHours`,
 * docs/decisions/portal-realtime-and-player-hours.md): one opening per stretch of time the player
 * is on screen. It opens when the player shows (and when a hidden page shows again), and closes
 * when the player is left, the page hidden (`visibilitychange`) or closed (`pagehide`); the closure
 * is sent with `fetch(..., { keepalive: true })` so that it outlives the page, and stays in the
 * player queue until the API has it. A closure comes once per opening: `pagehide` after the page
 * was hidden adds nothing.
 */
export function usePlayerOpenHours({ patientId, sessionId, realtime }: PlayerOpenHoursInput) {
  const realtimeNow = useEffectEvent(() => realtime);
  useEffect(() => {
    let openingTime: string | null = null;
    const open = () => {
      if (openingTime !== null || document.visibilityState === 'hidden') {
        return;
      }
      openingTime = new Date().toISOString();
      playerQueue.enqueue({
        kind: 'opening',
        patientId,
        sessionId,
        body: { openingTime, hasRC: realtimeNow() },
      });
    };
    const close = () => {
      if (openingTime === null) {
        return;
      }
      // Never before the opening, even if the wall clock stepped back meanwhile.
      const closureTime = new Date(Math.max(Date.now(), Date.parse(openingTime))).toISOString();
      playerQueue.leave({
        kind: 'opening',
        patientId,
        sessionId,
        body: { openingTime, closureTime },
      });
      openingTime = null;
    };
    const onVisibilityChange = () => (document.visibilityState === 'hidden' ? close() : open());
    open();
    document.addEventListener('visibilitychange', onVisibilityChange);
    window.addEventListener('pagehide', close);
    // A page restored from the back-forward cache shows the player again.
    window.addEventListener('pageshow', open);
    return () => {
      document.removeEventListener('visibilitychange', onVisibilityChange);
      window.removeEventListener('pagehide', close);
      window.removeEventListener('pageshow', open);
      close();
    };
  }, [patientId, sessionId]);
}
