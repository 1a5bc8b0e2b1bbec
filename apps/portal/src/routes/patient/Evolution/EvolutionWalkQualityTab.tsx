import { Heading, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { EvolutionTab } from '../../../features/evolution';

/** /evolution/walk-quality: walking speed, step length and duration, regularity and asymmetry. */
export function EvolutionWalkQualityTab() {
  return (
    <Stack gap="xl">
      <Heading level={2}>{useScreenTitle()}</Heading>
      <EvolutionTab tab="walkQuality" />
    </Stack>
  );
}

export default EvolutionWalkQualityTab;
