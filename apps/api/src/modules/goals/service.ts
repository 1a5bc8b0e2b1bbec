/**
 * A patient's rehabilitation goals (docs/product.md#objectifs-de-reeducation,
 * docs/decisions/goals.md). The rehabilitator following the patient sets, revises, marks achieved
 * and drops them (`prescribe`); the care team and the patient read them (`read`), with the progress
 * computed here from the device's 7 completed days and the latest test results.
 */
import {
  goalMetricAverage,
  goalMetricDirection,
  goalProgress,
  goalNeedsReview,
  isOutcomeMeasureKey,
  lastCompletedDays,
  outcomeMeasureByKey,
  outcomeValueProblem,
  roundOutcome,
  todayIn,
  type GoalDirection,
  type GoalDropReason,
  type GoalKind,
  type GoalMetricKey,
  type GoalStatus,
  type OutcomeMeasureKey,
} from '@oxilio/domain';
import type { DropGoal, FieldError, Goal, GoalList, NewGoal } from '@oxilio/domain/contract';
import { ConflictError, NotFoundError, ValidationFailedError } from '../../http/errors';
import type { PatientGrant, Scope } from '../../policy/scope';
import { latestResults } from '../outcomeMeasures/repository';
import * as repository from './repository';
import type { GoalRow, NewGoalRow } from './repository';

type Latest = Map<OutcomeMeasureKey, { value: number; measuredOn: string }>;

/** What the progress of the patient's goals is computed from, read once per call. */
interface Evidence {
  today: string;
  /** The last of the 7 completed days. */
  lastDay: string;
  /** Each metric's 7-day value (`goalMetricAverage`). */
  metrics: Map<GoalMetricKey, { value: number | null; daysWithData: number }>;
  tests: Latest;
}

async function evidenceFor(
  scope: Scope,
  grant: PatientGrant,
  metricKeys: readonly GoalMetricKey[],
  withTests: boolean,
): Promise<Evidence> {
  const today = todayIn(grant.timeZone);
  const window = lastCompletedDays(today);
  const keys = [...new Set(metricKeys)];
  // Independent reads: together, not one after the other.
  const [byDay, tests] = await Promise.all([
    repository.dailyValues(scope, grant, keys, window.from, window.to),
    withTests ? latestResults(scope, grant) : Promise.resolve<Latest>(new Map()),
  ]);
  const metrics = new Map<GoalMetricKey, { value: number | null; daysWithData: number }>();
  for (const key of keys) {
    const values = window.days.map((day) => byDay.get(day)?.[key] ?? null);
    const { value, daysWithData } = goalMetricAverage(key, values);
    metrics.set(key, { value, daysWithData });
  }
  return { today, lastDay: window.to, metrics, tests };
}

function directionOf(
  row: Pick<GoalRow, 'kind' | 'metricKey' | 'measureKey'>,
): GoalDirection | null {
  if (row.kind === 'metric' && row.metricKey) {
    return goalMetricDirection(row.metricKey as GoalMetricKey);
  }
  if (row.kind === 'test' && row.measureKey && isOutcomeMeasureKey(row.measureKey)) {
    return outcomeMeasureByKey(row.measureKey).better;
  }
  return null;
}

const person = (firstName: string | null, lastName: string | null) =>
  firstName !== null && lastName !== null ? { firstName, lastName } : null;

const rounded = (value: number) => Math.round(value * 1000) / 1000;

