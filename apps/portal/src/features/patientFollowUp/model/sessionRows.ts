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
  return {
    key: session.id ?? `${session.day}-${session.patientProgramId}-${index}`,
    day: session.day,
    program: session.programName,
    isSelfRehabilitation: session.isSelfRehabilitation,
    durationSeconds: durations.length > 0 ? durations.reduce((a, b) => a + b, 0) : null,
    completedSteps: session.completedStepCount,
    steps: session.stepCount,
    effort:
      efforts.length > 0
        ? Math.round((efforts.reduce((a, b) => a + b, 0) / efforts.length) * 10) / 10
        : null,
    pain: session.review?.pain ?? null,
    difficulty: session.review?.difficulty ?? null,
  };
}
