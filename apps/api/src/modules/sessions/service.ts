/**
 * Sessions (docs/decisions/api-sessions.md): the session of the day of the
 * patient's assigned program, its steps, review and player opening hours, relaunch and history.
 *
 * - Reading (current, history): the patient, their linked rehabilitators and their establishment's
 *   manager; anyone else gets 404. Writing (steps, review, hours, relaunch): the patient only (403
 *   for those who may read, 404 for the others).
 * - The session of the day is created on the patient's first look, once (an advisory lock per
 *   patient and kind serialises concurrent calls). Others' reads never create it.
 * - A step is the next one in order; a review completes the session (stars recomputed for the day);
 *   a relaunch is a new attempt (a new session row) of today's program.
 */
import { isSessionCompleted } from '@oxilio/domain';
import type {
  CurrentSession,
  PlayerOpenHours,
  PlayerOpenHoursBody,
  Session,
  SessionHistoryQuery,
  SessionReviewBody,
  SessionStepBody,
} from '@oxilio/domain/contract';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import type { AuthUser } from '../../auth/user';
import { concurrently, type Db, type DbExecutor } from '../../db/client';
import { ConflictError, NotFoundError, orNotFound, ValidationFailedError } from '../../http/errors';
import { assertPatientAccess, assertSessionAccess, canOnPatient } from '../../policy';
import { todayIn } from '../../days';
import type { MediaLibrary } from '../../media/library';
import { recomputeStars } from '../stats/stars';
import {
  requestHash,
  retryOnKeyRace,
  storeAnswer,
  storedAnswer,
  type StoredAnswer,
} from './idempotency';
import * as repository from './repository';
import { parseSessionPlan, planToStore, type SessionPlanRow } from './plan';
import { buildSteps, noVideos, sessionPlan, type Videos } from './steps';

/** A write of the session player: the session, what it sends, its Idempotency-Key header. */
export interface PlayerWriteInput<Body> {
  sessionId: string;
  body: Body;
  idempotencyKey: string | undefined;
}

export interface SessionsServiceDeps {
  db: Db;
  /** Where the exercises' videos are (none: the player draws them). */
  media?: Pick<MediaLibrary, 'exerciseVideo'>;
  /** The clock (tests may move it). */
  now?: () => Date;
}

type Plan = readonly SessionPlanRow[];
type Library = Awaited<ReturnType<typeof repository.libraryExercises>>;

function viewOf(
  row: repository.SessionRow,
  plan: Plan,
  recorded: repository.StepRow[],
  library: Library,
  today: string,
  videos: Videos,
): Session {
  const steps = buildSteps(plan, recorded, library, videos);
  // Done as the stars judge it (`isSessionCompleted`): marked done, ended or reviewed.
  const status: Session['status'] = isSessionCompleted(row)
    ? 'done'
    : recorded.length > 0
      ? 'inProgress'
      : 'ready';
  return {
    id: row.id,
    patientId: row.patientId,
    patientProgramId: row.patientProgramId,
    programId: row.programId,
    programName: row.programName,
    isSelfRehabilitation: row.isSelfRehabilitation,
    day: row.day,
    attempt: row.attempt,
    status,
    steps,
    stepCount: steps.length,
    completedStepCount: recorded.length,
    estimatedDurationSeconds: steps.reduce((sum, step) => sum + step.estimatedDurationSeconds, 0),
    equipment: [...new Set(steps.flatMap((step) => step.equipment))].sort((a, b) => a - b),
    launchedAt: row.launchedAt?.toISOString() ?? null,
    completedAt: row.completedAt?.toISOString() ?? null,
    review: row.review
      ? {
          pain: row.review.pain,
          difficulty: row.review.difficulty,
          submittedAt: row.review.submittedAt.toISOString(),
        }
      : null,
    canRelaunch:
      row.status === 'done' &&
      row.attempt === row.attempts &&
      row.day === today &&
      row.programEndedAt === null,
  };
}

