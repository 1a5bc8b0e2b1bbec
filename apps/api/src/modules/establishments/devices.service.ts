/**
 * An establishment's devices: the list with the patient each is lent to, associating one with a
 * patient and dissociating it, which may end the service (docs/product.md#archiving). The
 * establishment's manager only; every association and dissociation is audited with the change.
 */
import { isDeviceSilent } from '@oxilio/domain';
import type {
  EstablishmentDevice,
  PatientDeviceBody,
  PatientDeviceState,
} from '@oxilio/domain/contract';
import { audit } from '../../audit/audit';
import type { Caller } from '../../auth/caller';
import { addDays, todayIn } from '../../days';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, orNotFound } from '../../http/errors';
import { assertManagesEstablishment, assertPatientAccess } from '../../policy';
import * as repository from './devices.repository';

/** Days from the end of the service to the archiving of the account (docs/product.md#archiving). */
export const archiveDelayDays = 30;

function toDeviceState(
  row: NonNullable<Awaited<ReturnType<typeof repository.patientDeviceState>>>,
): PatientDeviceState {
  return {
    patientId: row.patientId,
    device:
      row.deviceId && row.serialNumber
        ? { deviceId: row.deviceId, serialNumber: row.serialNumber, wheelType: row.wheelType }
        : null,
    serviceEndedAt: row.serviceEndedAt?.toISOString() ?? null,
    archiveScheduledFor: row.archiveScheduledFor,
  };
}

export function createDevicesService({ db }: { db: Db }) {
  return {
    async devices(
      caller: Caller,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentDevice[]> {
      assertManagesEstablishment(caller.user, establishmentId);
      const rows = await repository.listDevices(db, establishmentId);
      await audit(db, caller, 'patient.list', null, {
        establishmentId,
        patientIds: rows.flatMap((row) => (row.patientId ? [row.patientId] : [])),
      });
      const now = new Date();
      return rows.map((row) => ({
        deviceId: row.deviceId,
        serialNumber: row.serialNumber,
        lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
        silent: isDeviceSilent(
          {
            lastSeenAt: row.lastSeenAt?.toISOString() ?? null,
            assignedAt: row.patientId ? (row.assignedAt?.toISOString() ?? null) : null,
          },
          now,
        ),
        patient:
          row.patientId && row.assignedAt
            ? {
                patientId: row.patientId,
                firstName: row.firstName ?? '',
                lastName: row.lastName ?? '',
                wheelType: row.wheelType,
                assignedAt: row.assignedAt.toISOString(),
              }
            : null,
      }));
    },

    async associateDevice(
      caller: Caller,
      { patientId, body }: { patientId: string; body: PatientDeviceBody },
    ): Promise<PatientDeviceState> {
      try {
        return await db.transaction(async (tx) => {
          const facts = await assertPatientAccess(tx, caller.user, patientId, 'manageDevice');
          const device = orNotFound(
            await repository.lockDevice(tx, body.deviceId, facts.establishmentId!),
            'No such device.',
          );
          const state = await repository.patientDeviceState(tx, facts.patientId);
          if (state?.archivedAt) {
            throw new ConflictError('The patient is archived.');
          }
          const active = await repository.activeAssignments(tx, device.deviceId, facts.patientId);
          if (active.some((row) => row.deviceId === device.deviceId)) {
            throw new ConflictError('The device is already associated with a patient.');
          }
          if (active.length > 0) {
            throw new ConflictError('The patient already has a device: dissociate it first.');
          }
          await repository.associate(tx, {
            deviceId: device.deviceId,
            patientId: facts.patientId,
            wheelType: body.wheelType ?? null,
            byUserId: caller.user.userId,
          });
          await audit(tx, caller, 'device.assign', facts.patientId, {
            deviceId: device.deviceId,
            wheelType: body.wheelType ?? null,
          });
          const after = await repository.patientDeviceState(tx, facts.patientId);
          return toDeviceState(after!);
        });
      } catch (error) {
        if (isUniqueViolation(error)) {
          throw new ConflictError('The device is already associated with a patient.');
        }
        throw error;
      }
    },

    async dissociateDevice(
      caller: Caller,
      { patientId, endService }: { patientId: string; endService: boolean },
    ): Promise<PatientDeviceState> {
      return db.transaction(async (tx) => {
        const facts = await assertPatientAccess(tx, caller.user, patientId, 'manageDevice');
        const state = orNotFound(
          await repository.patientDeviceState(tx, facts.patientId),
          'No such patient.',
        );
        if (!state.assignmentId && !endService) {
          throw new ConflictError('The patient has no device.');
        }
        if (state.archivedAt) {
          throw new ConflictError('The patient is archived.');
        }
        if (state.assignmentId) {
          await repository.dissociate(tx, state.assignmentId, caller.user.userId);
        }
        let archiveScheduledFor: string | null = null;
        if (endService) {
          archiveScheduledFor = addDays(todayIn(state.timeZone), archiveDelayDays);
          await repository.endService(tx, facts.patientId, archiveScheduledFor);
        }
        await audit(tx, caller, 'device.unassign', facts.patientId, {
          deviceId: state.deviceId,
          endService,
          archiveScheduledFor,
        });
        const after = await repository.patientDeviceState(tx, facts.patientId);
        return toDeviceState(after!);
      });
    },
  };
}
