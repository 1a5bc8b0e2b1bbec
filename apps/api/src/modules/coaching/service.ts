/**
 * Coaching sessions (docs/decisions/api-coaching.md): an establishment plans or records coaching
 * sessions for its patients. The establishment's manager (and the combined role) writes them and
 * reads the establishment's list; whoever may read a patient (the patient, their rehabilitators,
 * the manager) reads that patient's. Notes are health data: every read and write is audited, a
 * change with its field names only.
 */
import type {
  CoachingListQuery,
  CoachingSession,
  CoachingSessionList,
  CoachingStatus,
  CreateCoachingSessionBody,
  UpdateCoachingSessionBody,
} from '@oxilio/domain/contract';
import { defaultTimeZone } from '@oxilio/domain';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import type { AuthUser } from '../../auth/user';
import type { Db } from '../../db/client';
import { ConflictError, ForbiddenError, NotFoundError, orNotFound } from '../../http/errors';
import {
  assertManagesEstablishment,
  assertPatientAccess,
  canManageEstablishment,
  loadPatientFacts,
} from '../../policy';
import { findEstablishment } from '../establishments/establishment.repository';
import * as repository from './repository';

type Row = NonNullable<Awaited<ReturnType<typeof repository.find>>>;

function viewOf(user: AuthUser, row: Row): CoachingSession {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    patient: { patientId: row.patientId, firstName: row.firstName, lastName: row.lastName },
    scheduledAt: row.scheduledAt.toISOString(),
    durationMinutes: row.durationMinutes,
    topic: row.topic,
    coachName: row.coachName,
    notes: row.notes,
    status: row.status as CoachingStatus,
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canManageEstablishment(user, row.establishmentId),
  };
}

const text = (value: string | null | undefined) => value?.trim() || null;

export function createCoachingService({ db }: { db: Db }) {
  return {
    async ofEstablishment(
      caller: Caller,
      { establishmentId, query }: { establishmentId: string; query: CoachingListQuery },
    ): Promise<CoachingSessionList> {
      assertManagesEstablishment(caller.user, establishmentId);
      const establishment = await findEstablishment(db, establishmentId);
      const rows = await repository.listOfEstablishment(db, establishmentId, {
        ...query,
        timeZone: establishment?.timeZone ?? defaultTimeZone,
      });
      await audit(db, caller, 'coaching.list', null, {
        establishmentId,
        patientIds: [...new Set(rows.map((row) => row.patientId))],
      });
      return { sessions: rows.map((row) => viewOf(caller.user, row)) };
    },

    async ofPatient(caller: Caller, { patientId }: { patientId: string }) {
      const facts = await assertPatientAccess(db, caller.user, patientId, 'read');
      const rows = await repository.listOfPatient(db, facts.patientId);
      await audit(db, caller, 'coaching.read', facts.patientId, { count: rows.length });
      return { sessions: rows.map((row) => viewOf(caller.user, row)) };
    },

    async create(
      caller: Caller,
      { establishmentId, body }: { establishmentId: string; body: CreateCoachingSessionBody },
    ): Promise<CoachingSession> {
      assertManagesEstablishment(caller.user, establishmentId);
      return db.transaction(async (tx) => {
        const facts = await loadPatientFacts(tx, body.patientId);
        if (!facts || facts.establishmentId !== establishmentId) {
          throw new NotFoundError('No such patient.');
        }
        // The establishment's manager reads its patients: no other check is needed.
        const patient = facts;
        if (await repository.isArchived(tx, patient.patientId)) {
          throw new ConflictError('The patient is archived.');
        }
        const id = await repository.insert(tx, {
          establishmentId,
          patientId: patient.patientId,
          scheduledAt: new Date(body.scheduledAt),
          durationMinutes: body.durationMinutes ?? null,
          topic: body.topic.trim(),
          coachName: text(body.coachName),
          notes: text(body.notes),
          status: body.status ?? 'planned',
          createdByUserId: caller.user.userId,
        });
        await audit(tx, caller, 'coaching.create', patient.patientId, {
          coachingSessionId: id,
          fields: Object.keys(body).sort(),
        });
        return viewOf(caller.user, (await repository.find(tx, id))!);
      });
    },

    async update(
      caller: Caller,
      { id, body }: { id: string; body: UpdateCoachingSessionBody },
    ): Promise<CoachingSession> {
      return db.transaction(async (tx) => {
        const row = orNotFound(await repository.find(tx, id), 'No such coaching session.');
        try {
          await assertPatientAccess(tx, caller.user, row.patientId, 'read');
        } catch (error) {
          throw error instanceof NotFoundError
            ? new NotFoundError('No such coaching session.')
            : error;
        }
        if (!canManageEstablishment(caller.user, row.establishmentId)) {
          throw new ForbiddenError('Only the establishment’s manager changes its coaching.');
        }
        const change: Parameters<typeof repository.update>[2] = {};
        if (body.scheduledAt !== undefined) {
          change.scheduledAt = new Date(body.scheduledAt);
        }
        if (body.topic !== undefined) {
          change.topic = body.topic.trim();
        }
        if (body.durationMinutes !== undefined) {
          change.durationMinutes = body.durationMinutes;
        }
        if (body.coachName !== undefined) {
          change.coachName = text(body.coachName);
        }
        if (body.notes !== undefined) {
          change.notes = text(body.notes);
        }
        if (body.status !== undefined) {
          change.status = body.status;
        }
        await repository.update(tx, row.id, change);
        await audit(tx, caller, 'coaching.update', row.patientId, {
          coachingSessionId: row.id,
          fields: Object.keys(change).sort(),
        });
        return viewOf(caller.user, (await repository.find(tx, row.id))!);
      });
    },
  };
}
