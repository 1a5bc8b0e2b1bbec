import { defaultTimeZone } from '@oxilio/domain';
import { PageHeader, Stack } from '@oxilio/ui';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { DevicesOverview } from '../../../features/devices';
import { useEstablishment } from '../../../features/establishment';
import { useEstablishmentPatients } from '../../../features/establishmentPatients';
import { managerPatientHref } from '../managerLinks';

/**
 * /responsable/oxilios: the free devices (associate one with a patient), the associated ones
 * (dissociate: then nothing, another device, or the end of the service), each with its history.
 */
export function ManagerDevicesPage() {
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const patients = useEstablishmentPatients(establishmentId || null);
  // Its time zone says which day was "yesterday" for the devices' last data.
  const establishment = useEstablishment(establishmentId || null);
  const withoutDevice = useMemo(
    () =>
      (patients.data?.patients ?? [])
        .filter((patient) => patient.device === null)
        .sort((a, b) => a.lastName.localeCompare(b.lastName)),
    [patients.data],
  );
  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      {establishmentId ? (
        <DevicesOverview
          establishmentId={establishmentId}
          patientsWithoutDevice={withoutDevice}
          timeZone={establishment.data?.timeZone ?? defaultTimeZone}
          renderPatientLink={({ patientId, name }) => (
            <RouterLink key={patientId} to={managerPatientHref(patientId)}>
              {name}
            </RouterLink>
          )}
        />
      ) : null}
    </Stack>
  );
}

export default ManagerDevicesPage;
