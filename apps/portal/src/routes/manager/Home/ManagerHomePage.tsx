import { Heading, PageHeader, Skeleton, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { isSettled, SettledSections } from '../../../app/DataState';
import { deferredModule, WhenNear } from '../../../app/WhenNear';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import {
  evolutionParam,
  followUpMessages,
  NextStepsSummary,
  parseEvolutionPeriod,
  patientsMessages,
  PendingRegistrations,
  useEstablishmentPatients,
} from '../../../features/establishmentPatients';
import { RegistrationRequestsCard } from '../../../features/registrations';
import { defineMessages } from '../../../i18n/defineMessages';
import { managerPatientsListPath, useToday } from '../managerLinks';
import { ActivitySkeleton, InviteSkeleton, PatientsSkeleton } from './managerHomeSkeletons';

const messages = defineMessages({
  today: { id: 'manager.home.today', defaultMessage: 'Aujourd’hui, {day}' },
});

/** The first screen's sections while the patients load: the registrations, the next steps. */
function SectionsSkeleton() {
  return (
    <Stack gap="xl">
      <Skeleton width="70%" height="1.75rem" />
      <Skeleton shape="rect" height="7.5rem" />
    </Stack>
  );
}

// Below the first screen: its code loads as the user comes near it (app/WhenNear.tsx).
const more = deferredModule(() => import('./ManagerHomeMore'), 'ManagerHomeMore');

/**
 * /responsable/home: the current day, the registrations awaiting the patients' validation, the
 * patients without a next step (a link to each gap's list), the activity's evolution over 7 days,
 * 30 days or 12 weeks (`?periode=`) and the objectives met per patient, my patients with their
 * devices, and adding a patient by invitation. The next steps' counts come with the patients (no
 * read of the follow-up list, which is the patients list's). Under the day, the first sections
 * appear together once the patients have answered (one above the others would push them down
 * otherwise); the activity and the patients, below the first screen, render with their heading
 * and skeletons until the user comes near them (issue 27: the page draws what is on screen first,
 * and a visit loads their code, the charts among it, only if it goes there).
 */
export function ManagerHomePage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const patients = useEstablishmentPatients(establishmentId || null);
  const today = useToday();
  // The evolution's period is in the URL (`?periode=30d`): a reload or "back" keeps it.
  const [params, setParams] = useSearchParams();
  const period = parseEvolutionPeriod(params);

  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      <Text size="large">{intl.formatMessage(messages.today, { day: today })}</Text>
      <SettledSections settled={isSettled(patients)} loading={<SectionsSkeleton />}>
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
                  <WhenNear placeholder={<ActivitySkeleton />} module={more}>
                    {({ ActivityBody }) => (
                      <ActivityBody
                        establishmentId={establishmentId}
                        period={period}
                        onPeriodChange={(next) =>
                          setParams(next === '7d' ? {} : { [evolutionParam]: next }, {
                            replace: true,
                          })
                        }
                      />
                    )}
                  </WhenNear>
                ) : null}
              </Stack>
            </section>
            <section aria-labelledby="manager-patients">
              <Stack gap="lg">
                <Heading level={2} id="manager-patients">
                  {intl.formatMessage(patientsMessages.myPatients)}
                </Heading>
                <WhenNear placeholder={<PatientsSkeleton />} module={more}>
                  {({ PatientsBody }) => <PatientsBody establishmentId={establishmentId} />}
                </WhenNear>
              </Stack>
            </section>
            {establishmentId ? (
              <WhenNear placeholder={<InviteSkeleton />} module={more}>
                {({ InviteBody }) => <InviteBody establishmentId={establishmentId} />}
              </WhenNear>
            ) : null}
          </>
        )}
      </SettledSections>
    </Stack>
  );
}

export default ManagerHomePage;
