import {
  clinicalReferences,
  formatDate,
  formatMetric,
  formatMetricAgainst,
  formatPersonName,
  goalsInPeriod,
  isMetricKey,
  metricLabel,
  sessionOutcomeMessages,
  type MetricKey,
} from '@oxilio/domain';
import type { StatsResponse } from '@oxilio/domain/contract';
import type { Locale } from '@oxilio/locales';
import {
  Button,
  DateRange,
  Heading,
  Skeleton,
  Stack,
  Table,
  Text,
  type DateRangeValue,
  type TableColumn,
} from '@oxilio/ui';
import { Download, Printer } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { GaitTrendList, WalkingSpeedPanel } from '../../clinical';
import { goalsMessages as gm, GoalReportTable, useGoalCsvRows, useGoals } from '../../goals';
import {
  outcomeMessages as om,
  OutcomeReportTable,
  resultsInPeriod,
  useOutcomeCsvRows,
  useOutcomeResults,
} from '../../outcomeMeasures';
import {
  buildSynthesis,
  followUpMessages as f,
  meanOf,
  sessionRowOf,
  useSessionHistory,
  type SessionRow,
} from '../../patientFollowUp';
import { usePatientStats } from '../../stats';
import {
  columnHeader,
  dailyMetricsCsv,
  reportKeys,
  type ReportColumn,
} from '../model/dailyMetrics';
import { csvFileName, csvPreamble, toCsv, type CsvIdentity } from '../model/csv';
import { pageMark, pagesMark, pageStyle } from '../model/printPage';
import { isTooLong, reportPeriods } from '../model/periods';
import { reportMessages as m } from './messages';
import * as styles from './Report.css';
import { downloadText } from '../../../app/download';

/** The measures the report's table shows, each with its objective when it has one. */
const tableMetrics = [
  'StepCount',
  'WalkDistance',
  'WalkSpeed',
  'WalkTime',
  'ActiveTime',
  'StandTime',
  'StandCount',
  'StepTimeAsymmetry',
  'StepDistanceAsymmetry',
  'StepTimeCV',
  'Performance',
] as const satisfies readonly MetricKey[];

interface MetricRow {
  key: (typeof tableMetrics)[number];
  mean: number | null;
  objective: number | null;
  days: number;
}

function metricRows(stats: StatsResponse): MetricRow[] {
  return tableMetrics.map((key) => {
    const values = stats.series[key] ?? [];
    const objectiveName = `${key}Objective`;
    return {
      key,
      mean: meanOf(values),
      objective: isMetricKey(objectiveName) ? meanOf(stats.series[objectiveName] ?? []) : null,
      days: values.filter((value) => value !== null).length,
    };
  });
}

/** The report's columns and the objectives of the table's measures, once each. */
const statsKeys: readonly MetricKey[] = [
  ...new Set<MetricKey>([
    ...reportKeys,
    ...tableMetrics.flatMap((key) => {
      const objective = `${key}Objective`;
      return isMetricKey(objective) ? [objective] : [];
    }),
  ]),
];

/** A CSV the report made, saved by the browser. */
function download(text: string, fileName: string) {
  downloadText(text, fileName, 'text/csv');
}

/** Whom the report is made for (docs/decisions/patient-summary.md). */
export const reportAudiences = ['careTeam', 'patient'] as const;
export type ReportAudience = (typeof reportAudiences)[number];

interface AudienceParts {
  /** The report's heading, with the patient's `{name}`; null: the name alone. */
  heading: MessageDescriptor | null;
  choosePeriod: MessageDescriptor;
  /** The clinical reading of the period (walking speed band, gait trends) and its sources. */
  clinical: boolean;
}

const audienceParts: Record<ReportAudience, AudienceParts> = {
  careTeam: { heading: m.heading, choosePeriod: m.choosePeriod, clinical: true },
  // The patient's own summary for their doctor: their figures, not the care team's judgements.
  patient: { heading: null, choosePeriod: m.summaryChoosePeriod, clinical: false },
};

