import { formatDate, formatPersonName } from '@oxilio/domain';
import type { OutcomeResult } from '@oxilio/domain/contract';
import { Stack, Table, Text, type TableColumn } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { outcomeMessages as m } from './messages';
import { useOutcomeText, type OutcomeText } from './useOutcomeText';

/** The results measured in the period, oldest first (struck-out ones included: they are part of the record). */
export function resultsInPeriod(
  results: readonly OutcomeResult[],
  from: string,
  to: string,
): OutcomeResult[] {
  return results
    .filter((result) => result.measuredOn >= from && result.measuredOn <= to)
    .sort(
      (a, b) =>
        a.measuredOn.localeCompare(b.measuredOn) || a.recordedAt.localeCompare(b.recordedAt),
    );
}

const since = (text: OutcomeText, result: OutcomeResult) =>
  result.sinceFirst
    ? `${text.judgement(result.sinceFirst.judgement)} (${text.change(result.measureKey, result.sinceFirst.change)})`
    : '';

/** The rows of the tests' CSV: a header, then one line per result of the period. */
export function useOutcomeCsvRows() {
  const intl = useIntl();
  const text = useOutcomeText();
  return (results: readonly OutcomeResult[]) => [
    [
      intl.formatMessage(m.colDate),
      intl.formatMessage(m.colTest),
      intl.formatMessage(m.colResult),
      intl.formatMessage(m.colUnit),
      intl.formatMessage(m.colBand),
      intl.formatMessage(m.colSinceFirst),
      intl.formatMessage(m.walkingAid),
      intl.formatMessage(m.assistance),
      intl.formatMessage(m.withDevice),
      intl.formatMessage(m.colMeasuredBy),
      intl.formatMessage(m.comment),
      intl.formatMessage(m.colStruck),
    ],
    ...results.map((result) => [
      result.measuredOn,
      text.name(result.measureKey),
      result.value,
      text.unit(result.measureKey),
      text.band(result.band) ?? '',
      since(text, result),
      text.aid(result.walkingAid),
      text.assistance(result.assistance),
      result.withDevice ? '1' : '0',
      result.measuredBy.role === 'patient'
        ? intl.formatMessage(m.measuredByPatient)
        : formatPersonName(result.measuredBy),
      result.comment ?? '',
      result.struck?.reason ?? '',
    ]),
  ];
}

/** The printable report's table of the standardised tests measured in the period. */
export function OutcomeReportTable({ results }: { results: readonly OutcomeResult[] }) {
  const intl = useIntl();
  const text = useOutcomeText();
  if (results.length === 0) {
    return <Text as="p">{intl.formatMessage(m.reportNone)}</Text>;
  }
  const columns: TableColumn<OutcomeResult>[] = [
    {
      key: 'date',
      header: intl.formatMessage(m.colDate),
      rowHeader: true,
      cell: (row) => formatDate(row.measuredOn),
    },
    {
      key: 'test',
      header: intl.formatMessage(m.colTest),
      cell: (row) => text.name(row.measureKey),
    },
    {
      key: 'value',
      header: intl.formatMessage(m.colResult),
      align: 'end',
      cell: (row) =>
        row.struck
          ? `${text.value(row.measureKey, row.value)} — ${intl.formatMessage(m.colStruck)} : ${row.struck.reason}`
          : text.value(row.measureKey, row.value),
    },
    {
      key: 'band',
      header: intl.formatMessage(m.colBand),
      cell: (row) => text.band(row.band) ?? '',
    },
    { key: 'since', header: intl.formatMessage(m.colSinceFirst), cell: (row) => since(text, row) },
    {
      key: 'conditions',
      header: intl.formatMessage(m.colConditions),
      cell: (row) =>
        intl.formatMessage(m.conditions, {
          aid: text.aid(row.walkingAid),
          assistance: text.assistance(row.assistance),
          withDevice: String(row.withDevice),
        }),
    },
  ];
  return (
    <Stack gap="sm">
      <Table
        caption={intl.formatMessage(m.reportTitle)}
        columns={columns}
        rows={[...results]}
        getRowKey={(row) => row.id}
      />
    </Stack>
  );
}
