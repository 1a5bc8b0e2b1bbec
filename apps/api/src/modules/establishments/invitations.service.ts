/**
 * An establishment's invitations: a rehabilitator to its team (one with an account is asked in the
 * portal, anyone else gets a signup link by email), a patient to sign up (an emailed link), and the
 * answers and cancellations. Each invitation is written with its email, in one transaction.
 */
import { portalLinks } from '@oxilio/domain';
import type {
  EstablishmentInvitation,
  PatientApplication,
  PatientInvitationBody,
  RehabilitatorInvitationBody,
} from '@oxilio/domain/contract';
import { newOpaqueToken } from '../../auth/opaque-tokens';
import type { Config } from '../../config';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, EmailAlreadyUsedError, orNotFound } from '../../http/errors';
import { normaliseEmail } from '../../mail/addresses';
import type { Mailer } from '../../mail/mailer';
import { renderEmail } from '../../mail/render';
import type { EstablishmentGrant, Scope } from '../../policy/scope';
import { findEstablishment } from './establishment.repository';
import * as repository from './invitations.repository';
import { isInTeam, joinTeam } from './team.repository';

/** Lifetime of the links of invitation emails. */
export const invitationValidDays = 14;

type InvitationRow = Awaited<ReturnType<typeof repository.listPendingInvitations>>[number];