/** A goal as the contract says it, with its progress when it is active. */
function goalOf(row: GoalRow, evidence: Evidence): Goal {
  const direction = directionOf(row);
  let current: number | null = null;
  let currentOn: string | null = null;
  let daysWithData: number | null = null;
  if (row.status === 'active' && row.kind === 'metric' && row.metricKey) {
    const measured = evidence.metrics.get(row.metricKey as GoalMetricKey);
    current = measured?.value ?? null;
    daysWithData = measured?.daysWithData ?? 0;
    currentOn = evidence.lastDay;
  } else if (row.status === 'active' && row.kind === 'test' && row.measureKey) {
    const latest = evidence.tests.get(row.measureKey as OutcomeMeasureKey);
    current = latest?.value ?? null;
    currentOn = latest?.measuredOn ?? null;
  }
  const progress =
    direction !== null && row.target !== null && row.status === 'active'
      ? goalProgress({ direction, target: row.target, baseline: row.baseline, current })
      : { value: null, targetReached: false };
  return {
    id: row.id,
    kind: row.kind as GoalKind,
    metricKey: (row.metricKey as GoalMetricKey | null) ?? null,
    measureKey: (row.measureKey as OutcomeMeasureKey | null) ?? null,
    target: row.target,
    direction,
    baseline: row.baseline === null ? null : rounded(row.baseline),
    baselineOn: row.baselineOn,
    text: row.text,
    reviewOn: row.reviewOn,
    reviewDue: goalNeedsReview(
      { status: row.status as GoalStatus, reviewOn: row.reviewOn },
      evidence.today,
    ),
    status: row.status as GoalStatus,
    setOn: row.setOn,
    setBy: person(row.setByFirstName, row.setByLastName),
    closedAt: row.closedAt?.toISOString() ?? null,
    closedBy: person(row.closedByFirstName, row.closedByLastName),
    dropReason: (row.dropReason as GoalDropReason | null) ?? null,
    dropNote: row.dropNote,
    revisesGoalId: row.revisesGoalId,
    revisedByGoalId: row.revisedByGoalId,
    current: current === null ? null : rounded(current),
    currentOn,
    daysWithData,
    progress: progress.value === null ? null : rounded(progress.value),
    targetReached: progress.targetReached,
  };
}

/** Active goals first (oldest first), then the history, the latest closed first. */
function ordered(list: Goal[]): Goal[] {
  const active = list.filter((goal) => goal.status === 'active');
  const closed = list
    .filter((goal) => goal.status !== 'active')
    .sort((a, b) => (b.closedAt ?? '').localeCompare(a.closedAt ?? ''));
  return [...active, ...closed];
}

const invalid = (field: string, message: string) =>
  new ValidationFailedError([{ field, in: 'body', message } satisfies FieldError]);

/** The columns of a new goal, checked for its kind; its baseline read from the evidence. */
function newGoalRow(body: NewGoal, evidence: Evidence, rehabilitatorId: string): NewGoalRow {
  const text = body.text.trim();
  if (body.reviewOn !== undefined && body.reviewOn < evidence.today) {
    throw invalid('reviewOn', 'The review date cannot be in the past.');
  }
  const common = {
    text,
    reviewOn: body.reviewOn ?? null,
    setByReeducatorId: rehabilitatorId,
    setOn: evidence.today,
  };
  switch (body.kind) {
    case 'words': {
      if (body.metricKey !== undefined || body.measureKey !== undefined) {
        throw invalid('kind', 'A goal in words names neither a metric nor a test.');
      }
      if (body.target !== undefined) {
        throw invalid('target', 'A goal in words has no target figure.');
      }
      if (body.reviewOn === undefined) {
        throw invalid('reviewOn', 'A goal in words needs a review date.');
      }
      return { ...common, kind: 'words' };
    }
    case 'metric': {
      if (body.metricKey === undefined || body.measureKey !== undefined) {
        throw invalid('metricKey', 'A metric goal names one metric of the device.');
      }
      if (body.target === undefined || body.target <= 0) {
        throw invalid('target', 'A metric goal needs a target above zero.');
      }
      const measured = evidence.metrics.get(body.metricKey);
      return {
        ...common,
        kind: 'metric',
        metricKey: body.metricKey,
        target: body.target,
        baseline: measured?.value ?? null,
        baselineOn: measured?.value === null || !measured ? null : evidence.lastDay,
      };
    }
    case 'test': {
      if (body.measureKey === undefined || body.metricKey !== undefined) {
        throw invalid('measureKey', 'A test goal names one standardised test.');
      }
      const measure = outcomeMeasureByKey(body.measureKey);
      if (body.target === undefined || outcomeValueProblem(measure, body.target) === 'outOfRange') {
        throw invalid(
          'target',
          `The target must be within the test's valid range (${measure.min} to ${measure.max}).`,
        );
      }
      const latest = evidence.tests.get(body.measureKey);
      return {
        ...common,
        kind: 'test',
        measureKey: body.measureKey,
        target: roundOutcome(measure, body.target),
        baseline: latest?.value ?? null,
        baselineOn: latest?.measuredOn ?? null,
      };
    }
  }
}

