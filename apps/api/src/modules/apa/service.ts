/**
 * Adapted physical activities (APA), docs/decisions/api-sessions.md:
 * - the product's catalogue (no establishment) is offered everywhere and edited by no one here;
 * - an establishment's own activities are offered to its patients and edited by its manager;
 * - a patient's list says which activities they take part in; the patient enrols in an activity
 *   offered to them, or leaves it (docs/decisions/adapted-activities-enrolment.md).
 */
import type {
  AdaptedActivity,
  AdaptedActivityList,
  AdaptedActivityParticipants,
  CreateAdaptedActivityBody,
  UpdateAdaptedActivityBody,
} from '@oxilio/domain/contract';
import { audit, auditContext } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import { actsAsManager, type AuthUser } from '../../auth/user';
import type { Db } from '../../db/client';
import { isUuid } from '../../db/ids';
import { auditLog } from '../../db/schema';
import { ForbiddenError, NotFoundError, ValidationFailedError } from '../../http/errors';
import {
  assertActivityOfferedTo,
  assertAdaptedActivityAccess,
  assertCanListAdaptedActivities,
  assertManagesEstablishment,
  assertPatientAccess,
  canEditAdaptedActivity,
} from '../../policy';
import * as repository from './repository';

function viewOf(
  user: AuthUser,
  row: repository.ActivityRow & { enrolled?: boolean },
): AdaptedActivity {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    name: row.name,
    description: row.description,
    schedule: row.schedule,
    videoKey: row.videoKey,
    updatedAt: row.updatedAt.toISOString(),
    canEdit: canEditAdaptedActivity(user, row),
    ...(row.enrolled === undefined ? {} : { enrolled: row.enrolled }),
  };
}

