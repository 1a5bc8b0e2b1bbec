/**
 * Sessions of the day for the screen stories (self-rehabilitation and player), typed with the
 * contract's types: not assigned, ready, in progress, done (with and without relaunch, with steps
 * skipped or stopped early, with every step skipped), all steps recorded awaiting the review, and
 * a program with a very long name. Exercises come from the
 * library, with their own series.
 */
import { exerciseById } from '@oxilio/domain';
import type { CurrentSession, Session, SessionStep } from '@oxilio/domain/contract';
import { ids } from './fixtures';

export const sessionIds = {
  today: '3f6c1a20-5b7e-4c1d-8a2f-000000005001',
  relaunched: '3f6c1a20-5b7e-4c1d-8a2f-000000005002',
  supervised: '3f6c1a20-5b7e-4c1d-8a2f-000000005003',
  patientProgram: '3f6c1a20-5b7e-4c1d-8a2f-000000005101',
  supervisedPatientProgram: '3f6c1a20-5b7e-4c1d-8a2f-000000005102',
  program: '3f6c1a20-5b7e-4c1d-8a2f-000000005201',
  supervisedProgram: '3f6c1a20-5b7e-4c1d-8a2f-000000005202',
} as const;

export const sessionDay = '2026-03-10';

/** A step as the API plans it from the library, with what the player recorded if given. */
export function stepOf(
  exerciseId: number,
  position: number,
  recorded?: { duration: number; effort?: number | null; at: string },
  video: SessionStep['video'] = null,
): SessionStep {
  const exercise = exerciseById(exerciseId);
  if (!exercise) {
    throw new Error(`No exercise ${exerciseId} in the library`);
  }
  return {
    position,
    exerciseId,
    seriesCount: exercise.seriesCount,
    seriesDurationSeconds: exercise.seriesDurationSeconds,
    restBetweenSeriesSeconds: exercise.restSeconds,
    estimatedDurationSeconds:
      exercise.seriesCount * exercise.seriesDurationSeconds +
      Math.max(0, exercise.seriesCount - 1) * exercise.restSeconds,
    equipment: [...exercise.equipment],
    video,
    durationSeconds: recorded?.duration ?? null,
    effort: recorded?.effort ?? null,
    completedAt: recorded?.at ?? null,
  };
}

/** A session from its steps; counts, duration and equipment computed as the API does. */
export function sessionOf(steps: SessionStep[], values: Partial<Session> = {}): Session {
  const completed = steps.filter((step) => step.completedAt !== null).length;
  return {
    id: sessionIds.today,
    patientId: ids.patient,
    patientProgramId: sessionIds.patientProgram,
    programId: sessionIds.program,
    programName: 'Renforcement et marche',
    isSelfRehabilitation: true,
    day: sessionDay,
    attempt: 1,
    status: completed > 0 ? 'inProgress' : 'ready',
    steps,
    stepCount: steps.length,
    completedStepCount: completed,
    estimatedDurationSeconds: steps.reduce((sum, step) => sum + step.estimatedDurationSeconds, 0),
    equipment: [...new Set(steps.flatMap((step) => step.equipment))].sort((a, b) => a - b),
    launchedAt: completed > 0 ? `${sessionDay}T08:02:00.000Z` : null,
    completedAt: null,
    review: null,
    canRelaunch: false,
    ...values,
  };
}

/** Stretching (2 × 30 s, 15 s rest), arm pedalling, knee extension, a task at the table. */
const plan = [14, 2, 4, 18] as const;

const at = (minute: number) => `${sessionDay}T08:${String(minute).padStart(2, '0')}:00.000Z`;

const ready = sessionOf(plan.map((id, position) => stepOf(id, position)));

/**
 * Seconds for an exercise done in full. The player now records the series time only (rests left
 * out); these fixtures keep series and rests, which read "done" all the same (screenshots
 * unchanged).
 */
const inFull = (id: number) => stepOf(id, 0).estimatedDurationSeconds;

const inProgress = sessionOf(
  plan.map((id, position) =>
    position < 2
      ? stepOf(id, position, { duration: inFull(id), effort: 4, at: at(5 + position * 4) })
      : stepOf(id, position),
  ),
);

const allStepsRecorded = sessionOf(
  plan.map((id, position) =>
    stepOf(id, position, { duration: inFull(id), effort: 5, at: at(5 + position * 4) }),
  ),
);

/** Done and reviewed: two exercises done, the third stopped after 20 s, the last skipped (0 s). */
const doneWithSkipped = sessionOf(
  plan.map((id, position) =>
    stepOf(id, position, {
      duration: position < 2 ? inFull(id) : position === 2 ? 20 : 0,
      effort: position < 3 ? 6 : null,
      at: at(5 + position * 4),
    }),
  ),
  {
    status: 'done',
    completedAt: `${sessionDay}T08:20:00.000Z`,
    review: { pain: 2, difficulty: 3, submittedAt: `${sessionDay}T08:20:00.000Z` },
    canRelaunch: true,
  },
);

/** Done and reviewed with every exercise skipped: it earns nothing. */
const doneAllSkipped = sessionOf(
  plan.map((id, position) => stepOf(id, position, { duration: 0, at: at(5 + position) })),
  {
    status: 'done',
    completedAt: `${sessionDay}T08:09:00.000Z`,
    review: { pain: 1, difficulty: 1, submittedAt: `${sessionDay}T08:09:00.000Z` },
    canRelaunch: true,
  },
);

const done = sessionOf(allStepsRecorded.steps, {
  status: 'done',
  completedAt: `${sessionDay}T08:41:00.000Z`,
  review: { pain: 1, difficulty: 2, submittedAt: `${sessionDay}T08:41:00.000Z` },
  canRelaunch: true,
});

/** The session of the day after a relaunch: a new attempt, nothing recorded yet. */
const relaunched = sessionOf(ready.steps, { id: sessionIds.relaunched, attempt: 2 });

const supervised = sessionOf([stepOf(31, 0), stepOf(12, 1), stepOf(40, 2)], {
  id: sessionIds.supervised,
  patientProgramId: sessionIds.supervisedPatientProgram,
  programId: sessionIds.supervisedProgram,
  programName: 'Équilibre debout (groupe du mardi)',
  isSelfRehabilitation: false,
});

export const sessions = {
  ready,
  inProgress,
  allStepsRecorded,
  done,
  doneNoRelaunch: { ...done, canRelaunch: false },
  doneWithSkipped,
  doneAllSkipped,
  relaunched,
  supervised,
  longName: sessionOf(ready.steps, {
    programName:
      'Programme personnalisé de renforcement des membres inférieurs, d’équilibre debout et de reprise progressive de la marche après hémiparésie droite',
  }),
} satisfies Record<string, Session>;

/** GET Patients/{id}/Sessions/current/{isSelfReeducation} answers. */
export function currentOf(session: Session): CurrentSession {
  return {
    status: session.status,
    isSelfRehabilitation: session.isSelfRehabilitation,
    day: session.day,
    session,
  };
}

export const notAssigned = (isSelfRehabilitation: boolean): CurrentSession => ({
  status: 'notAssigned',
  isSelfRehabilitation,
  day: sessionDay,
  session: null,
});
