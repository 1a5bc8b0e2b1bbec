import { Heading, Stack } from '@oxilio/ui';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import {
  PatientInitialize,
  useFollowedPatient,
  useFollowedPatientRef,
} from '../../../features/patientFollowUp';

/** /reeducateur/patients/{id}/initialize: pathologies, capacity, objectives and settings. */
export function PatientInitializeTab() {
  const ref = useFollowedPatientRef();
  const patient = useFollowedPatient(ref);
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <DataState query={patient}>
        {(data) => (ref ? <PatientInitialize patientRef={ref} patient={data} /> : null)}
      </DataState>
    </Stack>
  );
}

export default PatientInitializeTab;
