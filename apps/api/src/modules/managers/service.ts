/**
 * The manager's calls that the spec's list lacks (docs/decisions/api-manager-accounts.md):
 * - a device's history of patients, for the manager of the device's establishment;
 * - the professional helper accounts: the establishment's managers, inviting one by email (an
 *   `establishment` application of this establishment; signing up with its link creates a manager
 *   of this establishment, src/modules/applications), cancelling an invitation, removing a
 *   manager (never the last one).
 * Every change of who manages the establishment is audited.
 */
import { isLocale } from '@oxilio/locales';
import type {
  PatientApplication,
  DeviceHistory,
  EstablishmentManagers,
  ManagerInvitation,
  ManagerInvitationBody,
} from '@oxilio/domain/contract';
import { newOpaqueToken } from '../../auth/opaque-tokens';
import type { Config } from '../../config';
import { ConflictError, EmailAlreadyUsedError, orNotFound } from '../../http/errors';
import { normaliseEmail } from '../../mail/addresses';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/render';
import type { Scope } from '../../policy/scope';
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

export function createManagersService({ config, mailer }: { config: Config; mailer: Mailer }) {
  return {
    async deviceHistory(
      scope: Scope,
      { establishmentId, deviceId }: { establishmentId: string; deviceId: string },
    ): Promise<DeviceHistory> {
      const establishment = scope.managedEstablishment(establishmentId);
      const device = orNotFound(
        await repository.findDevice(scope, deviceId, establishment),
        'No such device.',
      );
      const rows = await repository.deviceHistory(scope, device.deviceId, establishment);
      await scope.audit('patient.list', null, {
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
      scope: Scope,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentManagers> {
      const establishment = scope.managedEstablishment(establishmentId);
      const [managers, invitations] = await Promise.all([
        repository.listManagers(scope, establishment),
        repository.listInvitations(scope, establishment),
      ]);
      return {
        responsables: managers.map((row) => ({
          responsableId: row.responsableId,
          firstName: row.firstName,
          lastName: row.lastName,
          email: row.email,
          function: row.function,
          since: row.since.toISOString(),
          isMe: row.userId === scope.user.userId,
        })),
        invitations: invitations.map(invitationView),
      };
    },

    async invite(
      scope: Scope,
      { establishmentId, body }: { establishmentId: string; body: ManagerInvitationBody },
    ): Promise<ManagerInvitation> {
      const { caller } = scope;
      const managed = scope.managedEstablishment(establishmentId);
      const email = normaliseEmail(body.email);
      // The invitee's language, the inviter's by default (docs/decisions/invitation-language.md).
      const locale = body.locale ?? caller.locale;
      const establishment = orNotFound(
        await findEstablishment(scope, managed),
        'No such establishment.',
      );
      const created = await scope.transaction(async (tx) => {
        if (await repository.emailHasAccount(tx, email)) {
          throw new EmailAlreadyUsedError();
        }
        if (await repository.hasOpenInvitation(tx, managed, email)) {
          throw new ConflictError('This person already has a pending invitation.');
        }
        const { token, hash } = newOpaqueToken();
        const invitation = await repository.insertInvitation(tx, managed, {
          establishmentName: establishment.name,
          email,
          firstName: body.firstName.trim(),
          lastName: body.lastName.trim(),
          function: body.function?.trim() ?? null,
          invitedByUserId: caller.user.userId,
          verificationTokenHash: hash,
          validDays: managerInvitationValidDays,
          locale,
        });
        const message = renderEmail({
          template: 'responsable_invitation',
          locale,
          firstName: body.firstName,
          establishmentName: establishment.name,
          actionUrl: `${config.publicUrl}/signup/establishment?applicationId=${invitation.applicationId}&token=${encodeURIComponent(token)}`,
        });
        await mailer.send(email, message, tx.db, { establishmentId, whenLimited: 'refuse' });
        await tx.audit('manager.invite', null, {
          establishmentId,
          applicationId: invitation.applicationId,
        });
        return invitation;
      });
      void mailer.flush();
      return invitationView(created);
    },

    async cancelInvitation(
      scope: Scope,
      { establishmentId, applicationId }: { establishmentId: string; applicationId: string },
    ): Promise<void> {
      const managed = scope.managedEstablishment(establishmentId);
      await scope.transaction(async (tx) => {
        orNotFound(
          await repository.cancelInvitation(tx, managed, applicationId),
          'No such pending invitation.',
        );
        await tx.audit('manager.uninvite', null, { establishmentId, applicationId });
      });
    },

    /** A new link for an invited patient who has not registered yet (lost or expired email). */
    async resendPatientInvitation(
      scope: Scope,
      { establishmentId, applicationId }: { establishmentId: string; applicationId: string },
    ): Promise<PatientApplication> {
      const managed = scope.managedEstablishment(establishmentId);
      const establishment = orNotFound(
        await findEstablishment(scope, managed),
        'No such establishment.',
      );
      const renewed = await scope.transaction(async (tx) => {
        const { token, hash } = newOpaqueToken();
        const row = orNotFound(
          await repository.renewPatientInvitation(tx, managed, applicationId, {
            verificationTokenHash: hash,
            validDays: managerInvitationValidDays,
          }),
          'No such pending invitation.',
        );
        if (row.email) {
          const message = renderEmail({
            template: 'patient_invitation',
            locale: isLocale(row.locale) ? row.locale : scope.caller.locale,
            firstName: row.firstName ?? '',
            establishmentName: establishment.name,
            actionUrl: `${config.publicUrl}/signup/patient?applicationId=${row.applicationId}&token=${encodeURIComponent(token)}`,
          });
          await mailer.send(row.email, message, tx.db, { establishmentId, whenLimited: 'refuse' });
        }
        await tx.audit('patient.invite', null, {
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
      scope: Scope,
      { establishmentId, managerId }: { establishmentId: string; managerId: string },
    ): Promise<void> {
      const managed = scope.managedEstablishment(establishmentId);
      await scope.transaction(async (tx) => {
        const managers = await repository.lockManagers(tx, managed);
        const target = orNotFound(
          managers.find((manager) => manager.responsableId === managerId) ?? null,
          'No such manager.',
        );
        if (managers.length <= 1) {
          throw new ConflictError('The establishment needs at least one manager.');
        }
        await repository.removeManager(tx, target);
        await tx.audit('manager.remove', null, {
          establishmentId,
          responsableId: target.responsableId,
          self: target.userId === scope.user.userId,
        });
      });
    },
  };
}
