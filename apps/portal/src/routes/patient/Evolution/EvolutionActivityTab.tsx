import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { EvolutionTab } from '../../../features/evolution';

/** /evolution/activity: time standing and walking, active time, stand-ups, wheelchair distance, wear. */
export function EvolutionActivityTab() {
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <EvolutionTab tab="activity" />
    </Stack>
  );
}

export default EvolutionActivityTab;
