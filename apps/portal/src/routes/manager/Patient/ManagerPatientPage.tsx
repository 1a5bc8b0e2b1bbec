import {
  dayOfInstant,
  defaultTimeZone,
  formatBirthDate,
  formatDate,
  formatPersonName,
  lastCompletedDays,
  todayIn,
} from '@oxilio/domain';
import type { EstablishmentPatient, PatientProfile } from '@oxilio/domain/contract';
import { Alert, BarChart, Card, Heading, Link, Skeleton, Stack, Text } from '@oxilio/ui';
import { ArrowLeft, NotebookPen } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useSession } from '../../../auth/session';
import { PatientDeviceActions, wheelTypeLabel } from '../../../features/devices';
import { useEstablishment } from '../../../features/establishment';
import {
  PatientBadges,
  patientsMessages as messages,
  useEstablishmentPatients,
  useManagedPatient,
} from '../../../features/establishmentPatients';
import { PatientFollowUpCard } from '../../../features/followUpRequests';
import {
  useEstablishmentTimeZone,
  useEstablishmentToday,
  usePatientStats,
} from '../../../features/stats';
import { ClinicalNotesSection, clinicalNotesMessages } from '../../../features/clinicalNotes';
import { PatientRelativesCard } from '../../../features/relatives';
import { managerPaths } from '../manifest';
import { ClinicalFileLink } from './ClinicalFileLink';
import * as styles from './ManagerPatientPage.css';

/** The notes' section on the page, which the link at the top goes to. */
const notesAnchor = 'notes';

/**
 * /responsable/patients/:id: one patient for their establishment's manager: personal information,
 * registration, the relatives to call (read only), device (associate, dissociate, end of service), who follows them (and asking a
 * rehabilitator of the team to: `#demander-un-suivi`), and the last 7 days' steps.
 */
export function ManagerPatientPage() {
  const intl = useIntl();
  const { id = '' } = useParams<{ id: string }>();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const profile = useManagedPatient(id || null);
  const current = useEstablishmentPatients(establishmentId || null);
  const listed = current.data?.patients.find((patient) => patient.patientId === id);

  return (
    <Stack gap="xl">
      <div>
        <RouterLink className={styles.back} to={`${managerPaths.patients}/list`}>
          <ArrowLeft aria-hidden="true" size={18} /> {intl.formatMessage(messages.back)}
        </RouterLink>
      </div>
      <DataState query={profile} loading={<Skeleton shape="text" lines={8} />}>
        {(patient) => (
          <PatientFile establishmentId={establishmentId} patient={patient} listed={listed} />
        )}
      </DataState>
    </Stack>
  );
}

