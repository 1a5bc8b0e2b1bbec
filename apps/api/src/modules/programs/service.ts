/**
 * Programs: product (oxilio) programs are read-only and owned by no rehabilitator; a
 * rehabilitator creates, modifies, copies and deletes their own, and assigns programs to the
 * patients they follow (docs/decisions/api-programs-and-indicators.md).
 */
import {
  exerciseById,
  prescriptionMismatches,
  type PrescribedExercise,
  type PrescriptionMismatch,
} from '@oxilio/domain';
import type {
  AssignProgramBody,
  CreateProgramBody,
  ModifyProgramBody,
  PatientProgram,
  Program,
  ProgramExerciseInput,
  RecommendedProgram,
  RehabilitatorProgramBody,
  CopyProgramBody,
} from '@oxilio/domain/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { programs } from '../../db/schema';
import { HttpProblem, orNotFound, PrescriptionMismatchError } from '../../http/errors';
import type { PatientGrant, ProgramGrant, RehabilitatorGrant, Scope } from '../../policy/scope';
import { composeProgram } from './recommend';
import * as repository from './repository';

type AssignmentRow = Awaited<ReturnType<typeof repository.listPatientPrograms>>[number];
type Profile = Awaited<ReturnType<typeof repository.prescriptionProfile>>;

/** The exercises of a program being written, as prescription safety reads them. */
function prescribed(inputs: readonly ProgramExerciseInput[]): PrescribedExercise[] {
  return repository.orderedExercises(inputs).map((input) => {
    const exercise = exerciseById(input.exerciseId)!;
    return {
      exerciseId: input.exerciseId,
      position: exercise.position,
      seriesDurationSeconds: input.seriesDurationSeconds ?? exercise.seriesDurationSeconds,
      equipment: exercise.equipment,
    };
  });
}

/** The patient's profile as a refusal lists it (names and capacity, not the equipment). */
const refused = (
  { patientId, firstName, lastName, functionalCapacity }: Profile,
  mismatches: PrescriptionMismatch[],
) => ({ patientId, firstName, lastName, functionalCapacity, mismatches });

/** What the audit log keeps of mismatches: kinds and exercises (the rest is in the record). */
const auditedMismatches = (mismatches: readonly PrescriptionMismatch[]) =>
  mismatches.map(({ kind, exerciseId }) => ({ kind, exerciseId }));

/**
 * Records that the rehabilitator confirmed the mismatches of one assignment, and audits it
 * (docs/product.md#prescription-safety).
 */
async function confirmMismatches(
  tx: Scope,
  facts: PatientGrant,
  confirmation: {
    patientProgramId: string;
    programId: string;
    occasion: 'assign' | 'modify';
    functionalCapacity: number | null;
    mismatches: readonly PrescriptionMismatch[];
  },
) {
  await repository.insertPrescriptionConfirmation(tx, facts, confirmation);
  await tx.audit('patient.program.mismatchesConfirmed', facts.patientId, {
    patientProgramId: confirmation.patientProgramId,
    programId: confirmation.programId,
    occasion: confirmation.occasion,
    functionalCapacity: confirmation.functionalCapacity,
    mismatches: auditedMismatches(confirmation.mismatches),
  });
}

