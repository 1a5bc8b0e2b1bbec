import {
  formatDate,
  formatMetric,
  isMetricKey,
  lastCompletedDay,
  metricLabel,
  windowStart,
  type MetricKey,
} from '@oxilio/domain';
import type { PercentagesResponse, Session } from '@oxilio/domain/contract';
import type { Locale } from '@oxilio/locales';
import {
  Card,
  EmptyState,
  LineChart,
  ProgressBar,
  Skeleton,
  Stack,
  StatTile,
  Text,
} from '@oxilio/ui';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import { DataState } from '../../../app/DataState';
import { GaitTrendList, WalkingSpeedPanel } from '../../clinical';
import { usePatientStats } from '../../stats';
import type { FollowedPatientRef } from '../api/getFollowedPatient';
import { usePatientPercentages } from '../api/getPatientPercentages';
import { usePatientSettings } from '../api/getPatientSettings';
import { useSessionHistory } from '../api/getSessionHistory';
import {
  adherenceOf,
  buildSynthesis,
  firstMeasuredIndex,
  historyDays,
  reviewsByDay,
  synthesisMetrics,
  synthesisObjectives,
  windowDays,
} from '../model/synthesis';
import { followUpMessages as m } from './messages';
import * as styles from './FollowUp.css';

const reviewDays = 90;
const adherenceWeeks = 4;

/** Sums the days measured and met of each metric over the buckets of a percentages answer. */
function objectivesMet(percentages: PercentagesResponse) {
  return percentages.types
    .map((key) => {
      let measured = 0;
      let met = 0;
      for (const bucket of percentages.buckets) {
        measured += bucket.metrics[key]?.daysMeasured ?? 0;
        met += bucket.metrics[key]?.daysMet ?? 0;
      }
      return { key, measured, met };
    })
    .filter((row) => row.measured > 0 && isMetricKey(row.key));
}

function ObjectivesCard({ target: ref, today }: { target: FollowedPatientRef; today: string }) {
  const intl = useIntl();
  const query = usePatientPercentages({
    patientId: ref.patientId,
    types: [],
    from: windowStart(today, windowDays),
    to: today,
  });
  return (
    <Card title={intl.formatMessage(m.objectivesTitle)} headingLevel={2}>
      <DataState query={query}>
        {(percentages) => {
          const rows = objectivesMet(percentages);
          return rows.length === 0 ? (
            <Text as="p">{intl.formatMessage(m.objectivesNone)}</Text>
          ) : (
            <ul className={styles.objectiveList}>
              {rows.map((row) => (
                <li key={row.key}>
                  <div className={styles.objectiveRow}>
                    <Text as="span">{intl.formatMessage(metricLabel[row.key as MetricKey])}</Text>
                    <Text as="span" weight="bold">
                      {intl.formatMessage(m.objectiveDays, {
                        met: row.met,
                        measured: row.measured,
                      })}
                    </Text>
                  </div>
                  <ProgressBar
                    value={row.met}
                    max={row.measured}
                    label={intl.formatMessage(metricLabel[row.key as MetricKey])}
                    hideLabel
                  />
                </li>
              ))}
            </ul>
          );
        }}
      </DataState>
    </Card>
  );
}

function AdherenceAndReviews({
  target: ref,
  today,
  sessions,
}: {
  target: FollowedPatientRef;
  today: string;
  sessions: readonly Session[];
}) {
  const intl = useIntl();
  const settings = usePatientSettings(ref).data?.settings;
  const adherence = adherenceOf(
    sessions,
    settings,
    windowStart(today, adherenceWeeks * 7),
    today,
    adherenceWeeks,
  );
  const reviews = reviewsByDay(sessions);
  const last = reviews.at(-1);
  const painLabel = intl.formatMessage(m.pain);
  const difficultyLabel = intl.formatMessage(m.difficulty);
  return (
    <>
      <Card title={intl.formatMessage(m.adherenceTitle)} headingLevel={2}>
        <Stack gap="sm">
          {adherence.expected !== null && adherence.percent !== null ? (
            <>
              <Text as="p" weight="bold">
                {intl.formatMessage(m.adherenceExpected, {
                  done: adherence.done,
                  expected: adherence.expected,
                })}
              </Text>
              <ProgressBar
                value={adherence.percent}
                max={100}
                label={intl.formatMessage(m.adherenceTitle)}
                hideLabel
              />
            </>
          ) : (
            <Text as="p">{intl.formatMessage(m.adherenceDone, { done: adherence.done })}</Text>
          )}
        </Stack>
      </Card>
      {reviews.length === 0 || !last ? (
        <Card title={intl.formatMessage(m.reviewsTitle)} headingLevel={2}>
          <Text as="p">{intl.formatMessage(m.reviewsNone)}</Text>
        </Card>
      ) : (
        <LineChart
          title={intl.formatMessage(m.reviewsTitle)}
          summary={intl.formatMessage(m.reviewsSummary, {
            pain: last.pain,
            difficulty: last.difficulty,
          })}
          xKind="day"
          data={reviews.map((review) => ({
            x: review.day,
            values: { pain: review.pain, difficulty: review.difficulty },
          }))}
          series={[
            { id: 'pain', label: painLabel },
            { id: 'difficulty', label: difficultyLabel },
          ]}
          formatValue={(value) => intl.formatNumber(value, { maximumFractionDigits: 0 })}
        />
      )}
    </>
  );
}