export function createGoalsService() {
  /** The caller's rehabilitator id (`prescribe` is a linked rehabilitator's). */
  const rehabilitatorOf = (scope: Scope) => {
    const id = scope.user.reeducatorId;
    if (!id) {
      throw new NotFoundError();
    }
    return id;
  };

  async function answer(scope: Scope, grant: PatientGrant, goalId: string): Promise<Goal> {
    const row = await repository.findGoal(scope, grant, goalId);
    if (!row) {
      throw new NotFoundError('No such goal for this patient.');
    }
    const evidence = await evidenceFor(
      scope,
      grant,
      row.metricKey ? [row.metricKey as GoalMetricKey] : [],
      row.kind === 'test',
    );
    return goalOf(row, evidence);
  }

  async function insert(
    scope: Scope,
    grant: PatientGrant,
    body: NewGoal,
    revises: string | null,
  ): Promise<Goal> {
    const rehabilitatorId = rehabilitatorOf(scope);
    const evidence = await evidenceFor(
      scope,
      grant,
      body.kind === 'metric' && body.metricKey ? [body.metricKey] : [],
      body.kind === 'test',
    );
    const values = newGoalRow(body, evidence, rehabilitatorId);
    const id = await scope.transaction(async (tx) => {
      if (revises !== null) {
        const closed = await repository.closeGoal(tx, grant, revises, {
          status: 'revised',
          closedByReeducatorId: rehabilitatorId,
        });
        if (!closed) {
          throw new ConflictError('Only an active goal can be revised.');
        }
      }
      const created = await repository.insertGoal(tx, grant, { ...values, revisesGoalId: revises });
      await tx.audit(revises === null ? 'goal.create' : 'goal.revise', grant.patientId, {
        goalId: created,
        kind: values.kind,
        ...(revises === null ? {} : { revisesGoalId: revises }),
      });
      return created;
    });
    return answer(scope, grant, id);
  }

  async function close(
    scope: Scope,
    patientId: string,
    goalId: string,
    change: { status: 'achieved' | 'dropped'; dropReason?: string; dropNote?: string | null },
  ): Promise<Goal> {
    const grant = await scope.patient(patientId, 'prescribe');
    const rehabilitatorId = rehabilitatorOf(scope);
    const existing = await repository.findGoal(scope, grant, goalId);
    if (!existing) {
      throw new NotFoundError('No such goal for this patient.');
    }
    await scope.transaction(async (tx) => {
      const closed = await repository.closeGoal(tx, grant, goalId, {
        ...change,
        closedByReeducatorId: rehabilitatorId,
      });
      if (!closed) {
        throw new ConflictError('This goal is not active any more.');
      }
      await tx.audit(change.status === 'achieved' ? 'goal.achieve' : 'goal.drop', patientId, {
        goalId,
        ...(change.dropReason ? { reason: change.dropReason } : {}),
      });
    });
    return answer(scope, grant, goalId);
  }

  return {
    async list(scope: Scope, { patientId }: { patientId: string }): Promise<GoalList> {
      const grant = await scope.patient(patientId, 'read');
      const rows = await repository.listGoals(scope, grant);
      const active = rows.filter((row) => row.status === 'active');
      const evidence = await evidenceFor(
        scope,
        grant,
        active.flatMap((row) => (row.metricKey ? [row.metricKey as GoalMetricKey] : [])),
        active.some((row) => row.kind === 'test'),
      );
      await scope.audit('goal.read', patientId, { count: rows.length });
      return { goals: ordered(rows.map((row) => goalOf(row, evidence))), today: evidence.today };
    },

    async create(
      scope: Scope,
      { patientId, body }: { patientId: string; body: NewGoal },
    ): Promise<Goal> {
      const grant = await scope.patient(patientId, 'prescribe');
      return insert(scope, grant, body, null);
    },

    async revise(
      scope: Scope,
      { patientId, goalId, body }: { patientId: string; goalId: string; body: NewGoal },
    ): Promise<Goal> {
      const grant = await scope.patient(patientId, 'prescribe');
      const existing = await repository.findGoal(scope, grant, goalId);
      if (!existing) {
        throw new NotFoundError('No such goal for this patient.');
      }
      if (existing.status !== 'active') {
        throw new ConflictError('Only an active goal can be revised.');
      }
      return insert(scope, grant, body, goalId);
    },

    achieve(scope: Scope, { patientId, goalId }: { patientId: string; goalId: string }) {
      return close(scope, patientId, goalId, { status: 'achieved' });
    },

    drop(
      scope: Scope,
      { patientId, goalId, body }: { patientId: string; goalId: string; body: DropGoal },
    ) {
      const note = body.note?.trim();
      return close(scope, patientId, goalId, {
        status: 'dropped',
        dropReason: body.reason,
        dropNote: note ? note : null,
      });
    },
  };
}
