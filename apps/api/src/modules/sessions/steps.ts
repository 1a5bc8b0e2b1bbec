/**
 * The steps of sessions as the API shows them: the program's plan, with what the player recorded
 * (docs/decisions/api-sessions.md). Used by the sessions service (the views) and by the stars
 * (stats/stars.ts), which judge a session by its steps (docs/decisions/session-outcome.md).
 */
import type { SessionStep } from '@oxilio/domain/contract';
import { concurrently, type DbExecutor } from '../../db/client';
import * as repository from './repository';

type Plan = repository.PlannedExercise[];
type Library = Awaited<ReturnType<typeof repository.libraryExercises>>;

export type Videos = (exerciseId: number) => SessionStep['video'];
export const noVideos: Videos = () => null;

const estimate = (step: {
  seriesCount: number;
  seriesDurationSeconds: number;
  restBetweenSeriesSeconds: number;
}) =>
  step.seriesCount * step.seriesDurationSeconds +
  Math.max(0, step.seriesCount - 1) * step.restBetweenSeriesSeconds;

/** The steps of a session: the program's plan, with what the player recorded. */
export function buildSteps(
  plan: Plan,
  recorded: repository.StepRow[],
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
 * recorded steps, library). A session without a program has the steps it recorded only.
 */
export async function stepsOfSessions(
  executor: DbExecutor,
  sessions: readonly { id: string; programId: string | null }[],
  videos: Videos = noVideos,
): Promise<Map<string, SessionStep[]>> {
  const programIds = [
    ...new Set(sessions.flatMap((session) => (session.programId ? [session.programId] : []))),
  ];
  const [plans, steps] = await concurrently(executor, [
    () => repository.plannedExercises(executor, programIds),
    () =>
      repository.stepsOf(
        executor,
        sessions.map((session) => session.id),
      ),
  ]);
  const library = await repository.libraryExercises(executor, [
    ...new Set(steps.flatMap((step) => (step.exerciseId === null ? [] : [step.exerciseId]))),
  ]);
  const planOf = new Map<string, Plan>();
  for (const exercise of plans) {
    planOf.set(exercise.programId, [...(planOf.get(exercise.programId) ?? []), exercise]);
  }
  const recordedOf = new Map<string, repository.StepRow[]>();
  for (const step of steps) {
    recordedOf.set(step.sessionId, [...(recordedOf.get(step.sessionId) ?? []), step]);
  }
  return new Map(
    sessions.map((session) => [
      session.id,
      buildSteps(
        (session.programId && planOf.get(session.programId)) || [],
        recordedOf.get(session.id) ?? [],
        library,
        videos,
      ),
    ]),
  );
}
