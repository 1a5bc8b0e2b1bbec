/**
 * The rehabilitator calls: the followed patients with their indicators, links with patients
 * (invitations, requests, archives), patient search and patient settings.
 */
import { knownEquipment, objectiveBaseKeys, type ObjectiveBaseKey } from '@oxilio/domain';
import type {
  FieldError,
  PatchPatientSettingsBody,
  PatientLink,
  PatientLinkInvite,
  PatientObjective,
  PatientOtherSettings,
  PatientSearchQuery,
  PatientSearchResult,
  PatientSettings,
  EndedFollowUp,
  RehabilitatorInvites,
  RehabilitatorPatient,
  RehabilitatorPatientDetail,
} from '@oxilio/domain/contract';
import { sql } from 'drizzle-orm';
import { actsAsRehabilitator } from '../../auth/user';
import { dayOfInstant, todayIn } from '@oxilio/domain';
import { concurrently } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, orNotFound, ValidationFailedError } from '../../http/errors';
import type { PatientGrant, Scope } from '../../policy/scope';
import { writeNote } from '../clinicalNotes/service';
import { activePatientPrograms } from '../programs/repository';
import { toRehabilitatorPatient } from './indicators';
import * as repository from './repository';

type LinkRow = repository.LinkRow;

const toLink = (row: LinkRow): PatientLink => ({
  id: row.id,
  patientId: row.patientId,
  reeducatorId: row.reeducatorId,
  origin: row.origin as PatientLink['origin'],
  status: row.status,
  archived: row.archivedAt !== null,
  ended: row.endedAt !== null,
});

/** `StepCount` or `StepCountObjective` -> `StepCount`; null when not an objective key. */
export function objectiveBase(key: string): ObjectiveBaseKey | null {
  const base = key.endsWith('Objective') ? key.slice(0, -'Objective'.length) : key;
  return (objectiveBaseKeys as readonly string[]).includes(base)
    ? (base as ObjectiveBaseKey)
    : null;
}

/**
 * How long a follow-up the patient ended stays listed to the rehabilitator
 * (docs/decisions/patient-care-team.md): long enough to be seen after a holiday.
 */
export const endedFollowUpListedDays = 30;

// The note for the team (`comment`) is no longer a setting: a value sent becomes a clinical note
// (docs/decisions/clinical-notes.md); one stored before is read from the notes, not from here.
const settingKeys = ['weeklySelfRehabilitationSessions', 'sessionReminderTime'] as const;

function readOtherSettings(stored: unknown): PatientOtherSettings {
  const source = (stored && typeof stored === 'object' ? stored : {}) as Record<string, unknown>;
  const settings: Record<string, unknown> = {};
  for (const key of settingKeys) {
    if (key in source) {
      settings[key] = source[key];
    }
  }
  return settings as PatientOtherSettings;
}

