import {
  formatDate,
  formatDuration,
  noValue,
  sessionOutcomeMessages,
  windowStart,
} from '@oxilio/domain';
import type { Locale } from '@oxilio/locales';
import { Button, EmptyState, Stack, Table, Text, type TableColumn } from '@oxilio/ui';
import { CalendarX } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useSessionHistory } from '../api/getSessionHistory';
import { sessionRowOf, type SessionRow } from '../model/sessionRows';
import { followUpMessages as m } from './messages';

const historyDays = 90;
const pageSize = 20;

/** A scale in a header, "Douleur (0-3)": its range stays on one line (a word joiner after "-"). */
const unbrokenRange = (header: string) => header.replace(/(\d)-(\d)/g, '$1-\u2060$2');
/** A duration, "17 min 15 s", on one line in its narrow column. */
const unbroken = (text: string) => text.replace(/ /g, '\u00a0');

/** The sessions of the last 90 days, newest first, 20 at a time. */
export function SessionHistory({ patientId, today }: { patientId: string; today: string }) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const [shown, setShown] = useState(pageSize);
  const query = useSessionHistory({
    patientId,
    from: windowStart(today, historyDays),
    to: today,
    limit: 500,
  });
  const number = (value: number | null) =>
    value === null ? noValue : intl.formatNumber(value, { maximumFractionDigits: 1 });
  const columns: TableColumn<SessionRow>[] = [
    {
      key: 'day',
      header: intl.formatMessage(m.colDate),
      rowHeader: true,
      cell: (row) => formatDate(row.day, locale),
    },
    {
      key: 'program',
      header: intl.formatMessage(m.colProgram),
      cell: (row) => (
        <>
          {row.program}
          <br />
          <Text as="span" size="small" tone="muted">
            {intl.formatMessage(row.isSelfRehabilitation ? m.selfRehabilitation : m.supervised)}
          </Text>
        </>
      ),
    },
    {
      key: 'duration',
      header: intl.formatMessage(m.colDuration),
      align: 'end',
      cell: (row) => unbroken(formatDuration(row.durationSeconds, locale)),
    },
    {
      key: 'completion',
      header: intl.formatMessage(m.colCompletion),
      // A sentence, not a figure: read from its start.
      cell: (row) => (
        <>
          {intl.formatMessage(sessionOutcomeMessages.summary, { ...row.outcome })}
          {row.notCounted ? (
            <>
              <br />
              <Text as="span" size="small" tone="muted">
                {intl.formatMessage(m.notCounted, { reason: row.notCounted })}
              </Text>
            </>
          ) : null}
        </>
      ),
    },
    {
      key: 'effort',
      header: unbrokenRange(intl.formatMessage(m.colEffort)),
      align: 'end',
      cell: (row) => number(row.effort),
    },
    {
      key: 'pain',
      header: unbrokenRange(intl.formatMessage(m.colPain)),
      align: 'end',
      cell: (row) => number(row.pain),
    },
    {
      key: 'difficulty',
      header: unbrokenRange(intl.formatMessage(m.colDifficulty)),
      align: 'end',
      cell: (row) => number(row.difficulty),
    },
  ];
  return (
    <DataState
      query={query}
      isEmpty={(list) => list.sessions.length === 0}
      empty={
        <EmptyState icon={CalendarX} title={intl.formatMessage(m.sessionsNone)} headingLevel={2} />
      }
    >
      {(list) => {
        const rows = list.sessions.map(sessionRowOf);
        return (
          <Stack gap="md">
            <Table
              caption={intl.formatMessage(m.sessionsCaption)}
              columns={columns}
              rows={rows.slice(0, shown)}
              getRowKey={(row) => row.key}
            />
            <Text as="p" size="small" tone="muted" aria-live="polite">
              {intl.formatMessage(m.sessionsShown, {
                shown: Math.min(shown, rows.length),
                total: rows.length,
              })}
            </Text>
            {shown < rows.length ? (
              <div>
                <Button variant="secondary" onClick={() => setShown((count) => count + pageSize)}>
                  {intl.formatMessage(m.sessionsMore)}
                </Button>
              </div>
            ) : null}
          </Stack>
        );
      }}
    </DataState>
  );
}
