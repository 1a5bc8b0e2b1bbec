import { Heading, PageHeader, Skeleton, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { DataState, isSettled, SettledSections } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { PatientDeviceActions } from '../../../features/devices';
import {
  ActivityOverview,
  evolutionParam,
  EvolutionOverview,
  followUpMessages,
  InvitePatientForm,
  NextStepsSummary,
  parseEvolutionPeriod,
  PatientsList,
  patientsMessages,
  PendingRegistrations,
  useActivityWeeks,
  useEstablishmentEvolution,
  useEstablishmentPatients,
} from '../../../features/establishmentPatients';
import { RegistrationRequestsCard } from '../../../features/registrations';
import { defineMessages } from '../../../i18n/defineMessages';
import { managerPatientHref, managerPatientsListPath, useToday } from '../managerLinks';

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
 * patients without a next step (a link to each gap's list), the activity's evolution over 7 days,
 * 30 days or 12 weeks (`?periode=`) and the objectives met per patient, my patients with their
 * devices, and adding a patient by invitation. The next steps' counts come with the patients (no
 * read of the follow-up list, which is the patients list's). Under the day, the sections appear
 * together once the patients, the evolution and the week's activity have answered: the sections
 * above the others would push them down otherwise.
 */
export function ManagerHomePage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const patients = useEstablishmentPatients(establishmentId || null);
  const activity = useActivityWeeks(establishmentId || null);
  const today = useToday();
  // The evolution's period is in the URL (`?periode=30d`): a reload or "back" keeps it.
  const [params, setParams] = useSearchParams();
  const period = parseEvolutionPeriod(params);
  const evolution = useEstablishmentEvolution(establishmentId || null, period);

  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      <Text size="large">{intl.formatMessage(messages.today, { day: today })}</Text>
      <SettledSections
        settled={isSettled(patients) && isSettled(evolution) && activity.settled}
        loading={<SectionsSkeleton />}
      >
        {() => (
          <>
            {establishmentId ? (
              <RegistrationRequestsCard establishmentId={establishmentId} />
            ) : null}
            {patients.data ? (
              <PendingRegistrations
                establishmentId={establishmentId}
                applications={patients.data.patientApplications}
              />
            ) : null}
            {patients.data && patients.data.nextStepCounts.patients > 0 ? (
              <NextStepsSummary
                counts={patients.data.nextStepCounts}
                listPath={managerPatientsListPath}
              />
            ) : null}
            <section aria-labelledby="manager-activity">
              <Stack gap="lg">
                <Heading level={2} id="manager-activity">
                  {intl.formatMessage(followUpMessages.evolutionTitle)}
                </Heading>
                {establishmentId ? (
                  <>
                    <EvolutionOverview
                      establishmentId={establishmentId}
                      period={period}
                      onPeriodChange={(next) =>
                        setParams(next === '7d' ? {} : { [evolutionParam]: next }, {
                          replace: true,
                        })
                      }
                    />
                    <ActivityOverview establishmentId={establishmentId} />
                  </>
                ) : null}
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
                      limit={{ count: 8, allHref: managerPatientsListPath }}
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
