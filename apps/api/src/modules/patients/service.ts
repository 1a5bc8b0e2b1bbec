/**
 * The patient calls: profile, rehabilitators, invitations, relatives, account
 * (docs/decisions/api-patients.md).
 *
 * Access (policy module): reading is for the patient, their linked rehabilitators and their
 * establishment's manager (404 for anyone else); personal information and relatives are changed by
 * the patient or the manager; pathologies, functional capacity and available equipment by a linked
 * rehabilitator;
 * invitations are answered by the patient only; a user account by its owner only.
 */
import type {
  AnswerRehabilitatorInvitationBody,
  CareTeam,
  LinkedRehabilitator,
  PatchPatientBody,
  PatchUserBody,
  PatientProfile,
  PatientRecap,
  PatientRehabilitatorInvitation,
  PatientRelative,
  PatientRelativeBody,
  UserAccount,
} from '@oxilio/domain/contract';
import {
  dayOfInstant,
  defaultTimeZone,
  knownEquipment,
  isActivityObjectiveKey,
  isObjectiveInForce,
  judgeActivityDay,
  type ObjectiveBaseKey,
} from '@oxilio/domain';
import { concurrently } from '../../db/client';
import { metricDefinitions } from '../../db/metrics';
import {
  ConflictError,
  ForbiddenError,
  orNotFound,
  ValidationFailedError,
} from '../../http/errors';
import { canOnPatient, patientRelations } from '../../policy/rules';
import type { PatientGrant, Scope } from '../../policy/scope';
import { addDays, isCalendarDay, monthStart, todayIn } from '@oxilio/domain';
import { activePatientPrograms } from '../programs/repository';
import { activityObjectiveKeys, loadObjectives } from '../stats/objectives';
import { normaliseEmail } from '../../mail/addresses';
import * as repository from './repository';

const profileFields = ['firstName', 'lastName', 'phone', 'birthDate'] as const;
const clinicalFields = [
  'pathologies',
  'mainPathology',
  'functionalCapacity',
  'availableEquipment',
] as const;

/** The metrics of the recap: the daily activity objectives, then the walking perimeter. */
const recapKeys: readonly ObjectiveBaseKey[] = [...activityObjectiveKeys, 'WalkPerimeter'];

const iso = (date: Date) => date.toISOString();

async function loadProfile(scope: Scope, patient: PatientGrant): Promise<PatientProfile> {
  const [found, device, pathologies, programs] = await concurrently(scope.db, [
    () => repository.findPatient(scope, patient),
    () => repository.currentDevice(scope, patient),
    () => repository.pathologiesOf(scope, patient),
    () => activePatientPrograms(scope, patient),
  ]);
  const row = orNotFound(found, 'No such patient.');
  return {
    patientId: row.id,
    userId: row.userId,
    establishmentId: row.establishmentId,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    phone: row.phone,
    birthDate: row.birthDate,
    functionalCapacity: row.functionalCapacity,
    availableEquipment: knownEquipment(row.availableEquipment),
    pathologies: pathologies.map((row) => row.pathology),
    mainPathology: pathologies.find((row) => row.isMain)?.pathology ?? null,
    registrationStatus: row.registrationStatus,
    device: device ? { ...device, assignedAt: iso(device.assignedAt) } : null,
    programs: programs.map(({ assignedAt: _assignedAt, ...program }) => program),
    archivedAt: row.archivedAt ? iso(row.archivedAt) : null,
  };
}

function invitationView(row: {
  id: string;
  origin: string;
  status: string;
  createdAt: Date;
  reeducatorId: string;
  firstName: string;
  lastName: string;
  profession: string | null;
}): PatientRehabilitatorInvitation {
  return {
    id: row.id,
    origin: row.origin as PatientRehabilitatorInvitation['origin'],
    accepted: row.status === 'pending' ? null : row.status === 'accepted',
    createdAt: iso(row.createdAt),
    reeducator: {
      reeducatorId: row.reeducatorId,
      firstName: row.firstName,
      lastName: row.lastName,
      profession: row.profession,
    },
  };
}

/** The care team as the patient reads it: the first (longest) follow-up is the main one. */
async function loadCareTeam(scope: Scope, patient: PatientGrant): Promise<CareTeam> {
  const rows = await repository.followingRehabilitators(scope, patient);
  return {
    members: rows.map((row, index) => ({
      followUpId: row.followUpId,
      reeducatorId: row.reeducatorId,
      firstName: row.firstName,
      lastName: row.lastName,
      profession: row.profession,
      since: dayOfInstant(row.since, patient.timeZone),
      main: index === 0,
      establishments: row.establishments,
    })),
  };
}

