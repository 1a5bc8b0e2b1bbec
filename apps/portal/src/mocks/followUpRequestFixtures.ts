/**
 * A patient's follow-up by the team, as the manager's patient page reads it (stories only): who
 * follows them, their objectives, the requests made, and the team to ask. `followUpApi()`
 * remembers the requests a story sends, as the API does.
 */
import {
  endpoints,
  type FollowUpRequest,
  type PatientFollowUpState,
} from '@oxilio/domain/contract';
import { team } from './establishmentFixtures';
import { currentUsers, ids } from './fixtures';
import { answer, failure } from './handlers';

const [marie, julien] = team.reeducators;

/** Marie Lefèvre, following since June, the defaults of the capacity in force. */
export const followedState = (patientId: string): PatientFollowUpState => ({
  patientId,
  functionalCapacity: 2,
  objectives: 'defaults',
  rehabilitators: [
    {
      reeducatorId: ids.rehabilitator,
      firstName: marie!.firstName,
      lastName: marie!.lastName,
      profession: marie!.profession,
      since: '2026-06-02T09:00:00.000Z',
    },
  ],
  requests: [],
});

/** Nobody follows the patient; no capacity, no objectives. */
export const nobodyState = (patientId: string): PatientFollowUpState => ({
  patientId,
  functionalCapacity: null,
  objectives: 'notSet',
  rehabilitators: [],
  requests: [],
});

const requestTo = (
  member: typeof marie,
  status: FollowUpRequest['status'],
  n: number,
): FollowUpRequest => ({
  id: `3f6c1a20-5b7e-4c1d-8a2f-0000000f${String(n).padStart(4, '0')}`,
  status,
  createdAt: '2026-11-24T09:15:00.000Z',
  answeredAt: status === 'pending' ? null : '2026-11-25T16:40:00.000Z',
  rehabilitator: {
    reeducatorId: member!.reeducatorId,
    firstName: member!.firstName,
    lastName: member!.lastName,
    profession: member!.profession,
  },
  requestedBy: {
    firstName: currentUsers.responsable.firstName,
    lastName: currentUsers.responsable.lastName,
  },
});

/** Marie Lefèvre refused; nobody follows the patient yet. */
export const refusedState = (patientId: string): PatientFollowUpState => ({
  ...nobodyState(patientId),
  requests: [requestTo(marie, 'refused', 1)],
});

/** A request to Julien Roux awaits his answer. */
export const pendingState = (patientId: string): PatientFollowUpState => ({
  ...nobodyState(patientId),
  requests: [requestTo(julien, 'pending', 2)],
});

/**
 * The follow-up calls: `states` by patient id (default: followed by Marie Lefèvre), the team, and
 * asking (a new pending request by Claire Dumont, the signed-in manager).
 */
export function followUpApi(states: Record<string, PatientFollowUpState> = {}) {
  const known = new Map(Object.entries(structuredClone(states)));
  const stateOf = (patientId: string) => {
    if (!known.has(patientId)) {
      known.set(patientId, followedState(patientId));
    }
    return known.get(patientId)!;
  };
  return {
    patientFollowUpTeam: answer(endpoints.establishments.rehabilitators, team),
    patientFollowUp: answer(endpoints.followUps.patientFollowUp, ({ params }) =>
      stateOf(params.patientId),
    ),
    askPatientFollowUp: answer(endpoints.followUps.askFollowUp, ({ params, request }) =>
      request.json().then((body: { reeducatorId: string }) => {
        const state = stateOf(params.patientId);
        const member = team.reeducators.find((item) => item.reeducatorId === body.reeducatorId);
        const created = requestTo(member, 'pending', 100 + state.requests.length);
        state.requests = [created, ...state.requests];
        return created;
      }),
    ),
  };
}

/** Asking answers 409: the rehabilitator was asked meanwhile (another manager, another tab). */
export const askConflict = {
  askPatientFollowUp: failure(endpoints.followUps.askFollowUp, 'conflict'),
};
