import { Heading, Stack } from '@oxilio/ui';
import { useSession } from '../../../auth/session';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { MyOutcomeTests } from '../../../features/outcomeMeasures';
import { useCurrentUser } from '../../../features/users';

/** /evolution/tests: "Mes tests", the standardised tests the rehabilitator recorded. */
export function EvolutionTestsTab() {
  const { user: session } = useSession();
  const { data: user } = useCurrentUser();
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <MyOutcomeTests patientId={session?.patientId ?? user?.patientId ?? null} />
    </Stack>
  );
}

export default EvolutionTestsTab;
