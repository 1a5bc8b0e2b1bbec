import { Heading, Stack } from '@oxilio/ui';
import { useParams } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { PatientOutcomeTests } from '../../../features/outcomeMeasures';

/**
 * The patient page's tests tab (`patients/:id/tests`): recording a standardised test's result, and
 * each test's results over time, judged against its MCID.
 */
export function PatientTestsPage() {
  const title = useScreenTitle();
  const { id } = useParams<{ id: string }>();
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      {id ? <PatientOutcomeTests key={id} patientId={id} /> : null}
    </Stack>
  );
}

export default PatientTestsPage;
