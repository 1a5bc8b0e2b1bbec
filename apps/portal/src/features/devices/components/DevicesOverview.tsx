import {
  dayOfInstant,
  defaultTimeZone,
  deviceSilenceRule,
  formatDate,
  formatPersonName,
  timeAgo,
} from '@oxilio/domain';
import type { EstablishmentDevice } from '@oxilio/domain/contract';
import { Badge, Button, Card, Heading, Skeleton, Stack, Text, useToast } from '@oxilio/ui';
import { ChevronDown, ChevronUp, Link2, TriangleAlert } from 'lucide-react';
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useDeviceChanges } from '../api/changeDevice';
import { useEstablishmentDevices } from '../api/getDevices';
import { AssociateDeviceDialog, type AssociateOption } from './AssociateDeviceDialog';
import { DeviceHistory } from './DeviceHistory';
import { devicesMessages as messages } from './messages';
import { PatientDeviceActions } from './PatientDeviceActions';
import { wheelTypeLabel } from './wheelTypes';
import * as styles from './devices.css';

export interface DevicesOverviewProps {
  establishmentId: string;
  /** The current patients without a device, to associate a free device with one. */
  patientsWithoutDevice: readonly { patientId: string; firstName: string; lastName: string }[];
  /** A patient's page. */
  renderPatientLink: (patient: { patientId: string; name: string }) => ReactNode;
  /** The establishment's time zone, for "yesterday". @defaultValue 'Europe/Paris' */
  timeZone?: string;
}

/** The silence threshold of the rule, in days, for the texts ("more than 2 days"). */
const silentAfterDays = deviceSilenceRule.afterHours / 24;

/** The establishment's devices: the free ones, then the associated ones, each with its history. */
export function DevicesOverview({
  establishmentId,
  patientsWithoutDevice,
  renderPatientLink,
  timeZone = defaultTimeZone,
}: DevicesOverviewProps) {
  const intl = useIntl();
  const devices = useEstablishmentDevices(establishmentId);
  const [free, associated] = useMemo(() => {
    const list = [...(devices.data ?? [])].sort((a, b) =>
      a.serialNumber.localeCompare(b.serialNumber),
    );
    // What needs attention first: the silent devices (flagged by the API), then the others.
    const withPatient = list.filter((d) => d.patient !== null);
    return [
      list.filter((d) => d.patient === null),
      [...withPatient.filter((d) => d.silent), ...withPatient.filter((d) => !d.silent)],
    ];
  }, [devices.data]);
  const silentCount = associated.filter((d) => d.silent).length;
  const candidates = useMemo(
    () =>
      patientsWithoutDevice.map((patient): AssociateOption => ({
        id: patient.patientId,
        label: formatPersonName(patient),
      })),
    [patientsWithoutDevice],
  );

  return (
    <DataState
      query={devices}
      loading={<Skeleton shape="text" lines={6} />}
      isEmpty={(data) => data.length === 0}
      empty={<Text tone="muted">{intl.formatMessage(messages.noDevices)}</Text>}
    >
      {() => (
        <Stack gap="xl">
          <section aria-labelledby="devices-available">
            <Stack gap="md">
              <Heading level={2} id="devices-available">
                {intl.formatMessage(messages.available)}
              </Heading>
              <Text tone="muted">
                {intl.formatMessage(messages.availableCount, { count: free.length })}
              </Text>
              {free.length === 0 ? (
                <Text>{intl.formatMessage(messages.noneAvailable)}</Text>
              ) : (
                <ul className={styles.grid}>
                  {free.map((device) => (
                    <li key={device.deviceId} className={styles.gridItem}>
                      <DeviceCard
                        device={device}
                        establishmentId={establishmentId}
                        timeZone={timeZone}
                      >
                        <AssociateWithPatient
                          device={device}
                          establishmentId={establishmentId}
                          candidates={candidates}
                        />
                      </DeviceCard>
                    </li>
                  ))}
                </ul>
              )}
            </Stack>
          </section>
          <section aria-labelledby="devices-associated">
            <Stack gap="md">
              <Heading level={2} id="devices-associated">
                {intl.formatMessage(messages.associated)}
              </Heading>
              <Text tone="muted">
                {intl.formatMessage(messages.associatedCount, { count: associated.length })}
              </Text>
              {silentCount > 0 ? (
                <Text>
                  {intl.formatMessage(messages.silentCount, {
                    count: silentCount,
                    days: silentAfterDays,
                  })}
                </Text>
              ) : null}
              {associated.length === 0 ? (
                <Text>{intl.formatMessage(messages.noneAssociated)}</Text>
              ) : (
                <ul className={styles.grid}>
                  {associated.map((device) => {
                    const patient = device.patient;
                    return (
                      <li key={device.deviceId} className={styles.gridItem}>
                        <DeviceCard
                          device={device}
                          establishmentId={establishmentId}
                          timeZone={timeZone}
                        >
                          {patient ? (
                            <>
                              <Text>
                                {intl.formatMessage(messages.withPatient, {
                                  name: renderPatientLink({
                                    patientId: patient.patientId,
                                    name: formatPersonName(patient),
                                  }),
                                  date: formatDate(dayOfInstant(patient.assignedAt)),
                                })}
                              </Text>
                              <Text tone="muted">
                                {intl.formatMessage(messages.wheelTypeOf, {
                                  wheel: wheelTypeLabel(patient.wheelType, (descriptor) =>
                                    intl.formatMessage(descriptor),
                                  ),
                                })}
                              </Text>
                              <div>
                                <PatientDeviceActions
                                  establishmentId={establishmentId}
                                  patient={{
                                    patientId: patient.patientId,
                                    firstName: patient.firstName,
                                    lastName: patient.lastName,
                                    device: {
                                      deviceId: device.deviceId,
                                      serialNumber: device.serialNumber,
                                    },
                                  }}
                                />
                              </div>
                            </>
                          ) : null}
                        </DeviceCard>
                      </li>
                    );
                  })}
                </ul>
              )}
            </Stack>
          </section>
        </Stack>
      )}
    </DataState>
  );
}

