/**
 * The session player's timing and flow as pure data (docs/decisions/portal-session-player.md):
 * exercise by exercise, series countdowns with rests between them, pause and resume, skipping a
 * rest or an exercise, the effort felt after each exercise (then, after a clinical test that is one
 * of the catalogued tests, the patient's own result, optional), then the review. Every action carries
 * the instant it happened (`at`, milliseconds of a monotonic clock), so the machine never reads a
 * clock itself: the player drives it with `performance.now()` and tests with numbers.
 *
 * A countdown that ends moves to the next one at the instant it was due, not when the next tick
 * arrives: a throttled background tab or a test jumping minutes ahead lands in the right phase.
 */
import {
  maxStepDurationSeconds,
  outcomeMeasureOfExercise,
  type OutcomeMeasureKey,
} from '@oxilio/domain';

/** One exercise of the session as the player plays it (a step of the session). */
export interface PlayerExercise {
  readonly exerciseId: number;
  readonly seriesCount: number;
  readonly seriesDurationSeconds: number;
  readonly restBetweenSeriesSeconds: number;
}

/** A countdown: how long, and how much of it has run. */
export interface Timer {
  readonly durationMs: number;
  /** Milliseconds run before `runningSince`. */
  readonly elapsedBeforeMs: number;
  /** When it last started or resumed; null while paused. */
  readonly runningSince: number | null;
}

export type PlayerPhase =
  /** The exercise is shown (instructions, illustration); nothing started. */
  | { readonly name: 'intro' }
  /** Series `series` (1-based) of the exercise. */
  | { readonly name: 'series'; readonly series: number; readonly timer: Timer }
  /** The rest after series `series`. */
  | { readonly name: 'rest'; readonly series: number; readonly timer: Timer }
  /** The exercise is over: the effort felt is asked before the step is recorded. */
  | { readonly name: 'effort'; readonly durationSeconds: number }
  /**
   * The exercise was a catalogued test (`outcomeMeasureOfExercise`), played to its end: its step
   * is recorded; the patient may note their result or skip it, then the next exercise opens.
   */
  | { readonly name: 'testResult'; readonly measureKey: OutcomeMeasureKey }
  /** Every exercise is done or skipped: pain and difficulty are asked. */
  | { readonly name: 'review' }
  /** The review is given. */
  | { readonly name: 'finished' };

export type PhaseName = PlayerPhase['name'];

/** A step the player finished, to record: its position in the session, seconds, effort. */
export interface FinishedStep {
  readonly position: number;
  /**
   * Whole seconds of series actually run (rests and pauses excluded: the exercise time done, which
   * `stepOutcome` compares with the planned series time); 0 when skipped unstarted.
   */
  readonly durationSeconds: number;
  readonly effort: number | null;
  /** Left before its last series ended. */
  readonly skipped: boolean;
}

export interface PlayerState {
  readonly exercises: readonly PlayerExercise[];
  /** The exercise being played (its position in the session); `exercises.length` at the review. */
  readonly index: number;
  readonly phase: PlayerPhase;
  /** Milliseconds of the current exercise's series already over (rests excluded). */
  readonly exerciseElapsedMs: number;
  /** Steps finished since the player opened, in order. */
  readonly finished: readonly FinishedStep[];
}

export type PlayerAction =
  | { readonly type: 'start'; readonly at: number }
  | { readonly type: 'pause'; readonly at: number }
  | { readonly type: 'resume'; readonly at: number }
  | { readonly type: 'tick'; readonly at: number }
  | { readonly type: 'skipRest'; readonly at: number }
  | { readonly type: 'skipExercise'; readonly at: number }
  | { readonly type: 'answerEffort'; readonly effort: number | null }
  /** The test's result noted, or skipped: on to the next exercise. */
  | { readonly type: 'closeTestResult' }
  | { readonly type: 'reviewed' };

/** Where a player opens: the steps already recorded, and one waiting for its effort, if any. */
export interface PlayerResume {
  /** Steps the API (or the local queue) already holds: the player starts after them. */
  readonly recordedSteps: number;
  /** An exercise finished before a reload whose effort was not given yet. */
  readonly awaitingEffort?: { readonly position: number; readonly durationSeconds: number } | null;
  /** The review is already given (or waiting to be sent). */
  readonly reviewed?: boolean;
}

