import { stepOutcome } from '@oxilio/domain';
import { describe, expect, it } from 'vitest';
import {
  initialPlayerState,
  isPaused,
  milestoneOf,
  playerReducer,
  remainingPlannedSeconds,
  timerOf,
  timerRemainingSeconds,
  type PlayerAction,
  type PlayerExercise,
  type PlayerState,
} from './playerMachine';

/** Two exercises: 2 series of 30 s with 20 s rest, then 3 series of 10 s without rest. */
const exercises: PlayerExercise[] = [
  { exerciseId: 2, seriesCount: 2, seriesDurationSeconds: 30, restBetweenSeriesSeconds: 20 },
  { exerciseId: 14, seriesCount: 3, seriesDurationSeconds: 10, restBetweenSeriesSeconds: 0 },
];

const s = 1000;

function play(state: PlayerState, ...actions: PlayerAction[]): PlayerState {
  return actions.reduce(playerReducer, state);
}

function remaining(state: PlayerState, at: number): number | null {
  const timer = timerOf(state.phase);
  return timer ? timerRemainingSeconds(timer, at) : null;
}

describe('the session player machine', () => {
  it('opens on the first exercise, not started', () => {
    const state = initialPlayerState(exercises);
    expect(state.index).toBe(0);
    expect(state.phase).toEqual({ name: 'intro' });
    expect(state.finished).toEqual([]);
  });

  it('runs series, rest and series, then asks the effort with the series seconds run', () => {
    let state = play(initialPlayerState(exercises), { type: 'start', at: 1_000 });
    expect(state.phase).toMatchObject({ name: 'series', series: 1 });
    expect(remaining(state, 1_000)).toBe(30);
    expect(remaining(state, 1_000 + 0.5 * s)).toBe(30);
    expect(remaining(state, 1_000 + 12 * s)).toBe(18);

    state = play(state, { type: 'tick', at: 1_000 + 30 * s });
    expect(state.phase).toMatchObject({ name: 'rest', series: 1 });
    expect(remaining(state, 1_000 + 30 * s)).toBe(20);

    state = play(state, { type: 'tick', at: 1_000 + 50 * s });
    expect(state.phase).toMatchObject({ name: 'series', series: 2 });

    state = play(state, { type: 'tick', at: 1_000 + 80 * s });
    // 2 series of 30 s: the 20 s rest is not exercise time.
    expect(state.phase).toEqual({ name: 'effort', durationSeconds: 60 });
    expect(state.finished).toEqual([]);
  });

  it('records the step with its effort and opens the next exercise', () => {
    const state = play(
      initialPlayerState(exercises),
      { type: 'start', at: 0 },
      { type: 'tick', at: 80 * s },
      { type: 'answerEffort', effort: 6 },
    );
    expect(state.finished).toEqual([
      { position: 0, durationSeconds: 60, effort: 6, skipped: false },
    ]);
    expect(state.index).toBe(1);
    expect(state.phase).toEqual({ name: 'intro' });
  });

  it('lands in the right phase after a long jump of the clock (a background tab, a test)', () => {
    const state = play(
      initialPlayerState(exercises),
      { type: 'start', at: 0 },
      // 35 s: series 1 over at 30 s, 5 s into the rest.
      { type: 'tick', at: 35 * s },
    );
    expect(state.phase).toMatchObject({ name: 'rest', series: 1 });
    expect(remaining(state, 35 * s)).toBe(15);
    // Much later: the exercise is over, and the effort question waits for the patient.
    expect(play(state, { type: 'tick', at: 10 * 60 * s }).phase).toEqual({
      name: 'effort',
      durationSeconds: 60,
    });
  });

  it('goes straight from series to series when there is no rest', () => {
    const state = play(
      initialPlayerState(exercises, { recordedSteps: 1 }),
      { type: 'start', at: 0 },
      { type: 'tick', at: 10 * s },
    );
    expect(state.phase).toMatchObject({ name: 'series', series: 2 });
    expect(play(state, { type: 'tick', at: 30 * s }).phase).toEqual({
      name: 'effort',
      durationSeconds: 30,
    });
  });

  it('stops the countdown during a pause and leaves the pause out of the duration', () => {
    let state = play(
      initialPlayerState(exercises),
      { type: 'start', at: 0 },
      { type: 'pause', at: 10 * s },
    );
    expect(isPaused(state)).toBe(true);
    // Five minutes of pause: nothing moves.
    state = play(state, { type: 'tick', at: 310 * s });
    expect(state.phase).toMatchObject({ name: 'series', series: 1 });
    expect(remaining(state, 310 * s)).toBe(20);

    state = play(state, { type: 'resume', at: 310 * s });
    expect(isPaused(state)).toBe(false);
    expect(remaining(state, 320 * s)).toBe(10);
    state = play(state, { type: 'tick', at: 330 * s }, { type: 'tick', at: 380 * s });
    expect(state.phase).toEqual({ name: 'effort', durationSeconds: 60 });
  });

  it('pauses during a rest too', () => {
    const state = play(
      initialPlayerState(exercises),
      { type: 'start', at: 0 },
      { type: 'pause', at: 35 * s },
    );
    expect(state.phase).toMatchObject({ name: 'rest', series: 1 });
    expect(isPaused(state)).toBe(true);
    expect(remaining(state, 100 * s)).toBe(15);
  });

  it('ignores pause and resume where there is no countdown, and a second resume', () => {
    const intro = initialPlayerState(exercises);
    expect(play(intro, { type: 'pause', at: 5 })).toBe(intro);
    expect(play(intro, { type: 'resume', at: 5 })).toBe(intro);
    const runningState = play(intro, { type: 'start', at: 0 });
    expect(play(runningState, { type: 'resume', at: 5 })).toBe(runningState);
  });

  it('starts the next series at once when the rest is skipped; the rest is no exercise time', () => {
    const state = play(
      initialPlayerState(exercises),
      { type: 'start', at: 0 },
      { type: 'skipRest', at: 36 * s },
    );
    expect(state.phase).toMatchObject({ name: 'series', series: 2 });
    expect(remaining(state, 36 * s)).toBe(30);
    expect(play(state, { type: 'tick', at: 66 * s }).phase).toEqual({
      name: 'effort',
      durationSeconds: 60,
    });
  });

  it('skips an exercise not started as a step of 0 s without effort', () => {
    const state = play(initialPlayerState(exercises), { type: 'skipExercise', at: 0 });
    expect(state.finished).toEqual([
      { position: 0, durationSeconds: 0, effort: null, skipped: true },
    ]);
    expect(state.index).toBe(1);
    expect(state.phase).toEqual({ name: 'intro' });
  });

  it('skips an exercise in progress with the series seconds actually run', () => {
    const duringRest = play(
      initialPlayerState(exercises),
      { type: 'start', at: 0 },
      { type: 'tick', at: 40 * s },
      { type: 'skipExercise', at: 42 * s },
    );
    expect(duringRest.finished).toEqual([
      { position: 0, durationSeconds: 30, effort: null, skipped: true },
    ]);
    const duringSeries = play(
      initialPlayerState(exercises),
      { type: 'start', at: 0 },
      { type: 'tick', at: 55 * s },
      { type: 'skipExercise', at: 62 * s },
    );
    expect(duringSeries.finished).toEqual([
      { position: 0, durationSeconds: 42, effort: null, skipped: true },
    ]);
  });

  it('records a step left after 2 of 3 series and their rests as stopped early', () => {
    const plan = { exerciseId: 2, seriesCount: 3, seriesDurationSeconds: 30 };
    const state = play(
      initialPlayerState([{ ...plan, restBetweenSeriesSeconds: 30 }]),
      { type: 'start', at: 0 },
      // Series 1, rest, series 2, rest: 120 s on the clock, 60 s of exercise.
      { type: 'tick', at: 120 * s },
      { type: 'skipExercise', at: 120 * s },
    );
    const [step] = state.finished;
    expect(step).toEqual({ position: 0, durationSeconds: 60, effort: null, skipped: true });
    expect(stepOutcome({ ...plan, durationSeconds: step!.durationSeconds })).toBe('stoppedEarly');
  });

  it('opens the review after the last exercise, and finishes once reviewed', () => {
    let state = play(
      initialPlayerState(exercises, { recordedSteps: 1 }),
      { type: 'start', at: 0 },
      { type: 'tick', at: 30 * s },
      { type: 'answerEffort', effort: null },
    );
    expect(state.finished).toEqual([
      { position: 1, durationSeconds: 30, effort: null, skipped: false },
    ]);
    expect(state.phase).toEqual({ name: 'review' });
    expect(state.index).toBe(2);
    state = play(state, { type: 'reviewed' });
    expect(state.phase).toEqual({ name: 'finished' });
  });

  it('resumes after the steps already recorded (a reload loses no finished step)', () => {
    expect(initialPlayerState(exercises, { recordedSteps: 1 })).toMatchObject({
      index: 1,
      phase: { name: 'intro' },
    });
    expect(initialPlayerState(exercises, { recordedSteps: 2 })).toMatchObject({
      index: 2,
      phase: { name: 'review' },
    });
    expect(initialPlayerState(exercises, { recordedSteps: 2, reviewed: true }).phase).toEqual({
      name: 'finished',
    });
  });

  it('asks again the effort of an exercise finished just before a reload', () => {
    const state = initialPlayerState(exercises, {
      recordedSteps: 1,
      awaitingEffort: { position: 1, durationSeconds: 29 },
    });
    expect(state.phase).toEqual({ name: 'effort', durationSeconds: 29 });
    // An effort kept for another position is stale: the exercise opens normally.
    expect(
      initialPlayerState(exercises, {
        recordedSteps: 1,
        awaitingEffort: { position: 0, durationSeconds: 29 },
      }).phase,
    ).toEqual({ name: 'intro' });
  });

  it('ignores actions that do not fit the phase', () => {
    const intro = initialPlayerState(exercises);
    expect(play(intro, { type: 'answerEffort', effort: 3 })).toBe(intro);
    expect(play(intro, { type: 'reviewed' })).toBe(intro);
    expect(play(intro, { type: 'skipRest', at: 0 })).toEqual(intro);
    const review = initialPlayerState(exercises, { recordedSteps: 2 });
    expect(play(review, { type: 'start', at: 0 })).toBe(review);
    expect(play(review, { type: 'skipExercise', at: 0 })).toEqual(review);
  });

  it('caps a step at the two hours the API takes', () => {
    const long: PlayerExercise[] = [
      { exerciseId: 2, seriesCount: 3, seriesDurationSeconds: 3000, restBetweenSeriesSeconds: 0 },
    ];
    const state = play(
      initialPlayerState(long),
      { type: 'start', at: 0 },
      { type: 'tick', at: 9000 * s },
    );
    expect(state.phase).toEqual({ name: 'effort', durationSeconds: 7200 });
  });

  it('names the calm moments to announce: halfway, then ten seconds left', () => {
    const state = play(initialPlayerState(exercises), { type: 'start', at: 0 });
    const timer = timerOf(state.phase)!;
    expect(milestoneOf(timer, 0)).toBe(0);
    expect(milestoneOf(timer, 19 * s)).toBe(0);
    expect(milestoneOf(timer, 20 * s)).toBe(2);
    const long = timerOf(
      play(
        initialPlayerState([
          { exerciseId: 2, seriesCount: 1, seriesDurationSeconds: 60, restBetweenSeriesSeconds: 0 },
        ]),
        { type: 'start', at: 0 },
      ).phase,
    )!;
    expect(milestoneOf(long, 29 * s)).toBe(0);
    expect(milestoneOf(long, 30 * s)).toBe(1);
    expect(milestoneOf(long, 50 * s)).toBe(2);
  });

  it('says how much planned time is left from the current exercise on', () => {
    expect(remainingPlannedSeconds(initialPlayerState(exercises))).toBe(80 + 30);
    expect(remainingPlannedSeconds(initialPlayerState(exercises, { recordedSteps: 1 }))).toBe(30);
  });

  describe('a clinical test that is a catalogued test', () => {
    /** The Timed Up and Go (exercise 81, one 60 s series), then exercise 2. */
    const withTest: PlayerExercise[] = [
      { exerciseId: 81, seriesCount: 1, seriesDurationSeconds: 60, restBetweenSeriesSeconds: 0 },
      exercises[0]!,
    ];

    it('records the step, then offers to note the result before the next exercise', () => {
      const ended = play(
        initialPlayerState(withTest),
        { type: 'start', at: 0 },
        { type: 'tick', at: 60 * s },
        { type: 'answerEffort', effort: 4 },
      );
      expect(ended.phase).toEqual({ name: 'testResult', measureKey: 'timedUpAndGo' });
      expect(ended.index).toBe(0);
      expect(ended.finished).toEqual([
        { position: 0, durationSeconds: 60, effort: 4, skipped: false },
      ]);
      const next = play(ended, { type: 'closeTestResult' });
      expect(next.index).toBe(1);
      expect(next.phase).toEqual({ name: 'intro' });
      // The step is not recorded twice.
      expect(next.finished).toHaveLength(1);
    });

    it('never offers it for a skipped test, nor for an exercise that is no catalogued test', () => {
      const skipped = play(
        initialPlayerState(withTest),
        { type: 'start', at: 0 },
        { type: 'skipExercise', at: 10 * s },
      );
      expect(skipped.phase).toEqual({ name: 'intro' });
      expect(skipped.index).toBe(1);
      const chairStand = play(
        initialPlayerState([
          {
            exerciseId: 84,
            seriesCount: 1,
            seriesDurationSeconds: 30,
            restBetweenSeriesSeconds: 0,
          },
        ]),
        { type: 'start', at: 0 },
        { type: 'tick', at: 30 * s },
        { type: 'answerEffort', effort: null },
      );
      expect(chairStand.phase).toEqual({ name: 'review' });
    });

    it('ignores closing the result outside its question', () => {
      const intro = initialPlayerState(withTest);
      expect(play(intro, { type: 'closeTestResult' })).toBe(intro);
    });
  });
});
