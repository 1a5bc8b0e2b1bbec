import {
  formatDate,
  isActivityObjectiveKey,
  objectiveCompletion,
  objectivesMet,
  shownCompletion,
} from '@oxilio/domain';
import type { PatientRecap } from '@oxilio/domain/contract';
import { EmptyState, Heading, ProgressRing, Stack, StatTile, Text, cx } from '@oxilio/ui';
import { CalendarX, Check } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { myDayMessages as messages } from '../messages';
import { judgedText, metricIcon, metricName, metricText } from '../metricDisplay';
import * as styles from './MyDay.css';

export interface YesterdayResultsProps {
  /** The recap's yesterday: the day, each metric against its objective, the performance score. */
  recap: Pick<PatientRecap, 'yesterday' | 'yesterdayMetrics' | 'performance' | 'lastMeasuredDay'>;
}

/**
 * Yesterday's results against their objectives: the performance ring, how many activity objectives
 * were met (the domain's set: as many as yesterday's activity stars), then one tile per metric with
 * its completion ring; a metric outside the set (the walking perimeter) says it counts in neither
 * stars nor performance. A day the device did not report says so, with the last day measured.
 */
export function YesterdayResults({ recap }: YesterdayResultsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const measured = recap.yesterdayMetrics.filter((metric) => metric.value !== null);
  const { met, total } = objectivesMet(recap.yesterdayMetrics);

  return (
    <section aria-labelledby={titleId}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} id={titleId}>
            {intl.formatMessage(messages.yesterdayTitle)}
          </Heading>
          <Text tone="muted">
            {intl.formatMessage(messages.yesterdayDate, {
              date: formatDate(recap.yesterday, locale),
            })}
          </Text>
        </Stack>
        {measured.length === 0 ? (
          <EmptyState
            icon={CalendarX}
            size="compact"
            headingLevel={3}
            title={intl.formatMessage(messages.noDataYesterday)}
            description={
              recap.lastMeasuredDay
                ? intl.formatMessage(messages.noDataYesterdayHint, {
                    date: formatDate(recap.lastMeasuredDay, locale),
                  })
                : undefined
            }
          />
        ) : (
          <>
            <div className={styles.summary}>
              {recap.performance !== null ? (
                <ProgressRing
                  size="large"
                  value={recap.performance}
                  label={intl.formatMessage(messages.performance)}
                />
              ) : null}
              {total > 0 ? (
                <Text size="large" weight="bold">
                  {intl.formatMessage(messages.objectivesMet, { met, total })}
                </Text>
              ) : null}
            </div>
            <ul className={styles.results}>
              {recap.yesterdayMetrics.map((metric) => {
                const name = metricName(metric.key);
                // A key not measured on a reported day counts as 0 in Performance: a 0 % ring.
                const completion = objectiveCompletion(
                  metric.value ?? (metric.met === false ? 0 : null),
                  metric.objective,
                );
                return (
                  <li key={metric.key} className={styles.result}>
                    <StatTile
                      className={styles.resultTile}
                      label={name ? intl.formatMessage(name) : metric.key}
                      value={metric.value ?? metricText(metric.key, null, locale)}
                      displayValue={judgedText(metric.key, metric.value, metric.objective, locale)}
                      icon={metricIcon(metric.key)}
                      referenceText={
                        <ResultStatus
                          objective={
                            metric.objective === null
                              ? null
                              : metricText(metric.key, metric.objective, locale)
                          }
                          met={metric.met}
                          measured={metric.value !== null}
                          counted={isActivityObjectiveKey(metric.key)}
                        />
                      }
                    />
                    {completion !== null ? (
                      <ProgressRing
                        className={styles.ring}
                        size="small"
                        value={shownCompletion(completion)}
                      />
                    ) : null}
                  </li>
                );
              })}
            </ul>
          </>
        )}
      </Stack>
    </section>
  );
}

/**
 * "Objectif : 800" and whether it was met, in words (colour is never the only cue); for an
 * objective outside the activity set, that it counts in neither stars nor performance.
 */
function ResultStatus({
  objective,
  met,
  measured,
  counted,
}: {
  objective: string | null;
  met: boolean | null;
  measured: boolean;
  counted: boolean;
}) {
  const intl = useIntl();
  if (objective === null) {
    return <>{intl.formatMessage(messages.noObjective)}</>;
  }
  return (
    <>
      {intl.formatMessage(messages.objective, { value: objective })}
      <br />
      {/* A key not measured on a day the device reported counts as not met (as for the stars). */}
      {!measured ? intl.formatMessage(messages.notMeasured) : null}
      {met === null ? null : met ? (
        <span className={cx(styles.status, styles.statusMet)}>
          <Check aria-hidden="true" focusable="false" size={18} strokeWidth={3} />
          {intl.formatMessage(messages.met)}
        </span>
      ) : (
        <>
          {!measured ? <br /> : null}
          <span className={styles.status}>{intl.formatMessage(messages.notMet)}</span>
        </>
      )}
      {counted ? null : (
        <>
          <br />
          <span className={styles.apart}>{intl.formatMessage(messages.notCounted)}</span>
        </>
      )}
    </>
  );
}
