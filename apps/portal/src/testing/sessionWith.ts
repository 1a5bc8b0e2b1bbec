/**
 * A completed self-rehabilitation session as the API gives it, for the tests that judge sessions
 * by the domain's rule (docs/decisions/session-outcome.md).
 */
import type { Session, SessionStep } from '@oxilio/domain/contract';

export const sessionDay = '2026-03-10';
const day = sessionDay;

/** A session of `durations.length` steps of 3 series of 30 s (90 s planned), as the API gives it. */
export function sessionWith(
  durations: readonly (number | null)[],
  values: Partial<Session> = {},
): Session {
  const steps: SessionStep[] = durations.map((durationSeconds, position) => ({
    position,
    exerciseId: 2,
    seriesCount: 3,
    seriesDurationSeconds: 30,
    restBetweenSeriesSeconds: 30,
    estimatedDurationSeconds: 150,
    equipment: [],
    video: null,
    durationSeconds,
    effort: null,
    completedAt: durationSeconds === null ? null : `${day}T08:10:00.000Z`,
  }));
  return {
    id: '3f6c1a20-5b7e-4c1d-8a2f-000000009001',
    patientId: '7b0f3a52-8f8e-4f55-9a55-2f1a3c1d9e01',
    patientProgramId: '3f6c1a20-5b7e-4c1d-8a2f-000000009101',
    programId: '3f6c1a20-5b7e-4c1d-8a2f-000000009201',
    programName: 'Renforcement et marche',
    isSelfRehabilitation: true,
    day,
    attempt: 1,
    status: 'done',
    steps,
    stepCount: steps.length,
    completedStepCount: steps.filter((step) => step.durationSeconds !== null).length,
    estimatedDurationSeconds: 150 * steps.length,
    equipment: [],
    launchedAt: `${day}T08:00:00.000Z`,
    completedAt: `${day}T08:30:00.000Z`,
    review: { pain: 1, difficulty: 2, submittedAt: `${day}T08:30:00.000Z` },
    canRelaunch: false,
    ...values,
  };
}