export function initialPlayerState(
  exercises: readonly PlayerExercise[],
  resume: PlayerResume = { recordedSteps: 0 },
): PlayerState {
  const index = Math.min(Math.max(0, resume.recordedSteps), exercises.length);
  const base = { exercises, index, exerciseElapsedMs: 0, finished: [] };
  if (resume.reviewed) {
    return { ...base, index: exercises.length, phase: { name: 'finished' } };
  }
  const awaiting = resume.awaitingEffort;
  if (awaiting && awaiting.position === index && index < exercises.length) {
    return { ...base, phase: { name: 'effort', durationSeconds: awaiting.durationSeconds } };
  }
  return { ...base, phase: index < exercises.length ? { name: 'intro' } : { name: 'review' } };
}

const running = (durationSeconds: number, at: number): Timer => ({
  durationMs: durationSeconds * 1000,
  elapsedBeforeMs: 0,
  runningSince: at,
});

/** Milliseconds a countdown has run at `at`. */
export function timerElapsedMs(timer: Timer, at: number): number {
  const elapsed =
    timer.runningSince === null
      ? timer.elapsedBeforeMs
      : timer.elapsedBeforeMs + Math.max(0, at - timer.runningSince);
  return Math.min(elapsed, timer.durationMs);
}

/** Whole seconds left, rounded up: a 30 s countdown shows 30 until a full second has passed. */
export function timerRemainingSeconds(timer: Timer, at: number): number {
  return Math.max(0, Math.ceil((timer.durationMs - timerElapsedMs(timer, at)) / 1000));
}

/** The instant a running countdown is due to end; null while paused. */
function dueAt(timer: Timer): number | null {
  return timer.runningSince === null
    ? null
    : timer.runningSince + (timer.durationMs - timer.elapsedBeforeMs);
}

export function currentExercise(state: PlayerState): PlayerExercise | null {
  return state.exercises[state.index] ?? null;
}

/** The countdown of the phase, if it has one. */
export function timerOf(phase: PlayerPhase): Timer | null {
  return phase.name === 'series' || phase.name === 'rest' ? phase.timer : null;
}

/** The same series or rest with another state of its countdown. */
function withTimer(phase: PlayerPhase, timer: Timer): PlayerPhase {
  return phase.name === 'series' || phase.name === 'rest' ? { ...phase, timer } : phase;
}

export function isPaused(state: PlayerState): boolean {
  const timer = timerOf(state.phase);
  return timer !== null && timer.runningSince === null;
}

/** Whole seconds of a step, within what the API takes (the contract's `maxStepDurationSeconds`). */
const toSeconds = (ms: number) =>
  Math.min(maxStepDurationSeconds, Math.max(0, Math.round(ms / 1000)));

/** Leaves the current exercise: records the step (if given) and opens the next one or the review. */
function nextExercise(state: PlayerState, step: FinishedStep | null): PlayerState {
  const index = state.index + 1;
  return {
    ...state,
    index,
    phase: index < state.exercises.length ? { name: 'intro' } : { name: 'review' },
    exerciseElapsedMs: 0,
    finished: step ? [...state.finished, step] : state.finished,
  };
}

/** The countdown of the phase ended at `endedAt`: the next phase starts then. */
function afterCountdown(state: PlayerState, endedAt: number): PlayerState {
  const exercise = currentExercise(state);
  const { phase } = state;
  if (!exercise || (phase.name !== 'series' && phase.name !== 'rest')) {
    return state;
  }
  if (phase.name === 'rest') {
    return {
      ...state,
      phase: {
        name: 'series',
        series: phase.series + 1,
        timer: running(exercise.seriesDurationSeconds, endedAt),
      },
    };
  }
  const exerciseElapsedMs = state.exerciseElapsedMs + phase.timer.durationMs;
  if (phase.series < exercise.seriesCount) {
    return {
      ...state,
      exerciseElapsedMs,
      phase:
        exercise.restBetweenSeriesSeconds > 0
          ? {
              name: 'rest',
              series: phase.series,
              timer: running(exercise.restBetweenSeriesSeconds, endedAt),
            }
          : {
              name: 'series',
              series: phase.series + 1,
              timer: running(exercise.seriesDurationSeconds, endedAt),
            },
    };
  }
  return {
    ...state,
    exerciseElapsedMs,
    phase: { name: 'effort', durationSeconds: toSeconds(exerciseElapsedMs) },
  };
}

