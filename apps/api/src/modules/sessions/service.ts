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
import { concurrently } from '../../db/client';
import { ConflictError, NotFoundError, orNotFound, ValidationFailedError } from '../../http/errors';
import { canOnPatient } from '../../policy/rules';
import type { PatientGrant, Scope, SessionGrant } from '../../policy/scope';
import { todayIn } from '@oxilio/domain';
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
import * as reads from './step-reads';
import { parseSessionPlan, planToStore, type SessionPlanRow } from './plan';
import { buildSteps, noVideos, sessionPlan, type Videos } from './steps';

/** A write of the session player: the session, what it sends, its Idempotency-Key header. */
export interface PlayerWriteInput<Body> {
  sessionId: string;
  body: Body;
  idempotencyKey: string | undefined;
}

export interface SessionsServiceDeps {
  /** Where the exercises' videos are (none: the player draws them). */
  media?: Pick<MediaLibrary, 'exerciseVideo'>;
  /** The clock (tests may move it). */
  now?: () => Date;
}

type Plan = readonly SessionPlanRow[];
type Library = Awaited<ReturnType<typeof reads.libraryExercises>>;

function viewOf(
  row: repository.SessionRow,
  plan: Plan,
  recorded: reads.StepRow[],
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
  scope: Scope,
  rows: repository.SessionRow[],
  today: string,
  videos: Videos,
): Promise<Session[]> {
  const executor = scope.db;
  // The program's current plan only for the rows that keep none (older ones).
  const [plans, steps] = await concurrently(executor, [
    () =>
      reads.plannedExercises(executor, [
        ...new Set(rows.filter((row) => !parseSessionPlan(row.plan)).map((row) => row.programId)),
      ]),
    () =>
      reads.stepsOf(
        executor,
        rows.map((row) => row.id),
      ),
  ]);
  const library = await reads.libraryExercises(executor, [
    ...new Set(steps.flatMap((step) => (step.exerciseId === null ? [] : [step.exerciseId]))),
  ]);
  const planOf = new Map<string, Plan>();
  for (const exercise of plans) {
    planOf.set(exercise.programId, [...(planOf.get(exercise.programId) ?? []), exercise]);
  }
  const stepsOf = new Map<string, reads.StepRow[]>();
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

export function createSessionsService({ media, now = () => new Date() }: SessionsServiceDeps) {
  const videos: Videos = media ? (exerciseId) => media.exerciseVideo(exerciseId) : noVideos;

  async function today(scope: Scope, patient: PatientGrant): Promise<string> {
    return todayIn(await repository.patientTimeZone(scope, patient), now());
  }

  /** One session of the patient, viewed within the caller's transaction. */
  async function sessionView(
    scope: Scope,
    patient: PatientGrant,
    session: { id: string; patientProgramId: string | null; day: string },
  ): Promise<Session> {
    const rows = await repository.findSessions(
      scope,
      patient,
      { patientProgramId: session.patientProgramId ?? undefined, day: session.day },
      { sessionId: session.id },
    );
    const row = orNotFound(rows[0], 'No such session.');
    const [view] = await viewsOf(scope, [row], await today(scope, patient), videos);
    return view!;
  }

  /** The session, locked for a write of its patient (selfCare); 404 for anyone else. */
  async function lockOwnSession(tx: Scope, sessionId: string) {
    const grant = await tx.session(sessionId, 'selfCare');
    const session = await repository.lockSession(tx, grant);
    if (!session || session.patientId !== grant.patientId) {
      throw new NotFoundError('No such session.');
    }
    return { grant, session };
  }

  /**
   * The frame of the player's writes (a step, a review): access (selfCare), the session row
   * locked, and the Idempotency-Key: the answer of an earlier request with the same key and body
   * given again, or the new answer stored with it, all in one transaction.
   */
  async function playerWrite<T>(
    scope: Scope,
    call: 'step' | 'review',
    { sessionId, idempotencyKey: key, body }: PlayerWriteInput<unknown>,
    write: (
      tx: Scope,
      grant: SessionGrant,
      session: NonNullable<Awaited<ReturnType<typeof repository.lockSession>>>,
    ) => Promise<{ status: number; body: T }>,
  ): Promise<StoredAnswer<T>> {
    const { user } = scope;
    const hash = requestHash('POST', `/sessions/${sessionId}/${call}`, body);
    return retryOnKeyRace(() =>
      scope.transaction(async (tx) => {
        const { grant, session } = await lockOwnSession(tx, sessionId);
        if (key) {
          const stored = await storedAnswer<T>(tx.db, user.userId, key, hash);
          if (stored) {
            return stored;
          }
        }
        const answer = await write(tx, grant, session);
        if (key) {
          await storeAnswer(tx.db, user.userId, key, hash, answer.status, answer.body);
        }
        return { ...answer, replayed: false };
      }),
    );
  }

  return {
    async current(
      scope: Scope,
      input: { patientId: string; isSelfRehabilitation: boolean },
    ): Promise<CurrentSession> {
      const { user } = scope;
      const { isSelfRehabilitation } = input;
      const facts = await scope.patient(input.patientId, 'read');
      const ownSession = canOnPatient(user, 'selfCare', facts);
      const patientId = facts.patientId;
      const day = await today(scope, facts);
      const notAssigned: CurrentSession = {
        status: 'notAssigned',
        isSelfRehabilitation,
        day,
        session: null,
      };
      const assigned = await repository.activePatientProgram(scope, facts, isSelfRehabilitation);
      const plan = assigned ? await reads.plannedExercises(scope.db, [assigned.programId]) : [];
      if (!assigned || plan.length === 0) {
        await scope.audit('session.read', patientId, {
          isSelfRehabilitation,
          status: 'notAssigned',
        });
        return notAssigned;
      }

      let latest = await repository.latestSessionOfDay(
        scope,
        facts,
        assigned.patientProgramId,
        day,
      );
      if (!latest && ownSession) {
        latest = await scope.transaction(async (tx) => {
          await repository.lockPatientSessions(tx, facts, isSelfRehabilitation);
          const existing = await repository.latestSessionOfDay(
            tx,
            facts,
            assigned.patientProgramId,
            day,
          );
          if (existing) {
            return existing;
          }
          const id = await repository.insertSession(tx, facts, {
            patientProgramId: assigned.patientProgramId,
            isSelfRehabilitation,
            day,
            plan: planToStore(plan),
          });
          await tx.audit('session.create', patientId, { sessionId: id, day });
          return { id, status: 'assigned' };
        });
      }

      let session: Session;
      if (latest) {
        session = await sessionView(scope, facts, {
          id: latest.id,
          patientProgramId: assigned.patientProgramId,
          day,
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
      await scope.audit('session.read', patientId, {
        isSelfRehabilitation,
        sessionId: session.id,
      });
      return { status: session.status, isSelfRehabilitation, day, session };
    },

    async history(
      scope: Scope,
      { patientId, query }: { patientId: string; query: SessionHistoryQuery },
    ): Promise<{ sessions: Session[] }> {
      const facts = await scope.patient(patientId, 'read');
      if (query.from && query.to && query.from > query.to) {
        throw new ValidationFailedError([
          { field: 'to', in: 'querystring', message: 'must not be before from' },
        ]);
      }
      const rows = await repository.findSessions(
        scope,
        facts,
        {
          patientProgramId: query.patientProgramId,
          from: query.from,
          to: query.to,
        },
        { limit: query.limit ?? 200 },
      );
      const sessions = await viewsOf(scope, rows, await today(scope, facts), videos);
      await scope.audit('session.list', facts.patientId, {
        patientProgramId: query.patientProgramId ?? null,
        count: sessions.length,
      });
      return { sessions };
    },

    async recordStep(
      scope: Scope,
      input: PlayerWriteInput<SessionStepBody>,
    ): Promise<StoredAnswer<Session>> {
      const { body } = input;
      return playerWrite(scope, 'step', input, async (tx, grant, session) => {
        if (session.status === 'done') {
          throw new ConflictError('The session is done: relaunch it to start a new attempt.');
        }
        const [found] = await repository.findSessions(
          tx,
          grant,
          { patientProgramId: session.patientProgramId ?? undefined, day: session.day },
          { sessionId: session.id },
        );
        const row = orNotFound(found, 'No such session.');
        // The plan the session keeps (the program may have changed since it started).
        const plan =
          parseSessionPlan(session.plan) ?? (await reads.plannedExercises(tx.db, [row.programId]));
        const position = await repository.countSteps(tx, grant);
        const next = plan[position];
        if (!next) {
          throw new ConflictError(
            `Every step of this session is already recorded (${plan.length}).`,
          );
        }
        await repository.insertStep(tx, grant, {
          position,
          exerciseId: next.exerciseId,
          durationSeconds: body.duration,
          effort: body.effort ?? null,
        });
        await repository.markLaunched(tx, grant);
        await tx.audit('session.step', session.patientId, {
          sessionId: session.id,
          position,
          exerciseId: next.exerciseId,
          duration: body.duration,
        });
        return { status: 201, body: await sessionView(tx, grant, session) };
      });
    },

    async review(
      scope: Scope,
      input: PlayerWriteInput<SessionReviewBody>,
    ): Promise<StoredAnswer<Session>> {
      const { body } = input;
      return playerWrite(scope, 'review', input, async (tx, grant, session) => {
        if (session.status === 'done') {
          throw new ConflictError('This session is already reviewed.');
        }
        if ((await repository.countSteps(tx, grant)) === 0) {
          throw new ConflictError('Record at least one step before reviewing the session.');
        }
        await repository.insertReview(tx, grant, {
          pain: body.pain,
          difficulty: body.difficulty,
        });
        await repository.markDone(tx, grant);
        await tx.audit('session.review', session.patientId, {
          sessionId: session.id,
          pain: body.pain,
          difficulty: body.difficulty,
        });
        // The stars are also computed by the device ingestion: stats/stars.ts takes the database.
        await recomputeStars(tx.db, session.patientId, session.day, session.day);
        return { status: 200, body: await sessionView(tx, grant, session) };
      });
    },

    /** 201 with a new attempt, or 200 with the open attempt a previous relaunch created. */
    async relaunch(
      scope: Scope,
      { sessionId }: { sessionId: string },
    ): Promise<{ status: 200 | 201; body: Session }> {
      return scope.transaction(async (tx) => {
        const { grant, session } = await lockOwnSession(tx, sessionId);
        const { patientId } = session;
        if (session.status !== 'done') {
          throw new ConflictError('The session is not done yet: continue it instead.');
        }
        const assigned = await repository.activePatientProgram(
          tx,
          grant,
          session.isSelfRehabilitation,
        );
        if (!assigned || assigned.patientProgramId !== session.patientProgramId) {
          throw new ConflictError('This program is no longer assigned to the patient.');
        }
        const day = await today(tx, grant);
        await repository.lockPatientSessions(tx, grant, session.isSelfRehabilitation);
        const latest = await repository.latestSessionOfDay(
          tx,
          grant,
          assigned.patientProgramId,
          day,
        );
        if (latest && latest.status !== 'done') {
          return {
            status: 200 as const,
            body: await sessionView(tx, grant, {
              id: latest.id,
              patientProgramId: assigned.patientProgramId,
              day,
            }),
          };
        }
        // A new attempt is asked the program as it is now.
        const id = await repository.insertSession(tx, grant, {
          patientProgramId: assigned.patientProgramId,
          isSelfRehabilitation: session.isSelfRehabilitation,
          day,
          plan: planToStore(await reads.plannedExercises(tx.db, [assigned.programId])),
        });
        await tx.audit('session.relaunch', patientId, {
          sessionId: id,
          from: session.id,
          day,
        });
        return {
          status: 201 as const,
          body: await sessionView(tx, grant, {
            id,
            patientProgramId: assigned.patientProgramId,
            day,
          }),
        };
      });
    },

    async playerOpenHours(
      scope: Scope,
      { sessionId, body }: { sessionId: string; body: PlayerOpenHoursBody },
    ): Promise<PlayerOpenHours> {
      const openingTime = new Date(body.openingTime);
      const closureTime =
        body.closureTime === undefined || body.closureTime === null
          ? body.closureTime
          : new Date(body.closureTime);
      return scope.transaction(async (tx) => {
        const grant = await tx.session(sessionId, 'selfCare');
        const { patientId } = grant;
        if (closureTime && closureTime.getTime() < openingTime.getTime()) {
          throw new ValidationFailedError([
            { field: 'closureTime', in: 'body', message: 'must not be before openingTime' },
          ]);
        }
        const session = orNotFound(await repository.lockSession(tx, grant), 'No such session.');
        const row = await repository.upsertPlayerHours(tx, grant, {
          openingTime,
          closureTime,
          hasRc: body.hasRC,
        });
        await tx.audit('session.playerHours', patientId, {
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
