import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { SessionHistory, todayDay, useFollowedPatientRef } from '../../../features/patientFollowUp';

/** /reeducateur/patients/{id}/session: the patient's sessions of the last 90 days. */
export function PatientSessionsTab() {
  const ref = useFollowedPatientRef();
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      {ref ? <SessionHistory patientId={ref.patientId} today={todayDay()} /> : null}
    </Stack>
  );
}

export default PatientSessionsTab;
