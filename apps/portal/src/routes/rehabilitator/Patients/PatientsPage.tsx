import type { RehabilitatorPatient } from '@oxilio/domain/contract';
import { Heading, PageHeader, Skeleton, Stack } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { useMemo } from 'react';
import { DataState, isSettled, SettledSections } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { AlertsPanel, useAlerts, useMarkAlertSeen } from '../../../features/alerts';
import {
  AddPatient,
  ArchivedPatients,
  EndedFollowUps,
  InvitationsSent,
  PatientsList,
  patientsMessages,
  RequestsReceived,
  useEndedFollowUps,
  useLinkChanges,
  useRehabilitatorInvites,
  useRehabilitatorPatients,
} from '../../../features/rehabilitatorPatients';
import { rehabilitatorPaths } from '../manifest';

const synthesisOf = (patientId: string) =>
  `${rehabilitatorPaths.patient({ id: patientId })}/synthese`;

/** The page's sections while their data loads: a card, a heading and patient cards. */
function SectionsSkeleton() {
  return (
    <Stack gap="xl">
      <Skeleton shape="rect" height="16rem" />
      <Skeleton width="60%" height="1.75rem" />
      <Skeleton shape="rect" height="12rem" />
      <Skeleton shape="rect" height="12rem" />
    </Stack>
  );
}

/**
 * /reeducateur/patients: alerts first, then the requests received, adding a patient, the current
 * patients with their indicators (filter, sort), the follow-ups patients ended lately, invitations
 * sent, and the archives. The sections
 * appear together once the alerts, requests and patients have answered: the alerts and requests,
 * above the others, would push them down otherwise.
 */
export function PatientsPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const rehabilitatorId = user?.reeducatorId ?? '';
  const patients = useRehabilitatorPatients(rehabilitatorId || null);
  const invites = useRehabilitatorInvites(rehabilitatorId || null);
  const alerts = useAlerts(rehabilitatorId || null);
  const endedFollowUps = useEndedFollowUps(rehabilitatorId || null);
  const markSeen = useMarkAlertSeen(rehabilitatorId);
  const { link, unlink } = useLinkChanges(rehabilitatorId);
  const [current, archived] = useMemo(() => {
    const list = patients.data ?? [];
    return [
      list.filter((patient) => !patient.archived),
      list.filter((patient) => patient.archived),
    ];
  }, [patients.data]);
  const ok = async (result: Promise<{ ok: boolean }>) => (await result).ok;

  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      <SettledSections
        settled={[alerts, invites, patients, endedFollowUps].every(isSettled)}
        loading={<SectionsSkeleton />}
      >
        {() => (
          <>
            {alerts.data ? (
              <AlertsPanel
                alerts={alerts.data}
                hrefOf={synthesisOf}
                onSeen={(alert) => ok(markSeen(alert))}
              />
            ) : null}
            {invites.data ? (
              <RequestsReceived
                requests={invites.data.received}
                onConfirm={(patientId) => ok(link(patientId))}
                onRefuse={(patientId) => ok(unlink(patientId))}
              />
            ) : null}
            <AddPatient onInvite={(patientId) => ok(link(patientId))} />
            <section aria-labelledby="current-patients">
              <Stack gap="lg">
                <Heading level={2} id="current-patients">
                  {intl.formatMessage(patientsMessages.currentTitle)}
                </Heading>
                <DataState query={patients} loading={<Skeleton shape="text" lines={6} />}>
                  {() => (
                    <PatientsList
                      patients={current}
                      hrefOf={synthesisOf}
                      onArchive={(patient: RehabilitatorPatient) =>
                        ok(unlink(patient.patientId, true))
                      }
                    />
                  )}
                </DataState>
              </Stack>
            </section>
            {endedFollowUps.data ? <EndedFollowUps endedFollowUps={endedFollowUps.data} /> : null}
            {invites.data ? (
              <InvitationsSent
                invitations={invites.data.sent}
                onWithdraw={(patientId) => ok(unlink(patientId))}
                onInviteAgain={(patientId) => ok(link(patientId))}
              />
            ) : null}
            {patients.data ? (
              <ArchivedPatients
                patients={archived}
                hrefOf={synthesisOf}
                onRestore={(patient) => ok(link(patient.patientId))}
              />
            ) : null}
          </>
        )}
      </SettledSections>
    </Stack>
  );
}

export default PatientsPage;
