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
  ReeducatorProgramBody,
} from '@oxilio/domain/contract';
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit/audit';
import { actsAsReeducator, type AuthUser } from '../../auth/user';
import type { Db } from '../../db/client';
import { patientPrograms, programs } from '../../db/schema';
import { ForbiddenError, NotFoundError } from '../../http/errors';
import { assertActsAsReeducator, assertPatientAccess, assertProgramAccess } from '../../policy';
import { composeProgram } from './recommend';
import * as repository from './repository';

function requireReeducator(user: AuthUser): asserts user is AuthUser & { reeducatorId: string } {
  if (!actsAsReeducator(user)) {
    throw new ForbiddenError();
  }
}

export function createProgramService({ db }: { db: Db }) {
  async function one(programId: string): Promise<Program> {
    const [program] = await repository.loadPrograms(db, eq(programs.id, programId), 'none');
    if (!program) {
      throw new NotFoundError('No such program.');
    }
    return program;
  }

  async function copyFor(reeducatorId: string, programId: string) {
    const source = await repository.findProgram(db, programId);
    const copy = await db.transaction(async (tx) =>
      repository.copyProgram(tx, source!, reeducatorId),
    );
    return one(copy.id);
  }

  async function softDelete(user: AuthUser, programId: string) {
    await assertProgramAccess(db, user, programId, 'write');
    await db
      .update(programs)
      .set({ deletedAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(programs.id, programId));
  }

  return {
    async list(user: AuthUser, reeducatorId: string | undefined): Promise<Program[]> {
      requireReeducator(user);
      if (reeducatorId !== undefined) {
        assertActsAsReeducator(user, reeducatorId);
        return repository.loadPrograms(
          db,
          and(repository.notDeleted, eq(programs.reeducatorId, reeducatorId)),
        );
      }
      return repository.loadPrograms(db, repository.visiblePrograms(user.reeducatorId));
    },

    async reeducatorPrograms(user: AuthUser, reeducatorId: string): Promise<Program[]> {
      assertActsAsReeducator(user, reeducatorId);
      return repository.loadPrograms(
        db,
        and(repository.notDeleted, eq(programs.reeducatorId, reeducatorId)),
      );
    },

    async create(user: AuthUser, body: CreateProgramBody): Promise<Program> {
      requireReeducator(user);
      if (body.reeducatorId !== undefined) {
        assertActsAsReeducator(user, body.reeducatorId);
      }
      const id = await db.transaction(async (tx) => {
        const [program] = await tx
          .insert(programs)
          .values({
            reeducatorId: user.reeducatorId,
            name: body.name.trim(),
            description: body.description ?? null,
          })
          .returning({ id: programs.id });
        await repository.replaceExercises(tx, program!.id, body.exercises);
        return program!.id;
      });
      return one(id);
    },

    delete: softDelete,

    async removeFromMine(user: AuthUser, reeducatorId: string, programId: string) {
      assertActsAsReeducator(user, reeducatorId);
      await softDelete(user, programId);
    },

    async addToMine(
      user: AuthUser,
      body: ReeducatorProgramBody,
    ): Promise<{ created: boolean; program: Program }> {
      assertActsAsReeducator(user, body.reeducatorId);
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

    async modify(user: AuthUser, programId: string, body: ModifyProgramBody): Promise<Program> {
      assertActsAsReeducator(user, body.reeducatorId);
      await assertProgramAccess(db, user, programId, 'write');
      await db.transaction(async (tx) => {
        await tx
          .update(programs)
          .set({
            name: body.program.name.trim(),
            description: body.program.description ?? null,
            updatedAt: sql`now()`,
          })
          .where(eq(programs.id, programId));
        await repository.replaceExercises(tx, programId, body.program.exercises);
      });
      return one(programId);
    },

    async copy(user: AuthUser, body: ReeducatorProgramBody): Promise<Program> {
      assertActsAsReeducator(user, body.reeducatorId);
      await assertProgramAccess(db, user, body.programId, 'read');
      return copyFor(body.reeducatorId, body.programId);
    },

    async patientPrograms(
      request: FastifyRequest,
      patientId: string,
      isSelfRehabilitation: boolean,
    ): Promise<PatientProgram[]> {
      const facts = await assertPatientAccess(db, request.user, patientId, 'read');
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
      await audit(request, 'patient.programs.read', facts.patientId, { isSelfRehabilitation });
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
      request: FastifyRequest,
      patientId: string,
      body: AssignProgramBody,
    ): Promise<PatientProgram> {
      const user = request.user;
      const assigned = await db.transaction(async (tx) => {
        const facts = await assertPatientAccess(tx, user, patientId, 'prescribe');
        await assertProgramAccess(tx, user, body.ProgramId, 'read');
        await tx
          .update(patientPrograms)
          .set({ endedAt: sql`now()` })
          .where(
            and(
              eq(patientPrograms.patientId, facts.patientId),
              eq(patientPrograms.isSelfRehabilitation, body.isSelfRehabilitation),
              isNull(patientPrograms.endedAt),
            ),
          );
        const [row] = await tx
          .insert(patientPrograms)
          .values({
            patientId: facts.patientId,
            programId: body.ProgramId,
            isSelfRehabilitation: body.isSelfRehabilitation,
            assignedByReeducatorId: user.reeducatorId,
          })
          .returning();
        await audit(
          request,
          'patient.program.assign',
          facts.patientId,
          { programId: body.ProgramId, isSelfRehabilitation: body.isSelfRehabilitation },
          tx,
        );
        return row!;
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

    async recommended(request: FastifyRequest, patientId: string): Promise<RecommendedProgram> {
      const facts = await assertPatientAccess(db, request.user, patientId, 'prescribe');
      const profile = await repository.patientProfile(db, facts.patientId);
      const pathology = profile.pathologies[0] ?? null;
      await audit(request, 'patient.recommendation.read', facts.patientId);
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
