import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import {
  SessionHistory,
  useFollowedPatientRef,
  useFollowedPatientToday,
} from '../../../features/patientFollowUp';

/** /reeducateur/patients/{id}/session: the patient's sessions of the last 90 days. */
export function PatientSessionsTab() {
  const ref = useFollowedPatientRef();
  const today = useFollowedPatientToday(ref);
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      {ref ? <SessionHistory patientId={ref.patientId} today={today} /> : null}
    </Stack>
  );
}

export default PatientSessionsTab;
