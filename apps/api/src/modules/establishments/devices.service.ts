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
import { addDays, todayIn } from '@oxilio/domain';
import { isUniqueViolation } from '../../db/errors';
import { ConflictError, orNotFound } from '../../http/errors';
import type { Scope } from '../../policy/scope';
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

export function createDevicesService() {
  return {
    async devices(
      scope: Scope,
      { establishmentId }: { establishmentId: string },
    ): Promise<EstablishmentDevice[]> {
      const managed = scope.managedEstablishment(establishmentId);
      const rows = await repository.listDevices(scope, managed);
      await scope.audit('patient.list', null, {
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
      scope: Scope,
      { patientId, body }: { patientId: string; body: PatientDeviceBody },
    ): Promise<PatientDeviceState> {
      try {
        return await scope.transaction(async (tx) => {
          const patient = await tx.patient(patientId, 'manageDevice');
          const device = orNotFound(
            await repository.lockDevice(tx, patient, body.deviceId),
            'No such device.',
          );
          const state = await repository.patientDeviceState(tx, patient);
          if (state?.archivedAt) {
            throw new ConflictError('The patient is archived.');
          }
          const active = await repository.activeAssignments(tx, patient, device.deviceId);
          if (active.some((row) => row.deviceId === device.deviceId)) {
            throw new ConflictError('The device is already associated with a patient.');
          }
          if (active.length > 0) {
            throw new ConflictError('The patient already has a device: dissociate it first.');
          }
          await repository.associate(tx, patient, {
            deviceId: device.deviceId,
            wheelType: body.wheelType ?? null,
          });
          await tx.audit('device.assign', patient.patientId, {
            deviceId: device.deviceId,
            wheelType: body.wheelType ?? null,
          });
          const after = await repository.patientDeviceState(tx, patient);
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
      scope: Scope,
      { patientId, endService }: { patientId: string; endService: boolean },
    ): Promise<PatientDeviceState> {
      return scope.transaction(async (tx) => {
        const patient = await tx.patient(patientId, 'manageDevice');
        const state = orNotFound(
          await repository.patientDeviceState(tx, patient),
          'No such patient.',
        );
        if (!state.assignmentId && !endService) {
          throw new ConflictError('The patient has no device.');
        }
        if (state.archivedAt) {
          throw new ConflictError('The patient is archived.');
        }
        if (state.assignmentId) {
          await repository.dissociate(tx, patient, state.assignmentId);
        }
        let archiveScheduledFor: string | null = null;
        if (endService) {
          archiveScheduledFor = addDays(todayIn(state.timeZone), archiveDelayDays);
          await repository.endService(tx, patient, archiveScheduledFor);
        }
        await tx.audit('device.unassign', patient.patientId, {
          deviceId: state.deviceId,
          endService,
          archiveScheduledFor,
        });
        const after = await repository.patientDeviceState(tx, patient);
        return toDeviceState(after!);
      });
    },
  };
}
