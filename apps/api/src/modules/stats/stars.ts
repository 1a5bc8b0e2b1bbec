/**
 * Stars, ranks and tags (docs/product.md#stars-ranks-and-tags;
 * docs/decisions/api-stats-and-stars.md).
 *
 * Per patient and day, stored in `daily_metrics` so that stats read them like any metric:
 * - ActivityStars: one per daily activity objective in force that day and met (value >= objective);
 *   a day the device reported nothing earns none (and gets no row of its own);
 * - WorkoutStars: one per completed self-rehabilitation session of the day that counts, at most
 *   `maxWorkoutStarsPerDay` (a completed session has a review, or is `done`, or has `completed_at`;
 *   it counts by `sessionOutcome` of @oxilio/domain: at least one exercise done and half of its
 *   planned exercise time done, docs/decisions/session-outcome.md);
 * - Stars = ActivityStars + WorkoutStars;
 * - SelfRehabilitationCount (completed sessions that count) and SelfRehabilitation (the step
 *   seconds of every completed session: the time exercised, counted or not);
 * - Performance: 0-100, the mean completion of the activity objectives in force (each capped at 100%).
 *
 * Ranks follow the cumulative stars and tags are achievements (the rules: motivation.ts of
 * @oxilio/domain); both are recorded once, never taken back, with `seen_at` null until the patient
 * has closed their start-up dialog (PATCH /patients/{id}/achievements/...).
 *
 * The demo seed imports `recomputeStars` and `ensureRanksAndTags` from this file.
 */
import {
  isSessionCompleted,
  judgeActivityDay,
  maxWorkoutStarsPerDay,
  rankDefinitions,
  ranksReached,
  sessionOutcome,
  tagDefinitions,
  tagsEarned,
  workoutStarsOf,
  type TagKind,
} from '@oxilio/domain';
import { and, between, eq, sql } from 'drizzle-orm';
import { concurrently, type DbExecutor } from '../../db/client';
import { metricDefinitions } from '../../db/metrics';
import {
  dailyMetrics,
  patientRanks,
  patientTags,
  patientPrograms,
  ranks,
  sessionReviews,
  sessions,
  tags,
} from '../../db/schema';
import { eachDay } from '@oxilio/domain';
import { stepsOfSessions } from '../sessions/steps';
import {
  activityObjectiveKeys,
  ensureDefaultObjectives,
  loadObjectives,
  type ActivityObjectiveKey,
} from './objectives';

// The rules of motivation are the domain's (packages/domain/src/motivation.ts); re-exported for the
// API's tests and seed.
export { maxWorkoutStarsPerDay, rankDefinitions, tagDefinitions, type TagKind };

/**
 * Inserts the reference data of motivation and objectives that is missing: ranks, tags and the
 * default objectives by functional capacity. Idempotent (existing rows are left as they are).
 * Called when the app is built (`ensureReferenceData`, modules/index.ts) and by the demo seed.
 */
export async function ensureRanksAndTags(executor: DbExecutor): Promise<void> {
  await executor
    .insert(ranks)
    .values(rankDefinitions.map((rank) => ({ ...rank })))
    .onConflictDoNothing();
  await executor
    .insert(tags)
    .values(tagDefinitions.map((tag) => ({ ...tag })))
    .onConflictDoNothing();
  await ensureDefaultObjectives(executor);
}

const activityColumns = Object.fromEntries(
  activityObjectiveKeys.map((key) => [key, dailyMetrics[metricDefinitions[key].column]]),
) as Record<ActivityObjectiveKey, (typeof dailyMetrics)['stepCount']>;

export interface DayStars {
  activityStars: number | null;
  workoutStars: number;
  stars: number;
  performance: number | null;
  selfRehabilitationCount: number;
  selfRehabilitation: number;
}

/**
 * Recomputes the stars (and the values derived with them) of `patientId` for every day from
 * `fromDay` to `toDay` included, then the ranks and tags. Run it after storing measurements, after
 * a session is completed, and after objectives change. Pass a transaction to make it part of a write.
 */
