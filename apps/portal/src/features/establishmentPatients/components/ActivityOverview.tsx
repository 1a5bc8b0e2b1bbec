import { formatNumber, formatPersonName, intlLocale, noValue } from '@oxilio/domain';
import type { PatientsStatsResponse } from '@oxilio/domain/contract';
import {
  BarChart,
  Button,
  Heading,
  Skeleton,
  SkeletonBlock,
  Stack,
  StatTile,
  Table,
  Text,
} from '@oxilio/ui';
import { Footprints, Target, UserCheck } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useActivityWeeks } from '../api/getPatientsStats';
import { patientsMessages as messages } from './messages';
import * as styles from './establishmentPatients.css';

/** Rows of the per-patient table before "show all". */
const tableRows = 8;

type PatientRow = PatientsStatsResponse['patients'][number];

const sum = (values: readonly (number | null | undefined)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/** Per day, the total over the patients (null when none of them has a value that day). */
function dailyTotals(stats: PatientsStatsResponse, key: string) {
  return stats.starts.map((_, index) => {
    const values = stats.patients
      .map((patient) => patient.series[key]?.[index])
      .filter((value): value is number => value !== null && value !== undefined);
    return values.length > 0 ? sum(values) : null;
  });
}

/** Patients with steps on a day of the answer. */
const activeOn = (stats: PatientsStatsResponse, index: number) =>
  stats.patients.filter((patient) => (patient.series.StepCount?.[index] ?? 0) > 0).length;

/** The tiles, the chart and the table while they load. */
export function ActivitySkeleton() {
  return (
    <Stack gap="lg">
      <div className={styles.tiles}>
        <Skeleton shape="rect" height="7.5rem" />
        <Skeleton shape="rect" height="7.5rem" />
        <Skeleton shape="rect" height="7.5rem" />
      </div>
      <Skeleton shape="rect" height="12rem" />
      <Skeleton shape="text" lines={6} />
    </Stack>
  );
}

/**
 * The establishment's patients over the last 7 days, day by day: steps (with their table), the
 * daily activity objectives met per patient, and the evolution against the 7 days before.
 */
export function ActivityOverview({ establishmentId }: { establishmentId: string }) {
  const intl = useIntl();
  const [showAll, setShowAll] = useState(false);
  const { locale } = useLocale();
  const { week, previous, settled } = useActivityWeeks(establishmentId);
  const dayLabel = (day: string) =>
    new Intl.DateTimeFormat(intlLocale(locale), {
      weekday: 'short',
      day: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day}T00:00:00Z`));

  if (!settled) {
    // Until the 7 days before have answered too: the tiles would grow by their evolution line.
    return (
      <SkeletonBlock>
        <ActivitySkeleton />
      </SkeletonBlock>
    );
  }
  return (
    <DataState query={week}>
      {(stats) => {
        const steps = dailyTotals(stats, 'StepCount');
        const stars = dailyTotals(stats, 'ActivityStars');
        const before = previous.data;
        const last = stats.starts.length - 1;
        const hasData = steps.some((value) => value !== null);
        // Patients with data, the fewest objectives met first; those without data last.
        const measured = (row: PatientRow) =>
          (row.series.ActivityStars ?? []).some((value) => value !== null) ? 0 : 1;
        const fewestFirst = [...stats.patients].sort(
          (a, b) =>
            measured(a) - measured(b) ||
            sum(a.series.ActivityStars ?? []) - sum(b.series.ActivityStars ?? []) ||
            a.lastName.localeCompare(b.lastName),
        );
        const tableHint = [messages.perPatientHint, messages.perPatientFirst]
          .map((descriptor) => intl.formatMessage(descriptor))
          .join(' ');
        const rows = showAll ? fewestFirst : fewestFirst.slice(0, tableRows);
        return (
          <Stack gap="lg">
            <div className={styles.tiles}>
              <StatTile
                label={intl.formatMessage(messages.totalSteps)}
                value={sum(steps)}
                icon={Footprints}
                {...(before
                  ? {
                      reference: sum(dailyTotals(before, 'StepCount')),
                      referenceKind: 'previousPeriod' as const,
                      referenceText: intl.formatMessage(messages.previousWeek, {
                        value: formatNumber(sum(dailyTotals(before, 'StepCount')), locale),
                      }),
                    }
                  : {})}
              />
              <StatTile
                label={intl.formatMessage(messages.objectivesMet)}
                value={sum(stars)}
                icon={Target}
                {...(before
                  ? {
                      reference: sum(dailyTotals(before, 'ActivityStars')),
                      referenceKind: 'previousPeriod' as const,
                      referenceText: intl.formatMessage(messages.previousWeek, {
                        value: formatNumber(sum(dailyTotals(before, 'ActivityStars')), locale),
                      }),
                    }
                  : {})}
              />
              <StatTile
                label={intl.formatMessage(messages.activePatients)}
                value={last >= 0 ? activeOn(stats, last) : 0}
                icon={UserCheck}
                {...(last >= 1
                  ? { reference: activeOn(stats, last - 1), referenceKind: 'previousDay' as const }
                  : {})}
              />
            </div>
            {hasData ? (
              <BarChart
                title={intl.formatMessage(messages.stepsChart)}
                summary={intl.formatMessage(messages.stepsSummary, {
                  total: formatNumber(sum(steps), locale),
                  count: stats.patients.length,
                })}
                label={intl.formatMessage(messages.stepsLabel)}
                data={stats.starts.map((day, index) => ({ x: day, value: steps[index] ?? null }))}
                xKind="day"
                aspectRatio={3}
              />
            ) : (
              <Text tone="muted">{intl.formatMessage(messages.noActivity)}</Text>
            )}
            {stats.patients.length > 0 ? (
              <Stack gap="sm">
                <Heading level={3}>{intl.formatMessage(messages.perPatient)}</Heading>
                <Text tone="muted">{tableHint}</Text>
                <Table<PatientRow>
                  caption={intl.formatMessage(messages.perPatient)}
                  captionHidden
                  rows={rows}
                  getRowKey={(row) => row.patientId}
                  columns={[
                    {
                      key: 'patient',
                      header: intl.formatMessage(messages.patientColumn),
                      rowHeader: true,
                      cell: (row) => formatPersonName(row),
                    },
                    ...stats.starts.map((day, index) => ({
                      key: day,
                      header: dayLabel(day),
                      align: 'end' as const,
                      cell: (row: PatientRow) => {
                        const value = row.series.ActivityStars?.[index];
                        return value === null || value === undefined
                          ? noValue
                          : formatNumber(value, locale);
                      },
                    })),
                    {
                      key: 'total',
                      header: intl.formatMessage(messages.weekColumn),
                      align: 'end' as const,
                      cell: (row: PatientRow) =>
                        formatNumber(sum(row.series.ActivityStars ?? []), locale),
                    },
                  ]}
                />
                {rows.length < fewestFirst.length ? (
                  <div>
                    <Button variant="secondary" onClick={() => setShowAll(true)}>
                      {intl.formatMessage(messages.showAll, { count: fewestFirst.length })}
                    </Button>
                  </div>
                ) : null}
              </Stack>
            ) : null}
          </Stack>
        );
      }}
    </DataState>
  );
}
