import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { EvolutionTab } from '../../../features/evolution';

/** /evolution/walk: steps, walking distance, time and perimeter, and how they changed since the start. */
export function EvolutionWalkTab() {
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <EvolutionTab tab="walk" />
    </Stack>
  );
}

export default EvolutionWalkTab;
