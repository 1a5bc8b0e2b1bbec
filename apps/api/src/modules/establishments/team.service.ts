/**
 * An establishment's team: its rehabilitators with the pending invitations, a rehabilitator
 * leaving it, and a rehabilitator's profile as the manager sees it (PATCH Admin/Reeducators).
 */
import type {
  EstablishmentRehabilitators,
  RehabilitatorAdminPatchBody,
  RehabilitatorProfile,
} from '@oxilio/domain/contract';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { orNotFound } from '../../http/errors';
import { assertCanEditRehabilitatorProfile, assertManagesEstablishment } from '../../policy';
import { invitationView } from './invitations.service';
import { listPendingInvitations } from './invitations.repository';
import * as repository from './team.repository';

export function createTeamService({ db }: { db: Db }) {
  return {
    async rehabilitators(
      { user }: Caller,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentRehabilitators> {
      assertManagesEstablishment(user, establishmentId);
      const [team, invitations] = await Promise.all([
        repository.listTeam(db, establishmentId),
        listPendingInvitations(db, establishmentId),
      ]);
      return {
        reeducators: team.map((row) => ({ ...row, joinedAt: row.joinedAt.toISOString() })),
        invitations: invitations.map(invitationView),
      };
    },

    /** The rehabilitator leaves the team and stops following the establishment's patients. */
    async removeRehabilitator(
      caller: Caller,
      { establishmentId, rehabilitatorId }: { establishmentId: string; rehabilitatorId: string },
    ): Promise<void> {
      assertManagesEstablishment(caller.user, establishmentId);
      await db.transaction(async (tx) => {
        orNotFound(
          await repository.leaveTeam(tx, establishmentId, rehabilitatorId),
          'No such rehabilitator in the team.',
        );
        const followUps = await repository.endFollowUpsInEstablishment(
          tx,
          establishmentId,
          rehabilitatorId,
        );
        await audit(tx, caller, 'team.remove', null, {
          establishmentId,
          reeducatorId: rehabilitatorId,
          followUpsEnded: followUps.length,
        });
        for (const { patientId, was } of followUps) {
          await audit(tx, caller, 'followUp.end', patientId, {
            reeducatorId: rehabilitatorId,
            reason: 'left_team',
            was,
          });
        }
      });
    },

    async patchRehabilitator(
      { user }: Caller,
      { rehabilitatorId, body }: { rehabilitatorId: string; body: RehabilitatorAdminPatchBody },
    ): Promise<RehabilitatorProfile> {
      const fields = (['firstName', 'lastName', 'phone', 'profession'] as const).filter(
        (field) => body[field] !== undefined,
      );
      await assertCanEditRehabilitatorProfile(db, user, rehabilitatorId, fields);
      return db.transaction(async (tx) => {
        const profile = orNotFound(
          await repository.findRehabilitatorProfile(tx, rehabilitatorId),
          'No such rehabilitator.',
        );
        const accountChanges: Parameters<typeof repository.updateAccount>[2] = {};
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
          await repository.updateAccount(tx, profile.userId, accountChanges);
        }
        if (body.profession !== undefined) {
          await repository.updateProfession(tx, rehabilitatorId, body.profession);
        }
        const { userId: _userId, ...updated } = (await repository.findRehabilitatorProfile(
          tx,
          rehabilitatorId,
        ))!;
        return updated;
      });
    },
  };
}
