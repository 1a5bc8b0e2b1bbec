/**
 * Handler sets of the session screens' stories: the session of the day (self-rehabilitation and
 * supervised) and the player's writes, answered as the API does.
 */
import { endpoints, type CurrentSession, type Session } from '@oxilio/domain/contract';
import { answer, empty } from './handlers';
import { ids } from './fixtures';
import { notAssigned } from './sessionFixtures';

const { current, step, review, playerOpenHours } = endpoints.sessions;

/** PATCH .../Sessions/{id}/PlayerOpenHours: the opening (or its closure) echoed as the API does. */
export const playerOpenHoursEcho = answer(playerOpenHours, async ({ request, params }) => {
  const body = (await request.json()) as {
    openingTime: string;
    closureTime?: string | null;
    hasRC?: boolean;
  };
  return {
    sessionId: params.id,
    openingTime: body.openingTime,
    closureTime: body.closureTime ?? null,
    hasRC: body.hasRC ?? false,
  };
});

/** GET .../Sessions/current/true and /false. */
export function currentSessions(
  self: CurrentSession | (() => CurrentSession),
  supervised: CurrentSession = notAssigned(false),
) {
  return {
    current: answer(current, ({ params }) =>
      params.isSelfReeducation === 'true'
        ? typeof self === 'function'
          ? self()
          : self
        : supervised,
    ),
  };
}

/**
 * The player's writes: a step is recorded after the others, the review completes the session,
 * an opening is echoed. `session` is the session as the player opened it.
 */
export function playerWrites(session: Session) {
  let recorded = session.completedStepCount;
  return {
    step: answer(step, async ({ request }) => {
      const body = (await request.json()) as { duration: number; effort?: number };
      const steps = session.steps.map((planned) =>
        planned.position === recorded
          ? {
              ...planned,
              durationSeconds: body.duration,
              effort: body.effort ?? null,
              completedAt: '2026-03-10T09:00:00.000Z',
            }
          : planned,
      );
      recorded += 1;
      return { ...session, steps, status: 'inProgress' as const, completedStepCount: recorded };
    }),
    review: answer(review, async ({ request }) => {
      const body = (await request.json()) as { pain: number; difficulty: number };
      return {
        ...session,
        status: 'done' as const,
        completedAt: '2026-03-10T09:30:00.000Z',
        review: { ...body, submittedAt: '2026-03-10T09:30:00.000Z' },
        canRelaunch: true,
      };
    }),
    playerOpenHours: playerOpenHoursEcho,
  };
}

/**
 * GET /patients/{id}/reeducators, which the realtime indicator reads: followed by one
 * rehabilitator (true), or by nobody yet (false).
 */
export function followedBy(followed: boolean) {
  return {
    rehabilitators: followed
      ? answer(endpoints.patients.listRehabilitators, [
          {
            reeducatorId: ids.rehabilitator,
            firstName: 'Marie',
            lastName: 'Lefèvre',
            profession: 'physiotherapist',
            since: '2026-01-05T10:00:00.000Z',
          },
        ])
      : empty(endpoints.patients.listRehabilitators),
  };
}