/** Whose report it is: what both the care team's and the patient's own reads give. */
export interface ReportPatient {
  patientId: string;
  firstName: string;
  lastName: string;
}

export interface ReportViewProps {
  /** Whose report: their names head it, their id is read. */
  patient: ReportPatient;
  /** Whom the report is made for: what it holds and how it is worded. @defaultValue 'careTeam' */
  audience?: ReportAudience;
  /** What the reader knows of the patient, under the heading (e.g. the care team's facts). */
  facts?: ReactNode;
  /** The period, both days included. */
  period: DateRangeValue;
  onPeriodChange: (period: DateRangeValue) => void;
  /** Today (establishment time zone): the presets end the day before, the last completed day. */
  today: string;
  /** The establishment's time zone: the day a goal was closed. @defaultValue Europe/Paris */
  timeZone?: string | null;
}

/**
 * A printable summary of one patient over a period (metrics with their objectives, standardised
 * tests, goals, sessions with their reviews; for the care team, clinical bands and trends too), and
 * the daily metrics, tests and goals as CSV. The care team's report of a followed patient, or the
 * patient's own summary for their doctor (`audience`).
 */
export function ReportView({
  patient,
  audience = 'careTeam',
  facts,
  period,
  onPeriodChange,
  today,
  timeZone,
}: ReportViewProps) {
  const intl = useIntl();
  const parts = audienceParts[audience];
  // A period being typed that the report cannot take (end before start, too long): shown with its
  // error rather than silently replaced by the report's period.
  const [draft, setDraft] = useState<DateRangeValue | null>(null);
  const locale = intl.locale as Locale;
  const stats = usePatientStats({
    patientId: patient.patientId,
    types: statsKeys,
    from: period.from,
    to: period.to,
  });
  const history = useSessionHistory({
    patientId: patient.patientId,
    from: period.from,
    to: period.to,
    limit: 500,
  });
  const synthesis = useMemo(() => (stats.data ? buildSynthesis(stats.data) : null), [stats.data]);
  // The standardised tests measured in the period (struck-out ones too: they are on the record).
  const outcomes = useOutcomeResults(patient.patientId);
  const periodOutcomes = outcomes.data
    ? resultsInPeriod(outcomes.data.results, period.from, period.to)
    : [];
  const outcomeCsvRows = useOutcomeCsvRows();
  // The goals in force and those closed in the period, read with the rest (no waterfall).
  const goals = useGoals(patient.patientId);
  const periodGoals = goals.data
    ? goalsInPeriod(goals.data.goals, period.from, period.to, timeZone)
    : [];
  const goalCsvRows = useGoalCsvRows();
  const name = formatPersonName(patient);
  // The periods offered end on the last completed day: today is in progress, never judged.
  const periods = reportPeriods(today);
  const presets = [
    { label: intl.formatMessage(m.last4Weeks), value: periods.last4Weeks },
    { label: intl.formatMessage(m.last3Months), value: periods.last3Months },
    { label: intl.formatMessage(m.last6Months), value: periods.last6Months },
  ];
  const metricColumns: TableColumn<MetricRow>[] = [
    {
      key: 'key',
      header: intl.formatMessage(m.colMetric),
      rowHeader: true,
      cell: (row) => intl.formatMessage(metricLabel[row.key]),
    },
    {
      key: 'mean',
      header: intl.formatMessage(m.colMean),
      align: 'end',
      // Beside its objective: a mean below it never reads as it.
      cell: (row) => formatMetricAgainst(row.key, row.mean, row.objective, locale),
    },
    {
      key: 'objective',
      header: intl.formatMessage(m.colObjective),
      align: 'end',
      cell: (row) => (row.objective === null ? '' : formatMetric(row.key, row.objective, locale)),
    },
    {
      key: 'days',
      header: intl.formatMessage(m.colDays),
      align: 'end',
      cell: (row) => intl.formatNumber(row.days),
    },
  ];
  const sessionColumns: TableColumn<SessionRow>[] = [
    {
      key: 'day',
      header: intl.formatMessage(f.colDate),
      rowHeader: true,
      cell: (row) => formatDate(row.day, locale),
    },
    { key: 'program', header: intl.formatMessage(f.colProgram) },
    {
      key: 'completion',
      header: intl.formatMessage(f.colCompletion),
      align: 'end',
      cell: (row) =>
        intl.formatMessage(sessionOutcomeMessages.summary, { ...row.outcome }) +
        (row.notCounted
          ? ` (${intl.formatMessage(f.notCounted, { reason: row.notCounted })})`
          : ''),
    },
    {
      key: 'effort',
      header: intl.formatMessage(f.colEffort),
      align: 'end',
      cell: (row) => (row.effort === null ? '' : intl.formatNumber(row.effort)),
    },
    { key: 'pain', header: intl.formatMessage(f.colPain), align: 'end' },
    { key: 'difficulty', header: intl.formatMessage(f.colDifficulty), align: 'end' },
  ];
  const csvLabels = {
    date: intl.formatMessage(m.csvDate),
    column: (column: ReportColumn) =>
      columnHeader(column, intl.formatMessage(metricLabel[column.key])),
  };
  // Each file names its patient, period and day of export, in its first lines and its name.
  const identity: CsvIdentity = {
    patientName: name,
    patientId: patient.patientId,
    from: period.from,
    to: period.to,
    exportedOn: today,
  };
  const preamble = csvPreamble(identity, {
    patient: intl.formatMessage(m.csvPatient),
    identifier: intl.formatMessage(m.csvIdentifier),
    period: intl.formatMessage(m.csvPeriod),
    exportedOn: intl.formatMessage(m.csvExportedOn),
  });
  return (
    <article className={styles.printRoot}>
      <style>
        {pageStyle({
          running: `${name} · ${intl.formatMessage(m.periodValue, {
            from: formatDate(period.from, locale),
            to: formatDate(period.to, locale),
          })}`,
          confidential: intl.formatMessage(m.confidentialShort),
          pageOf: intl.formatMessage(m.pageOf, { page: pageMark, pages: pagesMark }),
        })}
      </style>
      <Stack gap="xl">
        <div className={styles.controls} data-print="hidden">
          <DateRange
            label={intl.formatMessage(parts.choosePeriod)}
            value={draft ?? period}
            max={today}
            presets={presets}
            error={
              draft && isTooLong(draft)
                ? intl.formatMessage(m.periodTooLong, { years: 2 })
                : undefined
            }
            onValueChange={(value, { valid }) => {
              if (valid && value.from && value.to && !isTooLong(value)) {
                setDraft(null);
                onPeriodChange(value);
              } else {
                // Kept as typed, with what is wrong with it, until it is a period the report takes.
                setDraft(value);
              }
            }}
          />
          <Button icon={Printer} onClick={() => window.print()}>
            {intl.formatMessage(m.print)}
          </Button>
          <Button
            variant="secondary"
            icon={Download}
            disabled={!stats.data}
            onClick={() => {
              if (stats.data) {
                download(
                  dailyMetricsCsv(stats.data, locale, csvLabels, preamble),
                  csvFileName('mesures', identity),
                );
              }
            }}
          >
            {intl.formatMessage(m.csv)}
          </Button>
          <Button
            variant="secondary"
            icon={Download}
            disabled={!outcomes.data}
            onClick={() =>
              download(
                toCsv([...preamble, ...outcomeCsvRows(periodOutcomes)], locale),
                csvFileName('tests', identity),
              )
            }
          >
            {intl.formatMessage(om.csv)}
          </Button>
          <Button
            variant="secondary"
            icon={Download}
            disabled={!goals.data}
            onClick={() =>
              download(
                toCsv([...preamble, ...goalCsvRows(periodGoals, timeZone)], locale),
                csvFileName('objectifs', identity),
              )
            }
          >
            {intl.formatMessage(gm.csv)}
          </Button>
        </div>
        <section className={styles.section}>
          <Stack gap="md">
            <Heading level={2}>
              {parts.heading ? intl.formatMessage(parts.heading, { name }) : name}
            </Heading>
            <dl className={styles.metaList}>
              <dt className={styles.metaTerm}>{intl.formatMessage(m.period)}</dt>
              <dd className={styles.metaValue}>
                {intl.formatMessage(m.periodValue, {
                  from: formatDate(period.from, locale),
                  to: formatDate(period.to, locale),
                })}
              </dd>
              <dt className={styles.metaTerm}>{intl.formatMessage(m.generated)}</dt>
              <dd className={styles.metaValue}>{formatDate(today, locale)}</dd>
            </dl>
            {facts}
            <Text as="p" size="small" tone="muted">
              {intl.formatMessage(m.confidential)}
            </Text>
          </Stack>
        </section>
        <DataState query={stats} loading={<Skeleton shape="rect" height={320} />}>
          {(data) => (
            <Stack gap="xl">
              <section className={styles.section}>
                <Table
                  caption={intl.formatMessage(m.metricsTitle)}
                  columns={metricColumns}
                  rows={metricRows(data)}
                  getRowKey={(row) => row.key}
                />
              </section>
              {!synthesis?.firstDay ? (
                <Text as="p">{intl.formatMessage(m.noData)}</Text>
              ) : parts.clinical ? (
                <section className={styles.section}>
                  <Stack gap="md">
                    <Heading level={3}>{intl.formatMessage(m.clinicalTitle)}</Heading>
                    <Text as="p" size="small">
                      {intl.formatMessage(m.clinicalHint)}
                    </Text>
                    <div className={styles.twoColumns}>
                      <WalkingSpeedPanel
                        headingLevel={3}
                        speed={
                          synthesis.metrics.find((item) => item.metric === 'WalkSpeed')?.last7 ??
                          null
                        }
                        change={synthesis.walkingSpeed.change}
                      />
                      <GaitTrendList
                        headingLevel={3}
                        trends={synthesis.trends}
                        weeks="endOfPeriod"
                      />
                    </div>
                  </Stack>
                </section>
              ) : null}
            </Stack>
          )}
        </DataState>
        <section className={styles.section}>
          <DataState query={outcomes} loading={<Skeleton shape="rect" height={160} />}>
            {() => <OutcomeReportTable results={periodOutcomes} />}
          </DataState>
        </section>
        <section className={styles.section}>
          <DataState query={goals} loading={<Skeleton shape="rect" height={160} />}>
            {(list) => (
              <GoalReportTable goals={periodGoals} today={list.today} timeZone={timeZone} />
            )}
          </DataState>
        </section>
        <section>
          <DataState query={history} loading={<Skeleton shape="rect" height={200} />}>
            {(list) =>
              list.sessions.length === 0 ? (
                <Text as="p">{intl.formatMessage(m.sessionsNone)}</Text>
              ) : (
                <Table
                  caption={intl.formatMessage(m.sessionsTitle)}
                  columns={sessionColumns}
                  rows={list.sessions.map(sessionRowOf)}
                  getRowKey={(row) => row.key}
                />
              )
            }
          </DataState>
        </section>
        {parts.clinical ? (
          <section className={styles.section}>
            <Heading level={3}>{intl.formatMessage(m.sources)}</Heading>
            <ol className={styles.sources}>
              {Object.values(clinicalReferences).map((reference) => (
                <li key={reference.short}>{reference.citation}</li>
              ))}
            </ol>
          </section>
        ) : null}
      </Stack>
    </article>
  );
}
