import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  goalMetricAverage,
  goalMetricDirection,
  goalMetricKeys,
  goalProgress,
  goalNeedsReview,
  goalReviewDue,
  goalReviewState,
  goalsInPeriod,
  goalStatuses,
  isGoalMetricKey,
  nextGoalStatus,
  type GoalDirection,
  type GoalStatus,
} from './goals';
import { todayIn } from './days';

describe('goalProgress', () => {
  it('is the share of the way from the baseline to the target', () => {
    // 1,500 steps a day, set when the patient walked 500: 1,000 now is half way.
    expect(
      goalProgress({ direction: 'higher', target: 1500, baseline: 500, current: 1000 }),
    ).toEqual({ value: 0.5, targetReached: false });
    // TUG under 13.5 s from 21.5 s: 17.5 s now is half way.
    expect(
      goalProgress({ direction: 'lower', target: 13.5, baseline: 21.5, current: 17.5 }),
    ).toEqual({ value: 0.5, targetReached: false });
  });

  it('is 1 and suggests "achieved" when the target is met, exactly or beyond', () => {
    expect(
      goalProgress({ direction: 'higher', target: 1500, baseline: 500, current: 1500 }),
    ).toEqual({ value: 1, targetReached: true });
    expect(goalProgress({ direction: 'lower', target: 13.5, baseline: 20, current: 12 })).toEqual({
      value: 1,
      targetReached: true,
    });
  });

  it('is 0 at or behind the baseline: a worse value is no negative progress', () => {
    expect(
      goalProgress({ direction: 'higher', target: 1500, baseline: 800, current: 600 }).value,
    ).toBe(0);
    expect(
      goalProgress({ direction: 'lower', target: 13.5, baseline: 20, current: 24 }).value,
    ).toBe(0);
  });

  it('without a baseline, says how close the value is to the target', () => {
    expect(
      goalProgress({ direction: 'higher', target: 200, baseline: null, current: 150 }).value,
    ).toBe(0.75);
    expect(
      goalProgress({ direction: 'lower', target: 15, baseline: null, current: 20 }).value,
    ).toBe(0.75);
  });

  it('says nothing without a current value', () => {
    expect(
      goalProgress({ direction: 'higher', target: 1500, baseline: 500, current: null }),
    ).toEqual({ value: null, targetReached: false });
  });

  const direction = fc.constantFrom<GoalDirection>('higher', 'lower');
  const figure = fc.double({ min: 0, max: 100_000, noNaN: true });

  it('is always within [0, 1], and 1 exactly when the target is reached', () => {
    fc.assert(
      fc.property(
        direction,
        figure,
        fc.option(figure),
        figure,
        (dir, target, baseline, current) => {
          const { value, targetReached } = goalProgress({
            direction: dir,
            target,
            baseline,
            current,
          });
          expect(value).not.toBeNull();
          expect(value!).toBeGreaterThanOrEqual(0);
          expect(value!).toBeLessThanOrEqual(1);
          const reached = dir === 'higher' ? current >= target : current <= target;
          expect(targetReached).toBe(reached);
          if (reached) {
            expect(value).toBe(1);
          } else {
            expect(value).toBeLessThan(1);
          }
        },
      ),
    );
  });

  it('never decreases when the value gets better (same target and baseline)', () => {
    fc.assert(
      fc.property(
        direction,
        figure,
        fc.option(figure),
        figure,
        figure,
        (dir, target, baseline, a, b) => {
          const [worse, better] =
            dir === 'higher' ? [Math.min(a, b), Math.max(a, b)] : [Math.max(a, b), Math.min(a, b)];
          const progressOf = (current: number) =>
            goalProgress({ direction: dir, target, baseline, current }).value!;
          expect(progressOf(better)).toBeGreaterThanOrEqual(progressOf(worse));
        },
      ),
    );
  });
});

describe('goalMetricAverage', () => {
  it('averages a daily volume over the 7 days, a day without data counting as no result', () => {
    expect(goalMetricAverage('StepCount', [1400, null, 1400, 1400, 1400, 1400, 1400])).toEqual({
      value: 1200,
      daysWithData: 6,
      days: 7,
    });
  });

  it('averages a speed over the days with data only', () => {
    expect(goalMetricAverage('WalkSpeed', [0.6, null, 0.8, null, null, null, null])).toEqual({
      value: 0.7,
      daysWithData: 2,
      days: 7,
    });
  });

  it('is null without any day of data', () => {
    expect(goalMetricAverage('StandTime', [null, null, null, null, null, null, null]).value).toBe(
      null,
    );
  });
});