/**
 * The synthesis of a followed patient: key gait and activity measures of the last 7 days against
 * their start, walking speed in its functional band, gait trends, objectives met, self-rehabilitation
 * adherence and the reviews of the sessions.
 */
export function PatientSynthesis({
  patientRef: ref,
  today,
  besideDevice,
}: {
  /** The patient and the rehabilitator asking. */
  patientRef: FollowedPatientRef;
  /** Today (establishment time zone), the last day of every window. */
  today: string;
  /**
   * What the screen shows beside the device's figures, given its walking speed of the last 7 days
   * (the standardised tests' latest results).
   */
  besideDevice?: (device: { walkSpeed: number | null }) => ReactNode;
}) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  // Every window ends yesterday, the last completed day: today is in progress, never judged
  // (docs/product.md#performance-and-usage).
  const lastDay = lastCompletedDay(today);
  const stats = usePatientStats({
    patientId: ref.patientId,
    types: [...synthesisMetrics, ...synthesisObjectives],
    from: windowStart(lastDay, historyDays),
    to: lastDay,
  });
  // The windows end on the answer's last day, as the patient's evolution does: the device's own
  // calendar never shifts what the rehabilitator reads.
  const answerToday = stats.data?.to ?? lastDay;
  const history = useSessionHistory({
    patientId: ref.patientId,
    from: windowStart(today, reviewDays),
    to: today,
    limit: 200,
  });
  return (
    <Stack gap="xl">
      <DataState
        query={stats}
        loading={<Skeleton shape="rect" height={240} />}
        isEmpty={(data) => firstMeasuredIndex(data, synthesisMetrics) < 0}
        empty={
          <EmptyState
            icon={LineChartIcon}
            title={intl.formatMessage(m.noData)}
            description={intl.formatMessage(m.noDataHint)}
            headingLevel={2}
          />
        }
      >
        {(data) => {
          const value = buildSynthesis(data);
          return (
            <Stack gap="xl">
              <Card title={intl.formatMessage(m.keyMetrics)} headingLevel={2}>
                <Stack gap="md">
                  <Text as="p" size="small" tone="muted">
                    {intl.formatMessage(m.keyMetricsHint, {
                      day: formatDate(value.firstDay, locale),
                    })}
                  </Text>
                  <div className={styles.tiles}>
                    {value.metrics.map((item) => (
                      <StatTile
                        key={item.metric}
                        label={intl.formatMessage(metricLabel[item.metric])}
                        value={formatMetric(item.metric, item.last7, locale)}
                        referenceText={intl.formatMessage(m.atStart, {
                          value: formatMetric(item.metric, item.start, locale),
                        })}
                      />
                    ))}
                  </div>
                </Stack>
              </Card>
              <div className={styles.columns}>
                <WalkingSpeedPanel
                  speed={value.metrics.find((item) => item.metric === 'WalkSpeed')?.last7 ?? null}
                  change={value.walkingSpeed.change}
                />
                <GaitTrendList trends={value.trends} />
              </div>
              {besideDevice?.({
                walkSpeed: value.metrics.find((item) => item.metric === 'WalkSpeed')?.last7 ?? null,
              })}
            </Stack>
          );
        }}
      </DataState>
      <div className={styles.columns}>
        <ObjectivesCard target={ref} today={answerToday} />
        <DataState query={history} loading={<Skeleton shape="rect" height={240} />}>
          {(list) => (
            <AdherenceAndReviews target={ref} today={answerToday} sessions={list.sessions} />
          )}
        </DataState>
      </div>
    </Stack>
  );
}
