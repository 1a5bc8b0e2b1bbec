import {
  bodyPartLabel,
  exerciseDifficultyLabel,
  exerciseThemeName,
  exerciseTypeLabel,
  positionLabel,
  type BodyPart,
  type ExerciseDifficulty,
  type ExerciseType,
  type Position,
  exerciseNameMessage,
} from '@oxilio/domain';
import { Badge, ExerciseIllustration, Inline, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import * as styles from './exercises.css';

const messages = defineMessages({
  where: { id: 'rehabilitator.exercises.where', defaultMessage: '{position} · {bodyPart}' },
  unnamed: { id: 'rehabilitator.exercises.unnamed', defaultMessage: 'Exercice n° {id}' },
});

/** What the library and the program builder show of an exercise. */
export interface ExerciseLike {
  id: number;
  type: number;
  theme: number;
  position: number;
  bodyPart?: number;
  difficulty: number;
}

/** The exercise's name in the user's language (its number when the catalogue has no name). */
export function useExerciseName() {
  const intl = useIntl();
  return (id: number) => {
    const name = exerciseNameMessage(id);
    return name ? intl.formatMessage(name) : intl.formatMessage(messages.unnamed, { id });
  };
}

/** The drawing of the exercise's position and body part (no exercise has a picture of its own). */
export function ExercisePicture({ exercise }: { exercise: ExerciseLike }) {
  return (
    <ExerciseIllustration
      className={styles.picture}
      position={exercise.position as Position}
      bodyPart={(exercise.bodyPart ?? 0) as BodyPart}
      theme={exercise.theme as ExerciseType}
    />
  );
}

/** Name, type, difficulty and position of an exercise. */
export function ExerciseSummary({ exercise }: { exercise: ExerciseLike }) {
  const intl = useIntl();
  const nameOf = useExerciseName();
  const theme = exerciseThemeName[exercise.theme as ExerciseType];
  return (
    <Stack gap="xs">
      <Text weight="bold">{nameOf(exercise.id)}</Text>
      <Inline gap="xs" wrap>
        {exerciseTypeLabel[exercise.type as ExerciseType] ? (
          <Badge exerciseTheme={theme}>
            {intl.formatMessage(exerciseTypeLabel[exercise.type as ExerciseType])}
          </Badge>
        ) : null}
        {exerciseDifficultyLabel[exercise.difficulty as ExerciseDifficulty] ? (
          <Badge tone="neutral">
            {intl.formatMessage(exerciseDifficultyLabel[exercise.difficulty as ExerciseDifficulty])}
          </Badge>
        ) : null}
      </Inline>
      {positionLabel[exercise.position as Position] ? (
        <Text size="small" tone="muted">
          {exercise.bodyPart !== undefined && bodyPartLabel[exercise.bodyPart as BodyPart]
            ? intl.formatMessage(messages.where, {
                position: intl.formatMessage(positionLabel[exercise.position as Position]),
                bodyPart: intl.formatMessage(bodyPartLabel[exercise.bodyPart as BodyPart]),
              })
            : intl.formatMessage(positionLabel[exercise.position as Position])}
        </Text>
      ) : null}
    </Stack>
  );
}
