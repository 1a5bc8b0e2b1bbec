import { Skeleton, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useSession } from '../../../auth/session';
import { PatientDeviceActions } from '../../../features/devices';
import {
  PatientsList,
  patientsMessages,
  PendingRegistrations,
  useEstablishmentPatients,
} from '../../../features/establishmentPatients';
import { managerPatientHref } from '../managerLinks';

/** /responsable/patients/list: the current patients, their devices, the pending registrations. */
export function ManagerPatientsTab() {
  const intl = useIntl();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const patients = useEstablishmentPatients(establishmentId || null);
  return (
    <DataState query={patients} loading={<Skeleton shape="text" lines={8} />}>
      {(data) => (
        <Stack gap="xl">
          <PendingRegistrations
            establishmentId={establishmentId}
            applications={data.patientApplications}
          />
          <PatientsList
            patients={data.patients}
            hrefOf={managerPatientHref}
            filterFrom={1}
            headingLevel={2}
            empty={<Text tone="muted">{intl.formatMessage(patientsMessages.none)}</Text>}
            renderActions={(patient) => (
              <PatientDeviceActions establishmentId={establishmentId} patient={patient} />
            )}
          />
        </Stack>
      )}
    </DataState>
  );
}

export default ManagerPatientsTab;