function PatientFile({
  establishmentId,
  patient,
  listed,
}: {
  establishmentId: string;
  patient: PatientProfile;
  listed: EstablishmentPatient | undefined;
}) {
  const intl = useIntl();
  const name = formatPersonName(patient);
  const notGiven = intl.formatMessage(messages.notGiven);
  const archived = patient.archivedAt !== null;
  const rows: [string, ReactNode][] = [
    [intl.formatMessage(messages.email), patient.email ?? notGiven],
    [intl.formatMessage(messages.phoneNumber), patient.phone ?? notGiven],
    [
      intl.formatMessage(messages.birthDate),
      patient.birthDate ? formatBirthDate(patient.birthDate) : notGiven,
    ],
    [
      intl.formatMessage(messages.registration),
      intl.formatMessage(
        patient.registrationStatus === 'pending_validation'
          ? messages.awaitingValidation
          : messages.registrationActive,
      ),
    ],
  ];
  return (
    <Stack gap="xl">
      <Stack gap="sm">
        <Heading level={2}>{name}</Heading>
        {listed ? <PatientBadges patient={listed} /> : null}
        <ClinicalFileLink patientId={patient.patientId} />
        <div>
          <Link href={`#${notesAnchor}`} standalone weight="bold" className={styles.clinicalFile}>
            <NotebookPen aria-hidden="true" focusable="false" size={20} />
            {intl.formatMessage(clinicalNotesMessages.title)}
          </Link>
        </div>
      </Stack>
      {archived ? (
        <Alert tone="info">
          {intl.formatMessage(messages.archivedOn, {
            date: formatDate(dayOfInstant(patient.archivedAt ?? '')),
          })}
        </Alert>
      ) : null}
      <Card as="section" title={intl.formatMessage(messages.personalInformation)} headingLevel={3}>
        <dl className={styles.details}>
          {rows.map(([term, value]) => (
            <div key={term}>
              <dt>
                <Text as="span" weight="bold">
                  {term}
                </Text>
              </dt>
              <dd className={styles.definition}>
                <Text as="span">{value}</Text>
              </dd>
            </div>
          ))}
        </dl>
      </Card>
      <PatientRelativesCard patientId={patient.patientId} />
      {archived ? null : (
        <Card as="section" title={intl.formatMessage(messages.deviceTitle)} headingLevel={3}>
          <Stack gap="md">
            <Text>
              {patient.device
                ? intl.formatMessage(messages.deviceSince, {
                    serial: patient.device.serialNumber,
                    date: formatDate(dayOfInstant(patient.device.assignedAt)),
                  })
                : intl.formatMessage(messages.noDevice)}
            </Text>
            {patient.device ? (
              <Text tone="muted">
                {wheelTypeLabel(patient.device.wheelType, (d) => intl.formatMessage(d))}
              </Text>
            ) : null}
            <div>
              <PatientDeviceActions
                establishmentId={establishmentId}
                patient={{
                  patientId: patient.patientId,
                  firstName: patient.firstName,
                  lastName: patient.lastName,
                  device: patient.device,
                }}
              />
            </div>
          </Stack>
        </Card>
      )}
      {archived ? null : (
        <PatientFollowUpCard establishmentId={establishmentId} patient={patient} />
      )}
      <PatientResults patientId={patient.patientId} />
      <ManagerPatientNotes patientId={patient.patientId} />
    </Stack>
  );
}

/**
 * The patient's clinical notes (docs/decisions/clinical-notes.md): the manager is of the care
 * team, reads and writes them here (`#notes`, linked from the top of the page).
 */
function ManagerPatientNotes({ patientId }: { patientId: string }) {
  const { user } = useSession();
  const timeZone = useEstablishmentTimeZone(user?.establishmentId);
  const today = useEstablishmentToday(user?.establishmentId);
  return (
    <ClinicalNotesSection
      id={notesAnchor}
      patientId={patientId}
      timeZone={timeZone}
      today={today}
    />
  );
}

/**
 * The last 7 days' steps (the completed days ending yesterday) against the objective, with the
 * chart's table.
 */
function PatientResults({ patientId }: { patientId: string }) {
  const intl = useIntl();
  // "Yesterday" where the establishment is (its time zone), as the API counts days.
  const { user } = useSession();
  const establishment = useEstablishment(user?.establishmentId);
  const timeZone = establishment.isLoading
    ? null
    : (establishment.data?.timeZone ?? defaultTimeZone);
  const week = timeZone ? lastCompletedDays(todayIn(timeZone)) : null;
  const stats = usePatientStats(
    week
      ? { patientId, types: ['StepCount', 'StepCountObjective'], from: week.from, to: week.to }
      : null,
  );
  return (
    <section aria-labelledby="manager-patient-results">
      <Stack gap="md">
        <Heading level={3} id="manager-patient-results">
          {intl.formatMessage(messages.results)}
        </Heading>
        <DataState query={stats} loading={<Skeleton shape="text" lines={4} />}>
          {(data) => (
            <BarChart
              title={intl.formatMessage(messages.stepsLabel)}
              label={intl.formatMessage(messages.stepsLabel)}
              data={data.starts.map((day, index) => ({
                x: day,
                value: data.series.StepCount?.[index] ?? null,
              }))}
              objective={data.series.StepCountObjective ?? undefined}
            />
          )}
        </DataState>
      </Stack>
    </section>
  );
}

export default ManagerPatientPage;