export function createRehabilitatorService() {
  async function readSettings(scope: Scope, patient: PatientGrant): Promise<PatientSettings> {
    const row = orNotFound(await repository.patientSettingsRow(scope, patient), 'No such patient.');
    const today = todayIn(row.timeZone);
    const [own, defaults] = await concurrently(scope.db, [
      () => repository.objectivesInForce(scope, patient, today),
      () => repository.defaultObjectivesFor(scope, row.functionalCapacity),
    ]);
    const byKey = new Map<string, PatientObjective>();
    for (const item of defaults) {
      byKey.set(item.metricKey, {
        metricKey: item.metricKey,
        value: item.value,
        source: 'default',
        validFrom: null,
      });
    }
    for (const item of own) {
      byKey.set(item.metricKey, {
        metricKey: item.metricKey,
        value: item.value,
        source: 'patient',
        validFrom: item.validFrom,
      });
    }
    return {
      patientId: row.patientId,
      functionalCapacity: row.functionalCapacity,
      objectives: [...byKey.values()].sort((a, b) => a.metricKey.localeCompare(b.metricKey)),
      settings: readOtherSettings(row.settings),
    };
  }

  return {
    async patients(
      scope: Scope,
      { rehabilitatorId, archived }: { rehabilitatorId: string; archived: boolean | undefined },
    ): Promise<RehabilitatorPatient[]> {
      const rehabilitator = scope.ownRehabilitator(rehabilitatorId);
      const rows = await repository.listLinkedPatients(scope, rehabilitator, { archived });
      await scope.audit('patient.list', null, {
        reeducatorId: rehabilitatorId,
        patientIds: rows.map((row) => row.patientId),
      });
      return rows.map(toRehabilitatorPatient);
    },

    async invites(
      scope: Scope,
      { rehabilitatorId }: { rehabilitatorId: string },
    ): Promise<RehabilitatorInvites> {
      const rehabilitator = scope.ownRehabilitator(rehabilitatorId);
      const [links, establishments] = await Promise.all([
        repository.pendingLinks(scope, rehabilitator),
        repository.pendingEstablishmentInvitations(scope, rehabilitator),
      ]);
      await scope.audit('patient.list', null, {
        reeducatorId: rehabilitatorId,
        patientIds: links.map((row) => row.patientId),
      });
      const toInvite = (row: (typeof links)[number]) => ({
        id: row.id,
        origin: row.origin as PatientLinkInvite['origin'],
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        timeZone: row.timeZone,
        patient: { patientId: row.patientId, firstName: row.firstName, lastName: row.lastName },
        requestedBy:
          row.origin === 'establishment' && row.requesterFirstName !== null
            ? {
                firstName: row.requesterFirstName,
                lastName: row.requesterLastName ?? '',
                establishmentName: row.establishmentName ?? '',
              }
            : null,
      });
      return {
        // The patient's requests and their establishment's manager's: this rehabilitator answers.
        received: links.filter((row) => row.origin !== 'reeducator').map(toInvite),
        sent: links.filter((row) => row.origin === 'reeducator').map(toInvite),
        establishments: establishments.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async endedFollowUps(
      scope: Scope,
      { rehabilitatorId }: { rehabilitatorId: string },
    ): Promise<EndedFollowUp[]> {
      const rehabilitator = scope.ownRehabilitator(rehabilitatorId);
      const since = new Date(Date.now() - endedFollowUpListedDays * 24 * 60 * 60 * 1000);
      const rows = await repository.endedByPatients(scope, rehabilitator, since);
      await scope.audit('patient.list', null, {
        reeducatorId: rehabilitatorId,
        patientIds: rows.map((row) => row.patientId),
        endedFollowUps: true,
      });
      return rows.map((row) => ({
        followUpId: row.followUpId,
        patient: { patientId: row.patientId, firstName: row.firstName, lastName: row.lastName },
        endedAt: row.endedAt.toISOString(),
        endedOn: dayOfInstant(row.endedAt, row.timeZone),
      }));
    },

    async patient(
      scope: Scope,
      { rehabilitatorId, patientId }: { rehabilitatorId: string; patientId: string },
    ): Promise<RehabilitatorPatientDetail> {
      const facts = await scope.followedPatient(rehabilitatorId, patientId);
      const [rows, programs] = await Promise.all([
        repository.listLinkedPatients(scope, facts, { patientId: facts.patientId }),
        activePatientPrograms(scope, facts),
      ]);
      const row = orNotFound(rows[0], 'No such patient.');
      await scope.audit('patient.read', facts.patientId, { reeducatorId: rehabilitatorId });
      return {
        ...toRehabilitatorPatient(row),
        email: row.email,
        phone: row.phone,
        birthDate: row.birthDate,
        establishmentId: row.establishmentId,
        availableEquipment: knownEquipment(row.availableEquipment),
        programs: programs.map((program) => ({
          ...program,
          assignedAt: program.assignedAt.toISOString(),
        })),
      };
    },

    async patientSettings(
      scope: Scope,
      { rehabilitatorId, patientId }: { rehabilitatorId: string; patientId: string },
    ): Promise<PatientSettings> {
      const facts = await scope.followedPatient(rehabilitatorId, patientId);
      const settings = await readSettings(scope, facts);
      await scope.audit('patient.settings.read', facts.patientId, {
        reeducatorId: rehabilitatorId,
      });
      return settings;
    },

    async link(
      scope: Scope,
      { rehabilitatorId, patientId }: { rehabilitatorId: string; patientId: string },
    ): Promise<{ created: boolean; link: PatientLink }> {
      const rehabilitator = scope.ownRehabilitator(rehabilitatorId);
      try {
        return await scope.transaction(async (tx) => {
          const patient = orNotFound(
            await repository.findInvitablePatient(tx, rehabilitator, patientId),
            'No such patient.',
          );
          if (patient.archivedAt) {
            throw new ConflictError('The patient is archived.');
          }
          const open = await repository.findOpenLink(tx, rehabilitator, patient.patientId);
          let created = false;
          let row: LinkRow;
          if (open?.status === 'accepted' && open.archivedAt) {
            // Back from the archives.
            row = await repository.updateLink(tx, rehabilitator, open.id, { archivedAt: null });
          } else if (open?.status === 'accepted') {
            throw new ConflictError('This patient is already followed.');
          } else if (open?.origin === 'reeducator') {
            throw new ConflictError('An invitation is already pending.');
          } else if (open) {
            // The patient asked: asking back confirms their request.
            row = await repository.updateLink(tx, rehabilitator, open.id, {
              status: 'accepted',
              answeredAt: sql`now()`,
            });
          } else {
            row = await repository.insertLink(tx, rehabilitator, patient.patientId);
            created = true;
          }
          await tx.audit('patient.link', patient.patientId, {
            reeducatorId: rehabilitatorId,
            status: row.status,
            origin: row.origin,
          });
          return { created, link: toLink(row) };
        });
      } catch (error) {
        if (isUniqueViolation(error, 'patient_reeducators_one_open')) {
          throw new ConflictError('An invitation is already pending.');
        }
        throw error;
      }
    },

    async unlink(
      scope: Scope,
      {
        rehabilitatorId,
        patientId,
        archive,
      }: { rehabilitatorId: string; patientId: string; archive: boolean },
    ): Promise<PatientLink> {
      const rehabilitator = scope.ownRehabilitator(rehabilitatorId);
      return scope.transaction(async (tx) => {
        const open = orNotFound(
          await repository.findOpenLink(tx, rehabilitator, patientId),
          'No such patient.',
        );
        let change: Partial<LinkRow>;
        if (open.status === 'pending') {
          // Withdraw one's own invitation, or refuse the patient's request.
          change =
            open.origin === 'reeducator'
              ? { status: 'cancelled', answeredAt: new Date() }
              : { status: 'refused', answeredAt: new Date() };
        } else if (archive) {
          change = { archivedAt: new Date() };
        } else {
          change = { endedAt: new Date(), endedBy: 'reeducator' };
        }
        const row = await repository.updateLink(tx, rehabilitator, open.id, change);
        await tx.audit(
          archive && open.status === 'accepted' ? 'patient.archive' : 'patient.unlink',
          open.patientId,
          { reeducatorId: rehabilitatorId, status: row.status },
        );
        return toLink(row);
      });
    },

    async search(
      scope: Scope,
      { query }: { query: PatientSearchQuery },
    ): Promise<PatientSearchResult[]> {
      const { user } = scope;
      const rows = await repository.searchPatients(scope, {
        firstName: query.FirstName,
        lastName: query.LastName,
        phone: query.Phone,
        email: query.Email,
      });
      await scope.audit('patient.search', null, {
        criteria: Object.keys(query),
        patientIds: rows.map((row) => row.patientId),
      });
      const asRehabilitator = actsAsRehabilitator(user);
      return rows.map((row) => {
        const link = (row.link === 'pending' || row.link === 'accepted' ? row.link : 'none') as
          'none' | 'pending' | 'accepted';
        // A rehabilitator sees a patient who has not accepted them by name and link status only:
        // no contact details before the patient agrees to be followed (docs/decisions/portal-rehabilitator-patients.md).
        const contact = !asRehabilitator || link === 'accepted';
        return {
          ...row,
          email: contact ? row.email : null,
          phone: contact ? row.phone : null,
          link,
        };
      });
    },

    async patchSettings(
      scope: Scope,
      { body }: { body: PatchPatientSettingsBody },
    ): Promise<PatientSettings> {
      scope.ownRehabilitator(body.reeducatorId);
      const entries = Object.entries(body.patientSettings.objectives ?? {});
      const errors: FieldError[] = [];
      const values = new Map<ObjectiveBaseKey, number>();
      for (const [key, value] of entries) {
        const base = objectiveBase(key);
        if (!base) {
          errors.push({
            field: `patientSettings.objectives.${key}`,
            in: 'body',
            message: 'is not a metric key with an objective',
          });
        } else {
          values.set(base, value);
        }
      }
      if (errors.length > 0) {
        throw new ValidationFailedError(errors);
      }
      return scope.transaction(async (tx) => {
        const facts = await tx.patient(body.patientId, 'prescribe');
        const row = await repository.patientSettingsRow(tx, facts);
        const today = todayIn(row?.timeZone);
        if (values.size > 0) {
          await repository.setObjectives(tx, facts, values, today);
        }
        const { comment, ...settings } = body.patientSettings.settings ?? {};
        if (Object.keys(settings).length > 0) {
          await repository.mergePatientSettings(tx, facts, settings);
        }
        await tx.audit('patient.settings.update', facts.patientId, {
          // Which objectives and settings changed, never their values.
          objectives: [...values.keys()].sort(),
          settings: Object.keys(settings).sort(),
        });
        const teamNote = comment?.trim();
        if (teamNote) {
          await writeNote(tx, facts, teamNote, 'teamComment');
        }
        return readSettings(tx, facts);
      });
    },
  };
}
