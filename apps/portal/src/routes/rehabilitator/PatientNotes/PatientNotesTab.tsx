import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { ClinicalNotesSection } from '../../../features/clinicalNotes';
import { useFollowedPatient, useFollowedPatientRef } from '../../../features/patientFollowUp';
import { useEstablishmentTimeZone, useEstablishmentToday } from '../../../features/stats';

/**
 * /reeducateur/patients/{id}/notes: the patient's clinical notes, newest first, filtered by author
 * and period (`?auteur=…&du=…&au=…`); write, amend, withdraw.
 */
export function PatientNotesTab() {
  const ref = useFollowedPatientRef();
  const establishmentId = useFollowedPatient(ref).data?.establishmentId;
  const timeZone = useEstablishmentTimeZone(establishmentId);
  const today = useEstablishmentToday(establishmentId);
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      {ref ? (
        <ClinicalNotesSection patientId={ref.patientId} timeZone={timeZone} today={today} />
      ) : null}
    </Stack>
  );
}

export default PatientNotesTab;