export async function recomputeStars(
  executor: DbExecutor,
  patientId: string,
  fromDay: string,
  toDay: string,
): Promise<void> {
  if (fromDay > toDay) {
    return;
  }
  const [book, measured, selfSessions] = await concurrently(executor, [
    () => loadObjectives(executor, [patientId], activityObjectiveKeys, toDay),
    () =>
      executor
        .select({ day: dailyMetrics.day, deviceId: dailyMetrics.deviceId, ...activityColumns })
        .from(dailyMetrics)
        .where(
          and(eq(dailyMetrics.patientId, patientId), between(dailyMetrics.day, fromDay, toDay)),
        ),
    () =>
      executor
        .select({
          id: sessions.id,
          day: sessions.day,
          programId: patientPrograms.programId,
          // The plan the session was launched with: it is judged by what it was asked.
          plan: sessions.plan,
          status: sessions.status,
          completedAt: sessions.completedAt,
          review: sessionReviews.sessionId,
        })
        .from(sessions)
        .leftJoin(sessionReviews, eq(sessionReviews.sessionId, sessions.id))
        .leftJoin(patientPrograms, eq(patientPrograms.id, sessions.patientProgramId))
        .where(
          and(
            eq(sessions.patientId, patientId),
            eq(sessions.isSelfRehabilitation, true),
            between(sessions.day, fromDay, toDay),
          ),
        ),
  ]);
  // A self-rehabilitation session is judged once it is completed (the domain's one rule).
  const workouts = selfSessions.filter(isSessionCompleted);

  const rowsByDay = new Map(measured.map((row) => [row.day, row]));
  // Each completed session judged by its steps: it counts, and the seconds it ran.
  const stepsOf = await stepsOfSessions(executor, workouts);
  const workoutsByDay = new Map<string, { count: number; seconds: number }>();
  for (const session of workouts) {
    const steps = stepsOf.get(session.id) ?? [];
    const workout = workoutsByDay.get(session.day) ?? { count: 0, seconds: 0 };
    if (sessionOutcome(steps, { completed: true }).counts) {
      workout.count += 1;
    }
    workout.seconds += steps.reduce((sum, step) => sum + (step.durationSeconds ?? 0), 0);
    workoutsByDay.set(session.day, workout);
  }
  const updates: (DayStars & { day: string })[] = [];
  for (const day of eachDay(fromDay, toDay)) {
    const row = rowsByDay.get(day);
    const workout = workoutsByDay.get(day);
    if (!row && !workout) {
      continue;
    }
    const reported =
      row !== undefined &&
      (row.deviceId !== null || activityObjectiveKeys.some((key) => row[key] !== null));
    // The domain's one rule: ActivityStars and Performance over the activity objective set.
    const { activityStars, performance } = judgeActivityDay(
      row ?? {},
      (key) => book.on(patientId, key, day),
      reported,
    );
    const count = workout?.count ?? 0;
    const workoutStars = workoutStarsOf(count);
    updates.push({
      day,
      activityStars,
      workoutStars,
      stars: (activityStars ?? 0) + workoutStars,
      performance,
      selfRehabilitationCount: count,
      selfRehabilitation: workout?.seconds ?? 0,
    });
  }

  if (updates.length > 0) {
    await executor
      .insert(dailyMetrics)
      .values(
        updates.map((update) => ({
          patientId,
          day: update.day,
          activityStars: update.activityStars,
          workoutStars: update.workoutStars,
          stars: update.stars,
          performance: update.performance,
          selfRehabilitationCount: update.selfRehabilitationCount,
          selfRehabilitation: update.selfRehabilitation,
        })),
      )
      .onConflictDoUpdate({
        target: [dailyMetrics.patientId, dailyMetrics.day],
        set: {
          activityStars: sql`excluded.activity_stars`,
          workoutStars: sql`excluded.workout_stars`,
          stars: sql`excluded.stars`,
          performance: sql`excluded.performance`,
          selfRehabilitationCount: sql`excluded.self_rehabilitation_count`,
          selfRehabilitation: sql`excluded.self_rehabilitation`,
          updatedAt: sql`now()`,
        },
      });
  }
  await awardRanksAndTags(executor, patientId);
}

/**
 * Totals the achievements are judged on, in one query (also the progress the achievements call
 * shows). `sessions` adds up the days' SelfRehabilitationCount: the completed sessions that count.
 */
export async function motivationTotals(
  executor: DbExecutor,
  patientId: string,
): Promise<{ stars: number; distance: number; sessions: number; streak: number }> {
  const result = (await executor.execute(sql`
    select
      (select coalesce(sum(stars), 0) from daily_metrics where patient_id = ${patientId})::float8 as stars,
      (select coalesce(sum(walk_distance), 0) from daily_metrics where patient_id = ${patientId})::float8 as distance,
      (select coalesce(sum(self_rehabilitation_count), 0) from daily_metrics
        where patient_id = ${patientId})::int as sessions,
      (select coalesce(max(n), 0) from (
        select count(*) as n from (
          select day - (row_number() over (order by day))::int as island
          from daily_metrics where patient_id = ${patientId} and stars >= 1
        ) days group by island
      ) islands)::int as streak
  `)) as unknown as {
    rows: { stars: number; distance: number; sessions: number; streak: number }[];
  };
  const row = result.rows[0];
  return {
    stars: Number(row?.stars ?? 0),
    distance: Number(row?.distance ?? 0),
    sessions: Number(row?.sessions ?? 0),
    streak: Number(row?.streak ?? 0),
  };
}

/**
 * Records the ranks and tags newly reached. The first rank (0 stars) is everyone's start: it is
 * recorded as already seen, so that no "new rank" modal greets a new patient.
 */
async function awardRanksAndTags(executor: DbExecutor, patientId: string): Promise<void> {
  const totals = await motivationTotals(executor, patientId);
  const [rankRows, tagRows] = await concurrently(executor, [
    () => executor.select().from(ranks),
    () => executor.select().from(tags),
  ]);
  const reachedRanks = ranksReached(rankRows, totals.stars);
  if (reachedRanks.length > 0) {
    await executor
      .insert(patientRanks)
      .values(
        reachedRanks.map((rank) => ({
          patientId,
          rankId: rank.id,
          seenAt: rank.minStars === 0 ? new Date() : null,
        })),
      )
      .onConflictDoNothing();
  }
  const earned = tagsEarned(tagRows, totals);
  if (earned.length > 0) {
    await executor
      .insert(patientTags)
      .values(earned.map((tag) => ({ patientId, tagId: tag.id })))
      .onConflictDoNothing();
  }
}
