/**
 * Queries of the programs module: programs with their exercises, in two queries per list, on the
 * scope's database or transaction. A program is changed through the grant of `scope.program`, a
 * patient's programs through that of `scope.patient` (docs/decisions/api-access-scope.md).
 */
import type { Program, ProgramExerciseInput } from '@oxilio/domain/contract';
import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PatientGrant, ProgramGrant, RehabilitatorGrant, Scope } from '../../policy/scope';
import {
  exercises,
  patientPathologies,
  patientPrograms,
  patients,
  prescriptionConfirmations,
  programExercises,
  programs,
  rehabilitators,
  users,
} from '../../db/schema';

type ProgramRow = typeof programs.$inferSelect;

/** Programs matching `where`, each with its exercises (effective series values), in order. */
export async function loadPrograms(
  scope: Scope,
  where: SQL | undefined,
  order: 'name' | 'none' = 'name',
): Promise<Program[]> {
  const query = scope.db.select().from(programs).where(where);
  const rows: ProgramRow[] =
    order === 'name' ? await query.orderBy(asc(programs.name), asc(programs.id)) : await query;
  return withExercises(scope, rows);
}

async function withExercises(scope: Scope, rows: ProgramRow[]): Promise<Program[]> {
  if (rows.length === 0) {
    return [];
  }
  const items = await scope.db
    .select({
      programId: programExercises.programId,
      order: programExercises.position,
      exerciseId: exercises.id,
      type: exercises.type,
      theme: exercises.theme,
      position: exercises.position,
      difficulty: exercises.difficulty,
      equipment: exercises.equipment,
      seriesDurationSeconds: sql<number>`coalesce(${programExercises.seriesDurationSeconds}, ${exercises.seriesDurationSeconds})`,
      seriesCount: sql<number>`coalesce(${programExercises.seriesCount}, ${exercises.seriesCount})`,
      restBetweenSeriesSeconds: sql<number>`coalesce(${programExercises.restBetweenSeriesSeconds}, ${exercises.restBetweenSeriesSeconds})`,
    })
    .from(programExercises)
    .innerJoin(exercises, eq(exercises.id, programExercises.exerciseId))
    .where(
      inArray(
        programExercises.programId,
        rows.map((row) => row.id),
      ),
    )
    .orderBy(asc(programExercises.programId), asc(programExercises.position));
  const byProgram = new Map<string, typeof items>();
  for (const item of items) {
    const list = byProgram.get(item.programId) ?? [];
    list.push(item);
    byProgram.set(item.programId, list);
  }
  return rows.map((row) => {
    const list = (byProgram.get(row.id) ?? []).map((item, index) => ({
      order: index,
      exerciseId: item.exerciseId,
      nameId: `domain.exercise.${item.exerciseId}.name`,
      type: item.type,
      theme: item.theme,
      position: item.position,
      difficulty: item.difficulty,
      equipment: item.equipment,
      seriesDurationSeconds: Number(item.seriesDurationSeconds),
      seriesCount: Number(item.seriesCount),
      restBetweenSeriesSeconds: Number(item.restBetweenSeriesSeconds),
    }));
    return {
      id: row.id,
      reeducatorId: row.reeducatorId,
      isProduct: row.reeducatorId === null,
      name: row.name,
      description: row.description,
      recommendedForPathology: row.recommendedForPathology,
      recommendedForCapacity: row.recommendedForCapacity,
      copiedFromProgramId: row.copiedFromProgramId,
      exercises: list,
      estimatedDurationSeconds: estimatedDuration(list),
      equipment: [...new Set(list.flatMap((item) => item.equipment))].sort(),
      updatedAt: row.updatedAt.toISOString(),
    };
  });
}

export function estimatedDuration(
  list: { seriesDurationSeconds: number; seriesCount: number; restBetweenSeriesSeconds: number }[],
): number {
  return list.reduce(
    (total, item) =>
      total +
      item.seriesCount * item.seriesDurationSeconds +
      Math.max(0, item.seriesCount - 1) * item.restBetweenSeriesSeconds,
    0,
  );
}

