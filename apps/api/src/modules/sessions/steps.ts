/**
 * The steps of sessions as the API shows them: the plan the session was launched with (the
 * program's current plan for an older row without one), with what the player recorded
 * (docs/decisions/api-sessions.md). Used by the sessions service (the views) and by the stars
 * (stats/stars.ts), which judge a session by its steps (docs/decisions/session-outcome.md).
 */
import type { SessionStep } from '@oxilio/domain/contract';
import { concurrently, type DbExecutor } from '../../db/client';
import { parseSessionPlan, type SessionPlanRow } from './plan';
import * as reads from './step-reads';

type Plan = readonly SessionPlanRow[];
type Library = Awaited<ReturnType<typeof reads.libraryExercises>>;

export type Videos = (exerciseId: number) => SessionStep['video'];
export const noVideos: Videos = () => null;

const estimate = (step: {
  seriesCount: number;
  seriesDurationSeconds: number;
  restBetweenSeriesSeconds: number;
}) =>
  step.seriesCount * step.seriesDurationSeconds +
  Math.max(0, step.seriesCount - 1) * step.restBetweenSeriesSeconds;

/** The plan a session is judged by: its own, or the program's current one when it has none. */
export function sessionPlan(stored: unknown, programPlan: Plan): Plan {
  return parseSessionPlan(stored) ?? programPlan;
}

/** The steps of a session: its plan, with what the player recorded. */
export function buildSteps(
  plan: Plan,
  recorded: reads.StepRow[],
  library: Library,
  videos: Videos,
): SessionStep[] {
  const byPosition = new Map(recorded.map((step) => [step.position, step]));
  const count = Math.max(plan.length, ...recorded.map((step) => step.position + 1));
  const steps: SessionStep[] = [];
  for (let position = 0; position < count; position += 1) {
    const planned = plan[position];
    const done = byPosition.get(position);
    // A recorded step names the exercise it was; the program may have changed since.
    const exerciseId = done?.exerciseId ?? planned?.exerciseId;
    if (exerciseId === undefined || exerciseId === null) {
      continue;
    }
    const settings =
      planned && planned.exerciseId === exerciseId ? planned : library.get(exerciseId);
    if (!settings) {
      continue;
    }
    steps.push({
      position,
      exerciseId,
      seriesCount: settings.seriesCount,
      seriesDurationSeconds: settings.seriesDurationSeconds,
      restBetweenSeriesSeconds: settings.restBetweenSeriesSeconds,
      estimatedDurationSeconds: estimate(settings),
      equipment: [...settings.equipment],
      video: videos(exerciseId),
      durationSeconds: done?.durationSeconds ?? null,
      effort: done?.effort ?? null,
      completedAt: done ? done.submittedAt.toISOString() : null,
    });
  }
  return steps;
}

/**
 * The steps of several sessions, by session id: three queries whatever their number (plans,
 * recorded steps, library). Each session is judged by the plan it keeps (`plan`); the program's
 * current plan stands in for a row without one. A session without either has the steps it
 * recorded only.
 */
export async function stepsOfSessions(
  executor: DbExecutor,
  sessions: readonly { id: string; programId: string | null; plan?: unknown }[],
  videos: Videos = noVideos,
): Promise<Map<string, SessionStep[]>> {
  const kept = new Map(sessions.map((session) => [session.id, parseSessionPlan(session.plan)]));
  const programIds = [
    ...new Set(
      sessions.flatMap((session) =>
        session.programId && !kept.get(session.id) ? [session.programId] : [],
      ),
    ),
  ];
  const [plans, steps] = await concurrently(executor, [
    () => reads.plannedExercises(executor, programIds),
    () =>
      reads.stepsOf(
        executor,
        sessions.map((session) => session.id),
      ),
  ]);
  const library = await reads.libraryExercises(executor, [
    ...new Set(steps.flatMap((step) => (step.exerciseId === null ? [] : [step.exerciseId]))),
  ]);
  const planOf = new Map<string, Plan>();
  for (const exercise of plans) {
    planOf.set(exercise.programId, [...(planOf.get(exercise.programId) ?? []), exercise]);
  }
  const recordedOf = new Map<string, reads.StepRow[]>();
  for (const step of steps) {
    recordedOf.set(step.sessionId, [...(recordedOf.get(step.sessionId) ?? []), step]);
  }
  return new Map(
    sessions.map((session) => [
      session.id,
      buildSteps(
        kept.get(session.id) ?? ((session.programId && planOf.get(session.programId)) || []),
        recordedOf.get(session.id) ?? [],
        library,
        videos,
      ),
    ]),
  );
}
