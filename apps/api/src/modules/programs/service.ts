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
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import type { AuthUser } from '../../auth/user';
import type { Db } from '../../db/client';
import { programs } from '../../db/schema';
import { orNotFound } from '../../http/errors';
import {
  assertActsAsRehabilitator,
  assertCanUsePrograms,
  assertPatientAccess,
  assertProgramAccess,
} from '../../policy';
import { composeProgram } from './recommend';
import * as repository from './repository';

export function createProgramService({ db }: { db: Db }) {
  async function one(programId: string): Promise<Program> {
    const [program] = await repository.loadPrograms(db, eq(programs.id, programId), 'none');
    return orNotFound(program, 'No such program.');
  }

  async function copyFor(rehabilitatorId: string, programId: string) {
    const source = await repository.findProgram(db, programId);
    const copy = await db.transaction(async (tx) =>
      repository.copyProgram(tx, source!, rehabilitatorId),
    );
    return one(copy.id);
  }

  async function softDelete(user: AuthUser, programId: string) {
    await assertProgramAccess(db, user, programId, 'write');
    await repository.softDeleteProgram(db, programId);
  }

  /** A rehabilitator's own programs (paths and queries naming them). */
  const programsOf = (rehabilitatorId: string) =>
    repository.loadPrograms(
      db,
      and(repository.notDeleted, eq(programs.reeducatorId, rehabilitatorId)),
    );

  return {
    /** With `rehabilitatorId`, that rehabilitator's programs; without, all the caller may use. */
    async list(
      { user }: Caller,
      { rehabilitatorId }: { rehabilitatorId: string | undefined },
    ): Promise<Program[]> {
      assertCanUsePrograms(user);
      if (rehabilitatorId !== undefined) {
        assertActsAsRehabilitator(user, rehabilitatorId);
        return programsOf(rehabilitatorId);
      }
      return repository.loadPrograms(db, repository.visiblePrograms(user.reeducatorId));
    },

    async rehabilitatorPrograms(
      { user }: Caller,
      { rehabilitatorId }: { rehabilitatorId: string },
    ): Promise<Program[]> {
      assertActsAsRehabilitator(user, rehabilitatorId);
      return programsOf(rehabilitatorId);
    },

    async create({ user }: Caller, { body }: { body: CreateProgramBody }): Promise<Program> {
      assertCanUsePrograms(user);
      if (body.reeducatorId !== undefined) {
        assertActsAsRehabilitator(user, body.reeducatorId);
      }
      const id = await db.transaction(async (tx) => {
        const programId = await repository.insertProgram(tx, {
          rehabilitatorId: user.reeducatorId,
          name: body.name.trim(),
          description: body.description ?? null,
        });
        await repository.replaceExercises(tx, programId, body.exercises);
        return programId;
      });
      return one(id);
    },

    async delete({ user }: Caller, { programId }: { programId: string }): Promise<void> {
      await softDelete(user, programId);
    },

    async removeFromMine(
      { user }: Caller,
      { rehabilitatorId, programId }: { rehabilitatorId: string; programId: string },
    ): Promise<void> {
      assertActsAsRehabilitator(user, rehabilitatorId);
      await softDelete(user, programId);
    },

    async addToMine(
      { user }: Caller,
      { body }: { body: RehabilitatorProgramBody },
    ): Promise<{ created: boolean; program: Program }> {
      assertActsAsRehabilitator(user, body.reeducatorId);
      await assertProgramAccess(db, user, body.programId, 'read');
      const source = await repository.findProgram(db, body.programId);
      if (source!.reeducatorId === body.reeducatorId) {
        return { created: false, program: await one(source!.id) };
      }
      const existing = await repository.existingCopy(db, body.programId, body.reeducatorId);
      if (existing) {
        return { created: false, program: await one(existing.id) };
      }
      return { created: true, program: await copyFor(body.reeducatorId, body.programId) };
    },

    async modify(
      { user }: Caller,
      { programId, body }: { programId: string; body: ModifyProgramBody },
    ): Promise<Program> {
      assertActsAsRehabilitator(user, body.reeducatorId);
      await assertProgramAccess(db, user, programId, 'write');
      await db.transaction(async (tx) => {
        await repository.updateProgram(tx, programId, {
          name: body.program.name.trim(),
          description: body.program.description ?? null,
        });
        await repository.replaceExercises(tx, programId, body.program.exercises);
      });
      return one(programId);
    },

    async copy({ user }: Caller, { body }: { body: RehabilitatorProgramBody }): Promise<Program> {
      assertActsAsRehabilitator(user, body.reeducatorId);
      await assertProgramAccess(db, user, body.programId, 'read');
      return copyFor(body.reeducatorId, body.programId);
    },

    async patientPrograms(
      caller: Caller,
      { patientId, isSelfRehabilitation }: { patientId: string; isSelfRehabilitation: boolean },
    ): Promise<PatientProgram[]> {
      const facts = await assertPatientAccess(db, caller.user, patientId, 'read');
      const rows = await repository.listPatientPrograms(db, facts.patientId, isSelfRehabilitation);
      const loaded = await repository.loadPrograms(
        db,
        rows.length > 0
          ? inArray(
              programs.id,
              rows.map((row) => row.programId),
            )
          : sql`false`,
        'none',
      );
      const byId = new Map(loaded.map((program) => [program.id, program]));
      await audit(db, caller, 'patient.programs.read', facts.patientId, { isSelfRehabilitation });
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
      caller: Caller,
      { patientId, body }: { patientId: string; body: AssignProgramBody },
    ): Promise<PatientProgram> {
      const { user } = caller;
      const assigned = await db.transaction(async (tx) => {
        const facts = await assertPatientAccess(tx, user, patientId, 'prescribe');
        await assertProgramAccess(tx, user, body.ProgramId, 'read');
        const row = await repository.assignPatientProgram(tx, {
          patientId: facts.patientId,
          programId: body.ProgramId,
          isSelfRehabilitation: body.isSelfRehabilitation,
          rehabilitatorId: user.reeducatorId,
        });
        await audit(tx, caller, 'patient.program.assign', facts.patientId, {
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
        program: await one(assigned.programId),
      };
    },

    async recommended(
      caller: Caller,
      { patientId }: { patientId: string },
    ): Promise<RecommendedProgram> {
      const facts = await assertPatientAccess(db, caller.user, patientId, 'prescribe');
      const profile = await repository.patientProfile(db, facts.patientId);
      const pathology = profile.pathologies[0] ?? null;
      await audit(db, caller, 'patient.recommendation.read', facts.patientId);
      const product = await repository.bestProductProgram(
        db,
        profile.pathologies,
        profile.functionalCapacity,
      );
      if (product) {
        const program = await one(product.id);
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