export const notDeleted = isNull(programs.deletedAt);

/** Product programs and the rehabilitator's own, not deleted. */
export const visiblePrograms = (rehabilitatorId: string) =>
  and(notDeleted, or(isNull(programs.reeducatorId), eq(programs.reeducatorId, rehabilitatorId)));

export async function findProgram(scope: Scope, { programId }: ProgramGrant) {
  const [row] = await scope.db.select().from(programs).where(eq(programs.id, programId));
  return row ?? null;
}

/** Exercises in the order asked: explicit `order` first sorted, the array order breaking ties. */
export function orderedExercises(inputs: readonly ProgramExerciseInput[]) {
  return inputs
    .map((input, index) => ({ input, index }))
    .sort((a, b) => (a.input.order ?? a.index) - (b.input.order ?? b.index) || a.index - b.index)
    .map(({ input }) => input);
}

/** Replaces the exercises of a program the caller may change (`scope.program(id, 'write')`). */
export async function replaceExercises(
  scope: Scope,
  { programId }: ProgramGrant,
  inputs: readonly ProgramExerciseInput[],
) {
  await writeExercises(scope, programId, inputs);
}

async function writeExercises(
  scope: Scope,
  programId: string,
  inputs: readonly ProgramExerciseInput[],
) {
  await scope.db.delete(programExercises).where(eq(programExercises.programId, programId));
  await scope.db.insert(programExercises).values(
    orderedExercises(inputs).map((input, position) => ({
      programId,
      position,
      exerciseId: input.exerciseId,
      seriesDurationSeconds: input.seriesDurationSeconds ?? null,
      seriesCount: input.seriesCount ?? null,
      restBetweenSeriesSeconds: input.restBetweenSeriesSeconds ?? null,
    })),
  );
}

/**
 * Copies the program (and its exercises, overrides included) for the rehabilitator, under `name`
 * when given (the portal's "Copie de …"), else the original's name.
 */
export async function copyProgram(
  scope: Scope,
  source: ProgramRow,
  { rehabilitatorId }: RehabilitatorGrant,
  name?: string,
) {
  const executor = scope.db;
  const [copy] = await executor
    .insert(programs)
    .values({
      reeducatorId: rehabilitatorId,
      name: name ?? source.name,
      description: source.description,
      copiedFromProgramId: source.id,
    })
    .returning();
  await executor.execute(sql`
    insert into program_exercises
      (program_id, position, exercise_id, series_duration_seconds, series_count, rest_between_series_seconds)
    select ${copy!.id}, position, exercise_id, series_duration_seconds, series_count, rest_between_series_seconds
    from program_exercises where program_id = ${source.id}
  `);
  return copy!;
}

export async function existingCopy(
  scope: Scope,
  { programId: sourceId }: ProgramGrant,
  { rehabilitatorId }: RehabilitatorGrant,
) {
  const [row] = await scope.db
    .select()
    .from(programs)
    .where(
      and(
        eq(programs.copiedFromProgramId, sourceId),
        eq(programs.reeducatorId, rehabilitatorId),
        notDeleted,
      ),
    )
    .orderBy(desc(programs.createdAt))
    .limit(1);
  return row ?? null;
}

export async function listPatientPrograms(
  scope: Scope,
  { patientId }: PatientGrant,
  isSelfRehabilitation: boolean,
) {
  return scope.db
    .select()
    .from(patientPrograms)
    .where(
      and(
        eq(patientPrograms.patientId, patientId),
        eq(patientPrograms.isSelfRehabilitation, isSelfRehabilitation),
      ),
    )
    .orderBy(sql`${patientPrograms.endedAt} is not null`, desc(patientPrograms.assignedAt));
}

