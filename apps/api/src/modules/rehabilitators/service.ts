/**
 * The rehabilitator calls: the followed patients with their indicators, links with patients
 * (invitations, requests, archives), patient search and patient settings.
 */
import { objectiveBaseKeys, type ObjectiveBaseKey } from '@oxilio/domain';
import type {
  FieldError,
  PatchPatientSettingsBody,
  PatientLink,
  PatientObjective,
  PatientOtherSettings,
  PatientSearchQuery,
  PatientSearchResult,
  PatientSettings,
  RehabilitatorInvites,
  RehabilitatorPatient,
  RehabilitatorPatientDetail,
} from '@oxilio/domain/contract';
import { sql } from 'drizzle-orm';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import { actsAsRehabilitator } from '../../auth/user';
import { todayIn } from '../../days';
import { concurrently, type Db, type DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, orNotFound, ValidationFailedError } from '../../http/errors';
import {
  assertActsAsRehabilitator,
  assertCanSearchPatients,
  assertFollowsPatient,
  assertPatientAccess,
  invitablePatients,
  searchablePatients,
} from '../../policy/index';
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

const settingKeys = ['weeklySelfRehabilitationSessions', 'sessionReminderTime', 'comment'] as const;

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

export function createRehabilitatorService({ db }: { db: Db }) {
  async function readSettings(executor: DbExecutor, patientId: string): Promise<PatientSettings> {
    const row = orNotFound(
      await repository.patientSettingsRow(executor, patientId),
      'No such patient.',
    );
    const today = todayIn(row.timeZone);
    const [own, defaults] = await concurrently(executor, [
      () => repository.objectivesInForce(executor, patientId, today),
      () => repository.defaultObjectivesFor(executor, row.functionalCapacity),
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
      caller: Caller,
      { rehabilitatorId, archived }: { rehabilitatorId: string; archived: boolean | undefined },
    ): Promise<RehabilitatorPatient[]> {
      assertActsAsRehabilitator(caller.user, rehabilitatorId);
      const rows = await repository.listLinkedPatients(db, rehabilitatorId, { archived });
      await audit(db, caller, 'patient.list', null, {
        reeducatorId: rehabilitatorId,
        patientIds: rows.map((row) => row.patientId),
      });
      return rows.map(toRehabilitatorPatient);
    },

    async invites(
      caller: Caller,
      { rehabilitatorId }: { rehabilitatorId: string },
    ): Promise<RehabilitatorInvites> {
      assertActsAsRehabilitator(caller.user, rehabilitatorId);
      const [links, establishments] = await Promise.all([
        repository.pendingLinks(db, rehabilitatorId),
        repository.pendingEstablishmentInvitations(db, rehabilitatorId),
      ]);
      await audit(db, caller, 'patient.list', null, {
        reeducatorId: rehabilitatorId,
        patientIds: links.map((row) => row.patientId),
      });
      const toInvite = (row: (typeof links)[number]) => ({
        id: row.id,
        origin: row.origin as 'patient' | 'reeducator',
        status: row.status,
        createdAt: row.createdAt.toISOString(),
        patient: { patientId: row.patientId, firstName: row.firstName, lastName: row.lastName },
      });
      return {
        received: links.filter((row) => row.origin === 'patient').map(toInvite),
        sent: links.filter((row) => row.origin === 'reeducator').map(toInvite),
        establishments: establishments.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async patient(
      caller: Caller,
      { rehabilitatorId, patientId }: { rehabilitatorId: string; patientId: string },
    ): Promise<RehabilitatorPatientDetail> {
      const facts = await assertFollowsPatient(db, caller.user, rehabilitatorId, patientId);
      const [rows, programs] = await Promise.all([
        repository.listLinkedPatients(db, rehabilitatorId, { patientId: facts.patientId }),
        activePatientPrograms(db, facts.patientId),
      ]);
      const row = orNotFound(rows[0], 'No such patient.');
      await audit(db, caller, 'patient.read', facts.patientId, { reeducatorId: rehabilitatorId });
      return {
        ...toRehabilitatorPatient(row),
        email: row.email,
        phone: row.phone,
        birthDate: row.birthDate,
        establishmentId: row.establishmentId,
        programs: programs.map((program) => ({
          ...program,
          assignedAt: program.assignedAt.toISOString(),
        })),
      };
    },

    async patientSettings(
      caller: Caller,
      { rehabilitatorId, patientId }: { rehabilitatorId: string; patientId: string },
    ): Promise<PatientSettings> {
      const facts = await assertFollowsPatient(db, caller.user, rehabilitatorId, patientId);
      const settings = await readSettings(db, facts.patientId);
      await audit(db, caller, 'patient.settings.read', facts.patientId, {
        reeducatorId: rehabilitatorId,
      });
      return settings;
    },

    async link(
      caller: Caller,
      { rehabilitatorId, patientId }: { rehabilitatorId: string; patientId: string },
    ): Promise<{ created: boolean; link: PatientLink }> {
      assertActsAsRehabilitator(caller.user, rehabilitatorId);
      try {
        return await db.transaction(async (tx) => {
          const patient = orNotFound(
            await repository.findPatientIn(tx, patientId, invitablePatients(rehabilitatorId)),
            'No such patient.',
          );
          if (patient.archivedAt) {
            throw new ConflictError('The patient is archived.');
          }
          const open = await repository.findOpenLink(tx, rehabilitatorId, patient.patientId);
          let created = false;
          let row: LinkRow;
          if (open?.status === 'accepted' && open.archivedAt) {
            // Back from the archives.
            row = await repository.updateLink(tx, open.id, { archivedAt: null });
          } else if (open?.status === 'accepted') {
            throw new ConflictError('This patient is already followed.');
          } else if (open?.origin === 'reeducator') {
            throw new ConflictError('An invitation is already pending.');
          } else if (open) {
            // The patient asked: asking back confirms their request.
            row = await repository.updateLink(tx, open.id, {
              status: 'accepted',
              answeredAt: sql`now()`,
            });
          } else {
            row = await repository.insertLink(tx, {
              patientId: patient.patientId,
              rehabilitatorId,
            });
            created = true;
          }
          await audit(tx, caller, 'patient.link', patient.patientId, {
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
      caller: Caller,
      {
        rehabilitatorId,
        patientId,
        archive,
      }: { rehabilitatorId: string; patientId: string; archive: boolean },
    ): Promise<PatientLink> {
      assertActsAsRehabilitator(caller.user, rehabilitatorId);
      return db.transaction(async (tx) => {
        const open = orNotFound(
          await repository.findOpenLink(tx, rehabilitatorId, patientId),
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
          change = { endedAt: new Date() };
        }
        const row = await repository.updateLink(tx, open.id, change);
        await audit(
          tx,
          caller,
          archive && open.status === 'accepted' ? 'patient.archive' : 'patient.unlink',
          open.patientId,
          { reeducatorId: rehabilitatorId, status: row.status },
        );
        return toLink(row);
      });
    },

    async search(
      caller: Caller,
      { query }: { query: PatientSearchQuery },
    ): Promise<PatientSearchResult[]> {
      const user = caller.user;
      assertCanSearchPatients(user);
      const rows = await repository.searchPatients(
        db,
        searchablePatients(user),
        {
          firstName: query.FirstName,
          lastName: query.LastName,
          phone: query.Phone,
          email: query.Email,
        },
        actsAsRehabilitator(user) ? user.reeducatorId : null,
      );
      await audit(db, caller, 'patient.search', null, {
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
      caller: Caller,
      { body }: { body: PatchPatientSettingsBody },
    ): Promise<PatientSettings> {
      assertActsAsRehabilitator(caller.user, body.reeducatorId);
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
      return db.transaction(async (tx) => {
        const facts = await assertPatientAccess(tx, caller.user, body.patientId, 'prescribe');
        const row = await repository.patientSettingsRow(tx, facts.patientId);
        const today = todayIn(row?.timeZone);
        if (values.size > 0) {
          await repository.setObjectives(tx, facts.patientId, values, today, caller.user.userId);
        }
        const settings = body.patientSettings.settings;
        if (settings && Object.keys(settings).length > 0) {
          await repository.mergePatientSettings(tx, facts.patientId, settings);
        }
        await audit(tx, caller, 'patient.settings.update', facts.patientId, {
          // Which objectives and settings changed, never their values.
          objectives: [...values.keys()].sort(),
          settings: settings ? Object.keys(settings).sort() : [],
        });
        return readSettings(tx, facts.patientId);
      });
    },
  };
}
