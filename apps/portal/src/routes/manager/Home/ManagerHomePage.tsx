import { Heading, PageHeader, Skeleton, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { DataState, isSettled, SettledSections } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { PatientDeviceActions } from '../../../features/devices';
import {
  ActivityOverview,
  InvitePatientForm,
  PatientsList,
  patientsMessages,
  PendingRegistrations,
  useActivityWeeks,
  useEstablishmentPatients,
} from '../../../features/establishmentPatients';
import { defineMessages } from '../../../i18n/defineMessages';
import { managerPatientHref, useToday } from '../managerLinks';
import { managerPaths } from '../manifest';

const messages = defineMessages({
  today: { id: 'manager.home.today', defaultMessage: 'Aujourd’hui, {day}' },
});

/** The page's sections while their data loads: a heading, the activity's tiles and chart, a list. */
function SectionsSkeleton() {
  return (
    <Stack gap="xl">
      <Skeleton width="70%" height="1.75rem" />
      <Skeleton shape="rect" height="7.5rem" />
      <Skeleton shape="rect" height="14rem" />
      <Skeleton shape="rect" height="12rem" />
    </Stack>
  );
}

/**
 * /responsable/home: the current day, the registrations awaiting the patients' validation, the
 * patients' activity over the last 7 days and its evolution, my patients with their devices, and
 * adding a patient by invitation. Under the day, the sections appear together once the patients and
 * the two weeks of activity have answered: the registrations and the activity, above the others,
 * would push them down otherwise.
 */
export function ManagerHomePage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const patients = useEstablishmentPatients(establishmentId || null);
  const activity = useActivityWeeks(establishmentId || null);
  const today = useToday();

  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      <Text size="large">{intl.formatMessage(messages.today, { day: today })}</Text>
      <SettledSections
        settled={isSettled(patients) && activity.settled}
        loading={<SectionsSkeleton />}
      >
        {() => (
          <>
            {patients.data ? (
              <PendingRegistrations
                establishmentId={establishmentId}
                applications={patients.data.patientApplications}
              />
            ) : null}
            <section aria-labelledby="manager-activity">
              <Stack gap="lg">
                <Heading level={2} id="manager-activity">
                  {intl.formatMessage(patientsMessages.activityTitle)}
                </Heading>
                {establishmentId ? <ActivityOverview establishmentId={establishmentId} /> : null}
              </Stack>
            </section>
            <section aria-labelledby="manager-patients">
              <Stack gap="lg">
                <Heading level={2} id="manager-patients">
                  {intl.formatMessage(patientsMessages.myPatients)}
                </Heading>
                <DataState query={patients} loading={<Skeleton shape="text" lines={6} />}>
                  {(data) => (
                    <PatientsList
                      patients={data.patients}
                      hrefOf={managerPatientHref}
                      limit={{ count: 8, allHref: `${managerPaths.patients}/list` }}
                      empty={<Text tone="muted">{intl.formatMessage(patientsMessages.none)}</Text>}
                      renderActions={(patient) => (
                        <PatientDeviceActions establishmentId={establishmentId} patient={patient} />
                      )}
                    />
                  )}
                </DataState>
              </Stack>
            </section>
            {establishmentId ? <InvitePatientForm establishmentId={establishmentId} /> : null}
          </>
        )}
      </SettledSections>
    </Stack>
  );
}

export default ManagerHomePage;