export function invitationView(row: InvitationRow): EstablishmentInvitation {
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

export interface InvitationsServiceDeps {
  config: Config;
  mailer: Mailer;
}

export function createInvitationsService({ config, mailer }: InvitationsServiceDeps) {
  const signupLink = (type: 'patient' | 'reeducator', applicationId: string, token: string) =>
    `${config.publicUrl}/signup/${type}?applicationId=${applicationId}&token=${encodeURIComponent(token)}`;

  async function establishmentName(scope: Scope, managed: EstablishmentGrant): Promise<string> {
    const establishment = orNotFound(
      await findEstablishment(scope, managed),
      'No such establishment.',
    );
    return establishment.name;
  }

  return {
    async inviteRehabilitator(
      scope: Scope,
      { establishmentId, body }: { establishmentId: string; body: RehabilitatorInvitationBody },
    ): Promise<EstablishmentInvitation> {
      const { user } = scope;
      const managed = scope.managedEstablishment(establishmentId);
      const email = normaliseEmail(body.email);
      // The invitee's language, the inviter's by default (docs/decisions/invitation-language.md).
      const locale = body.locale ?? scope.caller.locale;
      const name = await establishmentName(scope, managed);
      const invited = {
        email,
        firstName: body.firstName ?? null,
        lastName: body.lastName ?? null,
        invitedByUserId: user.userId,
      };
      try {
        const id = await scope.transaction(async (tx) => {
          const existing = await repository.findUserByEmail(tx, email);
          if (existing && !existing.reeducatorId) {
            // The address belongs to another kind of account (a patient, a manager).
            throw new EmailAlreadyUsedError();
          }
          if (existing?.reeducatorId) {
            if (await isInTeam(tx, managed, existing.reeducatorId)) {
              throw new ConflictError('This rehabilitator is already in the team.');
            }
            const invitationId = await repository.insertInvitation(tx, managed, {
              ...invited,
              rehabilitatorId: existing.reeducatorId,
            });
            const message = renderEmail({
              template: 'reeducator_invitation',
              locale: existing.locale,
              firstName: existing.firstName,
              establishmentName: name,
              actionUrl: `${config.publicUrl}${portalLinks.rehabilitatorProfile}`,
            });
            await mailer.send(email, message, tx.db, { establishmentId, whenLimited: 'refuse' });
            await tx.audit('team.invite', null, {
              establishmentId,
              invitationId,
              reeducatorId: existing.reeducatorId,
            });
            return invitationId;
          }
          if (await repository.findPendingEmailInvitation(tx, managed, email)) {
            throw new ConflictError('This address already has a pending invitation.');
          }
          const { token, hash } = newOpaqueToken();
          const application = await repository.insertInvitedApplication(tx, managed, {
            ...invited,
            type: 'reeducator',
            establishmentName: name,
            verificationTokenHash: hash,
            validDays: invitationValidDays,
            locale,
          });
          const invitationId = await repository.insertInvitation(tx, managed, {
            ...invited,
            validDays: invitationValidDays,
          });
          const message = renderEmail({
            template: 'reeducator_invitation',
            locale,
            firstName: body.firstName ?? '',
            establishmentName: name,
            actionUrl: signupLink('reeducator', application.applicationId, token),
          });
          await mailer.send(email, message, tx.db, { establishmentId, whenLimited: 'refuse' });
          await tx.audit('team.invite', null, {
            establishmentId,
            invitationId,
            applicationId: application.applicationId,
          });
          return invitationId;
        });
        await mailer.flush();
        const created = await repository.findInvitation(scope, managed, id);
        return invitationView(created!);
      } catch (error) {
        if (isUniqueViolation(error, 'establishment_invitations_one_pending')) {
          throw new ConflictError('This rehabilitator already has a pending invitation.');
        }
        throw error;
      }
    },

    async invitePatient(
      scope: Scope,
      { establishmentId, body }: { establishmentId: string; body: PatientInvitationBody },
    ): Promise<PatientApplication> {
      const { user } = scope;
      const managed = scope.managedEstablishment(establishmentId);
      const email = normaliseEmail(body.patientEmail);
      const locale = body.locale ?? scope.caller.locale;
      const name = await establishmentName(scope, managed);
      const created = await scope.transaction(async (tx) => {
        if (await repository.findUserByEmail(tx, email)) {
          throw new EmailAlreadyUsedError();
        }
        if (await repository.findPendingApplication(tx, managed, 'patient', email)) {
          throw new ConflictError('This patient already has a pending invitation.');
        }
        const { token, hash } = newOpaqueToken();
        const application = await repository.insertInvitedApplication(tx, managed, {
          type: 'patient',
          email,
          firstName: body.patientFirstName.trim(),
          lastName: body.patientLastName.trim(),
          phone: body.patientPhone ?? null,
          livesInEstablishment: true,
          establishmentName: name,
          invitedByUserId: user.userId,
          verificationTokenHash: hash,
          validDays: invitationValidDays,
          locale,
        });
        const message = renderEmail({
          template: 'patient_invitation',
          locale,
          firstName: body.patientFirstName,
          establishmentName: name,
          actionUrl: signupLink('patient', application.applicationId, token),
        });
        await mailer.send(email, message, tx.db, { establishmentId, whenLimited: 'refuse' });
        await tx.audit('patient.invite', null, {
          establishmentId,
          applicationId: application.applicationId,
        });
        return application;
      });
      await mailer.flush();
      return { ...created, createdAt: created.createdAt.toISOString() };
    },

    async cancelRehabilitatorApplication(
      scope: Scope,
      { establishmentId, invitationId }: { establishmentId: string; invitationId: string },
    ): Promise<void> {
      const managed = scope.managedEstablishment(establishmentId);
      await scope.transaction(async (tx) => {
        const cancelled = orNotFound(
          await repository.cancelPendingInvitation(tx, managed, invitationId),
          'No such pending invitation.',
        );
        if (cancelled.email) {
          // The signup link of an invitation by email stops working too.
          await repository.cancelRehabilitatorApplications(tx, managed, cancelled.email);
        }
        await tx.audit('team.invitation.cancel', null, { establishmentId, invitationId });
      });
    },

    async answerRehabilitatorInvitation(
      scope: Scope,
      {
        establishmentId,
        rehabilitatorId,
        accepted,
      }: { establishmentId: string; rehabilitatorId: string; accepted: boolean },
    ): Promise<EstablishmentInvitation> {
      const answerable = scope.teamInvitation(establishmentId, rehabilitatorId);
      const id = await scope.transaction(async (tx) => {
        const answered = orNotFound(
          await repository.answerPendingInvitation(tx, answerable, accepted),
          'No such pending invitation.',
        );
        if (accepted) {
          await joinTeam(tx, answerable);
        }
        await tx.audit(accepted ? 'team.invitation.accept' : 'team.invitation.refuse', null, {
          establishmentId,
          reeducatorId: rehabilitatorId,
        });
        return answered;
      });
      const invitation = await repository.findInvitation(scope, answerable, id);
      return invitationView(invitation!);
    },
  };
}
