/**
 * The establishment itself: reading it (its manager, its team, its patients), changing it (its
 * manager), and its patients list with the pending patient invitations and how many current
 * patients lack a next step (its manager; audited).
 */
import type {
  Establishment,
  EstablishmentPatchBody,
  EstablishmentPatients,
} from '@oxilio/domain/contract';
import { isValidSiret } from '@oxilio/domain/contract';
import { countNextSteps } from '@oxilio/domain';
import { orNotFound, ValidationFailedError } from '../../http/errors';
import type { Scope } from '../../policy/scope';
import * as repository from './establishment.repository';
import { nextStepFacts } from './followUp.repository';
import { listPendingPatientApplications } from './invitations.repository';

export function createEstablishmentService() {
  return {
    async get(
      scope: Scope,
      { establishmentId }: { establishmentId: string },
    ): Promise<Establishment> {
      const readable = await scope.establishment(establishmentId);
      return orNotFound(
        await repository.findEstablishment(scope, readable),
        'No such establishment.',
      );
    },

    async update(
      scope: Scope,
      { establishmentId, body }: { establishmentId: string; body: EstablishmentPatchBody },
    ): Promise<Establishment> {
      const managed = scope.managedEstablishment(establishmentId);
      if (body.siret && !isValidSiret(body.siret)) {
        throw new ValidationFailedError([
          { field: 'siret', in: 'body', message: 'must be a valid SIRET (Luhn check)' },
        ]);
      }
      return scope.transaction(async (tx) => {
        const updated = orNotFound(
          await repository.updateEstablishment(tx, managed, body),
          'No such establishment.',
        );
        // Which fields changed, not their values.
        await tx.audit('establishment.update', null, {
          establishmentId,
          fields: Object.keys(body).sort(),
        });
        return updated;
      });
    },

    /** GET Responsables/{id}/Establishment: the manager's own establishment. */
    async managerEstablishment(
      scope: Scope,
      { managerId }: { managerId: string },
    ): Promise<Establishment> {
      const manager = scope.ownManager(managerId);
      return orNotFound(
        await repository.findManagerEstablishment(scope, manager),
        'No such establishment.',
      );
    },

    async patients(
      scope: Scope,
      { establishmentId, archived }: { establishmentId: string; archived: boolean | undefined },
    ): Promise<EstablishmentPatients> {
      const managed = scope.managedEstablishment(establishmentId);
      const [rows, pending, facts] = await Promise.all([
        repository.listPatients(scope, managed, archived),
        listPendingPatientApplications(scope, managed),
        nextStepFacts(scope, managed),
      ]);
      await scope.audit('patient.list', null, {
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
        nextStepCounts: countNextSteps(facts),
      };
    },
  };
}
