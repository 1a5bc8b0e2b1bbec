import { isActivityObjectiveKey } from '@oxilio/domain';
import type { PatientRecap } from '@oxilio/domain/contract';
import { EmptyState, Heading, Stack, Text } from '@oxilio/ui';
import { Target } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { myDayMessages as messages } from '../messages';
import { metricIcon, metricName, metricText } from '../metricDisplay';
import * as styles from './MyDay.css';

export interface TodayObjectivesProps {
  /** Today's objectives in force (the recap's `todayObjectives`). */
  objectives: PatientRecap['todayObjectives'];
}

/**
 * Today's objectives, one line each, and what meeting them earns: an objective outside the
 * activity set (the walking perimeter) says it earns no star.
 */
export function TodayObjectives({ objectives }: TodayObjectivesProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} id={titleId}>
            {intl.formatMessage(messages.todayTitle)}
          </Heading>
          {objectives.length > 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.todayHint)}</Text>
          ) : null}
        </Stack>
        {objectives.length === 0 ? (
          <EmptyState
            icon={Target}
            size="compact"
            headingLevel={3}
            title={intl.formatMessage(messages.noObjectives)}
            description={intl.formatMessage(messages.noObjectivesHint)}
          />
        ) : (
          <ul className={styles.objectives}>
            {objectives.map((objective) => {
              const name = metricName(objective.key);
              const Icon = metricIcon(objective.key);
              return (
                <li key={objective.key} className={styles.objective}>
                  <span className={styles.objectiveIcon}>
                    <Icon aria-hidden="true" focusable="false" size={22} />
                  </span>
                  <span className={styles.objectiveLabel}>
                    {name ? intl.formatMessage(name) : objective.key}
                    {isActivityObjectiveKey(objective.key) ? null : (
                      <span className={styles.objectiveApart}>
                        {intl.formatMessage(messages.notCounted)}
                      </span>
                    )}
                  </span>
                  <span className={styles.objectiveValue}>
                    {metricText(objective.key, objective.objective, locale)}
                  </span>
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </section>
  );
}