export function createApaService({ db }: { db: Db }) {
  async function ofPatient(
    caller: Caller,
    { patientId }: { patientId: string },
  ): Promise<AdaptedActivityList> {
    const { user } = caller;
    const facts = await assertPatientAccess(db, user, patientId, 'read');
    const rows = await repository.listActivitiesOfPatient(
      db,
      facts.patientId,
      facts.establishmentId,
    );
    await audit(db, caller, 'apa.read', facts.patientId, { count: rows.length });
    return { activities: rows.map((row) => viewOf(user, row)) };
  }

  /** Enrols the patient in an activity offered to them, or ends it; idempotent, audited on change. */
  async function setEnrolment(
    caller: Caller,
    {
      activityId,
      patientId,
      enrolled,
    }: { activityId: string; patientId: string; enrolled: boolean },
  ): Promise<AdaptedActivity> {
    const { user } = caller;
    return db.transaction(async (tx) => {
      // The patient, or the manager of their establishment.
      const facts = await assertPatientAccess(tx, user, patientId, 'enrolActivity');
      const activity = assertActivityOfferedTo(
        isUuid(activityId) ? await repository.findActivity(tx, activityId) : null,
        facts,
      );
      const changed = enrolled
        ? await repository.enrol(tx, facts.patientId, activity.id)
        : await repository.leave(tx, facts.patientId, activity.id);
      if (changed) {
        await audit(tx, caller, enrolled ? 'apa.enrol' : 'apa.leave', facts.patientId, {
          activityId: activity.id,
          byPatient: user.patientId === facts.patientId,
        });
      }
      return viewOf(user, { ...activity, enrolled });
    });
  }

  return {
    ofPatient,

    enrol: (caller: Caller, input: { activityId: string; patientId: string }) =>
      setEnrolment(caller, { ...input, enrolled: true }),

    leave: (caller: Caller, input: { activityId: string; patientId: string }) =>
      setEnrolment(caller, { ...input, enrolled: false }),

    /** A manager: their establishment's activities and the catalogue; a patient: theirs. */
    async list(caller: Caller): Promise<AdaptedActivityList> {
      const { user } = caller;
      const scope = assertCanListAdaptedActivities(user);
      if ('patientId' in scope) {
        return ofPatient(caller, scope);
      }
      const rows = await repository.listActivities(db, [scope.establishmentId]);
      return { activities: rows.map((row) => viewOf(user, row)) };
    },

    async create(
      caller: Caller,
      { establishmentId, body }: { establishmentId: string; body: CreateAdaptedActivityBody },
    ): Promise<AdaptedActivity> {
      const { user } = caller;
      assertManagesEstablishment(user, establishmentId);
      return db.transaction(async (tx) => {
        const row = await repository.insertActivity(tx, {
          establishmentId,
          name: body.name.trim(),
          description: body.description?.trim() || null,
          schedule: body.schedule?.trim() || null,
          videoKey: body.videoKey ?? null,
        });
        await audit(tx, caller, 'apa.create', null, { activityId: row.id, establishmentId });
        return viewOf(user, row);
      });
    },

    /** Archives the activity (its manager); its participants leave it, each audited. */
    async archive(caller: Caller, { activityId }: { activityId: string }): Promise<void> {
      const { user } = caller;
      await db.transaction(async (tx) => {
        const activity = await assertAdaptedActivityAccess(
          tx,
          user,
          isUuid(activityId) ? await repository.findActivity(tx, activityId) : null,
          'write',
        );
        const left = await repository.archiveActivity(tx, activity.id);
        await audit(tx, caller, 'apa.archive', null, {
          activityId: activity.id,
          participants: left.length,
        });
        if (left.length > 0) {
          await tx.insert(auditLog).values(
            left.map((patientId) => ({
              ...auditContext(caller),
              action: 'apa.leave',
              patientId,
              details: { activityId: activity.id, reason: 'activity_archived' },
            })),
          );
        }
      });
    },

    /**
     * Who takes part (the manager): in an activity of their establishment, or their patients in a
     * catalogue activity. 404 for an activity the caller does not see, 403 for a non-manager.
     */
    async participants(
      caller: Caller,
      { activityId }: { activityId: string },
    ): Promise<AdaptedActivityParticipants> {
      const { user } = caller;
      const activity = await assertAdaptedActivityAccess(
        db,
        user,
        isUuid(activityId) ? await repository.findActivity(db, activityId) : null,
        'read',
      );
      if (!actsAsManager(user)) {
        throw new ForbiddenError('The participants are listed for the establishment’s manager.');
      }
      if (activity.establishmentId !== null && activity.establishmentId !== user.establishmentId) {
        throw new NotFoundError('No such adapted activity.');
      }
      const rows = await repository.listParticipants(db, activity.id, user.establishmentId);
      await audit(db, caller, 'patient.list', null, {
        activityId: activity.id,
        patientIds: rows.map((row) => row.patientId),
      });
      return {
        activityId: activity.id,
        patients: rows.map((row) => ({
          patientId: row.patientId,
          firstName: row.firstName,
          lastName: row.lastName,
          enrolledAt: row.enrolledAt.toISOString(),
        })),
      };
    },

    async update(
      caller: Caller,
      { activityId, body }: { activityId: string; body: UpdateAdaptedActivityBody },
    ): Promise<AdaptedActivity> {
      const { user } = caller;
      return db.transaction(async (tx) => {
        const activity = await assertAdaptedActivityAccess(
          tx,
          user,
          isUuid(activityId) ? await repository.findActivity(tx, activityId) : null,
          'write',
        );
        const change: Parameters<typeof repository.updateActivity>[2] = {};
        if (body.name !== undefined) {
          change.name = body.name.trim();
        }
        if (body.description !== undefined) {
          change.description = body.description?.trim() || null;
        }
        if (body.schedule !== undefined) {
          change.schedule = body.schedule?.trim() || null;
        }
        if (body.videoKey !== undefined) {
          change.videoKey = body.videoKey;
        }
        if (Object.keys(change).length === 0) {
          // Unknown properties are stripped by the validator: nothing known was sent.
          throw new ValidationFailedError([
            {
              field: 'body',
              in: 'body',
              message: 'must change name, description, schedule or videoKey',
            },
          ]);
        }
        const row = await repository.updateActivity(tx, activity.id, change);
        await audit(tx, caller, 'apa.update', null, {
          activityId: activity.id,
          fields: Object.keys(change).sort(),
        });
        return viewOf(user, row);
      });
    },
  };
}
