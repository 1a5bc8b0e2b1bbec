/**
 * The establishment (manager) calls: the establishment, its devices, patients, invitations and
 * team. Each method checks the policy before touching data; multi-row writes are transactions;
 * patient data reads and changes are audited (docs/decisions/api-programs-and-indicators.md).
 */
import type {
  Establishment,
  EstablishmentDevice,
  EstablishmentInvitation,
  EstablishmentPatchBody,
  EstablishmentPatients,
  EstablishmentReeducators,
  PatientApplication,
  PatientDeviceBody,
  PatientDeviceState,
  PatientInvitationBody,
  ReeducatorAdminPatchBody,
  ReeducatorInvitationBody,
  ReeducatorProfile,
} from '@oxilio/domain/contract';
import { isValidSiret } from '@oxilio/domain/contract';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import { newOpaqueToken } from '../../auth/opaque-tokens';
import { actsAsResponsable } from '../../auth/user';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import {
  applications,
  deviceAssignments,
  establishmentInvitations,
  establishmentReeducators,
  patients,
  reeducators,
  users,
} from '../../db/schema';
import {
  ConflictError,
  EmailAlreadyUsedError,
  ForbiddenError,
  NotFoundError,
  ValidationFailedError,
} from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/render';
import {
  assertActsAsResponsable,
  assertCanReadEstablishment,
  assertManagesEstablishment,
  assertPatientAccess,
  canActAsReeducator,
  canManageEstablishment,
} from '../../policy';
import * as repository from './repository';
import { addDays, todayIn } from '../../days';

/** Days from the end of the service to the archiving of the account (docs/product.md#archiving). */
export const archiveDelayDays = 30;
/** Lifetime of the links of invitation emails. */
export const invitationValidDays = 14;

export interface EstablishmentServiceDeps {
  db: Db;
  config: Config;
  mailer: Mailer;
}

const normaliseEmail = (email: string) => email.trim().toLowerCase();

type InvitationRow = Awaited<ReturnType<typeof repository.listPendingInvitations>>[number];

function toInvitation(row: InvitationRow): EstablishmentInvitation {
  return {
    id: row.id,
    establishmentId: row.establishmentId,
    origin: row.origin as EstablishmentInvitation['origin'],
    status: row.status,
    accepted: row.status === 'accepted' ? true : row.status === 'refused' ? false : null,
    email: row.email,
    reeducator: {
      reeducatorId: row.reeducatorId,
      firstName: row.userFirstName ?? row.invitedFirstName,
      lastName: row.userLastName ?? row.invitedLastName,
    },
    createdAt: row.createdAt.toISOString(),
  };
}

function toDeviceState(
  row: NonNullable<Awaited<ReturnType<typeof repository.patientDeviceState>>>,
): PatientDeviceState {
  return {
    patientId: row.patientId,
    device:
      row.deviceId && row.serialNumber
        ? { deviceId: row.deviceId, serialNumber: row.serialNumber, wheelType: row.wheelType }
        : null,
    serviceEndedAt: row.serviceEndedAt?.toISOString() ?? null,
    archiveScheduledFor: row.archiveScheduledFor,
  };
}

