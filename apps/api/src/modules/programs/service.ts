/**
 * Programs: product (oxilio) programs are read-only and owned by no rehabilitator; a
 * rehabilitator creates, modifies, copies and deletes their own, and assigns programs to the
 * patients they follow (docs/decisions/api-programs-and-indicators.md).
 */
import type {
  AssignProgramBody,
  CreateProgramBody,
  ModifyProgramBody,
  PatientProgram,
  Program,
  RecommendedProgram,
  RehabilitatorProgramBody,
} from '@oxilio/domain/contract';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { programs } from '../../db/schema';
import { orNotFound } from '../../http/errors';
import type { ProgramGrant, RehabilitatorGrant, Scope } from '../../policy/scope';
import { composeProgram } from './recommend';
import * as repository from './repository';

export function createProgramService() {
  /** A program the caller may read, or one they have just created or copied. */
  async function one(scope: Scope, programId: string): Promise<Program> {
    const [program] = await repository.loadPrograms(scope, eq(programs.id, programId), 'none');
    return orNotFound(program, 'No such program.');
  }

  async function copyFor(scope: Scope, rehabilitator: RehabilitatorGrant, source: ProgramGrant) {
    const row = await repository.findProgram(scope, source);
    const copy = await scope.transaction(async (tx) =>
      repository.copyProgram(tx, row!, rehabilitator),
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
      await scope.transaction(async (tx) => {
        await repository.updateProgram(tx, program, {
          name: body.program.name.trim(),
          description: body.program.description ?? null,
        });
        await repository.replaceExercises(tx, program, body.program.exercises);
      });
      return one(scope, program.programId);
    },

    async copy(scope: Scope, { body }: { body: RehabilitatorProgramBody }): Promise<Program> {
      const rehabilitator = scope.ownRehabilitator(body.reeducatorId);
      return copyFor(scope, rehabilitator, await scope.program(body.programId, 'read'));
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
      return rows.map((row) => ({
        patientProgramId: row.id,
        isSelfRehabilitation: row.isSelfRehabilitation,
        active: row.endedAt === null,
        assignedAt: row.assignedAt.toISOString(),
        endedAt: row.endedAt?.toISOString() ?? null,
        assignedByReeducatorId: row.assignedByReeducatorId,
        program: byId.get(row.programId)!,
      }));
    },

    async assign(
      scope: Scope,
      { patientId, body }: { patientId: string; body: AssignProgramBody },
    ): Promise<PatientProgram> {
      const assigned = await scope.transaction(async (tx) => {
        const facts = await tx.patient(patientId, 'prescribe');
        const program = await tx.program(body.ProgramId, 'read');
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
        return row;
      });
      return {
        patientProgramId: assigned.id,
        isSelfRehabilitation: assigned.isSelfRehabilitation,
        active: true,
        assignedAt: assigned.assignedAt.toISOString(),
        endedAt: null,
        assignedByReeducatorId: assigned.assignedByReeducatorId,
        program: await one(scope, assigned.programId),
      };
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