describe('goal metrics and states', () => {
  it('take their direction from the metric (less sitting is better)', () => {
    expect(goalMetricDirection('StepCount')).toBe('higher');
    expect(goalMetricDirection('sittingTime')).toBe('lower');
    expect(goalMetricKeys.every(isGoalMetricKey)).toBe(true);
    expect(isGoalMetricKey('StepTimeCV')).toBe(false);
  });

  it('change only while active, once', () => {
    expect(nextGoalStatus('active', 'achieve')).toBe('achieved');
    expect(nextGoalStatus('active', 'revise')).toBe('revised');
    expect(nextGoalStatus('active', 'drop')).toBe('dropped');
    for (const status of goalStatuses.filter((status) => status !== 'active')) {
      expect(nextGoalStatus(status, 'achieve')).toBeNull();
      expect(nextGoalStatus(status, 'drop')).toBeNull();
    }
  });

  it('is due for review on or after its review date', () => {
    expect(goalReviewDue('2026-12-01', '2026-12-01')).toBe(true);
    expect(goalReviewDue('2026-12-02', '2026-12-01')).toBe(false);
    expect(goalReviewDue(null, '2026-12-01')).toBe(false);
  });
});

describe('a goal to review', () => {
  const today = '2026-12-02';

  it('is "à revoir" while in force from its review date on, in the establishment’s day', () => {
    expect(goalReviewState({ status: 'active', reviewOn: '2026-12-03' }, today)).toBe('upcoming');
    expect(goalReviewState({ status: 'active', reviewOn: today }, today)).toBe('today');
    expect(goalReviewState({ status: 'active', reviewOn: '2026-11-20' }, today)).toBe('passed');
    expect(goalNeedsReview({ status: 'active', reviewOn: today }, today)).toBe(true);
    expect(goalNeedsReview({ status: 'active', reviewOn: '2026-11-20' }, today)).toBe(true);
    expect(goalNeedsReview({ status: 'active', reviewOn: '2026-12-03' }, today)).toBe(false);
  });

  it('is never "à revoir" without a review date or once closed', () => {
    expect(goalReviewState({ status: 'active', reviewOn: null }, today)).toBe('none');
    for (const status of goalStatuses.filter((status) => status !== 'active')) {
      expect(goalReviewState({ status, reviewOn: '2026-11-20' }, today)).toBe('none');
      expect(goalNeedsReview({ status, reviewOn: '2026-11-20' }, today)).toBe(false);
    }
  });

  it('turns due at midnight in the establishment’s time zone, not in UTC', () => {
    // 23:30 UTC on 1 December is already 2 December in Paris.
    const parisToday = todayIn('Europe/Paris', new Date('2026-12-01T23:30:00Z'));
    expect(goalNeedsReview({ status: 'active', reviewOn: '2026-12-02' }, parisToday)).toBe(true);
    const newYorkToday = todayIn('America/New_York', new Date('2026-12-01T23:30:00Z'));
    expect(goalNeedsReview({ status: 'active', reviewOn: '2026-12-02' }, newYorkToday)).toBe(false);
  });
});

describe('the goals of a report', () => {
  const goal = (id: string, status: GoalStatus, setOn: string, closedAt: string | null = null) => ({
    id,
    status,
    setOn,
    closedAt,
  });

  it('lists the goals in force, then those closed during the period in the order they closed', () => {
    const list = [
      goal('later', 'active', '2026-11-10'),
      goal('inForce', 'active', '2026-09-01'),
      goal('setAfter', 'active', '2026-12-01'),
      goal('droppedIn', 'dropped', '2026-08-01', '2026-11-20T10:00:00.000Z'),
      goal('achievedIn', 'achieved', '2026-08-01', '2026-11-05T10:00:00.000Z'),
      goal('revisedBefore', 'revised', '2026-06-01', '2026-10-31T10:00:00.000Z'),
      goal('achievedAfter', 'achieved', '2026-06-01', '2026-12-01T10:00:00.000Z'),
    ];
    expect(goalsInPeriod(list, '2026-11-01', '2026-11-30').map((item) => item.id)).toEqual([
      'inForce',
      'later',
      'achievedIn',
      'droppedIn',
    ]);
  });

  it('reads the day a goal was closed in the establishment’s time zone', () => {
    // 23:30 UTC on 30 November is 1 December in Paris: after a November report.
    const lateEvening = [goal('closed', 'achieved', '2026-10-01', '2026-11-30T23:30:00.000Z')];
    expect(goalsInPeriod(lateEvening, '2026-11-01', '2026-11-30', 'Europe/Paris')).toEqual([]);
    expect(goalsInPeriod(lateEvening, '2026-11-01', '2026-11-30', 'America/New_York')).toHaveLength(
      1,
    );
  });
});
