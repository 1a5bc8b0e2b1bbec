import { Heading, Stack } from '@oxilio/ui';
import { useParams } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { GoalsPanel } from '../../../features/goals';

/**
 * The patient page's goals tab (`patients/:id/objectifs`): the active goals with their progress,
 * setting, revising, achieving and dropping one, and the history (docs/decisions/goals.md).
 */
export function PatientGoalsTab() {
  const title = useScreenTitle();
  const { id } = useParams<{ id: string }>();
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      {id ? <GoalsPanel key={id} patientId={id} /> : null}
    </Stack>
  );
}

export default PatientGoalsTab;