/** Views of session rows: three queries whatever their number (plans, steps, library). */
async function viewsOf(
  executor: DbExecutor,
  rows: repository.SessionRow[],
  today: string,
  videos: Videos,
): Promise<Session[]> {
  // The program's current plan only for the rows that keep none (older ones).
  const [plans, steps] = await concurrently(executor, [
    () =>
      repository.plannedExercises(executor, [
        ...new Set(rows.filter((row) => !parseSessionPlan(row.plan)).map((row) => row.programId)),
      ]),
    () =>
      repository.stepsOf(
        executor,
        rows.map((row) => row.id),
      ),
  ]);
  const library = await repository.libraryExercises(executor, [
    ...new Set(steps.flatMap((step) => (step.exerciseId === null ? [] : [step.exerciseId]))),
  ]);
  const planOf = new Map<string, Plan>();
  for (const exercise of plans) {
    planOf.set(exercise.programId, [...(planOf.get(exercise.programId) ?? []), exercise]);
  }
  const stepsOf = new Map<string, repository.StepRow[]>();
  for (const step of steps) {
    stepsOf.set(step.sessionId, [...(stepsOf.get(step.sessionId) ?? []), step]);
  }
  return rows.map((row) =>
    viewOf(
      row,
      sessionPlan(row.plan, planOf.get(row.programId) ?? []),
      stepsOf.get(row.id) ?? [],
      library,
      today,
      videos,
    ),
  );
}

