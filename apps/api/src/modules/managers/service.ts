/**
 * The manager's calls that the spec's list lacks (docs/decisions/api-manager-accounts.md):
 * - a device's history of patients, for the manager of the device's establishment;
 * - the professional helper accounts: the establishment's managers, inviting one by email (an
 *   `establishment` application of this establishment; signing up with its link creates a manager
 *   of this establishment, src/modules/applications), cancelling an invitation, removing a
 *   manager (never the last one).
 * Every change of who manages the establishment is audited.
 */
import type {
  PatientApplication,
  DeviceHistory,
  EstablishmentManagers,
  ManagerInvitation,
  ManagerInvitationBody,
} from '@oxilio/domain/contract';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import { newOpaqueToken } from '../../auth/opaque-tokens';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { ConflictError, EmailAlreadyUsedError, orNotFound } from '../../http/errors';
import { normaliseEmail } from '../../mail/addresses';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/render';
import { assertManagesEstablishment } from '../../policy';
import { findEstablishment } from '../establishments/establishment.repository';
import * as repository from './repository';

/** How long a manager invitation's link works. */
export const managerInvitationValidDays = 14;

function invitationView(
  row: Awaited<ReturnType<typeof repository.listInvitations>>[number],
): ManagerInvitation {
  return {
    applicationId: row.applicationId,
    email: row.email ?? '',
    firstName: row.firstName,
    lastName: row.lastName,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

export function createManagersService({
  db,
  config,
  mailer,
}: {
  db: Db;
  config: Config;
  mailer: Mailer;
}) {
  return {
    async deviceHistory(
      caller: Caller,
      { establishmentId, deviceId }: { establishmentId: string; deviceId: string },
    ): Promise<DeviceHistory> {
      assertManagesEstablishment(caller.user, establishmentId);
      const device = orNotFound(
        await repository.findDevice(db, deviceId, establishmentId),
        'No such device.',
      );
      const rows = await repository.deviceHistory(db, device.deviceId, establishmentId);
      await audit(db, caller, 'patient.list', null, {
        establishmentId,
        deviceId: device.deviceId,
        patientIds: [...new Set(rows.map((row) => row.patientId))],
      });
      return {
        deviceId: device.deviceId,
        serialNumber: device.serialNumber,
        assignments: rows.map((row) => ({
          assignmentId: row.assignmentId,
          patient: {
            patientId: row.patientId,
            firstName: row.firstName,
            lastName: row.lastName,
            archived: row.archivedAt !== null,
          },
          wheelType: row.wheelType,
          assignedAt: row.assignedAt.toISOString(),
          unassignedAt: row.unassignedAt?.toISOString() ?? null,
        })),
      };
    },

    async list(
      caller: Caller,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentManagers> {
      assertManagesEstablishment(caller.user, establishmentId);
      const [managers, invitations] = await Promise.all([
        repository.listManagers(db, establishmentId),
        repository.listInvitations(db, establishmentId),
      ]);
      return {
        responsables: managers.map((row) => ({
          responsableId: row.responsableId,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          function: row.function,
          since: row.since.toISOString(),
          isMe: row.userId === caller.user.userId,
        })),
        invitations: invitations.map(invitationView),
      };
    },

    async invite(
      caller: Caller,
      { establishmentId, body }: { establishmentId: string; body: ManagerInvitationBody },
    ): Promise<ManagerInvitation> {
      assertManagesEstablishment(caller.user, establishmentId);
      const email = normaliseEmail(body.email);
      const establishment = orNotFound(
        await findEstablishment(db, establishmentId),
        'No such establishment.',
      );
      const created = await db.transaction(async (tx) => {
        if (await repository.emailHasAccount(tx, email)) {
          throw new EmailAlreadyUsedError();
        }
        if (await repository.hasOpenInvitation(tx, establishmentId, email)) {
          throw new ConflictError('This person already has a pending invitation.');
        }
        const { token, hash } = newOpaqueToken();
        const invitation = await repository.insertInvitation(tx, {
          establishmentId,
          establishmentName: establishment.name,
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          function: body.function?.trim() ?? null,
          invitedByUserId: caller.user.userId,
          verificationTokenHash: hash,
          validDays: managerInvitationValidDays,
        });
        const message = renderEmail({
          template: 'responsable_invitation',
          locale: caller.locale,
          firstName: body.firstName,
          establishmentName: establishment.name,
          actionUrl: `${config.publicUrl}/signup/establishment?applicationId=${invitation.applicationId}&token=${encodeURIComponent(token)}`,
        });
        await mailer.send(email, message, tx);
        await audit(tx, caller, 'manager.invite', null, {
          establishmentId,
          applicationId: invitation.applicationId,
        });
        return invitation;
      });
      void mailer.flush();
      return invitationView(created);
    },

    async cancelInvitation(
      caller: Caller,
      { establishmentId, applicationId }: { establishmentId: string; applicationId: string },
    ): Promise<void> {
      assertManagesEstablishment(caller.user, establishmentId);
      await db.transaction(async (tx) => {
        orNotFound(
          await repository.cancelInvitation(tx, establishmentId, applicationId),
          'No such pending invitation.',
        );
        await audit(tx, caller, 'manager.uninvite', null, { establishmentId, applicationId });
      });
    },

    /** A new link for an invited patient who has not registered yet (lost or expired email). */
    async resendPatientInvitation(
      caller: Caller,
      { establishmentId, applicationId }: { establishmentId: string; applicationId: string },
    ): Promise<PatientApplication> {
      assertManagesEstablishment(caller.user, establishmentId);
      const establishment = orNotFound(
        await findEstablishment(db, establishmentId),
        'No such establishment.',
      );
      const renewed = await db.transaction(async (tx) => {
        const { token, hash } = newOpaqueToken();
        const row = orNotFound(
          await repository.renewPatientInvitation(tx, establishmentId, applicationId, {
            verificationTokenHash: hash,
            validDays: managerInvitationValidDays,
          }),
          'No such pending invitation.',
        );
        if (row.email) {
          const message = renderEmail({
            template: 'patient_invitation',
            locale: 'fr',
            firstName: row.firstName ?? '',
            establishmentName: establishment.name,
            actionUrl: `${config.publicUrl}/signup/patient?applicationId=${row.applicationId}&token=${encodeURIComponent(token)}`,
          });
          await mailer.send(row.email, message, tx);
        }
        await audit(tx, caller, 'patient.invite', null, {
          establishmentId,
          applicationId: row.applicationId,
          resent: true,
        });
        return row;
      });
      void mailer.flush();
      return {
        applicationId: renewed.applicationId,
        email: renewed.email,
        firstName: renewed.firstName,
        lastName: renewed.lastName,
        phone: renewed.phone,
        status: renewed.status,
        createdAt: renewed.createdAt.toISOString(),
      };
    },

    async remove(
      caller: Caller,
      { establishmentId, managerId }: { establishmentId: string; managerId: string },
    ): Promise<void> {
      assertManagesEstablishment(caller.user, establishmentId);
      await db.transaction(async (tx) => {
        const managers = await repository.lockManagers(tx, establishmentId);
        const target = orNotFound(
          managers.find((manager) => manager.responsableId === managerId) ?? null,
          'No such manager.',
        );
        if (managers.length <= 1) {
          throw new ConflictError('The establishment needs at least one manager.');
        }
        await repository.removeManager(tx, target);
        await audit(tx, caller, 'manager.remove', null, {
          establishmentId,
          responsableId: target.responsableId,
          self: target.userId === caller.user.userId,
        });
      });
    },
  };
}
