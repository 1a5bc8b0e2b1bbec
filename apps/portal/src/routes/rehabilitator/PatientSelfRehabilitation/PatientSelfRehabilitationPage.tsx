import { Heading, Stack } from '@oxilio/ui';
import { useParams } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { PatientProgramsPanel } from '../../../features/programs';

/**
 * The patient page's self-rehabilitation tab (`patients/:id/auto-reeducation`): the programs the
 * patient follows, the recommended one, and assigning a program as self-rehabilitation or not.
 */
export function PatientSelfRehabilitationPage() {
  const title = useScreenTitle();
  const { id } = useParams<{ id: string }>();
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      {id ? <PatientProgramsPanel key={id} patientId={id} /> : null}
    </Stack>
  );
}

export default PatientSelfRehabilitationPage;
