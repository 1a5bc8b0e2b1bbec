/** The clock of the Countdown as pure data, so it never drifts and tests can drive it. */

export type CountdownStatus = 'idle' | 'running' | 'paused' | 'done';

export interface ClockState {
  status: CountdownStatus;
  /** Timestamp (ms) of the last start or resume. */
  startedAt: number;
  /** Milliseconds already run before the last start or resume. */
  elapsedBefore: number;
  /** Timestamp (ms) of the last tick, for rendering. */
  nowAt: number;
  /** Milestone reached when the user resumed, so "Reprise" is not followed by a stale milestone. */
  resumedAtMilestone: Milestone | null;
}

export type ClockAction =
  | { type: 'start'; at: number }
  | { type: 'pause'; at: number }
  | { type: 'resume'; at: number; milestone: Milestone }
  | { type: 'tick'; at: number }
  | { type: 'complete'; totalMs: number }
  | { type: 'reset' };

export function initialClock(status: 'idle' | 'running', at: number): ClockState {
  return { status, startedAt: at, elapsedBefore: 0, nowAt: at, resumedAtMilestone: null };
}

export function clockReducer(state: ClockState, action: ClockAction): ClockState {
  switch (action.type) {
    case 'start':
      return initialClock('running', action.at);
    case 'pause':
      return state.status === 'running'
        ? {
            ...state,
            status: 'paused',
            elapsedBefore: state.elapsedBefore + (action.at - state.startedAt),
            nowAt: action.at,
          }
        : state;
    case 'resume':
      return state.status === 'paused'
        ? {
            ...state,
            status: 'running',
            startedAt: action.at,
            nowAt: action.at,
            resumedAtMilestone: action.milestone,
          }
        : state;
    case 'tick':
      return state.status === 'running' ? { ...state, nowAt: action.at } : state;
    case 'complete':
      return { ...state, status: 'done', elapsedBefore: action.totalMs };
    case 'reset':
      return initialClock('idle', state.nowAt);
  }
}

export function elapsedMs(state: ClockState, at: number = state.nowAt): number {
  return state.status === 'running'
    ? state.elapsedBefore + (at - state.startedAt)
    : state.elapsedBefore;
}

/** Whole seconds left, rounded up: 30 s shows 00:30 until a full second has passed. */
export function remainingSeconds(state: ClockState, totalSeconds: number): number {
  return Math.max(0, Math.ceil((totalSeconds * 1000 - elapsedMs(state)) / 1000));
}

/**
 * The calm moments worth announcing: halfway (long countdowns only) and the last ten seconds.
 * 0: none yet; 1: halfway passed; 2: ten seconds left.
 */
export type Milestone = 0 | 1 | 2;

export function halfwaySeconds(totalSeconds: number): number {
  return Math.floor(totalSeconds / 2);
}

export function milestoneAt(remaining: number, totalSeconds: number): Milestone {
  if (totalSeconds > 15 && remaining <= 10) {
    return 2;
  }
  if (totalSeconds >= 40 && remaining <= halfwaySeconds(totalSeconds)) {
    return 1;
  }
  return 0;
}

/** mm:ss, or h:mm:ss from one hour. */
export function formatClock(seconds: number): string {
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const secs = seconds % 60;
  const mmss = `${String(minutes).padStart(2, '0')}:${String(secs).padStart(2, '0')}`;
  return hours > 0 ? `${hours}:${mmss}` : mmss;
}
