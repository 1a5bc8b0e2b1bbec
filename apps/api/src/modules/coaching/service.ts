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
import type { AuthUser } from '../../auth/user';
import { ConflictError, ForbiddenError, NotFoundError, orNotFound } from '../../http/errors';
import { canManageEstablishment } from '../../policy/rules';
import type { Scope } from '../../policy/scope';
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

export function createCoachingService() {
  return {
    async ofEstablishment(
      scope: Scope,
      { establishmentId, query }: { establishmentId: string; query: CoachingListQuery },
    ): Promise<CoachingSessionList> {
      const managed = scope.managedEstablishment(establishmentId);
      const establishment = await findEstablishment(scope, managed);
      const rows = await repository.listOfEstablishment(scope, managed, {
        ...query,
        timeZone: establishment?.timeZone ?? defaultTimeZone,
      });
      await scope.audit('coaching.list', null, {
        establishmentId,
        patientIds: [...new Set(rows.map((row) => row.patientId))],
      });
      return { sessions: rows.map((row) => viewOf(scope.user, row)) };
    },

    async ofPatient(scope: Scope, { patientId }: { patientId: string }) {
      const patient = await scope.patient(patientId, 'read');
      const rows = await repository.listOfPatient(scope, patient);
      await scope.audit('coaching.read', patient.patientId, { count: rows.length });
      return { sessions: rows.map((row) => viewOf(scope.user, row)) };
    },

    async create(
      scope: Scope,
      { establishmentId, body }: { establishmentId: string; body: CreateCoachingSessionBody },
    ): Promise<CoachingSession> {
      const managed = scope.managedEstablishment(establishmentId);
      return scope.transaction(async (tx) => {
        // A patient of the establishment the caller manages (whom its manager reads); 404 for
        // anyone else, whether they exist or not.
        const patient = await tx.patient(body.patientId, 'read');
        if (patient.establishmentId !== establishmentId) {
          throw new NotFoundError('No such patient.');
        }
        if (await repository.isArchived(tx, patient)) {
          throw new ConflictError('The patient is archived.');
        }
        const id = await repository.insert(tx, patient, managed, {
          scheduledAt: new Date(body.scheduledAt),
          durationMinutes: body.durationMinutes ?? null,
          topic: body.topic.trim(),
          coachName: text(body.coachName),
          notes: text(body.notes),
          status: body.status ?? 'planned',
          createdByUserId: scope.user.userId,
        });
        await tx.audit('coaching.create', patient.patientId, {
          coachingSessionId: id,
          fields: Object.keys(body).sort(),
        });
        return viewOf(scope.user, (await repository.find(tx, patient, id))!);
      });
    },

    async update(
      scope: Scope,
      { id, body }: { id: string; body: UpdateCoachingSessionBody },
    ): Promise<CoachingSession> {
      return scope.transaction(async (tx) => {
        const row = orNotFound(await repository.locate(tx, id), 'No such coaching session.');
        const patient = await tx.patient(row.patientId, 'read').catch((error: unknown) => {
          throw error instanceof NotFoundError
            ? new NotFoundError('No such coaching session.')
            : error;
        });
        if (!canManageEstablishment(scope.user, row.establishmentId)) {
          throw new ForbiddenError('Only the establishment’s manager changes its coaching.');
        }
        const change: Parameters<typeof repository.update>[3] = {};
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
        await repository.update(tx, patient, row.id, change);
        await tx.audit('coaching.update', row.patientId, {
          coachingSessionId: row.id,
          fields: Object.keys(change).sort(),
        });
        return viewOf(scope.user, (await repository.find(tx, patient, row.id))!);
      });
    },
  };
}
