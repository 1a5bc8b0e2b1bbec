/**
 * Standardised tests' results (docs/decisions/outcome-measures.md): a rehabilitator following the
 * patient records a result (checked against the test's range and precision, dated no later than
 * the establishment's today) or strikes one out with a reason; whoever may read the patient reads
 * them, each judged against the first and the previous result with the test's MCID
 * (packages/domain/src/outcomeMeasures.ts). Health data: every read and write is audited.
 */
import {
  addDays,
  exerciseById,
  isOutcomeMeasureKey,
  outcomeMeasureOfExercise,
  Position,
  type OutcomeMeasure,
  judgeChange,
  outcomeBand,
  outcomeMeasureByKey,
  outcomeValueProblem,
  roundOutcome,
  todayIn,
  type OutcomeAssistance,
  type OutcomeMeasuredByRole,
  type OutcomeWalkingAid,
} from '@oxilio/domain';
import type {
  OutcomeChange,
  OutcomeResult,
  OutcomeResultList,
  RecordOutcomeResultBody,
  RecordSessionTestResultBody,
  StrikeOutcomeResultBody,
} from '@oxilio/domain/contract';
import { ConflictError, HttpProblem, NotFoundError, orNotFound } from '../../http/errors';
import { canOnPatient } from '../../policy/rules';
import type { PatientGrant, Scope } from '../../policy/scope';
import { parseSessionPlan } from '../sessions/plan';
import { plannedExercises } from '../sessions/step-reads';
import * as repository from './repository';

type Row = repository.OutcomeResultRow;

const change = (row: Row, from: Row | undefined): OutcomeChange | null => {
  if (!from || !isOutcomeMeasureKey(row.measureKey)) {
    return null;
  }
  const measure = outcomeMeasureByKey(row.measureKey);
  return {
    change: roundOutcome(measure, row.value - from.value),
    judgement: judgeChange(measure, from.value, row.value),
  };
};

/**
 * The views of `rows` (ordered by measure, day, recording): each result not struck out is judged
 * against the first and the previous result not struck out of the same test measured by the same
 * kind of person (the patient's own measures are a series apart).
 */
function viewsOf(scope: Scope, grant: PatientGrant, rows: readonly Row[]): OutcomeResult[] {
  const mayStrike = canOnPatient(scope.user, 'prescribe', grant);
  const series = new Map<string, Row[]>();
  return rows.map((row) => {
    const measureKey = row.measureKey as OutcomeResult['measureKey'];
    let sinceFirst: OutcomeChange | null = null;
    let sincePrevious: OutcomeChange | null = null;
    if (!row.struckAt) {
      const key = `${row.measureKey}/${row.measuredByRole}`;
      const before = series.get(key) ?? [];
      sinceFirst = change(row, before[0]);
      sincePrevious = change(row, before.at(-1));
      series.set(key, [...before, row]);
    }
    return {
      id: row.id,
      patientId: row.patientId,
      measureKey,
      value: row.value,
      measuredOn: row.measuredOn,
      walkingAid: row.walkingAid as OutcomeWalkingAid,
      assistance: row.assistance as OutcomeAssistance,
      withDevice: row.withDevice,
      comment: row.comment,
      measuredBy: {
        userId: row.measuredByUserId,
        firstName: row.measuredByFirstName,
        lastName: row.measuredByLastName,
        role: row.measuredByRole as OutcomeMeasuredByRole,
      },
      recordedAt: row.recordedAt.toISOString(),
      band: isOutcomeMeasureKey(row.measureKey)
        ? (outcomeBand(outcomeMeasureByKey(row.measureKey), row.value)?.id ?? null)
        : null,
      sinceFirst,
      sincePrevious,
      struck:
        row.struckAt && row.struckReason
          ? {
              at: row.struckAt.toISOString(),
              byFirstName: row.struckByFirstName ?? '',
              byLastName: row.struckByLastName ?? '',
              reason: row.struckReason,
            }
          : null,
      canStrike: mayStrike && !row.struckAt,
    };
  });
}

async function viewOf(scope: Scope, grant: PatientGrant, id: string): Promise<OutcomeResult> {
  const views = viewsOf(scope, grant, await repository.listOfPatient(scope, grant));
  return views.find((view) => view.id === id)!;
}

const text = (value: string | null | undefined) => value?.trim() || null;

/** The test's range and precision, the same for the rehabilitator's and the patient's results. */
function assertValidValue(measure: OutcomeMeasure, value: number): void {
  const problem = outcomeValueProblem(measure, value);
  if (problem === 'outOfRange') {
    throw new HttpProblem(
      'outcome_value_out_of_range',
      `The result must be between ${measure.min} and ${measure.max}.`,
      { errors: [{ field: 'value', in: 'body', message: 'out of range' }] },
    );
  }
  if (problem === 'tooPrecise') {
    throw new HttpProblem(
      'outcome_value_too_precise',
      `The result has at most ${measure.decimals} decimals.`,
      { errors: [{ field: 'value', in: 'body', message: 'too precise' }] },
    );
  }
}

/** How many days back a patient may note a test of their session: today's and yesterday's. */
export const sessionTestDaysBack = 1;

