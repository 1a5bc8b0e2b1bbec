/**
 * An establishment's team: its rehabilitators with the pending invitations, a rehabilitator
 * leaving it, and a rehabilitator's profile as the manager sees it (PATCH Admin/Reeducators).
 */
import type {
  EstablishmentRehabilitators,
  RehabilitatorAdminPatchBody,
  RehabilitatorProfile,
} from '@oxilio/domain/contract';
import { orNotFound } from '../../http/errors';
import type { Scope } from '../../policy/scope';
import { invitationView } from './invitations.service';
import { listPendingInvitations } from './invitations.repository';
import * as repository from './team.repository';

export function createTeamService() {
  return {
    async rehabilitators(
      scope: Scope,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentRehabilitators> {
      const managed = scope.managedEstablishment(establishmentId);
      const [team, invitations] = await Promise.all([
        repository.listTeam(scope, managed),
        listPendingInvitations(scope, managed),
      ]);
      return {
        reeducators: team.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
        invitations: invitations.map(invitationView),
      };
    },

    /** The rehabilitator leaves the team and stops following the establishment's patients. */
    async removeRehabilitator(
      scope: Scope,
      { establishmentId, rehabilitatorId }: { establishmentId: string; rehabilitatorId: string },
    ): Promise<void> {
      const managed = scope.managedEstablishment(establishmentId);
      await scope.transaction(async (tx) => {
        orNotFound(
          await repository.leaveTeam(tx, managed, rehabilitatorId),
          'No such rehabilitator in the team.',
        );
        const followUps = await repository.endFollowUpsInEstablishment(
          tx,
          managed,
          rehabilitatorId,
        );
        await tx.audit('team.remove', null, {
          establishmentId,
          reeducatorId: rehabilitatorId,
          followUpsEnded: followUps.length,
        });
        for (const { patientId, was } of followUps) {
          await tx.audit('followUp.end', patientId, {
            reeducatorId: rehabilitatorId,
            reason: 'left_team',
            was,
          });
        }
      });
    },

    async patchRehabilitator(
      scope: Scope,
      { rehabilitatorId, body }: { rehabilitatorId: string; body: RehabilitatorAdminPatchBody },
    ): Promise<RehabilitatorProfile> {
      const fields = (['firstName', 'lastName', 'phone', 'profession'] as const).filter(
        (field) => body[field] !== undefined,
      );
      const editable = await scope.editableRehabilitator(rehabilitatorId, fields);
      return scope.transaction(async (tx) => {
        const profile = orNotFound(
          await repository.findRehabilitatorProfile(tx, editable),
          'No such rehabilitator.',
        );
        const accountChanges: Parameters<typeof repository.updateAccount>[3] = {};
        if (body.firstName !== undefined) {
          accountChanges.firstName = body.firstName.trim();
        }
        if (body.lastName !== undefined) {
          accountChanges.lastName = body.lastName.trim();
        }
        if (body.phone !== undefined) {
          accountChanges.phone = body.phone;
        }
        if (Object.keys(accountChanges).length > 0) {
          await repository.updateAccount(tx, editable, profile.userId, accountChanges);
        }
        if (body.profession !== undefined) {
          await repository.updateProfession(tx, editable, body.profession);
        }
        const { userId: _userId, ...updated } = (await repository.findRehabilitatorProfile(
          tx,
          editable,
        ))!;
        return updated;
      });
    },
  };
}
