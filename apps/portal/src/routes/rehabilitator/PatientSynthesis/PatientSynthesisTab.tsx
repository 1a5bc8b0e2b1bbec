import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import {
  PatientSynthesis,
  todayDay,
  useFollowedPatientRef,
} from '../../../features/patientFollowUp';

/**
 * /reeducateur/patients/{id}/synthese. The patient's alerts (wt-rpat's alerts API) are to be shown
 * in the slot `data-slot="patient-alerts"` once that contract is on main.
 */
export function PatientSynthesisTab() {
  const ref = useFollowedPatientRef();
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <div data-slot="patient-alerts" hidden />
      {ref ? <PatientSynthesis patientRef={ref} today={todayDay()} /> : null}
    </Stack>
  );
}

export default PatientSynthesisTab;