/** How long ago the device last sent data, or that it never did. */
function lastSeenText(
  intl: ReturnType<typeof useIntl>,
  lastSeenAt: string | null,
  timeZone: string,
): string {
  if (lastSeenAt === null) {
    return intl.formatMessage(messages.neverSeen);
  }
  const ago = timeAgo(lastSeenAt, new Date(), timeZone);
  return intl.formatMessage(messages.lastSeenAgo, { unit: ago.unit, count: -ago.value });
}

/**
 * One device: its serial number, its last data (and whether it fell silent), what the caller
 * adds, and its history.
 */
function DeviceCard({
  device,
  establishmentId,
  timeZone,
  children,
}: {
  device: EstablishmentDevice;
  establishmentId: string;
  timeZone: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const [showHistory, setShowHistory] = useState(false);
  const titleId = useId();
  const historyId = useId();
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <Stack gap="md">
        <h3 className={styles.name} id={titleId}>
          {intl.formatMessage(messages.serial, { serial: device.serialNumber })}
        </h3>
        {device.silent ? (
          <Stack gap="xs">
            <div>
              <Badge tone="warning" icon={TriangleAlert}>
                {intl.formatMessage(messages.silent, { days: silentAfterDays })}
              </Badge>
            </div>
            <Text>{lastSeenText(intl, device.lastSeenAt, timeZone)}</Text>
            <Text tone="muted">{intl.formatMessage(messages.silentHint)}</Text>
          </Stack>
        ) : (
          <Text tone="muted">{lastSeenText(intl, device.lastSeenAt, timeZone)}</Text>
        )}
        {children}
        <div>
          <Button
            variant="ghost"
            icon={showHistory ? ChevronUp : ChevronDown}
            aria-expanded={showHistory}
            aria-controls={historyId}
            onClick={() => setShowHistory((shown) => !shown)}
          >
            {intl.formatMessage(messages.history)}
          </Button>
        </div>
        <div id={historyId} hidden={!showHistory}>
          {showHistory ? (
            <DeviceHistory
              establishmentId={establishmentId}
              deviceId={device.deviceId}
              serialNumber={device.serialNumber}
            />
          ) : null}
        </div>
      </Stack>
    </Card>
  );
}

/** A free device: choose the patient to associate it with. */
function AssociateWithPatient({
  device,
  establishmentId,
  candidates,
}: {
  device: EstablishmentDevice;
  establishmentId: string;
  candidates: readonly AssociateOption[];
}) {
  const intl = useIntl();
  const toast = useToast();
  const { associate } = useDeviceChanges(establishmentId);
  const [open, setOpen] = useState(false);
  const title = intl.formatMessage(messages.associateDevice, { serial: device.serialNumber });
  return (
    <div>
      <Button
        variant="secondary"
        icon={Link2}
        onClick={() => setOpen(true)}
        aria-label={intl.formatMessage(messages.associateDeviceButton, {
          serial: device.serialNumber,
        })}
      >
        {intl.formatMessage(messages.associateToPatient)}
      </Button>
      <AssociateDeviceDialog
        open={open}
        onOpenChange={setOpen}
        title={title}
        choose="patient"
        options={candidates}
        onAssociate={async (patientId, wheelType) => {
          const result = await associate(patientId, device.deviceId, wheelType);
          if (result.ok) {
            toast.show({
              tone: 'success',
              title: intl.formatMessage(messages.associated_done, {
                serial: device.serialNumber,
                name: candidates.find((option) => option.id === patientId)?.label ?? '',
              }),
            });
          }
          return result.ok;
        }}
      />
    </div>
  );
}
