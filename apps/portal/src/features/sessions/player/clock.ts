import { createContext } from 'react';

/**
 * The player's clock: milliseconds of a monotonic clock. The app uses `performance.now()`; a story
 * or a test provides one it moves by hand, so that nobody waits for a countdown.
 */
export const PlayerClockContext = createContext<() => number>(() => performance.now());
