import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { AlertsPanel, useAlerts, useMarkAlertSeen } from '../../../features/alerts';
import { GoalsSynthesis } from '../../../features/goals';
import { OutcomeSynthesis } from '../../../features/outcomeMeasures';
import {
  PatientSynthesis,
  useFollowedPatientRef,
  useFollowedPatientToday,
} from '../../../features/patientFollowUp';
import { PatientRelativesCard } from '../../../features/relatives';
import { rehabilitatorPaths } from '../manifest';

/**
 * /reeducateur/patients/{id}/synthese: this patient's alerts not yet seen (pain rising, device use
 * dropping, with the data that triggered them), then the synthesis, then the relatives the patient
 * gave, who to call (read only).
 */
export function PatientSynthesisTab() {
  const ref = useFollowedPatientRef();
  const today = useFollowedPatientToday(ref);
  const alerts = useAlerts(ref?.rehabilitatorId, ref?.patientId);
  const markSeen = useMarkAlertSeen(ref?.rehabilitatorId ?? '');
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      {alerts.data ? (
        <AlertsPanel
          alerts={alerts.data}
          headingLevel={3}
          onSeen={async (alert) => (await markSeen(alert)).ok}
        />
      ) : null}
      {ref ? (
        <PatientSynthesis
          patientRef={ref}
          today={today}
          besideDevice={({ walkSpeed }) => (
            <>
              <OutcomeSynthesis patientId={ref.patientId} deviceWalkSpeed={walkSpeed} />
              <GoalsSynthesis
                patientId={ref.patientId}
                goalsHref={`${rehabilitatorPaths.patient({ id: ref.patientId })}/objectifs`}
              />
            </>
          )}
        />
      ) : null}
      {ref ? <PatientRelativesCard patientId={ref.patientId} /> : null}
    </Stack>
  );
}

export default PatientSynthesisTab;
