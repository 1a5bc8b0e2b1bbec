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
  ReeducatorInvites,
  ReeducatorPatient,
  ReeducatorPatientDetail,
} from '@oxilio/domain/contract';
import { eq, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import { audit } from '../../audit/audit';
import { actsAsReeducator, actsAsResponsable, type AuthUser } from '../../auth/user';
import { concurrently, type Db, type DbExecutor } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { objectives, patientReeducators, patients } from '../../db/schema';
import {
  ConflictError,
  ForbiddenError,
  NotFoundError,
  ValidationFailedError,
} from '../../http/errors';
import {
  assertActsAsReeducator,
  assertPatientAccess,
  loadPatientFacts,
  visiblePatients,
} from '../../policy';
import { todayIn } from '../../days';
import { toReeducatorPatient } from './indicators';
import * as repository from './repository';

type LinkRow = typeof patientReeducators.$inferSelect;

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

export function createReeducatorService({ db }: { db: Db }) {
  /** The patient must be followed by this rehabilitator (accepted link, not ended): 404 otherwise. */
  async function assertFollows(
    executor: DbExecutor,
    user: AuthUser,
    reeducatorId: string,
    patientId: string,
  ) {
    assertActsAsReeducator(user, reeducatorId);
    const facts = await loadPatientFacts(executor, patientId);
    if (!facts || !facts.linkedReeducatorIds.includes(reeducatorId)) {
      throw new NotFoundError('No such patient.');
    }
    return facts;
  }

  async function readSettings(executor: DbExecutor, patientId: string): Promise<PatientSettings> {
    const row = await repository.patientSettingsRow(executor, patientId);
    if (!row) {
      throw new NotFoundError('No such patient.');
    }
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
      request: FastifyRequest,
      reeducatorId: string,
      archived: boolean | undefined,
    ): Promise<ReeducatorPatient[]> {
      assertActsAsReeducator(request.user, reeducatorId);
      const rows = await repository.listLinkedPatients(db, reeducatorId, { archived });
      await audit(request, 'patient.list', null, {
        reeducatorId,
        patientIds: rows.map((row) => row.patientId),
      });
      return rows.map(toReeducatorPatient);
    },

    async invites(request: FastifyRequest, reeducatorId: string): Promise<ReeducatorInvites> {
      assertActsAsReeducator(request.user, reeducatorId);
      const [links, establishments] = await Promise.all([
        repository.pendingLinks(db, reeducatorId),
        repository.pendingEstablishmentInvitations(db, reeducatorId),
      ]);
      await audit(request, 'patient.list', null, {
        reeducatorId,
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
      request: FastifyRequest,
      reeducatorId: string,
      patientId: string,
    ): Promise<ReeducatorPatientDetail> {
      const facts = await assertFollows(db, request.user, reeducatorId, patientId);
      const [rows, programs] = await Promise.all([
        repository.listLinkedPatients(db, reeducatorId, { patientId: facts.patientId }),
        repository.activePatientPrograms(db, facts.patientId),
      ]);
      const row = rows[0];
      if (!row) {
        throw new NotFoundError('No such patient.');
      }
      await audit(request, 'patient.read', facts.patientId, { reeducatorId });
      return {
        ...toReeducatorPatient(row),
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
      request: FastifyRequest,
      reeducatorId: string,
      patientId: string,
    ): Promise<PatientSettings> {
      const facts = await assertFollows(db, request.user, reeducatorId, patientId);
      const settings = await readSettings(db, facts.patientId);
      await audit(request, 'patient.settings.read', facts.patientId, { reeducatorId });
      return settings;
    },

    async link(
      request: FastifyRequest,
      reeducatorId: string,
      patientId: string,
    ): Promise<{ created: boolean; link: PatientLink }> {
      assertActsAsReeducator(request.user, reeducatorId);
      try {
        return await db.transaction(async (tx) => {
          const patient = await repository.findInvitablePatient(tx, reeducatorId, patientId);
          if (!patient) {
            throw new NotFoundError('No such patient.');
          }
          if (patient.archivedAt) {
            throw new ConflictError('The patient is archived.');
          }
          const open = await repository.findOpenLink(tx, reeducatorId, patient.patientId);
          let created = false;
          let row: LinkRow;
          if (open?.status === 'accepted' && open.archivedAt) {
            // Back from the archives.
            [row] = (await tx
              .update(patientReeducators)
              .set({ archivedAt: null })
              .where(eq(patientReeducators.id, open.id))
              .returning()) as [LinkRow];
          } else if (open?.status === 'accepted') {
            throw new ConflictError('This patient is already followed.');
          } else if (open?.origin === 'reeducator') {
            throw new ConflictError('An invitation is already pending.');
          } else if (open) {
            // The patient asked: asking back confirms their request.
            [row] = (await tx
              .update(patientReeducators)
              .set({ status: 'accepted', answeredAt: sql`now()` })
              .where(eq(patientReeducators.id, open.id))
              .returning()) as [LinkRow];
          } else {
            [row] = (await tx
              .insert(patientReeducators)
              .values({ patientId: patient.patientId, reeducatorId, origin: 'reeducator' })
              .returning()) as [LinkRow];
            created = true;
          }
          await audit(
            request,
            'patient.link',
            patient.patientId,
            { reeducatorId, status: row.status, origin: row.origin },
            tx,
          );
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
      request: FastifyRequest,
      reeducatorId: string,
      patientId: string,
      archive: boolean,
    ): Promise<PatientLink> {
      assertActsAsReeducator(request.user, reeducatorId);
      return db.transaction(async (tx) => {
        const open = await repository.findOpenLink(tx, reeducatorId, patientId);
        if (!open) {
          throw new NotFoundError('No such patient.');
        }
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
        const [row] = (await tx
          .update(patientReeducators)
          .set(change)
          .where(eq(patientReeducators.id, open.id))
          .returning()) as [LinkRow];
        await audit(
          request,
          archive && open.status === 'accepted' ? 'patient.archive' : 'patient.unlink',
          open.patientId,
          { reeducatorId, status: row.status },
          tx,
        );
        return toLink(row);
      });
    },

    async search(
      request: FastifyRequest,
      query: PatientSearchQuery,
    ): Promise<PatientSearchResult[]> {
      const user = request.user;
      const canSearch = actsAsReeducator(user) || actsAsResponsable(user);
      if (!canSearch) {
        throw new ForbiddenError();
      }
      // Visible patients, plus (rehabilitators) those of the establishments whose team they are in.
      const scopes: SQL[] = [visiblePatients(user)];
      if (actsAsReeducator(user)) {
        scopes.push(
          sql`${patients.establishmentId} in ${repository.teamEstablishments(user.reeducatorId)}`,
        );
      }
      const rows = await repository.searchPatients(
        db,
        or(...scopes)!,
        {
          firstName: query.FirstName,
          lastName: query.LastName,
          phone: query.Phone,
          email: query.Email,
        },
        actsAsReeducator(user) ? user.reeducatorId : null,
      );
      await audit(request, 'patient.search', null, {
        criteria: Object.keys(query),
        patientIds: rows.map((row) => row.patientId),
      });
      return rows.map((row) => ({
        ...row,
        link: (row.link === 'pending' || row.link === 'accepted' ? row.link : 'none') as
          'none' | 'pending' | 'accepted',
      }));
    },

    async patchSettings(
      request: FastifyRequest,
      body: PatchPatientSettingsBody,
    ): Promise<PatientSettings> {
      assertActsAsReeducator(request.user, body.reeducatorId);
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
        const facts = await assertPatientAccess(tx, request.user, body.patientId, 'prescribe');
        const row = await repository.patientSettingsRow(tx, facts.patientId);
        const today = todayIn(row?.timeZone);
        if (values.size > 0) {
          await tx
            .insert(objectives)
            .values(
              [...values].map(([metricKey, value]) => ({
                patientId: facts.patientId,
                metricKey,
                value,
                validFrom: today,
                setByUserId: request.user.userId,
              })),
            )
            .onConflictDoUpdate({
              target: [objectives.patientId, objectives.metricKey, objectives.validFrom],
              set: { value: sql`excluded.value`, setByUserId: sql`excluded.set_by_user_id` },
            });
        }
        const settings = body.patientSettings.settings;
        if (settings && Object.keys(settings).length > 0) {
          await tx
            .update(patients)
            .set({
              settings: sql`${patients.settings} || ${JSON.stringify(settings)}::jsonb`,
              updatedAt: sql`now()`,
            })
            .where(eq(patients.id, facts.patientId));
        }
        await audit(
          request,
          'patient.settings.update',
          facts.patientId,
          { objectives: Object.fromEntries(values), settings: settings ?? null },
          tx,
        );
        return readSettings(tx, facts.patientId);
      });
    },
  };
}
