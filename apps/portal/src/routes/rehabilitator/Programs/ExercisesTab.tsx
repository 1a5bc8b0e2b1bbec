import { EmptyState, Heading, Stack, Text } from '@oxilio/ui';
import { Dumbbell } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { ExerciseLibrary, useExercises } from '../../../features/exercises';
import { programsMessages as messages } from './programsMessages';

/** The exercise library with its filters and likes. */
export function ExercisesTab() {
  const intl = useIntl();
  const title = useScreenTitle();
  const exercises = useExercises();
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      <Text tone="muted">{intl.formatMessage(messages.exercisesIntro)}</Text>
      <DataState
        query={exercises}
        isEmpty={(list) => list.length === 0}
        empty={<EmptyState icon={Dumbbell} title={intl.formatMessage(messages.exercisesEmpty)} />}
      >
        {(list) => <ExerciseLibrary exercises={list} />}
      </DataState>
    </Stack>
  );
}

export default ExercisesTab;