export function createEstablishmentService({ db, config, mailer }: EstablishmentServiceDeps) {
  const signupLink = (type: 'patient' | 'reeducator', applicationId: string, token: string) =>
    `${config.publicUrl}/signup/${type}?applicationId=${applicationId}&token=${encodeURIComponent(token)}`;

  async function establishmentName(establishmentId: string): Promise<string> {
    const establishment = await repository.findEstablishment(db, establishmentId);
    if (!establishment) {
      throw new NotFoundError('No such establishment.');
    }
    return establishment.name;
  }

  return {
    async get(
      { user }: Caller,
      { establishmentId }: { establishmentId: string },
    ): Promise<Establishment> {
      await assertCanReadEstablishment(db, user, establishmentId);
      const establishment = await repository.findEstablishment(db, establishmentId);
      if (!establishment) {
        throw new NotFoundError('No such establishment.');
      }
      return establishment;
    },

    async update(
      { user }: Caller,
      { establishmentId, body }: { establishmentId: string; body: EstablishmentPatchBody },
    ): Promise<Establishment> {
      assertManagesEstablishment(user, establishmentId);
      if (body.siret && !isValidSiret(body.siret)) {
        throw new ValidationFailedError([
          { field: 'siret', in: 'body', message: 'must be a valid SIRET (Luhn check)' },
        ]);
      }
      const updated = await repository.updateEstablishment(db, establishmentId, body);
      if (!updated) {
        throw new NotFoundError('No such establishment.');
      }
      return updated;
    },

    async devices(
      caller: Caller,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentDevice[]> {
      assertManagesEstablishment(caller.user, establishmentId);
      const rows = await repository.listDevices(db, establishmentId);
      await audit(db, caller, 'patient.list', null, {
        establishmentId,
        patientIds: rows.flatMap((row) => (row.patientId ? [row.patientId] : [])),
      });
      return rows.map((row) => ({
        deviceId: row.deviceId,
        serialNumber: row.serialNumber,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        patient:
          row.patientId && row.assignedAt
            ? {
                patientId: row.patientId,
                firstName: row.firstName ?? '',
                lastName: row.lastName ?? '',
                wheelType: row.wheelType,
                assignedAt: row.assignedAt.toISOString(),
              }
            : null,
      }));
    },

    async responsableEstablishment(
      { user }: Caller,
      { managerId }: { managerId: string },
    ): Promise<Establishment> {
      assertActsAsResponsable(user, managerId);
      const establishment = await repository.findResponsableEstablishment(db, managerId);
      if (!establishment) {
        throw new NotFoundError('No such establishment.');
      }
      return establishment;
    },

    async patients(
      caller: Caller,
      { establishmentId, archived }: { establishmentId: string; archived: boolean | undefined },
    ): Promise<EstablishmentPatients> {
      assertManagesEstablishment(caller.user, establishmentId);
      const [rows, pending] = await Promise.all([
        repository.listPatients(db, establishmentId, archived),
        repository.listPendingPatientApplications(db, establishmentId),
      ]);
      await audit(db, caller, 'patient.list', null, {
        establishmentId,
        patientIds: rows.map((row) => row.patientId),
      });
      return {
        patients: rows.map((row) => ({
          patientId: row.patientId,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          phone: row.phone,
          functionalCapacity: row.functionalCapacity,
          registrationStatus: row.registrationStatus,
          device:
            row.deviceId && row.serialNumber
              ? { deviceId: row.deviceId, serialNumber: row.serialNumber, wheelType: row.wheelType }
              : null,
          archived: row.archivedAt !== null,
          serviceEndedAt: row.serviceEndedAt?.toISOString() ?? null,
          archiveScheduledFor: row.archiveScheduledFor,
        })),
        patientApplications: pending.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
        })),
      };
    },

    async associateDevice(
      caller: Caller,
      { patientId, body }: { patientId: string; body: PatientDeviceBody },
    ): Promise<PatientDeviceState> {
      try {
        return await db.transaction(async (tx) => {
          const facts = await assertPatientAccess(tx, caller.user, patientId, 'manageDevice');
          const device = await repository.lockDevice(tx, body.deviceId, facts.establishmentId!);
          if (!device) {
            throw new NotFoundError('No such device.');
          }
          const state = await repository.patientDeviceState(tx, facts.patientId);
          if (state?.archivedAt) {
            throw new ConflictError('The patient is archived.');
          }
          const active = await repository.activeAssignments(tx, device.deviceId, facts.patientId);
          if (active.some((row) => row.deviceId === device.deviceId)) {
            throw new ConflictError('The device is already associated with a patient.');
          }
          if (active.length > 0) {
            throw new ConflictError('The patient already has a device: dissociate it first.');
          }
          await tx.insert(deviceAssignments).values({
            deviceId: device.deviceId,
            patientId: facts.patientId,
            wheelType: body.wheelType ?? null,
            assignedByUserId: caller.user.userId,
          });
          // A new device resumes the service: the scheduled archiving is cancelled.
          await tx
            .update(patients)
            .set({ serviceEndedAt: null, archiveScheduledFor: null, updatedAt: sql`now()` })
            .where(eq(patients.id, facts.patientId));
          await audit(tx, caller, 'device.assign', facts.patientId, {
            deviceId: device.deviceId,
            wheelType: body.wheelType ?? null,
          });
          const after = await repository.patientDeviceState(tx, facts.patientId);
          return toDeviceState(after!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ConflictError('The device is already associated with a patient.');
        }
        throw error;
      }
    },

    async dissociateDevice(
      caller: Caller,
      { patientId, endService }: { patientId: string; endService: boolean },
    ): Promise<PatientDeviceState> {
      return db.transaction(async (tx) => {
        const facts = await assertPatientAccess(tx, caller.user, patientId, 'manageDevice');
        const state = await repository.patientDeviceState(tx, facts.patientId);
        if (!state) {
          throw new NotFoundError('No such patient.');
        }
        if (!state.assignmentId && !endService) {
          throw new ConflictError('The patient has no device.');
        }
        if (state.archivedAt) {
          throw new ConflictError('The patient is archived.');
        }
        if (state.assignmentId) {
          await tx
            .update(deviceAssignments)
            .set({ unassignedAt: sql`now()`, unassignedByUserId: caller.user.userId })
            .where(eq(deviceAssignments.id, state.assignmentId));
        }
        let archiveScheduledFor: string | null = null;
        if (endService) {
          archiveScheduledFor = addDays(todayIn(state.timeZone), archiveDelayDays);
          await tx
            .update(patients)
            .set({ serviceEndedAt: sql`now()`, archiveScheduledFor, updatedAt: sql`now()` })
            .where(eq(patients.id, facts.patientId));
        }
        await audit(tx, caller, 'device.unassign', facts.patientId, {
          deviceId: state.deviceId,
          endService,
          archiveScheduledFor,
        });
        const after = await repository.patientDeviceState(tx, facts.patientId);
        return toDeviceState(after!);
      });
    },

    async inviteReeducator(
      { user }: Caller,
      { establishmentId, body }: { establishmentId: string; body: ReeducatorInvitationBody },
    ): Promise<EstablishmentInvitation> {
      assertManagesEstablishment(user, establishmentId);
      const email = normaliseEmail(body.email);
      const name = await establishmentName(establishmentId);
      try {
        const id = await db.transaction(async (tx) => {
          const existing = await repository.findUserByEmail(tx, email);
          if (existing && !existing.reeducatorId) {
            // The address belongs to another kind of account (a patient, a manager).
            throw new EmailAlreadyUsedError();
          }
          if (existing?.reeducatorId) {
            if (await repository.isInTeam(tx, establishmentId, existing.reeducatorId)) {
              throw new ConflictError('This rehabilitator is already in the team.');
            }
            const [invitation] = await tx
              .insert(establishmentInvitations)
              .values({
                establishmentId,
                reeducatorId: existing.reeducatorId,
                email,
                firstName: body.firstName ?? null,
                lastName: body.lastName ?? null,
                origin: 'establishment',
                invitedByUserId: user.userId,
              })
              .returning({ id: establishmentInvitations.id });
            const message = renderEmail({
              template: 'reeducator_invitation',
              locale: existing.locale,
              firstName: existing.firstName,
              establishmentName: name,
              actionUrl: `${config.publicUrl}/reeducateur/profil`,
            });
            await mailer.send(email, message, tx);
            return invitation!.id;
          }
          if (await repository.findPendingEmailInvitation(tx, establishmentId, email)) {
            throw new ConflictError('This address already has a pending invitation.');
          }
          const { token, hash } = newOpaqueToken();
          const [application] = await tx
            .insert(applications)
            .values({
              type: 'reeducator',
              status: 'confirmed',
              email,
              firstName: body.firstName ?? null,
              lastName: body.lastName ?? null,
              establishmentId,
              establishmentName: name,
              invitedByUserId: user.userId,
              verificationTokenHash: hash,
              verificationTokenExpiresAt: sql`now() + ${`${invitationValidDays} days`}::interval`,
              confirmedAt: sql`now()`,
            })
            .returning({ id: applications.id });
          const [invitation] = await tx
            .insert(establishmentInvitations)
            .values({
              establishmentId,
              email,
              firstName: body.firstName ?? null,
              lastName: body.lastName ?? null,
              origin: 'establishment',
              invitedByUserId: user.userId,
              expiresAt: sql`now() + ${`${invitationValidDays} days`}::interval`,
            })
            .returning({ id: establishmentInvitations.id });
          const message = renderEmail({
            template: 'reeducator_invitation',
            locale: 'fr',
            firstName: body.firstName ?? '',
            establishmentName: name,
            actionUrl: signupLink('reeducator', application!.id, token),
          });
          await mailer.send(email, message, tx);
          return invitation!.id;
        });
        await mailer.flush();
        const created = await repository.findInvitation(db, id);
        return toInvitation(created!);
      } catch (error) {
        if (isUniqueViolation(error, 'establishment_invitations_one_pending')) {
          throw new ConflictError('This rehabilitator already has a pending invitation.');
        }
        throw error;
      }
    },

    async invitePatient(
      { user }: Caller,
      { establishmentId, body }: { establishmentId: string; body: PatientInvitationBody },
    ): Promise<PatientApplication> {
      assertManagesEstablishment(user, establishmentId);
      const email = normaliseEmail(body.patientEmail);
      const name = await establishmentName(establishmentId);
      const created = await db.transaction(async (tx) => {
        if (await repository.findUserByEmail(tx, email)) {
          throw new EmailAlreadyUsedError();
        }
        if (await repository.findPendingApplication(tx, establishmentId, 'patient', email)) {
          throw new ConflictError('This patient already has a pending invitation.');
        }
        const { token, hash } = newOpaqueToken();
        const [application] = await tx
          .insert(applications)
          .values({
            type: 'patient',
            status: 'confirmed',
            email,
            firstName: body.patientFirstName.trim(),
            lastName: body.patientLastName.trim(),
            phone: body.patientPhone ?? null,
            livesInEstablishment: true,
            establishmentId,
            establishmentName: name,
            invitedByUserId: user.userId,
            verificationTokenHash: hash,
            verificationTokenExpiresAt: sql`now() + ${`${invitationValidDays} days`}::interval`,
            confirmedAt: sql`now()`,
          })
          .returning({
            applicationId: applications.id,
            email: applications.email,
            firstName: applications.firstName,
            lastName: applications.lastName,
            phone: applications.phone,
            status: applications.status,
            createdAt: applications.createdAt,
          });
        const message = renderEmail({
          template: 'patient_invitation',
          locale: 'fr',
          firstName: body.patientFirstName,
          establishmentName: name,
          actionUrl: signupLink('patient', application!.applicationId, token),
        });
        await mailer.send(email, message, tx);
        return application!;
      });
      await mailer.flush();
      return { ...created, createdAt: created.createdAt.toISOString() };
    },

    async reeducators(
      { user }: Caller,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentReeducators> {
      assertManagesEstablishment(user, establishmentId);
      const [team, invitations] = await Promise.all([
        repository.listTeam(db, establishmentId),
        repository.listPendingInvitations(db, establishmentId),
      ]);
      return {
        reeducators: team.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
        invitations: invitations.map(toInvitation),
      };
    },

    async removeReeducator(
      { user }: Caller,
      { establishmentId, rehabilitatorId }: { establishmentId: string; rehabilitatorId: string },
    ): Promise<void> {
      assertManagesEstablishment(user, establishmentId);
      const reeducatorId = rehabilitatorId;
      const removed = await db
        .update(establishmentReeducators)
        .set({ leftAt: sql`now()` })
        .where(
          and(
            eq(establishmentReeducators.establishmentId, establishmentId),
            eq(establishmentReeducators.reeducatorId, reeducatorId),
            isNull(establishmentReeducators.leftAt),
          ),
        )
        .returning({ reeducatorId: establishmentReeducators.reeducatorId });
      if (removed.length === 0) {
        throw new NotFoundError('No such rehabilitator in the team.');
      }
    },

    async cancelReeducatorApplication(
      { user }: Caller,
      { establishmentId, invitationId }: { establishmentId: string; invitationId: string },
    ): Promise<void> {
      assertManagesEstablishment(user, establishmentId);
      await db.transaction(async (tx) => {
        const [cancelled] = await tx
          .update(establishmentInvitations)
          .set({ status: 'cancelled', answeredAt: sql`now()` })
          .where(
            and(
              eq(establishmentInvitations.id, invitationId),
              eq(establishmentInvitations.establishmentId, establishmentId),
              eq(establishmentInvitations.status, 'pending'),
            ),
          )
          .returning({ email: establishmentInvitations.email });
        if (!cancelled) {
          throw new NotFoundError('No such pending invitation.');
        }
        if (cancelled.email) {
          // The signup link of an invitation by email stops working too.
          await repository.cancelReeducatorApplications(tx, establishmentId, cancelled.email);
        }
      });
    },

    async answerReeducatorInvitation(
      { user }: Caller,
      {
        establishmentId,
        rehabilitatorId: reeducatorId,
        accepted,
      }: { establishmentId: string; rehabilitatorId: string; accepted: boolean },
    ): Promise<EstablishmentInvitation> {
      // The manager answers a rehabilitator's request; the rehabilitator, the establishment's.
      const origins: string[] = [];
      if (canManageEstablishment(user, establishmentId)) {
        origins.push('reeducator');
      }
      if (canActAsReeducator(user, reeducatorId)) {
        origins.push('establishment');
      }
      if (origins.length === 0) {
        throw new ForbiddenError();
      }
      const id = await db.transaction(async (tx) => {
        const [answered] = await tx
          .update(establishmentInvitations)
          .set({ status: accepted ? 'accepted' : 'refused', answeredAt: sql`now()` })
          .where(
            and(
              eq(establishmentInvitations.establishmentId, establishmentId),
              eq(establishmentInvitations.reeducatorId, reeducatorId),
              eq(establishmentInvitations.status, 'pending'),
              sql`${establishmentInvitations.origin} in (${sql.join(
                origins.map((origin) => sql`${origin}`),
                sql`, `,
              )})`,
            ),
          )
          .returning({ id: establishmentInvitations.id });
        if (!answered) {
          throw new NotFoundError('No such pending invitation.');
        }
        if (accepted) {
          await tx
            .insert(establishmentReeducators)
            .values({ establishmentId, reeducatorId })
            .onConflictDoUpdate({
              target: [
                establishmentReeducators.establishmentId,
                establishmentReeducators.reeducatorId,
              ],
              set: { leftAt: null, joinedAt: sql`now()` },
            });
        }
        return answered.id;
      });
      const invitation = await repository.findInvitation(db, id);
      return toInvitation(invitation!);
    },

    async patchReeducator(
      { user }: Caller,
      {
        rehabilitatorId: reeducatorId,
        body,
      }: { rehabilitatorId: string; body: ReeducatorAdminPatchBody },
    ): Promise<ReeducatorProfile> {
      const allowed =
        canActAsReeducator(user, reeducatorId) ||
        (actsAsResponsable(user) &&
          (await repository.isInTeam(db, user.establishmentId, reeducatorId)));
      if (!allowed) {
        throw new ForbiddenError();
      }
      return db.transaction(async (tx) => {
        const profile = await repository.findReeducatorProfile(tx, reeducatorId);
        if (!profile) {
          throw new NotFoundError('No such rehabilitator.');
        }
        const userChanges: Partial<typeof users.$inferInsert> = {};
        if (body.firstName !== undefined) {
          userChanges.firstName = body.firstName.trim();
        }
        if (body.lastName !== undefined) {
          userChanges.lastName = body.lastName.trim();
        }
        if (body.phone !== undefined) {
          userChanges.phone = body.phone;
        }
        if (Object.keys(userChanges).length > 0) {
          await tx
            .update(users)
            .set({ ...userChanges, updatedAt: sql`now()` })
            .where(eq(users.id, profile.userId));
        }
        if (body.profession !== undefined) {
          await tx
            .update(reeducators)
            .set({ profession: body.profession })
            .where(eq(reeducators.id, reeducatorId));
        }
        const { userId: _userId, ...updated } = (await repository.findReeducatorProfile(
          tx,
          reeducatorId,
        ))!;
        return updated;
      });
    },
  };
}
