import { formatDate, formatPersonName } from '@oxilio/domain';
import type { EstablishmentDevice } from '@oxilio/domain/contract';
import { Button, useToast } from '@oxilio/ui';
import { Link2, Unlink } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { useDeviceChanges } from '../api/changeDevice';
import { useEstablishmentDevices } from '../api/getDevices';
import { AssociateDeviceDialog, type AssociateOption } from './AssociateDeviceDialog';
import { DissociateDeviceDialog, type AfterDissociation } from './DissociateDeviceDialog';
import { devicesMessages as messages } from './messages';

/** What the actions need to know of a patient. */
export interface DevicePatient {
  patientId: string;
  firstName: string;
  lastName: string;
  device: { deviceId: string; serialNumber: string } | null;
}

export interface PatientDeviceActionsProps {
  establishmentId: string;
  patient: DevicePatient;
}

/** The free devices of the establishment as choices. */
export function freeDeviceOptions(devices: readonly EstablishmentDevice[] | undefined) {
  return (devices ?? [])
    .filter((device) => device.patient === null)
    .map((device): AssociateOption => ({ id: device.deviceId, label: device.serialNumber }));
}

/**
 * Associate a device with a patient, or dissociate theirs (then nothing, another device, or the end
 * of the service). The outcome is told in a toast; the lists revalidate.
 */
export function PatientDeviceActions({ establishmentId, patient }: PatientDeviceActionsProps) {
  const intl = useIntl();
  const toast = useToast();
  const devices = useEstablishmentDevices(establishmentId);
  const { associate, dissociate } = useDeviceChanges(establishmentId);
  const [open, setOpen] = useState<'associate' | 'dissociate' | null>(null);
  const free = useMemo(() => freeDeviceOptions(devices.data), [devices.data]);
  const name = formatPersonName(patient);
  const serialOf = (deviceId: string) => free.find((option) => option.id === deviceId)?.label ?? '';

  async function associateWith(deviceId: string, wheelType: string) {
    const result = await associate(patient.patientId, deviceId, wheelType);
    if (result.ok) {
      toast.show({
        tone: 'success',
        title: intl.formatMessage(messages.associated_done, { serial: serialOf(deviceId), name }),
      });
    }
    return result.ok;
  }

  async function dissociateThen(after: AfterDissociation) {
    const result = await dissociate(patient.patientId, after.kind === 'end');
    if (!result.ok) {
      return false;
    }
    if (after.kind === 'other') {
      const next = await associate(patient.patientId, after.deviceId, after.wheelType);
      toast.show(
        next.ok
          ? {
              tone: 'success',
              title: intl.formatMessage(messages.replaced_done, {
                name,
                serial: serialOf(after.deviceId),
              }),
            }
          : { tone: 'danger', title: intl.formatMessage(messages.failed) },
      );
      // The first device is dissociated either way: the dialog closes on what is now true.
      return true;
    }
    toast.show({
      tone: 'success',
      title:
        after.kind === 'end'
          ? intl.formatMessage(messages.ended_done, {
              name,
              date: formatDate(result.data.archiveScheduledFor),
            })
          : intl.formatMessage(messages.dissociated_done, { name }),
    });
    return true;
  }

  return (
    <>
      {patient.device ? (
        <Button
          variant="secondary"
          icon={Unlink}
          onClick={() => setOpen('dissociate')}
          aria-label={intl.formatMessage(messages.dissociateTitle, { name })}
        >
          {intl.formatMessage(messages.dissociate)}
        </Button>
      ) : (
        <Button
          variant="secondary"
          icon={Link2}
          onClick={() => setOpen('associate')}
          aria-label={intl.formatMessage(messages.associateTo, { name })}
        >
          {intl.formatMessage(messages.associate)}
        </Button>
      )}
      <AssociateDeviceDialog
        open={open === 'associate'}
        onOpenChange={(next) => setOpen(next ? 'associate' : null)}
        title={intl.formatMessage(messages.associateTo, { name })}
        choose="device"
        options={free}
        onAssociate={associateWith}
      />
      {patient.device ? (
        <DissociateDeviceDialog
          open={open === 'dissociate'}
          onOpenChange={(next) => setOpen(next ? 'dissociate' : null)}
          patientName={name}
          serialNumber={patient.device.serialNumber}
          freeDevices={free}
          onDissociate={dissociateThen}
        />
      ) : null}
    </>
  );
}
