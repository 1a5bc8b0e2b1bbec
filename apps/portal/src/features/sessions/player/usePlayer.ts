import { use, useCallback, useEffect, useReducer, useState } from 'react';
import { PlayerClockContext } from './clock';
import {
  initialPlayerState,
  playerReducer,
  timerOf,
  type PlayerAction,
  type PlayerExercise,
  type PlayerResume,
} from './playerMachine';

/** How often the display refreshes; the times themselves come from the clock and never drift. */
const refreshMs = 250;

/**
 * The player's state machine on the clock of `PlayerClockContext` (milliseconds, monotonic): the
 * clock stamps every action, and while a countdown runs the machine is ticked a few times a second
 * and when the page becomes visible again.
 */
export function usePlayer(exercises: readonly PlayerExercise[], resume: PlayerResume) {
  const now = use(PlayerClockContext);
  const [state, dispatch] = useReducer(playerReducer, undefined, () =>
    initialPlayerState(exercises, resume),
  );
  const [at, setAt] = useState(now);
  const timer = timerOf(state.phase);
  const running = timer !== null && timer.runningSince !== null;

  useEffect(() => {
    if (!running) {
      return undefined;
    }
    const tick = () => {
      const instant = now();
      setAt(instant);
      dispatch({ type: 'tick', at: instant });
    };
    const id = window.setInterval(tick, refreshMs);
    const onVisible = () => {
      if (document.visibilityState === 'visible') {
        tick();
      }
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      window.clearInterval(id);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [running, now]);

  /** Sends an action stamped with the clock's instant now. */
  const act = useCallback(
    (type: Extract<PlayerAction, { at: number }>['type']) => {
      const instant = now();
      setAt(instant);
      dispatch({ type, at: instant } as PlayerAction);
    },
    [now],
  );

  return { state, dispatch, act, at };
}
