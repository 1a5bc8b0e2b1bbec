import { dayOfInstant, formatDate, formatPersonName } from '@oxilio/domain';
import type { EstablishmentPatient } from '@oxilio/domain/contract';
import { Badge, Inline, ListRow, ListRows, Stack, Text, TextField } from '@oxilio/ui';
import { Archive, CalendarClock, Hourglass, Tablet, Unplug } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { patientsMessages as messages } from './messages';
import * as styles from './establishmentPatients.css';

export interface PatientsListProps {
  patients: readonly EstablishmentPatient[];
  /** A patient's page. */
  hrefOf: (patientId: string) => string;
  /** Actions on a patient (associate or dissociate a device). */
  renderActions?: (patient: EstablishmentPatient) => ReactNode;
  /** What to say when there is no patient at all. */
  empty: ReactNode;
  /** Offers a search by name from this many patients. @defaultValue 6 */
  filterFrom?: number;
  /**
   * Without a search, shows only this many, those needing an action first (no device, registration
   * to validate, end of service), and a link to all of them.
   */
  limit?: { count: number; allHref: string };
  /** Level of the patients' names: 3 under a section heading, 2 directly under the page's. @defaultValue 3 */
  headingLevel?: 2 | 3;
}

const byName = (a: EstablishmentPatient, b: EstablishmentPatient) =>
  a.lastName.localeCompare(b.lastName) || a.firstName.localeCompare(b.firstName);

/** No device, registration to validate or end of service first; then by name. */
const attention = (patient: EstablishmentPatient) =>
  (patient.device === null ? 0 : 4) +
  (patient.registrationStatus === 'pending_validation' ? 0 : 2) +
  (patient.archiveScheduledFor === null ? 1 : 0);

const normalise = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The establishment's patients by last name: device, registration and archiving at a glance. */
export function PatientsList({
  patients,
  hrefOf,
  renderActions,
  empty,
  filterFrom = 6,
  limit,
  headingLevel = 3,
}: PatientsListProps) {
  const NameHeading = headingLevel === 2 ? 'h2' : 'h3';
  const intl = useIntl();
  const [term, setTerm] = useState('');
  const shown = useMemo(() => {
    const wanted = normalise(term.trim());
    if (wanted === '' && limit) {
      return [...patients]
        .sort((a, b) => attention(a) - attention(b) || byName(a, b))
        .slice(0, limit.count);
    }
    return [...patients]
      .sort(byName)
      .filter((patient) => wanted === '' || normalise(formatPersonName(patient)).includes(wanted));
  }, [patients, term, limit]);

  if (patients.length === 0) {
    return <>{empty}</>;
  }
  return (
    <Stack gap="md">
      <Text tone="muted">{intl.formatMessage(messages.count, { count: patients.length })}</Text>
      {patients.length >= filterFrom ? (
        <TextField
          label={intl.formatMessage(messages.filter)}
          hint={intl.formatMessage(messages.filterHint)}
          type="search"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          autoComplete="off"
        />
      ) : null}
      {shown.length === 0 ? (
        <Text role="status">{intl.formatMessage(messages.noMatch, { term: term.trim() })}</Text>
      ) : (
        <ListRows>
          {shown.map((patient) => (
            <ListRow
              key={patient.patientId}
              actions={
                renderActions && !patient.archived ? <div>{renderActions(patient)}</div> : null
              }
            >
              <Stack gap="xs">
                <NameHeading className={styles.name}>
                  <RouterLink className={styles.nameLink} to={hrefOf(patient.patientId)}>
                    {formatPersonName(patient)}
                  </RouterLink>
                </NameHeading>
                <PatientBadges patient={patient} />
              </Stack>
            </ListRow>
          ))}
        </ListRows>
      )}
      {limit && shown.length < patients.length && term.trim() === '' ? (
        <p>
          <RouterLink className={styles.nameLink} to={limit.allHref}>
            {intl.formatMessage(messages.seeAll, { count: patients.length })}
          </RouterLink>
        </p>
      ) : null}
    </Stack>
  );
}

/** Device, registration and archiving of a patient, as badges. */
export function PatientBadges({ patient }: { patient: EstablishmentPatient }) {
  const intl = useIntl();
  return (
    <Inline gap="sm" wrap>
      {patient.device ? (
        <Badge tone="info" icon={Tablet}>
          {intl.formatMessage(messages.device, { serial: patient.device.serialNumber })}
        </Badge>
      ) : patient.archived ? null : (
        <Badge tone="neutral" icon={Unplug}>
          {intl.formatMessage(messages.noDevice)}
        </Badge>
      )}
      {patient.registrationStatus === 'pending_validation' ? (
        <Badge tone="warning" icon={Hourglass}>
          {intl.formatMessage(messages.awaitingValidation)}
        </Badge>
      ) : null}
      {patient.archived ? (
        <Badge tone="neutral" icon={Archive}>
          {intl.formatMessage(messages.archived)}
        </Badge>
      ) : patient.archiveScheduledFor ? (
        <Badge tone="warning" icon={CalendarClock}>
          {intl.formatMessage(messages.archiveScheduled, {
            date: formatDate(patient.archiveScheduledFor),
          })}
        </Badge>
      ) : null}
      {patient.archived && patient.serviceEndedAt ? (
        <Text tone="muted" as="span">
          {intl.formatMessage(messages.serviceEnded, {
            date: formatDate(dayOfInstant(patient.serviceEndedAt)),
          })}
        </Text>
      ) : null}
    </Inline>
  );
}