/** Moves through every countdown that has ended by `at`. */
function catchUp(state: PlayerState, at: number): PlayerState {
  let current = state;
  for (;;) {
    const timer = timerOf(current.phase);
    const due = timer ? dueAt(timer) : null;
    if (due === null || due > at) {
      return current;
    }
    current = afterCountdown(current, due);
  }
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  const exercise = currentExercise(state);
  const { phase } = state;
  switch (action.type) {
    case 'start': {
      if (phase.name !== 'intro' || !exercise) {
        return state;
      }
      return {
        ...state,
        exerciseElapsedMs: 0,
        phase: {
          name: 'series',
          series: 1,
          timer: running(exercise.seriesDurationSeconds, action.at),
        },
      };
    }
    case 'pause': {
      const caught = catchUp(state, action.at);
      const timer = timerOf(caught.phase);
      if (!timer || timer.runningSince === null) {
        return caught;
      }
      const paused: Timer = {
        ...timer,
        elapsedBeforeMs: timerElapsedMs(timer, action.at),
        runningSince: null,
      };
      return { ...caught, phase: withTimer(caught.phase, paused) };
    }
    case 'resume': {
      const timer = timerOf(phase);
      if (!timer || timer.runningSince !== null) {
        return state;
      }
      return { ...state, phase: withTimer(phase, { ...timer, runningSince: action.at }) };
    }
    case 'tick':
      return catchUp(state, action.at);
    case 'skipRest': {
      const caught = catchUp(state, action.at);
      if (caught.phase.name !== 'rest' || !exercise) {
        return caught;
      }
      return {
        ...caught,
        phase: {
          name: 'series',
          series: caught.phase.series + 1,
          timer: running(exercise.seriesDurationSeconds, action.at),
        },
      };
    }
    case 'skipExercise': {
      const caught = catchUp(state, action.at);
      const name = caught.phase.name;
      if (name !== 'intro' && name !== 'series' && name !== 'rest') {
        return caught;
      }
      const elapsed =
        caught.exerciseElapsedMs +
        (caught.phase.name === 'series' ? timerElapsedMs(caught.phase.timer, action.at) : 0);
      return nextExercise(caught, {
        position: caught.index,
        durationSeconds: toSeconds(elapsed),
        effort: null,
        skipped: true,
      });
    }
    case 'answerEffort': {
      if (phase.name !== 'effort') {
        return state;
      }
      const step: FinishedStep = {
        position: state.index,
        durationSeconds: phase.durationSeconds,
        effort: action.effort,
        skipped: false,
      };
      const measureKey = exercise ? outcomeMeasureOfExercise(exercise.exerciseId) : null;
      if (measureKey) {
        // The step is recorded now; the result is optional and never holds it back.
        return {
          ...state,
          phase: { name: 'testResult', measureKey },
          finished: [...state.finished, step],
        };
      }
      return nextExercise(state, step);
    }
    case 'closeTestResult':
      return phase.name === 'testResult' ? nextExercise(state, null) : state;
    case 'reviewed':
      return phase.name === 'review' ? { ...state, phase: { name: 'finished' } } : state;
  }
}

/**
 * The calm moments of a countdown worth announcing: halfway (countdowns of 40 s or more) and ten
 * seconds left (countdowns over 15 s). 0: none yet; 1: halfway; 2: ten seconds left.
 */
export type Milestone = 0 | 1 | 2;

export function milestoneOf(timer: Timer, at: number): Milestone {
  const total = timer.durationMs / 1000;
  const remaining = timerRemainingSeconds(timer, at);
  if (total > 15 && remaining <= 10) {
    return 2;
  }
  if (total >= 40 && remaining <= Math.floor(total / 2)) {
    return 1;
  }
  return 0;
}

/** The whole session's planned seconds from the current exercise on (what is left to do). */
export function remainingPlannedSeconds(state: PlayerState): number {
  return state.exercises
    .slice(state.index)
    .reduce(
      (sum, exercise) =>
        sum +
        exercise.seriesCount * exercise.seriesDurationSeconds +
        Math.max(0, exercise.seriesCount - 1) * exercise.restBetweenSeriesSeconds,
      0,
    );
}
