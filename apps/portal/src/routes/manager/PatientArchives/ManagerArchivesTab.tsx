import { Skeleton, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useSession } from '../../../auth/session';
import {
  PatientsList,
  patientsMessages,
  useEstablishmentPatients,
} from '../../../features/establishmentPatients';
import { managerPatientHref } from '../managerLinks';

/** /responsable/patients/archives: the archived patients, readable, without actions. */
export function ManagerArchivesTab() {
  const intl = useIntl();
  const { user } = useSession();
  const patients = useEstablishmentPatients(user?.establishmentId ?? null, true);
  return (
    <DataState query={patients} loading={<Skeleton shape="text" lines={6} />}>
      {(data) => (
        <PatientsList
          patients={data.patients}
          hrefOf={managerPatientHref}
          filterFrom={1}
          headingLevel={2}
          empty={<Text tone="muted">{intl.formatMessage(patientsMessages.noneArchived)}</Text>}
        />
      )}
    </DataState>
  );
}

export default ManagerArchivesTab;
