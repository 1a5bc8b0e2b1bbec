import { dayOfInstant, formatDate, formatPersonName } from '@oxilio/domain';
import type { DeviceAssignmentEntry } from '@oxilio/domain/contract';
import { Skeleton, Table, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useDeviceHistory } from '../api/getDeviceHistory';
import { devicesMessages as messages } from './messages';

export interface DeviceHistoryProps {
  establishmentId: string;
  deviceId: string;
  serialNumber: string;
}

/** Which patients had the device, from when to when, newest first. */
export function DeviceHistory({ establishmentId, deviceId, serialNumber }: DeviceHistoryProps) {
  const intl = useIntl();
  const history = useDeviceHistory(establishmentId, deviceId);
  const dateOf = (instant: string) => formatDate(dayOfInstant(instant));
  return (
    <DataState
      query={history}
      loading={<Skeleton shape="text" lines={3} />}
      isEmpty={(data) => data.assignments.length === 0}
      empty={<Text tone="muted">{intl.formatMessage(messages.historyEmpty)}</Text>}
    >
      {(data) => (
        <Table<DeviceAssignmentEntry>
          caption={intl.formatMessage(messages.historyOf, { serial: serialNumber })}
          captionHidden
          rows={data.assignments}
          getRowKey={(row) => row.assignmentId}
          columns={[
            {
              key: 'patient',
              header: intl.formatMessage(messages.historyPatient),
              rowHeader: true,
              cell: (row) =>
                `${formatPersonName(row.patient)}${
                  row.patient.archived ? ` ${intl.formatMessage(messages.historyArchived)}` : ''
                }`,
            },
            {
              key: 'from',
              header: intl.formatMessage(messages.historyFrom),
              cell: (row) => dateOf(row.assignedAt),
            },
            {
              key: 'to',
              header: intl.formatMessage(messages.historyTo),
              cell: (row) =>
                row.unassignedAt === null
                  ? intl.formatMessage(messages.historyNow)
                  : dateOf(row.unassignedAt),
            },
          ]}
        />
      )}
    </DataState>
  );
}
