import { equipmentLabel, formatDuration, type Equipment } from '@oxilio/domain';
import type { Program } from '@oxilio/domain/contract';
import { Badge, Heading, Inline, Stack, Text } from '@oxilio/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useExerciseName } from '../../exercises';
import * as styles from './programs.css';

const messages = defineMessages({
  exercises: {
    id: 'rehabilitator.programs.exerciseCount',
    defaultMessage: '{count, plural, one {# exercice} other {# exercices}}',
  },
  duration: { id: 'rehabilitator.programs.duration', defaultMessage: 'environ {duration}' },
  product: { id: 'rehabilitator.programs.product', defaultMessage: 'Programme oxilio' },
  more: {
    id: 'rehabilitator.programs.moreExercises',
    defaultMessage: '{count, plural, one {et # autre} other {et # autres}}',
  },
});

/** How many exercise names a card lists before "and N others". */
const namesShown = 4;

export interface ProgramListProps {
  programs: readonly Program[];
  /** The buttons of each program. */
  renderActions?: (program: Program) => ReactNode;
  /** Heading level of each program's name. @defaultValue 3 */
  headingLevel?: 2 | 3 | 4;
}

/** Programs as cards: name, description, exercises, estimated duration, equipment, actions. */
export function ProgramList({ programs, renderActions, headingLevel = 3 }: ProgramListProps) {
  return (
    <ul className={styles.programGrid}>
      {programs.map((program) => (
        <li key={program.id} className={styles.programItem}>
          <ProgramSummary
            program={program}
            headingLevel={headingLevel}
            actions={renderActions?.(program)}
          />
        </li>
      ))}
    </ul>
  );
}

export interface ProgramSummaryProps {
  program: Program;
  headingLevel?: 2 | 3 | 4;
  actions?: ReactNode;
}

/** One program: its name, what it contains and how long it takes. */
export function ProgramSummary({ program, headingLevel = 3, actions }: ProgramSummaryProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const nameOf = useExerciseName();
  const ordered = [...program.exercises].sort((a, b) => a.order - b.order);
  const rest = ordered.length - namesShown;
  return (
    <Stack gap="sm">
      <Heading level={headingLevel} visualLevel={4}>
        {program.name}
      </Heading>
      <Inline gap="xs" wrap>
        {program.isProduct ? (
          <Badge tone="primary">{intl.formatMessage(messages.product)}</Badge>
        ) : null}
        <Badge tone="neutral">
          {intl.formatMessage(messages.exercises, { count: program.exercises.length })}
        </Badge>
        <Badge tone="neutral">
          {intl.formatMessage(messages.duration, {
            duration: formatDuration(program.estimatedDurationSeconds, locale),
          })}
        </Badge>
        {program.equipment.map((equipment) =>
          equipmentLabel[equipment as Equipment] ? (
            <Badge key={equipment} tone="info">
              {intl.formatMessage(equipmentLabel[equipment as Equipment])}
            </Badge>
          ) : null,
        )}
      </Inline>
      {program.description ? <Text tone="muted">{program.description}</Text> : null}
      {ordered.length > 0 ? (
        <ol className={styles.exerciseNames}>
          {ordered.slice(0, namesShown).map((exercise) => (
            <li key={`${exercise.order}-${exercise.exerciseId}`}>
              <Text size="small">{nameOf(exercise.exerciseId)}</Text>
            </li>
          ))}
          {rest > 0 ? (
            <li style={{ listStyle: 'none' }}>
              <Text size="small" tone="muted">
                {intl.formatMessage(messages.more, { count: rest })}
              </Text>
            </li>
          ) : null}
        </ol>
      ) : null}
      {actions ? <div className={styles.actions}>{actions}</div> : null}
    </Stack>
  );
}
