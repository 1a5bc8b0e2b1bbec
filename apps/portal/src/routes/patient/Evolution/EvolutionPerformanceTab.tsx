import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { EvolutionTab } from '../../../features/evolution';

/** /evolution/performance: the performance score, stars and walking-objective completion. */
export function EvolutionPerformanceTab() {
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <EvolutionTab tab="performance" />
    </Stack>
  );
}

export default EvolutionPerformanceTab;
