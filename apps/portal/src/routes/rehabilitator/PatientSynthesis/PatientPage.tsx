import { formatPersonName } from '@oxilio/domain';
import { ButtonLink, PageHeader, Skeleton, Stack } from '@oxilio/ui';
import { FileText } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, Outlet } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { ApiResultError } from '../../../app/swr';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { TabLinks } from '../../../app/TabLinks';
import {
  followUpMessages as m,
  PatientFacts,
  useFollowedPatient,
  useFollowedPatientRef,
} from '../../../features/patientFollowUp';
import { FollowUpEndedNotice, useEndedFollowUps } from '../../../features/rehabilitatorPatients';
import { PrescriptionWarning } from '../../../features/programs';
import { TimeZoneScope } from '../../../features/stats';
import { rehabilitatorArea, rehabilitatorPaths } from '../manifest';

/**
 * /reeducateur/patients/{id}: the followed patient's name, device, pathology and whether this
 * rehabilitator is the main one, the link to the printable report, then the tabs. A patient no
 * longer followed (404): when they stopped sharing with this rehabilitator, and a way back.
 */
export function PatientPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const ref = useFollowedPatientRef();
  const patient = useFollowedPatient(ref);
  const back = <Link to={rehabilitatorPaths.patients}>{intl.formatMessage(m.back)}</Link>;
  // Not (or no longer) followed: say so, and when the patient stopped sharing, rather than a retry.
  const notFollowed =
    patient.error instanceof ApiResultError && patient.error.result.status === 404;
  const ended = useEndedFollowUps(notFollowed ? ref?.rehabilitatorId : null);
  if (ref && notFollowed) {
    return (
      <Stack gap="md">
        <PageHeader title={title} back={back} />
        <DataState query={ended} loading={<Skeleton shape="rect" height={120} />}>
          {(list) => <FollowUpEndedNotice patientId={ref.patientId} endedFollowUps={list} />}
        </DataState>
      </Stack>
    );
  }
  return (
    <DataState
      query={patient}
      loading={
        <Stack gap="md">
          <PageHeader title={title} back={back} />
          <Skeleton shape="rect" height={200} />
        </Stack>
      }
    >
      {(data) => {
        const name = formatPersonName(data);
        // The file's instants are shown in the patient's establishment's time zone.
        return (
          <TimeZoneScope establishmentId={data.establishmentId}>
            <PageHeader
              title={name}
              back={back}
              description={<PatientFacts patient={data} />}
              actions={
                <ButtonLink
                  as={Link}
                  to={rehabilitatorPaths.patientReport({ id: data.patientId })}
                  variant="secondary"
                  icon={FileText}
                >
                  {intl.formatMessage(m.report)}
                </ButtonLink>
              }
            />
            <PrescriptionWarning
              patientId={data.patientId}
              programsHref={`${rehabilitatorPaths.patient({ id: data.patientId })}/auto-reeducation`}
            />
            <TabLinks
              label={title}
              links={rehabilitatorArea.screens.patient.tabs.map((tab) => ({
                key: tab.path,
                to: tab.path,
                label: intl.formatMessage(tab.title),
              }))}
            />
            <Outlet />
          </TimeZoneScope>
        );
      }}
    </DataState>
  );
}

export default PatientPage;