export function createProgramService() {
  /** A program the caller may read, or one they have just created or copied. */
  async function one(scope: Scope, programId: string): Promise<Program> {
    const [program] = await repository.loadPrograms(scope, eq(programs.id, programId), 'none');
    return orNotFound(program, 'No such program.');
  }

  /** A copy of the program for the rehabilitator, under `name` if given (else the original's). */
  async function copyFor(
    scope: Scope,
    rehabilitator: RehabilitatorGrant,
    source: ProgramGrant,
    name?: string,
  ) {
    const row = await repository.findProgram(scope, source);
    const copy = await scope.transaction(async (tx) =>
      repository.copyProgram(tx, row!, rehabilitator, name?.trim() || undefined),
    );
    return one(scope, copy.id);
  }

  async function softDelete(scope: Scope, programId: string) {
    await repository.softDeleteProgram(scope, await scope.program(programId, 'write'));
  }

  /** A rehabilitator's own programs (paths and queries naming them). */
  const programsOf = (scope: Scope, { rehabilitatorId }: RehabilitatorGrant) =>
    repository.loadPrograms(
      scope,
      and(repository.notDeleted, eq(programs.reeducatorId, rehabilitatorId)),
    );

  /**
   * Assignments as the contract gives them: in force, with their mismatches with the patient's
   * current functional capacity, and each with its latest confirmation.
   */
  async function described(
    scope: Scope,
    facts: PatientGrant,
    rows: readonly AssignmentRow[],
    byId: ReadonlyMap<string, Program>,
  ): Promise<PatientProgram[]> {
    const [profile, confirmations] = await Promise.all([
      repository.prescriptionProfile(scope, facts),
      repository.latestPrescriptionConfirmations(
        scope,
        facts,
        rows.map((row) => row.id),
      ),
    ]);
    const confirmationOf = new Map(confirmations.map((row) => [row.patientProgramId, row]));
    return rows.map((row) => {
      const program = byId.get(row.programId)!;
      const confirmation = confirmationOf.get(row.id);
      return {
        patientProgramId: row.id,
        isSelfRehabilitation: row.isSelfRehabilitation,
        active: row.endedAt === null,
        assignedAt: row.assignedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        assignedByReeducatorId: row.assignedByReeducatorId,
        program,
        mismatches:
          row.endedAt === null
            ? prescriptionMismatches(
                program.exercises,
                profile.functionalCapacity,
                profile.availableEquipment,
              )
            : [],
        confirmation: confirmation
          ? {
              confirmedAt: confirmation.confirmedAt.toISOString(),
              confirmedBy:
                confirmation.firstName !== null && confirmation.lastName !== null
                  ? { firstName: confirmation.firstName, lastName: confirmation.lastName }
                  : null,
              mismatches: confirmation.mismatches as PrescriptionMismatch[],
            }
          : null,
      };
    });
  }

  return {
    /** With `rehabilitatorId`, that rehabilitator's programs; without, all the caller may use. */
    async list(
      scope: Scope,
      { rehabilitatorId }: { rehabilitatorId: string | undefined },
    ): Promise<Program[]> {
      const me = scope.rehabilitator('usePrograms');
      if (rehabilitatorId !== undefined) {
        return programsOf(scope, scope.ownRehabilitator(rehabilitatorId));
      }
      return repository.loadPrograms(scope, repository.visiblePrograms(me.rehabilitatorId));
    },

    async rehabilitatorPrograms(
      scope: Scope,
      { rehabilitatorId }: { rehabilitatorId: string },
    ): Promise<Program[]> {
      return programsOf(scope, scope.ownRehabilitator(rehabilitatorId));
    },

    async create(scope: Scope, { body }: { body: CreateProgramBody }): Promise<Program> {
      const me = scope.rehabilitator('usePrograms');
      if (body.reeducatorId !== undefined) {
        scope.ownRehabilitator(body.reeducatorId);
      }
      const id = await scope.transaction((tx) =>
        repository.insertProgram(tx, me, {
          name: body.name.trim(),
          description: body.description ?? null,
          exercises: body.exercises,
        }),
      );
      return one(scope, id);
    },

    async delete(scope: Scope, { programId }: { programId: string }): Promise<void> {
      await softDelete(scope, programId);
    },

    async removeFromMine(
      scope: Scope,
      { rehabilitatorId, programId }: { rehabilitatorId: string; programId: string },
    ): Promise<void> {
      scope.ownRehabilitator(rehabilitatorId);
      await softDelete(scope, programId);
    },

    async addToMine(
      scope: Scope,
      { body }: { body: RehabilitatorProgramBody },
    ): Promise<{ created: boolean; program: Program }> {
      const rehabilitator = scope.ownRehabilitator(body.reeducatorId);
      const program = await scope.program(body.programId, 'read');
      const source = await repository.findProgram(scope, program);
      if (source!.reeducatorId === body.reeducatorId) {
        return { created: false, program: await one(scope, source!.id) };
      }
      const existing = await repository.existingCopy(scope, program, rehabilitator);
      if (existing) {
        return { created: false, program: await one(scope, existing.id) };
      }
      return { created: true, program: await copyFor(scope, rehabilitator, program) };
    },

    async modify(
      scope: Scope,
      { programId, body }: { programId: string; body: ModifyProgramBody },
    ): Promise<Program> {
      scope.ownRehabilitator(body.reeducatorId);
      const program = await scope.program(programId, 'write');
      const planned = prescribed(body.program.exercises);
      await scope.transaction(async (tx) => {
        // The patients following this program now, whom the caller still prescribes for.
        const checks = [];
        for (const assignment of await repository.assignmentsInForce(tx, program)) {
          const facts = await tx.patient(assignment.patientId, 'prescribe').catch((error) => {
            if (error instanceof HttpProblem) {
              return null;
            }
            throw error;
          });
          if (!facts) {
            continue;
          }
          const profile = await repository.prescriptionProfile(tx, facts);
          const mismatches = prescriptionMismatches(
            planned,
            profile.functionalCapacity,
            profile.availableEquipment,
          );
          if (mismatches.length > 0) {
            checks.push({ facts, profile, assignment, mismatches });
          }
        }
        if (checks.length > 0 && body.acknowledgedMismatches !== true) {
          throw new PrescriptionMismatchError(
            checks.map(({ profile, mismatches }) => refused(profile, mismatches)),
          );
        }
        await repository.updateProgram(tx, program, {
          name: body.program.name.trim(),
          description: body.program.description ?? null,
        });
        await repository.replaceExercises(tx, program, body.program.exercises);
        for (const { facts, profile, assignment, mismatches } of checks) {
          await confirmMismatches(tx, facts, {
            patientProgramId: assignment.patientProgramId,
            programId: program.programId,
            occasion: 'modify',
            functionalCapacity: profile.functionalCapacity,
            mismatches,
          });
        }
      });
      return one(scope, program.programId);
    },

    async copy(scope: Scope, { body }: { body: CopyProgramBody }): Promise<Program> {
      const rehabilitator = scope.ownRehabilitator(body.reeducatorId);
      return copyFor(scope, rehabilitator, await scope.program(body.programId, 'read'), body.name);
    },

    async patientPrograms(
      scope: Scope,
      { patientId, isSelfRehabilitation }: { patientId: string; isSelfRehabilitation: boolean },
    ): Promise<PatientProgram[]> {
      const facts = await scope.patient(patientId, 'read');
      const rows = await repository.listPatientPrograms(scope, facts, isSelfRehabilitation);
      const loaded = await repository.loadPrograms(
        scope,
        rows.length > 0
          ? inArray(
              programs.id,
              rows.map((row) => row.programId),
            )
          : sql`false`,
        'none',
      );
      const byId = new Map(loaded.map((program) => [program.id, program]));
      await scope.audit('patient.programs.read', facts.patientId, { isSelfRehabilitation });
      return described(scope, facts, rows, byId);
    },

    async assign(
      scope: Scope,
      { patientId, body }: { patientId: string; body: AssignProgramBody },
    ): Promise<PatientProgram> {
      const { facts, row } = await scope.transaction(async (tx) => {
        const facts = await tx.patient(patientId, 'prescribe');
        const program = await tx.program(body.ProgramId, 'read');
        const { exercises } = await one(tx, program.programId);
        const profile = await repository.prescriptionProfile(tx, facts);
        const mismatches = prescriptionMismatches(
          exercises,
          profile.functionalCapacity,
          profile.availableEquipment,
        );
        if (mismatches.length > 0 && body.acknowledgedMismatches !== true) {
          throw new PrescriptionMismatchError([refused(profile, mismatches)]);
        }
        const row = await repository.assignPatientProgram(
          tx,
          facts,
          program,
          body.isSelfRehabilitation,
        );
        await tx.audit('patient.program.assign', facts.patientId, {
          programId: body.ProgramId,
          isSelfRehabilitation: body.isSelfRehabilitation,
        });
        if (mismatches.length > 0) {
          await confirmMismatches(tx, facts, {
            patientProgramId: row.id,
            programId: program.programId,
            occasion: 'assign',
            functionalCapacity: profile.functionalCapacity,
            mismatches,
          });
        }
        return { facts, row };
      });
      const program = await one(scope, row.programId);
      const [described_] = await described(scope, facts, [row], new Map([[program.id, program]]));
      return described_!;
    },

    async recommended(
      scope: Scope,
      { patientId }: { patientId: string },
    ): Promise<RecommendedProgram> {
      const facts = await scope.patient(patientId, 'prescribe');
      const profile = await repository.patientProfile(scope, facts);
      const pathology = profile.pathologies[0] ?? null;
      await scope.audit('patient.recommendation.read', facts.patientId);
      const product = await repository.bestProductProgram(
        scope,
        profile.pathologies,
        profile.functionalCapacity,
      );
      if (product) {
        const program = await one(scope, product.id);
        return {
          source: 'product',
          program,
          exercises: program.exercises,
          pathology,
          functionalCapacity: profile.functionalCapacity,
        };
      }
      const exercises = composeProgram(pathology, profile.functionalCapacity).map(
        (exercise, order) => ({
          order,
          exerciseId: exercise.id,
          nameId: `domain.exercise.${exercise.id}.name`,
          type: exercise.type,
          theme: exercise.theme,
          position: exercise.position,
          difficulty: exercise.difficulty,
          equipment: [...exercise.equipment],
          seriesDurationSeconds: exercise.seriesDurationSeconds,
          seriesCount: exercise.seriesCount,
          restBetweenSeriesSeconds: exercise.restSeconds,
        }),
      );
      return {
        source: 'composed',
        program: null,
        exercises,
        pathology,
        functionalCapacity: profile.functionalCapacity,
      };
    },
  };
}
