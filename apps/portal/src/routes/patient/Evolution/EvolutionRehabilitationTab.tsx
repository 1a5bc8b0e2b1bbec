import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { EvolutionTab } from '../../../features/evolution';

/** /evolution/rehabilitation: self-rehabilitation sessions and their time. */
export function EvolutionRehabilitationTab() {
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <EvolutionTab tab="rehabilitation" />
    </Stack>
  );
}

export default EvolutionRehabilitationTab;
