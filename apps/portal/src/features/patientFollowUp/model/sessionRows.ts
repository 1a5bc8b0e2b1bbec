import {
  isSessionCompleted,
  sessionOutcome,
  whyNotCounted,
  type SessionOutcome,
} from '@oxilio/domain';
import type { Session } from '@oxilio/domain/contract';

/** One line of the sessions history: what the rehabilitator reads of a session. */
export interface SessionRow {
  key: string;
  day: string;
  program: string;
  isSelfRehabilitation: boolean;
  /** Seconds recorded by the player over the steps done; null when none. */
  durationSeconds: number | null;
  completedSteps: number;
  steps: number;
  /** What the steps recorded (done, stopped early, skipped), by the domain rule. */
  outcome: SessionOutcome;
  /** Why a completed session does not count (no star, no count); null when it counts or is open. */
  notCounted: 'nothingDone' | 'underHalf' | null;
  /** Mean effort (1-10) of the steps that have one, one decimal; null when none. */
  effort: number | null;
  pain: number | null;
  difficulty: number | null;
}

export function sessionRowOf(session: Session, index: number): SessionRow {
  const durations = session.steps
    .map((step) => step.durationSeconds)
    .filter((value): value is number => value !== null);
  const efforts = session.steps
    .map((step) => step.effort)
    .filter((value): value is number => value !== null);
  const completed = isSessionCompleted(session);
  const outcome = sessionOutcome(session.steps, { completed });
  return {
    key: session.id ?? `${session.day}-${session.patientProgramId}-${index}`,
    day: session.day,
    program: session.programName,
    isSelfRehabilitation: session.isSelfRehabilitation,
    durationSeconds: durations.length > 0 ? durations.reduce((a, b) => a + b, 0) : null,
    completedSteps: session.completedStepCount,
    steps: session.stepCount,
    outcome,
    // Only a self-rehabilitation session earns stars and counts: a supervised one is never
    // "not counted".
    notCounted: completed && session.isSelfRehabilitation ? whyNotCounted(outcome) : null,
    effort:
      efforts.length > 0
        ? Math.round((efforts.reduce((a, b) => a + b, 0) / efforts.length) * 10) / 10
        : null,
    pain: session.review?.pain ?? null,
    difficulty: session.review?.difficulty ?? null,
  };
}
