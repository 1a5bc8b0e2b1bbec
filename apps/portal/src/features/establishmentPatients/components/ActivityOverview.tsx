import { formatDateLabel, formatNumber, formatPersonName, noValue } from '@oxilio/domain';
import type { PatientsStatsResponse } from '@oxilio/domain/contract';
import { Button, Heading, Skeleton, SkeletonBlock, Stack, Table, Text } from '@oxilio/ui';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useActivityWeeks } from '../api/getPatientsStats';
import { followUpMessages } from './followUpMessages';
import { patientsMessages as messages } from './messages';

/** Rows of the per-patient table before "show all". */
const tableRows = 8;

type PatientRow = PatientsStatsResponse['patients'][number];

const sum = (values: readonly (number | null | undefined)[]) =>
  values.reduce<number>((total, value) => total + (value ?? 0), 0);

/**
 * The daily activity objectives met per patient and per day over the last 7 days, the fewest met
 * first and the patients without data last (the evolution above gives the establishment's totals).
 */
export function ActivityOverview({ establishmentId }: { establishmentId: string }) {
  const intl = useIntl();
  const [showAll, setShowAll] = useState(false);
  const { locale } = useLocale();
  const { week, settled } = useActivityWeeks(establishmentId);
  const dayLabel = (day: string) => formatDateLabel(day, locale, 'weekdayAndDay');

  if (!settled) {
    return (
      <SkeletonBlock>
        <Skeleton shape="text" lines={6} />
      </SkeletonBlock>
    );
  }
  return (
    <DataState query={week}>
      {(stats) => {
        if (stats.patients.length === 0) {
          return null;
        }
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
        const title = intl.formatMessage(followUpMessages.perPatientWeek);
        return (
          <Stack gap="sm">
            <Heading level={3}>{title}</Heading>
            <Text tone="muted">{tableHint}</Text>
            <Table<PatientRow>
              caption={title}
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
        );
      }}
    </DataState>
  );
}
