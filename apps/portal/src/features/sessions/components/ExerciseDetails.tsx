import {
  bodyPartLabel,
  exerciseThemeLabel,
  exerciseThemeName,
  formatDuration,
  positionLabel,
} from '@oxilio/domain';
import type { SessionStep } from '@oxilio/domain/contract';
import { Badge, Heading, Stack, Text } from '@oxilio/ui';
import type { ReactNode, Ref } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { equipmentNames, exerciseText } from '../format';
import { playerMessages, sessionMessages } from '../messages';
import { ExerciseMedia } from './ExerciseMedia';
import * as styles from './SessionPlayer.css';

export interface ExerciseDetailsProps {
  /** The step, with its exercise's video when the media directory has one. */
  step: SessionStep;
  /** Shown between the heading and the media: the countdown while the exercise runs. */
  children?: ReactNode;
  /** The heading, focused when the exercise opens. */
  headingRef?: Ref<HTMLHeadingElement>;
}

/** One exercise as the player shows it: name, theme, video or drawing, what and how, advice. */
export function ExerciseDetails({ step, children, headingRef }: ExerciseDetailsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { exercise, name, advice } = exerciseText(intl, step.exerciseId);
  const equipment = equipmentNames(intl, step.equipment);
  const dose = intl.formatMessage(sessionMessages.exerciseDose, {
    count: step.seriesCount,
    duration: formatDuration(step.seriesDurationSeconds, locale),
    rest:
      step.seriesCount > 1 && step.restBetweenSeriesSeconds > 0
        ? formatDuration(step.restBetweenSeriesSeconds, locale)
        : 'none',
  });
  return (
    <Stack gap="lg">
      <Stack gap="sm">
        <Heading level={2} ref={headingRef} tabIndex={-1} className={styles.exerciseHeading}>
          {name}
        </Heading>
        {exercise ? (
          <div>
            <Badge exerciseTheme={exerciseThemeName[exercise.theme]}>
              {intl.formatMessage(playerMessages.theme, {
                theme: intl.formatMessage(exerciseThemeLabel[exercise.theme]),
              })}
            </Badge>
          </div>
        ) : null}
      </Stack>
      {children}
      <div className={styles.exerciseBody}>
        <div className={styles.mediaBox}>
          <ExerciseMedia exercise={exercise} name={name} video={step.video} />
        </div>
        <Stack gap="md">
          <dl className={styles.facts}>
            <div>
              <dt>{intl.formatMessage(playerMessages.series)}</dt>
              <dd>{dose}</dd>
            </div>
            {exercise ? (
              <>
                <div>
                  <dt>{intl.formatMessage(playerMessages.position)}</dt>
                  <dd>{intl.formatMessage(positionLabel[exercise.position])}</dd>
                </div>
                <div>
                  <dt>{intl.formatMessage(playerMessages.bodyPart)}</dt>
                  <dd>{intl.formatMessage(bodyPartLabel[exercise.bodyPart])}</dd>
                </div>
              </>
            ) : null}
            <div>
              <dt>{intl.formatMessage(playerMessages.equipment)}</dt>
              <dd>
                {equipment.length > 0
                  ? equipment.join(', ')
                  : intl.formatMessage(sessionMessages.noEquipment)}
              </dd>
            </div>
          </dl>
          {advice ? (
            <Stack gap="xs">
              <Heading level={3}>{intl.formatMessage(playerMessages.instructions)}</Heading>
              <Text size="large">{advice}</Text>
            </Stack>
          ) : null}
        </Stack>
      </div>
    </Stack>
  );
}