export function createSessionsService({ db, media, now = () => new Date() }: SessionsServiceDeps) {
  const videos: Videos = media ? (exerciseId) => media.exerciseVideo(exerciseId) : noVideos;

  async function today(executor: DbExecutor, patientId: string): Promise<string> {
    return todayIn(await repository.patientTimeZone(executor, patientId), now());
  }

  /** One session's view, within the caller's transaction. */
  async function sessionView(
    executor: DbExecutor,
    session: { id: string; patientProgramId: string | null; day: string; patientId: string },
  ): Promise<Session> {
    const rows = await repository.findSessions(
      executor,
      { patientProgramId: session.patientProgramId ?? undefined, day: session.day },
      { sessionId: session.id },
    );
    const row = orNotFound(rows[0], 'No such session.');
    const [view] = await viewsOf(executor, [row], await today(executor, session.patientId), videos);
    return view!;
  }

  /** The session, locked for a write of its patient (selfCare); 404 for anyone else. */
  async function lockOwnSession(tx: DbExecutor, user: AuthUser, sessionId: string) {
    const { patientId } = await assertSessionAccess(tx, user, sessionId, 'selfCare');
    const session = await repository.lockSession(tx, sessionId);
    if (!session || session.patientId !== patientId) {
      throw new NotFoundError('No such session.');
    }
    return session;
  }

  /**
   * The frame of the player's writes (a step, a review): access (selfCare), the session row
   * locked, and the Idempotency-Key: the answer of an earlier request with the same key and body
   * given again, or the new answer stored with it, all in one transaction.
   */
  async function playerWrite<T>(
    { user }: Caller,
    call: 'step' | 'review',
    { sessionId, idempotencyKey: key, body }: PlayerWriteInput<unknown>,
    write: (
      tx: DbExecutor,
      session: NonNullable<Awaited<ReturnType<typeof repository.lockSession>>>,
    ) => Promise<{ status: number; body: T }>,
  ): Promise<StoredAnswer<T>> {
    const hash = requestHash('POST', `/sessions/${sessionId}/${call}`, body);
    return retryOnKeyRace(() =>
      db.transaction(async (tx) => {
        const session = await lockOwnSession(tx, user, sessionId);
        if (key) {
          const stored = await storedAnswer<T>(tx, user.userId, key, hash);
          if (stored) {
            return stored;
          }
        }
        const answer = await write(tx, session);
        if (key) {
          await storeAnswer(tx, user.userId, key, hash, answer.status, answer.body);
        }
        return { ...answer, replayed: false };
      }),
    );
  }

  return {
    async current(
      caller: Caller,
      input: { patientId: string; isSelfRehabilitation: boolean },
    ): Promise<CurrentSession> {
      const { user } = caller;
      const { isSelfRehabilitation } = input;
      const facts = await assertPatientAccess(db, user, input.patientId, 'read');
      const ownSession = canOnPatient(user, 'selfCare', facts);
      const patientId = facts.patientId;
      const day = await today(db, patientId);
      const notAssigned: CurrentSession = {
        status: 'notAssigned',
        isSelfRehabilitation,
        day,
        session: null,
      };
      const assigned = await repository.activePatientProgram(db, patientId, isSelfRehabilitation);
      const plan = assigned ? await repository.plannedExercises(db, [assigned.programId]) : [];
      if (!assigned || plan.length === 0) {
        await audit(db, caller, 'session.read', patientId, {
          isSelfRehabilitation,
          status: 'notAssigned',
        });
        return notAssigned;
      }

      let latest = await repository.latestSessionOfDay(db, assigned.patientProgramId, day);
      if (!latest && ownSession) {
        latest = await db.transaction(async (tx) => {
          await repository.lockPatientSessions(tx, patientId, isSelfRehabilitation);
          const existing = await repository.latestSessionOfDay(tx, assigned.patientProgramId, day);
          if (existing) {
            return existing;
          }
          const id = await repository.insertSession(tx, {
            patientId,
            patientProgramId: assigned.patientProgramId,
            isSelfRehabilitation,
            day,
            plan: planToStore(plan),
          });
          await audit(tx, caller, 'session.create', patientId, { sessionId: id, day });
          return { id, status: 'assigned' };
        });
      }

      let session: Session;
      if (latest) {
        session = await sessionView(db, {
          id: latest.id,
          patientProgramId: assigned.patientProgramId,
          day,
          patientId,
        });
      } else {
        // A rehabilitator's or manager's look before the patient's: the plan, not stored.
        const steps = buildSteps(plan, [], new Map(), videos);
        session = {
          id: null,
          patientId,
          patientProgramId: assigned.patientProgramId,
          programId: assigned.programId,
          programName: assigned.programName,
          isSelfRehabilitation,
          day,
          attempt: 1,
          status: 'ready',
          steps,
          stepCount: steps.length,
          completedStepCount: 0,
          estimatedDurationSeconds: steps.reduce(
            (sum, step) => sum + step.estimatedDurationSeconds,
            0,
          ),
          equipment: [...new Set(steps.flatMap((step) => step.equipment))].sort((a, b) => a - b),
          launchedAt: null,
          completedAt: null,
          review: null,
          canRelaunch: false,
        };
      }
      await audit(db, caller, 'session.read', patientId, {
        isSelfRehabilitation,
        sessionId: session.id,
      });
      return { status: session.status, isSelfRehabilitation, day, session };
    },

    async history(
      caller: Caller,
      { patientId, query }: { patientId: string; query: SessionHistoryQuery },
    ): Promise<{ sessions: Session[] }> {
      const facts = await assertPatientAccess(db, caller.user, patientId, 'read');
      if (query.from && query.to && query.from > query.to) {
        throw new ValidationFailedError([
          { field: 'to', in: 'querystring', message: 'must not be before from' },
        ]);
      }
      const rows = await repository.findSessions(
        db,
        {
          patientId: facts.patientId,
          patientProgramId: query.patientProgramId,
          from: query.from,
          to: query.to,
        },
        { limit: query.limit ?? 200 },
      );
      const sessions = await viewsOf(db, rows, await today(db, facts.patientId), videos);
      await audit(db, caller, 'session.list', facts.patientId, {
        patientProgramId: query.patientProgramId ?? null,
        count: sessions.length,
      });
      return { sessions };
    },

    async recordStep(
      caller: Caller,
      input: PlayerWriteInput<SessionStepBody>,
    ): Promise<StoredAnswer<Session>> {
      const { body } = input;
      return playerWrite(caller, 'step', input, async (tx, session) => {
        if (session.status === 'done') {
          throw new ConflictError('The session is done: relaunch it to start a new attempt.');
        }
        const [found] = await repository.findSessions(
          tx,
          { patientProgramId: session.patientProgramId ?? undefined, day: session.day },
          { sessionId: session.id },
        );
        const row = orNotFound(found, 'No such session.');
        // The plan the session keeps (the program may have changed since it started).
        const plan =
          parseSessionPlan(session.plan) ??
          (await repository.plannedExercises(tx, [row.programId]));
        const position = await repository.countSteps(tx, session.id);
        const next = plan[position];
        if (!next) {
          throw new ConflictError(
            `Every step of this session is already recorded (${plan.length}).`,
          );
        }
        await repository.insertStep(tx, {
          sessionId: session.id,
          position,
          exerciseId: next.exerciseId,
          durationSeconds: body.duration,
          effort: body.effort ?? null,
        });
        await repository.markLaunched(tx, session.id);
        await audit(tx, caller, 'session.step', session.patientId, {
          sessionId: session.id,
          position,
          exerciseId: next.exerciseId,
          duration: body.duration,
        });
        return { status: 201, body: await sessionView(tx, session) };
      });
    },

    async review(
      caller: Caller,
      input: PlayerWriteInput<SessionReviewBody>,
    ): Promise<StoredAnswer<Session>> {
      const { body } = input;
      return playerWrite(caller, 'review', input, async (tx, session) => {
        if (session.status === 'done') {
          throw new ConflictError('This session is already reviewed.');
        }
        if ((await repository.countSteps(tx, session.id)) === 0) {
          throw new ConflictError('Record at least one step before reviewing the session.');
        }
        await repository.insertReview(tx, {
          sessionId: session.id,
          pain: body.pain,
          difficulty: body.difficulty,
        });
        await repository.markDone(tx, session.id);
        await audit(tx, caller, 'session.review', session.patientId, {
          sessionId: session.id,
          pain: body.pain,
          difficulty: body.difficulty,
        });
        await recomputeStars(tx, session.patientId, session.day, session.day);
        return { status: 200, body: await sessionView(tx, session) };
      });
    },

    /** 201 with a new attempt, or 200 with the open attempt a previous relaunch created. */
    async relaunch(
      caller: Caller,
      { sessionId }: { sessionId: string },
    ): Promise<{ status: 200 | 201; body: Session }> {
      return db.transaction(async (tx) => {
        const session = await lockOwnSession(tx, caller.user, sessionId);
        const { patientId } = session;
        if (session.status !== 'done') {
          throw new ConflictError('The session is not done yet: continue it instead.');
        }
        const assigned = await repository.activePatientProgram(
          tx,
          patientId,
          session.isSelfRehabilitation,
        );
        if (!assigned || assigned.patientProgramId !== session.patientProgramId) {
          throw new ConflictError('This program is no longer assigned to the patient.');
        }
        const day = await today(tx, patientId);
        await repository.lockPatientSessions(tx, patientId, session.isSelfRehabilitation);
        const latest = await repository.latestSessionOfDay(tx, assigned.patientProgramId, day);
        if (latest && latest.status !== 'done') {
          return {
            status: 200 as const,
            body: await sessionView(tx, {
              id: latest.id,
              patientProgramId: assigned.patientProgramId,
              day,
              patientId,
            }),
          };
        }
        // A new attempt is asked the program as it is now.
        const id = await repository.insertSession(tx, {
          patientId,
          patientProgramId: assigned.patientProgramId,
          isSelfRehabilitation: session.isSelfRehabilitation,
          day,
          plan: planToStore(await repository.plannedExercises(tx, [assigned.programId])),
        });
        await audit(tx, caller, 'session.relaunch', patientId, {
          sessionId: id,
          from: session.id,
          day,
        });
        return {
          status: 201 as const,
          body: await sessionView(tx, {
            id,
            patientProgramId: assigned.patientProgramId,
            day,
            patientId,
          }),
        };
      });
    },

    async playerOpenHours(
      caller: Caller,
      { sessionId, body }: { sessionId: string; body: PlayerOpenHoursBody },
    ): Promise<PlayerOpenHours> {
      const openingTime = new Date(body.openingTime);
      const closureTime =
        body.closureTime === undefined || body.closureTime === null
          ? body.closureTime
          : new Date(body.closureTime);
      return db.transaction(async (tx) => {
        const { patientId } = await assertSessionAccess(tx, caller.user, sessionId, 'selfCare');
        if (closureTime && closureTime.getTime() < openingTime.getTime()) {
          throw new ValidationFailedError([
            { field: 'closureTime', in: 'body', message: 'must not be before openingTime' },
          ]);
        }
        const session = orNotFound(await repository.lockSession(tx, sessionId), 'No such session.');
        const row = await repository.upsertPlayerHours(tx, {
          sessionId: session.id,
          openingTime,
          closureTime,
          hasRc: body.hasRC,
        });
        await audit(tx, caller, 'session.playerHours', patientId, {
          sessionId: session.id,
          openingTime: row.openingTime.toISOString(),
          closureTime: row.closureTime?.toISOString() ?? null,
          hasRC: row.hasRc,
        });
        return {
          sessionId: session.id,
          openingTime: row.openingTime.toISOString(),
          closureTime: row.closureTime?.toISOString() ?? null,
          hasRC: row.hasRc,
        };
      });
    },
  };
}

export type SessionsService = ReturnType<typeof createSessionsService>;
