/**
 * Data of the patient's care team stories (/profil/care-team), typed with the contract, around the
 * signed-in patient of ./fixtures.ts: who follows her, and a mocked API that remembers what the
 * story changes (a follow-up ended, a request answered).
 */
import {
  endpoints,
  type CareTeamMember,
  type PatientRehabilitatorInvitation,
} from '@oxilio/domain/contract';
import { ids, invitations } from './fixtures';
import { answer } from './handlers';
import { patientStartup } from './scenarios';

const followUpId = (n: number) => `3f6c1a20-5b7e-4c1d-8a2f-0000000f${String(n).padStart(4, '0')}`;

/** The rehabilitators who may follow the patient. */
export const careTeamMembers = {
  /** Her main rehabilitator, the longest follow-up. */
  marie: {
    followUpId: followUpId(1),
    reeducatorId: ids.rehabilitator,
    firstName: 'Marie',
    lastName: 'Lefèvre',
    profession: 'physiotherapist',
    since: '2025-03-02',
    main: true,
    establishments: [{ establishmentId: ids.establishment, name: 'Résidence Les Tilleuls' }],
  },
  julien: {
    followUpId: followUpId(2),
    reeducatorId: ids.secondRehabilitator,
    firstName: 'Julien',
    lastName: 'Marchal',
    profession: 'occupational_therapist',
    since: '2026-09-14',
    main: false,
    establishments: [
      { establishmentId: ids.establishment, name: 'Résidence Les Tilleuls' },
      { establishmentId: ids.longEstablishment, name: 'Centre de rééducation du Val-Fleuri' },
    ],
  },
  /** A therapist of no establishment's team (independent practice). */
  independent: {
    followUpId: followUpId(3),
    reeducatorId: ids.longRehabilitator,
    firstName: 'Anne-Sophie',
    lastName: 'Kieffer',
    profession: 'Enseignante en activité physique adaptée',
    since: '2026-11-20',
    main: false,
    establishments: [],
  },
} satisfies Record<string, CareTeamMember>;

/**
 * Every call of the care team tab and the start-up modals, answered from `data`, which the
 * story's actions change as the API would: an ended follow-up leaves the team (the next longest
 * becomes main), an accepted request joins it.
 */
export function careTeamApi(
  data: {
    members?: readonly CareTeamMember[];
    requests?: readonly PatientRehabilitatorInvitation[];
  } = {},
) {
  const state = {
    members: [...(data.members ?? [careTeamMembers.marie, careTeamMembers.julien])],
    requests: [...(data.requests ?? [])],
  };
  const withMain = (members: CareTeamMember[]) =>
    members.map((member, index) => ({ ...member, main: index === 0 }));
  return {
    ...patientStartup,
    invitations: answer(endpoints.patients.listInvitations, () => state.requests),
    careTeam: answer(endpoints.patients.careTeam, () => ({ members: state.members })),
    endFollowUp: answer(endpoints.patients.endFollowUp, ({ params }) => {
      state.members = withMain(
        state.members.filter((member) => member.followUpId !== params.followUpId),
      );
      return { members: state.members };
    }),
    answerInvitation: answer(endpoints.patients.answerInvitation, async ({ params, request }) => {
      const { accepted } = (await request.json()) as { accepted: boolean };
      const invitation = state.requests.find((item) => item.id === params.invitationId)!;
      state.requests = state.requests.filter((item) => item !== invitation);
      if (accepted) {
        state.members = withMain([
          ...state.members,
          {
            followUpId: invitation.id,
            reeducatorId: invitation.reeducator.reeducatorId,
            firstName: invitation.reeducator.firstName,
            lastName: invitation.reeducator.lastName,
            profession: invitation.reeducator.profession,
            since: '2026-12-02',
            main: false,
            establishments: [],
          },
        ]);
      }
      return { ...invitation, accepted };
    }),
    linkedRehabilitators: answer(endpoints.patients.listRehabilitators, () =>
      state.members.map((member) => ({
        reeducatorId: member.reeducatorId,
        firstName: member.firstName,
        lastName: member.lastName,
        profession: member.profession,
        since: `${member.since}T09:00:00.000Z`,
      })),
    ),
  };
}

/** An occupational therapist's request, waiting for the patient's answer. */
export const pendingRequest = invitations.fromOccupationalTherapist;

/** The patient's own request to a therapist, waiting for the therapist's answer. */
export const sentRequest = {
  ...invitations.toRehabilitator,
  reeducator: {
    reeducatorId: ids.longRehabilitator,
    firstName: 'Anne-Sophie',
    lastName: 'Kieffer',
    profession: 'Enseignante en activité physique adaptée',
  },
} satisfies PatientRehabilitatorInvitation;
