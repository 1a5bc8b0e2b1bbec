import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isSessionCompleted,
  minimumSessionShare,
  plannedStepSeconds,
  sessionOutcome,
  stepOutcome,
  whyNotCounted,
  type StepRecord,
} from './sessionOutcome';

/** 3 series of 30 s: 90 s of exercise planned (rests left out). */
const step = (durationSeconds: number | null): StepRecord => ({
  seriesCount: 3,
  seriesDurationSeconds: 30,
  durationSeconds,
});

describe('stepOutcome', () => {
  it('reads 0 seconds as skipped, less than the plan as stopped early, the plan or more as done', () => {
    expect(plannedStepSeconds(step(null))).toBe(90);
    expect(stepOutcome(step(0))).toBe('skipped');
    expect(stepOutcome(step(1))).toBe('stoppedEarly');
    expect(stepOutcome(step(89))).toBe('stoppedEarly');
    // Every series with the rests skipped is done; with the rests taken too.
    expect(stepOutcome(step(90))).toBe('done');
    expect(stepOutcome(step(120))).toBe('done');
  });

  it('has no outcome before the step is recorded', () => {
    expect(stepOutcome(step(null))).toBeNull();
  });
});

describe('sessionOutcome', () => {
  it('counts "4 of 6 done, 2 skipped"', () => {
    const outcome = sessionOutcome([step(90), step(100), step(0), step(90), step(0), step(95)], {
      completed: true,
    });
    expect(outcome).toMatchObject({ total: 6, done: 4, stoppedEarly: 0, skipped: 2, remaining: 0 });
    expect(outcome.counts).toBe(true);
  });

  it('a session with every exercise skipped does not count', () => {
    const outcome = sessionOutcome(
      Array.from({ length: 6 }, () => step(0)),
      { completed: true },
    );
    expect(outcome).toMatchObject({ done: 0, skipped: 6, doneSeconds: 0, counts: false });
  });

  it('says why a completed session does not count', () => {
    const completed = { completed: true };
    expect(whyNotCounted(sessionOutcome([step(0), step(0)], completed))).toBe('nothingDone');
    expect(whyNotCounted(sessionOutcome([step(89), step(89)], completed))).toBe('nothingDone');
    expect(whyNotCounted(sessionOutcome([step(90), step(0), step(0)], completed))).toBe(
      'underHalf',
    );
    expect(whyNotCounted(sessionOutcome([step(90), step(0)], completed))).toBeNull();
  });

  it('a session stopped early everywhere does not count, however long it ran', () => {
    const outcome = sessionOutcome([step(89), step(89)], { completed: true });
    expect(outcome).toMatchObject({ done: 0, stoppedEarly: 2, doneSeconds: 178, counts: false });
  });

  it('counts a partly done session from half of its planned exercise time', () => {
    // 1 done of 4 (90 s) + 1 stopped at 45 s: 135 s of 360 s, under half.
    expect(sessionOutcome([step(90), step(45), step(0), step(0)], { completed: true }).counts).toBe(
      false,
    );
    // 1 done + 1 stopped a second short: 179 s of 360 s, still under half.
    expect(sessionOutcome([step(90), step(89), step(0), step(0)], { completed: true }).counts).toBe(
      false,
    );
    // 2 done of 4: exactly half.
    expect(sessionOutcome([step(90), step(90), step(0), step(0)], { completed: true }).counts).toBe(
      true,
    );
  });

  it('a stopped step counts for its seconds, never beyond its plan', () => {
    const planned = { seriesCount: 1, seriesDurationSeconds: 60 };
    const outcome = sessionOutcome(
      [
        { ...planned, durationSeconds: 30 },
        { ...planned, durationSeconds: 600 },
      ],
      { completed: true },
    );
    expect(outcome).toMatchObject({ done: 1, stoppedEarly: 1, doneSeconds: 90 });
  });

  it('steps not recorded are still to do in a session in progress, skipped in a completed one', () => {
    const steps = [step(90), step(null), step(null)];
    expect(sessionOutcome(steps, { completed: false })).toMatchObject({
      done: 1,
      skipped: 0,
      remaining: 2,
      counts: false,
    });
    expect(sessionOutcome(steps, { completed: true })).toMatchObject({
      done: 1,
      skipped: 2,
      remaining: 0,
      counts: false,
    });
  });

  it('holds for any planned and recorded durations (property)', () => {
    const record = fc.record({
      seriesCount: fc.integer({ min: 1, max: 10 }),
      seriesDurationSeconds: fc.integer({ min: 1, max: 600 }),
      durationSeconds: fc.option(fc.integer({ min: 0, max: 7200 }), { nil: null }),
    });
    fc.assert(
      fc.property(fc.array(record, { maxLength: 20 }), fc.boolean(), (steps, completed) => {
        const outcome = sessionOutcome(steps, { completed });
        // Every step is in exactly one count.
        expect(outcome.done + outcome.stoppedEarly + outcome.skipped + outcome.remaining).toBe(
          steps.length,
        );
        expect(outcome.total).toBe(steps.length);
        expect(outcome.done).toBe(steps.filter((s) => stepOutcome(s) === 'done').length);
        expect(outcome.remaining).toBe(
          completed ? 0 : steps.filter((s) => s.durationSeconds === null).length,
        );
        // The time done is never more than planned.
        expect(outcome.doneSeconds).toBeLessThanOrEqual(outcome.plannedSeconds);
        // Nothing done: no star, no count.
        if (outcome.done === 0) {
          expect(outcome.counts).toBe(false);
        }
        // Only a completed session counts, and only from half of its planned time.
        if (outcome.counts) {
          expect(completed).toBe(true);
          expect(outcome.doneSeconds).toBeGreaterThanOrEqual(
            minimumSessionShare * outcome.plannedSeconds,
          );
        }
        // Every step done: the session counts once completed.
        if (completed && steps.length > 0 && outcome.done === steps.length) {
          expect(outcome.counts).toBe(true);
        }
      }),
    );
  });
});

describe('isSessionCompleted', () => {
  it('is completed when done, ended or reviewed, whichever is stored', () => {
    const open = { status: 'inProgress', completedAt: null, review: null };
    expect(isSessionCompleted(open)).toBe(false);
    expect(isSessionCompleted({ ...open, status: 'launched' })).toBe(false);
    expect(isSessionCompleted({ ...open, status: 'done' })).toBe(true);
    expect(isSessionCompleted({ ...open, completedAt: '2026-11-27T09:00:00.000Z' })).toBe(true);
    expect(isSessionCompleted({ ...open, completedAt: new Date() })).toBe(true);
    expect(isSessionCompleted({ ...open, review: { pain: 0, difficulty: 2 } })).toBe(true);
    expect(isSessionCompleted({ ...open, review: 'a review id' })).toBe(true);
  });
});
