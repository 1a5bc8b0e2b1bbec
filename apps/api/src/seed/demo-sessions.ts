/**
 * The demo patient's sessions beyond the history `assignProgram` simulates
 * (docs/decisions/api-demo-data.md): so that the player and the rehabilitator's screens show every
 * state of a session with real data,
 *
 * - the supervised program's session of today is **in progress**: the first two exercises were done
 *   in the player this morning (steps with their effort, an opening of the player), the rest waits;
 * - yesterday's self-rehabilitation session was **relaunched**: a first attempt reviewed with its
 *   last two exercises skipped (the simulated history's session of that morning, or one made
 *   here), then a second attempt done in full and reviewed too;
 *
 * while today's self-rehabilitation session stays ready to launch (`todayAssigned`).
 */
import { randomUUID } from 'node:crypto';
import { exerciseById } from '@oxilio/domain';
import { addDays } from '@oxilio/domain';
import { at, sessionPlanOf, type SeedBuilder } from './builder';

export interface DemoPrograms {
  patientId: string;
  /** The self-rehabilitation patient program and its exercises. */
  self: { patientProgramId: string; exerciseIds: readonly number[] };
  /** The supervised patient program and its exercises. */
  supervised: { patientProgramId: string; exerciseIds: readonly number[] };
}

const minute = 60_000;

/**
 * Recorded steps of the first `count` exercises, one after the other from `start`: done in full
 * (the series time, rests left out, as the player records it), except the positions in `skipped`
 * (0 s).
 */
function recordSteps(
  b: SeedBuilder,
  sessionId: string,
  exerciseIds: readonly number[],
  count: number,
  start: Date,
  efforts: readonly number[],
  skipped: readonly number[] = [],
): Date {
  let time = start.getTime();
  exerciseIds.slice(0, count).forEach((exerciseId, position) => {
    const exercise = exerciseById(exerciseId);
    const planned = exercise ? exercise.seriesCount * exercise.seriesDurationSeconds : 120;
    const rests = exercise ? Math.max(0, exercise.seriesCount - 1) * exercise.restSeconds : 0;
    const skip = skipped.includes(position);
    const durationSeconds = skip ? 0 : planned;
    time += (skip ? 0 : planned + rests) * 1000 + 30_000;
    b.rows.sessionSteps.push({
      sessionId,
      position,
      exerciseId,
      durationSeconds,
      effort: skip ? null : (efforts[position % efforts.length] ?? null),
      submittedAt: new Date(time),
    });
  });
  return new Date(time);
}

/** A session done and reviewed on `day`, started at `startHour` (UTC), recorded in full. */
function doneSession(
  b: SeedBuilder,
  values: {
    patientId: string;
    patientProgramId: string;
    exerciseIds: readonly number[];
    day: string;
    startHour: number;
    pain: number;
    difficulty: number;
    efforts: readonly number[];
    /** Positions of the exercises skipped. */
    skipped?: readonly number[];
  },
) {
  const id = randomUUID();
  const launchedAt = at(values.day, values.startHour);
  const completedAt = recordSteps(
    b,
    id,
    values.exerciseIds,
    values.exerciseIds.length,
    launchedAt,
    values.efforts,
    values.skipped,
  );
  b.rows.sessions.push({
    id,
    patientId: values.patientId,
    patientProgramId: values.patientProgramId,
    isSelfRehabilitation: true,
    status: 'done',
    day: values.day,
    launchedAt,
    completedAt,
    createdAt: new Date(launchedAt.getTime() - minute),
    plan: sessionPlanOf(values.exerciseIds),
  });
  b.rows.sessionReviews.push({
    sessionId: id,
    pain: values.pain,
    difficulty: values.difficulty,
    submittedAt: new Date(completedAt.getTime() + minute),
  });
  b.rows.sessionPlayerHours.push({
    sessionId: id,
    openingTime: new Date(launchedAt.getTime() - minute),
    closureTime: new Date(completedAt.getTime() + 2 * minute),
    hasRc: true,
  });
}

export function addDemoSessions(
  b: SeedBuilder,
  { today, now, programs }: { today: string; now: Date; programs: DemoPrograms },
): void {
  const { patientId } = programs;

  // Today, the supervised program: two exercises done twenty minutes ago, the rest to do.
  const supervisedId = randomUUID();
  const launchedAt = new Date(now.getTime() - 20 * minute);
  recordSteps(b, supervisedId, programs.supervised.exerciseIds, 2, launchedAt, [4, 6]);
  b.rows.sessions.push({
    id: supervisedId,
    patientId,
    patientProgramId: programs.supervised.patientProgramId,
    isSelfRehabilitation: false,
    status: 'launched',
    day: today,
    launchedAt,
    createdAt: new Date(launchedAt.getTime() - minute),
    plan: sessionPlanOf(programs.supervised.exerciseIds),
  });
  b.rows.sessionPlayerHours.push({
    sessionId: supervisedId,
    openingTime: new Date(launchedAt.getTime() - minute),
    closureTime: new Date(now.getTime() - 5 * minute),
    hasRc: true,
  });

  // Yesterday, self-rehabilitation: done in the morning, relaunched and done again in the
  // afternoon (after any session the simulated history already put on that day).
  const yesterday = addDays(today, -1);
  const self = programs.self;
  const earlier = b.rows.sessions.filter(
    (session) => session.patientProgramId === self.patientProgramId && session.day === yesterday,
  );
  const tooHard =
    self.exerciseIds.length > 2 ? [self.exerciseIds.length - 2, self.exerciseIds.length - 1] : [];
  if (earlier.length > 0) {
    // The simulated morning session: its last two exercises skipped ("4 of 6 done, 2 skipped").
    for (const step of b.rows.sessionSteps) {
      if (step.sessionId === earlier[0]!.id && tooHard.includes(step.position)) {
        step.durationSeconds = 0;
        step.effort = null;
      }
    }
  } else {
    doneSession(b, {
      patientId,
      ...self,
      day: yesterday,
      startHour: 8,
      pain: 2,
      difficulty: 3,
      efforts: [6, 7, 7, 8],
      // Too hard that morning: the last two exercises skipped ("4 of 6 done, 2 skipped").
      skipped: tooHard,
    });
  }
  doneSession(b, {
    patientId,
    ...self,
    day: yesterday,
    startHour: 15,
    // "No pain": an answer of its own (issue 22).
    pain: 0,
    difficulty: 2,
    efforts: [4, 5, 5, 6],
  });
}