export async function patientProfile(scope: Scope, { patientId }: PatientGrant) {
  const rows = await scope.db
    .select({
      functionalCapacity: patients.functionalCapacity,
      pathology: patientPathologies.pathology,
      isMain: patientPathologies.isMain,
    })
    .from(patients)
    .leftJoin(patientPathologies, eq(patientPathologies.patientId, patients.id))
    .where(eq(patients.id, patientId));
  const pathologies = rows
    .filter((row) => row.pathology !== null)
    .sort((a, b) => Number(b.isMain) - Number(a.isMain) || a.pathology! - b.pathology!)
    .map((row) => row.pathology!);
  return { functionalCapacity: rows[0]?.functionalCapacity ?? null, pathologies };
}

/**
 * The best product program for the patient: pathology match (the main pathology counts most),
 * then functional capacity match; programs recommended for another pathology or capacity are out.
 */
export async function bestProductProgram(
  scope: Scope,
  pathologies: number[],
  functionalCapacity: number | null,
) {
  const main = pathologies[0] ?? -1;
  const pathologyList = pathologies.length > 0 ? pathologies : [-1];
  const [row] = await scope.db
    .select()
    .from(programs)
    .where(
      and(
        isNull(programs.reeducatorId),
        notDeleted,
        or(
          isNull(programs.recommendedForPathology),
          inArray(programs.recommendedForPathology, pathologyList),
        ),
        or(
          isNull(programs.recommendedForCapacity),
          eq(programs.recommendedForCapacity, functionalCapacity ?? -1),
        ),
        or(
          sql`${programs.recommendedForPathology} is not null`,
          sql`${programs.recommendedForCapacity} is not null`,
        ),
      ),
    )
    .orderBy(
      desc(
        sql`(case when ${programs.recommendedForPathology} = ${main} then 4
              when ${programs.recommendedForPathology} is not null then 2 else 0 end)
            + (case when ${programs.recommendedForCapacity} is not null then 1 else 0 end)`,
      ),
      asc(programs.createdAt),
      asc(programs.id),
    )
    .limit(1);
  return row ?? null;
}

/** A new program of the rehabilitator, with its exercises; its id. */
export async function insertProgram(
  scope: Scope,
  { rehabilitatorId }: RehabilitatorGrant,
  program: { name: string; description: string | null; exercises: readonly ProgramExerciseInput[] },
): Promise<string> {
  const [row] = await scope.db
    .insert(programs)
    .values({
      reeducatorId: rehabilitatorId,
      name: program.name,
      description: program.description,
    })
    .returning({ id: programs.id });
  await writeExercises(scope, row!.id, program.exercises);
  return row!.id;
}

export async function updateProgram(
  scope: Scope,
  { programId }: ProgramGrant,
  changes: { name: string; description: string | null },
): Promise<void> {
  await scope.db
    .update(programs)
    .set({ ...changes, updatedAt: sql`now()` })
    .where(eq(programs.id, programId));
}

/** Deleted for its author; kept for the patients who had it. */
export async function softDeleteProgram(scope: Scope, { programId }: ProgramGrant): Promise<void> {
  await scope.db
    .update(programs)
    .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(programs.id, programId));
}

/** Ends the patient's program of this kind in force, and assigns `programId` instead. */
export async function assignPatientProgram(
  scope: Scope,
  { patientId }: PatientGrant,
  { programId }: ProgramGrant,
  isSelfRehabilitation: boolean,
) {
  const executor = scope.db;
  const assignment = {
    patientId,
    programId,
    isSelfRehabilitation,
    rehabilitatorId: scope.user.reeducatorId,
  };
  // Assignments for one patient take turns (the patient's row locked until the commit): two at
  // once, on PostgreSQL, each ended the program it saw and both inserted, and the second failed on
  // the one-program-in-force index. Now the second ends the one the first assigned.
  await executor
    .select({ id: patients.id })
    .from(patients)
    .where(eq(patients.id, assignment.patientId))
    .for('update');
  await executor
    .update(patientPrograms)
    .set({ endedAt: sql`now()` })
    .where(
      and(
        eq(patientPrograms.patientId, assignment.patientId),
        eq(patientPrograms.isSelfRehabilitation, assignment.isSelfRehabilitation),
        isNull(patientPrograms.endedAt),
      ),
    );
  const [row] = await executor
    .insert(patientPrograms)
    .values({
      patientId: assignment.patientId,
      programId: assignment.programId,
      isSelfRehabilitation: assignment.isSelfRehabilitation,
      assignedByReeducatorId: assignment.rehabilitatorId,
    })
    .returning();
  return row!;
}

