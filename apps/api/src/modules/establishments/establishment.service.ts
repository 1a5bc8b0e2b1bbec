/**
 * The establishment itself: reading it (its manager, its team, its patients), changing it (its
 * manager), and its patients list with the pending patient invitations (its manager; audited).
 */
import type {
  Establishment,
  EstablishmentPatchBody,
  EstablishmentPatients,
} from '@oxilio/domain/contract';
import { isValidSiret } from '@oxilio/domain/contract';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import type { Db } from '../../db/client';
import { orNotFound, ValidationFailedError } from '../../http/errors';
import {
  assertActsAsManager,
  assertCanReadEstablishment,
  assertManagesEstablishment,
} from '../../policy';
import * as repository from './establishment.repository';
import { listPendingPatientApplications } from './invitations.repository';

export function createEstablishmentService({ db }: { db: Db }) {
  return {
    async get(
      { user }: Caller,
      { establishmentId }: { establishmentId: string },
    ): Promise<Establishment> {
      await assertCanReadEstablishment(db, user, establishmentId);
      return orNotFound(
        await repository.findEstablishment(db, establishmentId),
        'No such establishment.',
      );
    },

    async update(
      caller: Caller,
      { establishmentId, body }: { establishmentId: string; body: EstablishmentPatchBody },
    ): Promise<Establishment> {
      assertManagesEstablishment(caller.user, establishmentId);
      if (body.siret && !isValidSiret(body.siret)) {
        throw new ValidationFailedError([
          { field: 'siret', in: 'body', message: 'must be a valid SIRET (Luhn check)' },
        ]);
      }
      return db.transaction(async (tx) => {
        const updated = orNotFound(
          await repository.updateEstablishment(tx, establishmentId, body),
          'No such establishment.',
        );
        // Which fields changed, not their values.
        await audit(tx, caller, 'establishment.update', null, {
          establishmentId,
          fields: Object.keys(body).sort(),
        });
        return updated;
      });
    },

    /** GET Responsables/{id}/Establishment: the manager's own establishment. */
    async managerEstablishment(
      { user }: Caller,
      { managerId }: { managerId: string },
    ): Promise<Establishment> {
      assertActsAsManager(user, managerId);
      return orNotFound(
        await repository.findManagerEstablishment(db, managerId),
        'No such establishment.',
      );
    },

    async patients(
      caller: Caller,
      { establishmentId, archived }: { establishmentId: string; archived: boolean | undefined },
    ): Promise<EstablishmentPatients> {
      assertManagesEstablishment(caller.user, establishmentId);
      const [rows, pending] = await Promise.all([
        repository.listPatients(db, establishmentId, archived),
        listPendingPatientApplications(db, establishmentId),
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
  };
}
