import { formatDate } from '@oxilio/domain';
import type { PatientRecap } from '@oxilio/domain/contract';
import { EmptyState, Heading, ProgressRing, Stack, StatTile, Text, cx } from '@oxilio/ui';
import { CalendarX, Check } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { myDayMessages as messages } from '../messages';
import { completionOf, metricIcon, metricName, metricText } from '../metricDisplay';
import * as styles from './MyDay.css';

export interface YesterdayResultsProps {
  /** The recap's yesterday: the day, each metric against its objective, the performance score. */
  recap: Pick<PatientRecap, 'yesterday' | 'yesterdayMetrics' | 'performance' | 'lastMeasuredDay'>;
}

/**
 * Yesterday's results against their objectives: the performance ring, how many objectives were
 * met, then one tile per metric with its completion ring. A day the device did not report says so,
 * with the last day measured.
 */
export function YesterdayResults({ recap }: YesterdayResultsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const measured = recap.yesterdayMetrics.filter((metric) => metric.value !== null);
  const judged = recap.yesterdayMetrics.filter((metric) => metric.met !== null);
  const met = judged.filter((metric) => metric.met).length;

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
              {judged.length > 0 ? (
                <Text size="large" weight="bold">
                  {intl.formatMessage(messages.objectivesMet, { met, total: judged.length })}
                </Text>
              ) : null}
            </div>
            <ul className={styles.results}>
              {recap.yesterdayMetrics.map((metric) => {
                const name = metricName(metric.key);
                const completion = completionOf(metric.key, metric.value, metric.objective);
                return (
                  <li key={metric.key} className={styles.result}>
                    <StatTile
                      className={styles.resultTile}
                      label={name ? intl.formatMessage(name) : metric.key}
                      value={metric.value ?? metricText(metric.key, null, locale)}
                      displayValue={metricText(metric.key, metric.value, locale)}
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
                        />
                      }
                    />
                    {completion !== null ? (
                      <ProgressRing className={styles.ring} size="small" value={completion} />
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

/** "Objectif : 800" and whether it was met, in words (colour is never the only cue). */
function ResultStatus({
  objective,
  met,
  measured,
}: {
  objective: string | null;
  met: boolean | null;
  measured: boolean;
}) {
  const intl = useIntl();
  if (objective === null) {
    return <>{intl.formatMessage(messages.noObjective)}</>;
  }
  return (
    <>
      {intl.formatMessage(messages.objective, { value: objective })}
      <br />
      {!measured ? (
        intl.formatMessage(messages.notMeasured)
      ) : met ? (
        <span className={cx(styles.status, styles.statusMet)}>
          <Check aria-hidden="true" focusable="false" size={18} strokeWidth={3} />
          {intl.formatMessage(messages.met)}
        </span>
      ) : (
        <span className={styles.status}>{intl.formatMessage(messages.notMet)}</span>
      )}
    </>
  );
}