const relativeView = (row: Awaited<ReturnType<typeof repository.insertRelative>>) => ({
  ...row,
  createdAt: iso(row.createdAt),
});

export function createPatientsService() {
  return {
    async getPatient(scope: Scope, { patientId }: { patientId: string }): Promise<PatientProfile> {
      const patient = await scope.patient(patientId, 'read');
      const profile = await loadProfile(scope, patient);
      await scope.audit('patient.read', patient.patientId);
      return profile;
    },

    async patchPatient(
      scope: Scope,
      { patientId, body }: { patientId: string; body: PatchPatientBody },
    ): Promise<PatientProfile> {
      const { user } = scope;
      const facts = await scope.patient(patientId, 'read');
      const given = (fields: readonly string[]) =>
        fields.filter((field) => (body as Record<string, unknown>)[field] !== undefined);
      if (given(profileFields).length > 0 && !canOnPatient(user, 'updateProfile', facts)) {
        throw new ForbiddenError(
          'Only the patient or their establishment can change this information.',
        );
      }
      if (given(clinicalFields).length > 0 && !canOnPatient(user, 'prescribe', facts)) {
        throw new ForbiddenError('Only a rehabilitator following the patient can change this.');
      }
      if (body.email !== undefined) {
        throw new ValidationFailedError(
          [{ field: 'email', in: 'body', message: 'cannot be changed here' }],
          'The email address is the sign-in identity: it cannot be changed here.',
        );
      }
      if (
        body.birthDate &&
        (!isCalendarDay(body.birthDate) || body.birthDate > todayIn(defaultTimeZone))
      ) {
        throw new ValidationFailedError([
          { field: 'birthDate', in: 'body', message: 'must be a past calendar day' },
        ]);
      }
      const id = facts.patientId;
      return scope.transaction(async (tx) => {
        const patient = orNotFound(await repository.findPatient(tx, facts), 'No such patient.');
        if (body.pathologies !== undefined || body.mainPathology !== undefined) {
          const current = await repository.pathologiesOf(tx, facts);
          const set = body.pathologies ?? current.map((row) => row.pathology);
          const main =
            body.mainPathology !== undefined
              ? body.mainPathology
              : (current.find((row) => row.isMain)?.pathology ?? null);
          if (main !== null && !set.includes(main)) {
            throw new ValidationFailedError([
              { field: 'mainPathology', in: 'body', message: 'must be one of the pathologies' },
            ]);
          }
          await repository.replacePathologies(tx, facts, set, main);
        }
        const changes: Record<string, unknown> = {};
        for (const field of [...profileFields, 'functionalCapacity'] as const) {
          if (body[field] !== undefined) {
            changes[field] = body[field];
          }
        }
        if (body.availableEquipment !== undefined) {
          // Kept once each and ascending (the contract refuses unknown ids and duplicates).
          changes.availableEquipment = knownEquipment(body.availableEquipment);
        }
        await repository.updatePatient(tx, facts, changes);
        // The account carries the same names and phone as the patient record.
        const accountChanges: Record<string, unknown> = {};
        for (const field of ['firstName', 'lastName', 'phone'] as const) {
          if (body[field] !== undefined) {
            accountChanges[field] = body[field];
          }
        }
        if (patient.userId && Object.keys(accountChanges).length > 0) {
          await repository.updateUser(tx, { ...facts, userId: patient.userId }, accountChanges);
        }
        await tx.audit('patient.update', id, {
          // Which fields changed, never their (health) values.
          fields: given([...profileFields, ...clinicalFields]),
        });
        return loadProfile(tx, facts);
      });
    },

    async listRehabilitators(
      scope: Scope,
      { patientId }: { patientId: string },
    ): Promise<LinkedRehabilitator[]> {
      const patient = await scope.patient(patientId, 'read');
      const rows = await repository.linkedRehabilitators(scope, patient);
      await scope.audit('patient.reeducators.read', patient.patientId);
      return rows.map((row) => ({ ...row, since: row.since ? iso(row.since) : null }));
    },

    async listInvitations(
      scope: Scope,
      { patientId }: { patientId: string },
    ): Promise<PatientRehabilitatorInvitation[]> {
      const patient = await scope.patient(patientId, 'read');
      const rows = await repository.pendingInvitations(scope, patient);
      await scope.audit('patient.invitations.read', patient.patientId);
      return rows.map(invitationView);
    },

    async answerInvitation(
      scope: Scope,
      {
        patientId,
        invitationId,
        body,
      }: { patientId: string; invitationId: string; body: AnswerRehabilitatorInvitationBody },
    ): Promise<PatientRehabilitatorInvitation> {
      const facts = await scope.patient(patientId, 'selfCare');
      return scope.transaction(async (tx) => {
        const invitation = orNotFound(
          await repository.findInvitation(tx, facts, invitationId),
          'No such invitation.',
        );
        if (invitation.origin !== 'reeducator') {
          throw new ForbiddenError('The rehabilitator answers a request the patient made.');
        }
        if (
          invitation.status !== 'pending' ||
          !(await repository.answerInvitation(tx, facts, invitation.id, body.accepted))
        ) {
          throw new ConflictError('This invitation has already been answered.');
        }
        await tx.audit(
          body.accepted ? 'patient.invitation.accept' : 'patient.invitation.refuse',
          facts.patientId,
          { invitationId: invitation.id, reeducatorId: invitation.reeducatorId },
        );
        return invitationView({ ...invitation, status: body.accepted ? 'accepted' : 'refused' });
      });
    },

    async careTeam(scope: Scope, { patientId }: { patientId: string }): Promise<CareTeam> {
      const patient = await scope.patient(patientId, 'selfCare');
      const team = await loadCareTeam(scope, patient);
      await scope.audit('patient.reeducators.read', patient.patientId);
      return team;
    },

    /**
     * The patient stops sharing their data with a rehabilitator: the follow-up ends now, recorded
     * as ended by the patient, and the rehabilitator's access ends with it (the policy's facts
     * count accepted, not ended follow-ups). Their data stays; the main rehabilitator becomes the
     * next longest follow-up, if any.
     */
    async endFollowUp(
      scope: Scope,
      { patientId, followUpId }: { patientId: string; followUpId: string },
    ): Promise<CareTeam> {
      const facts = await scope.patient(patientId, 'selfCare');
      return scope.transaction(async (tx) => {
        const followUp = orNotFound(
          await repository.findFollowUp(tx, facts, followUpId),
          'No such follow-up.',
        );
        if (
          followUp.status !== 'accepted' ||
          followUp.endedAt !== null ||
          !(await repository.endFollowUpByPatient(tx, facts, followUp.id))
        ) {
          throw new ConflictError('This follow-up is not in progress.');
        }
        const after = await loadCareTeam(tx, facts);
        await tx.audit('patient.reeducators.end', facts.patientId, {
          followUpId: followUp.id,
          reeducatorId: followUp.reeducatorId,
          endedBy: 'patient',
          newMainReeducatorId: after.members[0]?.reeducatorId ?? null,
        });
        return after;
      });
    },

    async listRelatives(
      scope: Scope,
      { patientId }: { patientId: string },
    ): Promise<PatientRelative[]> {
      const patient = await scope.patient(patientId, 'read');
      const rows = await repository.relativesOf(scope, patient);
      await scope.audit('patient.relatives.read', patient.patientId);
      return rows.map(relativeView);
    },

    async addRelative(
      scope: Scope,
      { patientId, body }: { patientId: string; body: PatientRelativeBody },
    ): Promise<PatientRelative> {
      const facts = await scope.patient(patientId, 'updateProfile');
      return scope.transaction(async (tx) => {
        const row = await repository.insertRelative(tx, facts, {
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          // Blank once trimmed is no relationship said, as an absent one.
          relationship: body.relationship?.trim() || null,
          phone: body.phone?.trim() || null,
          email: body.email === undefined ? null : normaliseEmail(body.email),
        });
        await tx.audit('patient.relative.add', facts.patientId, { relativeId: row.id });
        return relativeView(row);
      });
    },

    async removeRelative(
      scope: Scope,
      { patientId, relativeId }: { patientId: string; relativeId: string },
    ): Promise<void> {
      const facts = await scope.patient(patientId, 'updateProfile');
      await scope.transaction(async (tx) => {
        orNotFound(await repository.removeRelative(tx, facts, relativeId), 'No such relative.');
        await tx.audit('patient.relative.remove', facts.patientId, { relativeId });
      });
    },

    async patchUser(
      scope: Scope,
      { userId, body }: { userId: string; body: PatchUserBody },
    ): Promise<UserAccount> {
      const own = scope.ownAccount(userId);
      return scope.transaction(async (tx) => {
        const changes: Record<string, unknown> = {};
        for (const field of ['firstName', 'lastName', 'locale'] as const) {
          if (body[field] !== undefined) {
            changes[field] = body[field];
          }
        }
        const account = orNotFound(await repository.updateUser(tx, own, changes), 'No such user.');
        const names: Record<string, unknown> = {};
        for (const field of ['firstName', 'lastName'] as const) {
          if (body[field] !== undefined) {
            names[field] = body[field];
          }
        }
        const { patientId } = own;
        if (patientId && Object.keys(names).length > 0) {
          await repository.updatePatient(tx, { ...own, patientId }, names);
        }
        await tx.audit('user.update', patientId, { fields: Object.keys(changes) });
        return { ...account, locale: account.locale as UserAccount['locale'] };
      });
    },

    async recap(scope: Scope, { patientId }: { patientId: string }): Promise<PatientRecap> {
      const facts = await scope.patient(patientId, 'read');
      const id = facts.patientId;
      const today = todayIn(facts.timeZone);
      const yesterday = addDays(today, -1);
      const [days, totals, book, allRanks, reached, earned, device, pending] = await Promise.all([
        repository.daysOf(scope, facts, [yesterday, today]),
        repository.starTotals(scope, facts, monthStart(today)),
        loadObjectives(scope.db, [id], recapKeys, today),
        repository.allRanks(scope),
        repository.ranksOf(scope, facts),
        repository.tagsOf(scope, facts),
        repository.currentDevice(scope, facts),
        repository.countPendingFromRehabilitators(scope, facts),
      ]);
      const dayRow = (day: string) => days.find((row) => row.day === day);
      const before = dayRow(yesterday);
      const valueOf = (key: ObjectiveBaseKey) => before?.[metricDefinitions[key].column] ?? null;
      // The activity objectives are judged by the domain's rule, as their stars were: "N met of M"
      // on My day is yesterday's ActivityStars. The walking perimeter is shown apart.
      const activityDay = judgeActivityDay(
        Object.fromEntries(activityObjectiveKeys.map((key) => [key, valueOf(key)])),
        (key) => book.on(id, key, yesterday),
        before !== undefined &&
          (before.deviceId !== null || activityObjectiveKeys.some((key) => valueOf(key) !== null)),
      );
      const yesterdayMetrics = recapKeys
        .map((key) => {
          const value = valueOf(key);
          const objective = book.on(id, key, yesterday);
          const judged = isActivityObjectiveKey(key)
            ? (activityDay.judged.find((item) => item.key === key)?.met ?? null)
            : value !== null && isObjectiveInForce(objective)
              ? value >= objective
              : null;
          return { key, value, objective, met: judged };
        })
        .filter((metric) => metric.value !== null || metric.objective !== null);
      const todayObjectives = recapKeys.flatMap((key) => {
        const objective = book.on(id, key, today);
        return objective === null ? [] : [{ key, objective }];
      });

      // Before any rank is recorded (nothing measured yet), the patient stands on the ranks their
      // stars already meet: the starter rank.
      const current =
        reached[0] ?? allRanks.filter((rank) => rank.minStars <= totals.total).at(-1) ?? null;
      const next = allRanks.find((rank) => rank.minStars > (current?.minStars ?? -1)) ?? null;
      const rankInfo = (rank: { id: number; nameKey: string; minStars: number }) => ({
        id: rank.id,
        nameKey: rank.nameKey,
        minStars: rank.minStars,
      });
      // Announced until the patient acknowledges it: the highest rank reached (it supersedes the
      // lower ones, which its acknowledgement marks seen too).
      const unseenRank = reached[0]?.seenAt === null ? reached[0] : null;
      const tagView = (tag: (typeof earned)[number]) => ({
        id: tag.id,
        kind: tag.kind,
        threshold: tag.threshold,
        nameKey: tag.nameKey,
        earnedAt: iso(tag.earnedAt),
      });
      const newTags = earned.filter((tag) => tag.seenAt === null).map(tagView);

      // Listed to the patient on every read until acknowledged (achievements module): reading marks
      // nothing seen, so a dialog closed with the tab comes back.
      const self = patientRelations(scope.user, facts).self;
      await scope.audit('patient.recap.read', id);

      return {
        patientId: id,
        today,
        yesterday,
        yesterdayMetrics,
        todayObjectives,
        performance: before?.performance ?? null,
        usage: before?.usage ?? before?.wearTime ?? null,
        stars: {
          today: dayRow(today)?.stars ?? 0,
          yesterday: before?.stars ?? 0,
          month: totals.month,
          total: totals.total,
        },
        rank: {
          current: current ? rankInfo(current) : null,
          next: next ? rankInfo(next) : null,
          starsToNext: next ? Math.max(0, next.minStars - totals.total) : 0,
        },
        tags: earned.map(tagView),
        newRank: self && unseenRank ? rankInfo(unseenRank) : null,
        newTags: self ? newTags : [],
        device: device ? { ...device, assignedAt: iso(device.assignedAt) } : null,
        pendingInvitations: pending,
        lastMeasuredDay: totals.lastMeasuredDay,
      };
    },
  };
}
