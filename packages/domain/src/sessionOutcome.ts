/**
 * What a session recorded (docs/product.md#stars-ranks-and-tags,
 * docs/decisions/session-outcome.md): the outcome of each step, the session's summary ("4 of 6
 * done, 2 skipped") and whether a completed self-rehabilitation session counts (a WorkoutStar and
 * a SelfRehabilitationCount). The API (stars) and the portal (player, session of the day, history)
 * use these functions; nothing else judges a step.
 *
 * The outcome is derived from what is stored, the seconds the player recorded for the step, and
 * the step's plan: no column holds it.
 */
import { defineMessages, type MessageDescriptor } from './i18n';

/**
 * - done: the step ran at least its planned exercise time;
 * - stoppedEarly: it ran, but less than its planned exercise time;
 * - skipped: recorded with 0 seconds (the player sends 0 for an exercise passed without starting).
 */
export const stepOutcomes = ['done', 'stoppedEarly', 'skipped'] as const;
export type StepOutcome = (typeof stepOutcomes)[number];

/** What the rule reads of a step: its plan and the seconds recorded (null: not recorded yet). */
export interface StepRecord {
  readonly seriesCount: number;
  readonly seriesDurationSeconds: number;
  readonly durationSeconds: number | null;
}

/**
 * A session counts when at least one exercise is done and at least this share of its planned
 * exercise time was done.
 */
export const minimumSessionShare = 0.5;

/**
 * The exercise time a step plans: its series count × series duration. The rests between series
 * are left out, so a patient who skips the rests and does every series has done the step.
 */
export function plannedStepSeconds(
  step: Pick<StepRecord, 'seriesCount' | 'seriesDurationSeconds'>,
) {
  return Math.max(0, step.seriesCount) * Math.max(0, step.seriesDurationSeconds);
}

/** The outcome of a recorded step; null while it is not recorded. */
export function stepOutcome(step: StepRecord): StepOutcome | null {
  if (step.durationSeconds === null) {
    return null;
  }
  if (step.durationSeconds <= 0) {
    return 'skipped';
  }
  return step.durationSeconds < plannedStepSeconds(step) ? 'stoppedEarly' : 'done';
}

export interface SessionOutcome {
  /** Steps of the session (planned, or recorded beyond a shortened plan). */
  readonly total: number;
  readonly done: number;
  readonly stoppedEarly: number;
  /**
   * Steps recorded with 0 seconds, plus, once the session is completed, the steps never recorded
   * (the patient ended the session without them).
   */
  readonly skipped: number;
  /** Steps not recorded yet, while the session is not completed. */
  readonly remaining: number;
  /** The planned exercise time of every step, in seconds. */
  readonly plannedSeconds: number;
  /** The exercise time done: a done step's plan, a stopped step's seconds (at most its plan). */
  readonly doneSeconds: number;
  /** Counts as a self-rehabilitation session: a WorkoutStar and a SelfRehabilitationCount. */
  readonly counts: boolean;
}

/**
 * Whether a session is completed (over): marked done, or given an end time, or reviewed. The
 * review marks a session done and sets its end time at once; older rows (imported or from a
 * device) may carry only one of the three. The API's stars and the session views (`status:
 * 'done'`) and the portal's screens all ask this, on a stored row or on a `Session` of the
 * contract alike.
 */
export function isSessionCompleted(session: {
  readonly status: string;
  readonly completedAt: unknown;
  readonly review: unknown;
}): boolean {
  return (
    session.status === 'done' ||
    (session.completedAt !== null && session.completedAt !== undefined) ||
    (session.review !== null && session.review !== undefined)
  );
}

/**
 * The summary of a session's steps. `completed`: the session is over (reviewed), so a step not
 * recorded was not done. `counts` is only true for a completed session.
 */
export function sessionOutcome(
  steps: readonly StepRecord[],
  { completed }: { completed: boolean },
): SessionOutcome {
  let done = 0;
  let stoppedEarly = 0;
  let skipped = 0;
  let remaining = 0;
  let plannedSeconds = 0;
  let doneSeconds = 0;
  for (const step of steps) {
    const planned = plannedStepSeconds(step);
    plannedSeconds += planned;
    switch (stepOutcome(step)) {
      case 'done':
        done += 1;
        doneSeconds += planned;
        break;
      case 'stoppedEarly':
        stoppedEarly += 1;
        doneSeconds += Math.min(planned, step.durationSeconds ?? 0);
        break;
      case 'skipped':
        skipped += 1;
        break;
      case null:
        if (completed) {
          skipped += 1;
        } else {
          remaining += 1;
        }
        break;
    }
  }
  const counts = completed && done > 0 && doneSeconds >= minimumSessionShare * plannedSeconds;
  return {
    total: steps.length,
    done,
    stoppedEarly,
    skipped,
    remaining,
    plannedSeconds,
    doneSeconds,
    counts,
  };
}

/** Why a completed session does not count; null when it counts (or is not completed). */
export function whyNotCounted(outcome: SessionOutcome): 'nothingDone' | 'underHalf' | null {
  if (outcome.counts) {
    return null;
  }
  return outcome.done === 0 ? 'nothingDone' : 'underHalf';
}

/**
 * The summary read by the patient and the rehabilitator: "4 exercices faits sur 6, 2 passés",
 * with the steps stopped early when there are some. Values: the fields of `SessionOutcome`.
 */
export const sessionOutcomeMessages = defineMessages({
  summary: {
    id: 'domain.session.outcome.summary',
    defaultMessage:
      '{done, plural, one {# exercice fait} other {# exercices faits}} sur {total}{stoppedEarly, plural, =0 {} one {, # arrêté avant la fin} other {, # arrêtés avant la fin}}{skipped, plural, =0 {} one {, # passé} other {, # passés}}',
    description: 'A session: exercises done in full of all, then those stopped early and skipped',
  },
});

/** The outcome of one exercise of a session, as a badge. */
export const stepOutcomeLabel: Readonly<Record<StepOutcome, MessageDescriptor>> = defineMessages({
  done: { id: 'domain.session.step.done', defaultMessage: 'Fait' },
  stoppedEarly: { id: 'domain.session.step.stoppedEarly', defaultMessage: 'Arrêté avant la fin' },
  skipped: { id: 'domain.session.step.skipped', defaultMessage: 'Passé' },
});
