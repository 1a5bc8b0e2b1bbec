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
import type { AuthUser } from '../../auth/user';
import { isUuid } from '../../db/ids';
import { ValidationFailedError } from '../../http/errors';
import { canEditAdaptedActivity } from '../../policy/rules';
import type { Scope } from '../../policy/scope';
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

export function createApaService() {
  /** The activity the path names, found for the access check (null: none). */
  const located = async (scope: Scope, activityId: string) =>
    isUuid(activityId) ? repository.findActivity(scope, activityId) : null;

  async function ofPatient(
    scope: Scope,
    { patientId }: { patientId: string },
  ): Promise<AdaptedActivityList> {
    const { user } = scope;
    const facts = await scope.patient(patientId, 'read');
    const rows = await repository.listActivitiesOfPatient(scope, facts);
    await scope.audit('apa.read', facts.patientId, { count: rows.length });
    return { activities: rows.map((row) => viewOf(user, row)) };
  }

  /** Enrols the patient in an activity offered to them, or ends it; idempotent, audited on change. */
  async function setEnrolment(
    scope: Scope,
    {
      activityId,
      patientId,
      enrolled,
    }: { activityId: string; patientId: string; enrolled: boolean },
  ): Promise<AdaptedActivity> {
    const { user } = scope;
    return scope.transaction(async (tx) => {
      // The patient, or the manager of their establishment.
      const facts = await tx.patient(patientId, 'enrolActivity');
      const activity = tx.offeredActivity(await located(tx, activityId), facts);
      const changed = enrolled
        ? await repository.enrol(tx, facts, activity)
        : await repository.leave(tx, facts, activity);
      if (changed) {
        await tx.audit(enrolled ? 'apa.enrol' : 'apa.leave', facts.patientId, {
          activityId: activity.id,
          byPatient: user.patientId === facts.patientId,
        });
      }
      return viewOf(user, { ...activity, enrolled });
    });
  }

  return {
    ofPatient,

    enrol: (scope: Scope, input: { activityId: string; patientId: string }) =>
      setEnrolment(scope, { ...input, enrolled: true }),

    leave: (scope: Scope, input: { activityId: string; patientId: string }) =>
      setEnrolment(scope, { ...input, enrolled: false }),

    /** A manager: their establishment's activities and the catalogue; a patient: theirs. */
    async list(scope: Scope): Promise<AdaptedActivityList> {
      const whose = scope.adaptedActivityList();
      if (!('establishmentId' in whose)) {
        return ofPatient(scope, whose);
      }
      const rows = await repository.listActivities(scope, whose);
      return { activities: rows.map((row) => viewOf(scope.user, row)) };
    },

    async create(
      scope: Scope,
      { establishmentId, body }: { establishmentId: string; body: CreateAdaptedActivityBody },
    ): Promise<AdaptedActivity> {
      const { user } = scope;
      const establishment = scope.managedEstablishment(establishmentId);
      return scope.transaction(async (tx) => {
        const row = await repository.insertActivity(tx, establishment, {
          name: body.name.trim(),
          description: body.description?.trim() || null,
          schedule: body.schedule?.trim() || null,
          videoKey: body.videoKey ?? null,
        });
        await tx.audit('apa.create', null, { activityId: row.id, establishmentId });
        return viewOf(user, row);
      });
    },

    /** Archives the activity (its manager); its participants leave it, each audited. */
    async archive(scope: Scope, { activityId }: { activityId: string }): Promise<void> {
      await scope.transaction(async (tx) => {
        const activity = await tx.adaptedActivity(await located(tx, activityId), 'write');
        const left = await repository.archiveActivity(tx, activity);
        await tx.audit('apa.archive', null, {
          activityId: activity.id,
          participants: left.length,
        });
        await tx.auditEach('apa.leave', left, {
          activityId: activity.id,
          reason: 'activity_archived',
        });
      });
    },

    /**
     * Who takes part (the manager): in an activity of their establishment, or their patients in a
     * catalogue activity. 404 for an activity the caller does not see, 403 for a non-manager.
     */
    async participants(
      scope: Scope,
      { activityId }: { activityId: string },
    ): Promise<AdaptedActivityParticipants> {
      const activity = await scope.adaptedActivity(await located(scope, activityId), 'read');
      const establishment = scope.activityParticipants(activity);
      const rows = await repository.listParticipants(scope, activity, establishment);
      await scope.audit('patient.list', null, {
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
      scope: Scope,
      { activityId, body }: { activityId: string; body: UpdateAdaptedActivityBody },
    ): Promise<AdaptedActivity> {
      const { user } = scope;
      return scope.transaction(async (tx) => {
        const activity = await tx.adaptedActivity(await located(tx, activityId), 'write');
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
        const row = await repository.updateActivity(tx, activity, change);
        await tx.audit('apa.update', null, {
          activityId: activity.id,
          fields: Object.keys(change).sort(),
        });
        return viewOf(user, row);
      });
    },
  };
}