export function createOutcomeMeasuresService() {
  return {
    async list(scope: Scope, { patientId }: { patientId: string }): Promise<OutcomeResultList> {
      const patient = await scope.patient(patientId, 'read');
      const rows = await repository.listOfPatient(scope, patient);
      await scope.audit('outcomeResult.read', patient.patientId, { count: rows.length });
      return {
        results: viewsOf(scope, patient, rows),
        canRecord: canOnPatient(scope.user, 'prescribe', patient),
        today: todayIn(patient.timeZone),
      };
    },

    async record(
      scope: Scope,
      { patientId, body }: { patientId: string; body: RecordOutcomeResultBody },
    ): Promise<OutcomeResult> {
      const measure = outcomeMeasureByKey(body.measureKey);
      return scope.transaction(async (tx) => {
        const patient = await tx.patient(patientId, 'prescribe');
        assertValidValue(measure, body.value);
        if (body.measuredOn > todayIn(patient.timeZone)) {
          throw new HttpProblem('outcome_date_in_future', 'A test cannot be dated in the future.', {
            errors: [{ field: 'measuredOn', in: 'body', message: 'in the future' }],
          });
        }
        if (await repository.isArchived(tx, patient)) {
          throw new ConflictError('The patient is archived.');
        }
        const id = await repository.insert(tx, patient, {
          measureKey: measure.key,
          value: roundOutcome(measure, body.value),
          measuredOn: body.measuredOn,
          walkingAid: body.walkingAid,
          assistance: body.assistance,
          withDevice: body.withDevice,
          comment: text(body.comment),
          measuredByUserId: scope.user.userId,
          measuredByRole: 'rehabilitator',
        });
        await tx.audit('outcomeResult.record', patient.patientId, {
          outcomeResultId: id,
          measureKey: measure.key,
        });
        return viewOf(tx, patient, id);
      });
    },

    /**
     * The patient notes the result of a clinical test played in their own session (the exercise
     * mapped to a catalogued test, in the session's plan, the session today's or yesterday's):
     * kept as measured by the patient, apart from the rehabilitators' series. One per session and
     * test; the day is the session's; the conditions follow from the exercise (with the oxilio
     * unless played without it; no aid nor assistance besides it: the patient plays alone).
     */
    async recordInSession(
      scope: Scope,
      { sessionId, body }: { sessionId: string; body: RecordSessionTestResultBody },
    ): Promise<OutcomeResult> {
      return scope.transaction(async (tx) => {
        const grant = await tx.session(sessionId, 'selfCare');
        const session = orNotFound(await repository.sessionOf(tx, grant), 'No such session.');
        const measureKey = outcomeMeasureOfExercise(body.exerciseId);
        const plan =
          parseSessionPlan(session.plan) ??
          (session.programId ? await plannedExercises(tx.db, [session.programId]) : []);
        const exercise = exerciseById(body.exerciseId);
        if (!measureKey || !exercise || !plan.some((e) => e.exerciseId === body.exerciseId)) {
          throw new HttpProblem(
            'outcome_test_not_in_session',
            'This exercise is not a catalogued test of this session.',
            { errors: [{ field: 'exerciseId', in: 'body', message: 'not a test of the session' }] },
          );
        }
        const measure = outcomeMeasureByKey(measureKey);
        assertValidValue(measure, body.value);
        if (session.day < addDays(todayIn(grant.timeZone), -sessionTestDaysBack)) {
          throw new HttpProblem(
            'outcome_session_too_old',
            'A test can be noted on the day of the session or the day after.',
          );
        }
        if (await repository.isArchived(tx, grant)) {
          throw new ConflictError('The patient is archived.');
        }
        if (await repository.hasSessionResult(tx, grant, measureKey)) {
          throw new ConflictError('This test is already noted for this session.');
        }
        const id = await repository.insert(tx, grant, {
          measureKey,
          value: roundOutcome(measure, body.value),
          measuredOn: session.day,
          walkingAid: 'none',
          assistance: 'none',
          withDevice: exercise.position !== Position.WithoutDevice,
          comment: null,
          measuredByUserId: scope.user.userId,
          measuredByRole: 'patient',
          sessionId: grant.sessionId,
        });
        await tx.audit('outcomeResult.record', grant.patientId, {
          outcomeResultId: id,
          measureKey,
          sessionId: grant.sessionId,
        });
        return viewOf(tx, grant, id);
      });
    },

    async strike(
      scope: Scope,
      { id, body }: { id: string; body: StrikeOutcomeResultBody },
    ): Promise<OutcomeResult> {
      return scope.transaction(async (tx) => {
        const located = orNotFound(await repository.locate(tx, id), 'No such result.');
        const patient = await tx.patient(located.patientId, 'prescribe').catch((error: unknown) => {
          throw error instanceof NotFoundError ? new NotFoundError('No such result.') : error;
        });
        const struck = await repository.strike(tx, patient, id, {
          byUserId: scope.user.userId,
          reason: body.reason.trim(),
        });
        if (!struck) {
          throw new ConflictError('The result is already struck out.');
        }
        await tx.audit('outcomeResult.strike', patient.patientId, { outcomeResultId: id });
        return viewOf(tx, patient, id);
      });
    },
  };
}
