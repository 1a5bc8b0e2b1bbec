/**
 * The manager's follow-up calls (docs/decisions/follow-up-requests-and-default-objectives.md):
 * where one of the establishment's patients stands (who follows them, their objectives, the
 * requests made), and asking a rehabilitator of the team to follow them. The rehabilitator
 * answers in their requests (the rehabilitators module: accept with POST, refuse with DELETE).
 */
import { objectivesState } from '@oxilio/domain';
import type { FollowUpRequest, PatientFollowUpState } from '@oxilio/domain/contract';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, NotFoundError, orNotFound } from '../../http/errors';
import type { EstablishmentGrant, PatientGrant, Scope } from '../../policy/scope';
import { isInTeam } from '../establishments/team.repository';
import { followingRehabilitators } from '../patients/repository';
import * as repository from './repository';

/** How long a refused or cancelled request stays on the patient's page. */
export const answeredRequestListedDays = 30;

const iso = (date: Date) => date.toISOString();

function toRequest(row: repository.RequestRow): FollowUpRequest {
  return {
    id: row.id,
    status: row.status as FollowUpRequest['status'],
    createdAt: iso(row.createdAt),
    answeredAt: row.answeredAt ? iso(row.answeredAt) : null,
    rehabilitator: {
      reeducatorId: row.reeducatorId,
      firstName: row.firstName,
      lastName: row.lastName,
      profession: row.profession,
    },
    requestedBy:
      row.requesterFirstName !== null && row.requesterLastName !== null
        ? { firstName: row.requesterFirstName, lastName: row.requesterLastName }
        : null,
  };
}

/** The establishment's patient: 403 for another establishment's manager, 404 for a patient not theirs. */
async function establishmentPatient(
  scope: Scope,
  establishmentId: string,
  patientId: string,
): Promise<{ establishment: EstablishmentGrant; patient: PatientGrant }> {
  const establishment = scope.managedEstablishment(establishmentId);
  const patient = await scope.patient(patientId, 'assignCare');
  if (patient.establishmentId !== establishment.establishmentId) {
    throw new NotFoundError('No such patient.');
  }
  return { establishment, patient };
}

export function createFollowUpService() {
  return {
    async state(
      scope: Scope,
      { establishmentId, patientId }: { establishmentId: string; patientId: string },
    ): Promise<PatientFollowUpState> {
      const { patient } = await establishmentPatient(scope, establishmentId, patientId);
      const since = new Date(Date.now() - answeredRequestListedDays * 24 * 60 * 60 * 1000);
      const [state, following, requests] = await Promise.all([
        repository.patientState(scope, patient),
        followingRehabilitators(scope, patient),
        repository.establishmentRequests(scope, patient, since),
      ]);
      const row = orNotFound(state, 'No such patient.');
      await scope.audit('patient.reeducators.read', patient.patientId, { establishmentId });
      return {
        patientId: patient.patientId,
        functionalCapacity: row.functionalCapacity,
        objectives: objectivesState(row.functionalCapacity, row.ownObjectives ? 1 : 0),
        rehabilitators: following.map((item) => ({
          reeducatorId: item.reeducatorId,
          firstName: item.firstName,
          lastName: item.lastName,
          profession: item.profession,
          since: iso(item.since),
        })),
        requests: requests.map(toRequest),
      };
    },

    async ask(
      scope: Scope,
      {
        establishmentId,
        patientId,
        rehabilitatorId,
      }: { establishmentId: string; patientId: string; rehabilitatorId: string },
    ): Promise<FollowUpRequest> {
      try {
        return await scope.transaction(async (tx) => {
          const { establishment, patient } = await establishmentPatient(
            tx,
            establishmentId,
            patientId,
          );
          const state = orNotFound(await repository.patientState(tx, patient), 'No such patient.');
          if (state.archivedAt) {
            throw new ConflictError('The patient is archived.');
          }
          if (!(await isInTeam(tx, establishment, rehabilitatorId))) {
            throw new NotFoundError('No such rehabilitator in the establishment’s team.');
          }
          const open = await repository.openLink(tx, patient, rehabilitatorId);
          if (open?.status === 'accepted') {
            throw new ConflictError('This rehabilitator already follows the patient.');
          }
          if (open) {
            throw new ConflictError(
              'A request between this rehabilitator and the patient is pending.',
            );
          }
          const id = await repository.insertRequest(tx, patient, rehabilitatorId);
          await tx.audit('patient.reeducators.request', patient.patientId, {
            establishmentId,
            reeducatorId: rehabilitatorId,
            requestId: id,
          });
          return toRequest(
            orNotFound(await repository.findRequest(tx, patient, id), 'No such request.'),
          );
        });
      } catch (error) {
        if (isUniqueViolation(error, 'patient_reeducators_one_open')) {
          throw new ConflictError(
            'A request between this rehabilitator and the patient is pending.',
          );
        }
        throw error;
      }
    },
  };
}
