import { formatPersonName } from '@oxilio/domain';
import { ButtonLink, PageHeader, Skeleton, Stack } from '@oxilio/ui';
import { FileText } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, NavLink, Outlet } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import * as tabStyles from '../../../app/TabbedPage.css';
import {
  followUpMessages as m,
  PatientFacts,
  useFollowedPatient,
  useFollowedPatientRef,
} from '../../../features/patientFollowUp';
import { rehabilitatorArea, rehabilitatorPaths } from '../manifest';

/**
 * /reeducateur/patients/{id}: the followed patient's name, device, pathology and whether this
 * rehabilitator is the main one, the link to the printable report, then the tabs.
 */
export function PatientPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const ref = useFollowedPatientRef();
  const patient = useFollowedPatient(ref);
  const back = <Link to={rehabilitatorPaths.patients}>{intl.formatMessage(m.back)}</Link>;
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
        return (
          <>
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
            <nav aria-label={title}>
              <ul className={tabStyles.tabs}>
                {rehabilitatorArea.screens.patient.tabs.map((tab) => (
                  <li key={tab.path}>
                    <NavLink to={tab.path} className={tabStyles.tab}>
                      {intl.formatMessage(tab.title)}
                    </NavLink>
                  </li>
                ))}
              </ul>
            </nav>
            <Outlet />
          </>
        );
      }}
    </DataState>
  );
}

export default PatientPage;