/** The programs assigned to the patient now (one of each kind at most), supervised first. */
export async function activePatientPrograms(scope: Scope, { patientId }: PatientGrant) {
  return scope.db
    .select({
      patientProgramId: patientPrograms.id,
      programId: programs.id,
      name: programs.name,
      isSelfRehabilitation: patientPrograms.isSelfRehabilitation,
      assignedAt: patientPrograms.assignedAt,
    })
    .from(patientPrograms)
    .innerJoin(programs, eq(programs.id, patientPrograms.programId))
    .where(and(eq(patientPrograms.patientId, patientId), isNull(patientPrograms.endedAt)))
    .orderBy(asc(patientPrograms.isSelfRehabilitation));
}

/**
 * The patient as prescription safety reads them: names, current functional capacity and the
 * equipment they have (null: not recorded).
 */
export async function prescriptionProfile(scope: Scope, { patientId }: PatientGrant) {
  const [row] = await scope.db
    .select({
      patientId: patients.id,
      firstName: patients.firstName,
      lastName: patients.lastName,
      functionalCapacity: patients.functionalCapacity,
      availableEquipment: patients.availableEquipment,
    })
    .from(patients)
    .where(eq(patients.id, patientId));
  return row!;
}

/** The patients who follow this program now (any kind), with their assignment; ids only. */
export async function assignmentsInForce(scope: Scope, { programId }: ProgramGrant) {
  return scope.db
    .select({ patientProgramId: patientPrograms.id, patientId: patientPrograms.patientId })
    .from(patientPrograms)
    .where(and(eq(patientPrograms.programId, programId), isNull(patientPrograms.endedAt)))
    .orderBy(asc(patientPrograms.assignedAt));
}

/** Records a rehabilitator's confirmation of the mismatches of one assignment of the patient. */
export async function insertPrescriptionConfirmation(
  scope: Scope,
  { patientId }: PatientGrant,
  confirmation: {
    patientProgramId: string;
    programId: string;
    occasion: 'assign' | 'modify';
    functionalCapacity: number | null;
    mismatches: readonly unknown[];
  },
) {
  await scope.db.insert(prescriptionConfirmations).values({
    patientId,
    patientProgramId: confirmation.patientProgramId,
    programId: confirmation.programId,
    occasion: confirmation.occasion,
    functionalCapacity: confirmation.functionalCapacity,
    mismatches: confirmation.mismatches,
    confirmedByReeducatorId: scope.user.reeducatorId,
  });
}

/** The latest confirmation of each of these assignments of the patient, with who confirmed. */
export async function latestPrescriptionConfirmations(
  scope: Scope,
  { patientId }: PatientGrant,
  patientProgramIds: readonly string[],
) {
  if (patientProgramIds.length === 0) {
    return [];
  }
  return scope.db
    .selectDistinctOn([prescriptionConfirmations.patientProgramId], {
      patientProgramId: prescriptionConfirmations.patientProgramId,
      confirmedAt: prescriptionConfirmations.confirmedAt,
      mismatches: prescriptionConfirmations.mismatches,
      firstName: users.firstName,
      lastName: users.lastName,
    })
    .from(prescriptionConfirmations)
    .leftJoin(
      rehabilitators,
      eq(rehabilitators.id, prescriptionConfirmations.confirmedByReeducatorId),
    )
    .leftJoin(users, eq(users.id, rehabilitators.userId))
    .where(
      and(
        eq(prescriptionConfirmations.patientId, patientId),
        inArray(prescriptionConfirmations.patientProgramId, [...patientProgramIds]),
      ),
    )
    .orderBy(
      prescriptionConfirmations.patientProgramId,
      desc(prescriptionConfirmations.confirmedAt),
    );
}
