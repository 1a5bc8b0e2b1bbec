import { todayIn } from '@oxilio/domain';
import { PageHeader, Skeleton } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link, useSearchParams } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useEstablishment } from '../../../features/establishment';
import {
  followUpMessages as m,
  PatientFacts,
  useFollowedPatient,
  useFollowedPatientRef,
} from '../../../features/patientFollowUp';
import { ReportView, reportPeriodOf } from '../../../features/report';
import { rehabilitatorPaths } from '../manifest';

/**
 * /reeducateur/patients/{id}/rapport?from=&to=: the printable report of a patient over a period
 * (default: the last 4 weeks), kept in the address so that it can be reopened.
 */
export function PatientReportPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const ref = useFollowedPatientRef();
  const patient = useFollowedPatient(ref);
  const [search, setSearch] = useSearchParams();
  // Today where the patient's establishment is: the default period ends on its last completed
  // day (yesterday; today is in progress, docs/decisions/weeks-on-completed-days.md).
  const establishment = useEstablishment(patient.data?.establishmentId);
  const today = todayIn(establishment.data?.timeZone);
  const period = reportPeriodOf(search.get('from'), search.get('to'), today);
  return (
    <div>
      <div data-print="hidden">
        <PageHeader
          title={title}
          back={
            ref ? (
              <Link to={rehabilitatorPaths.patient({ id: ref.patientId })}>
                {intl.formatMessage(m.backToPatient)}
              </Link>
            ) : undefined
          }
        />
      </div>
      {establishment.isLoading ? (
        <Skeleton shape="rect" height={320} />
      ) : (
        <DataState query={patient} loading={<Skeleton shape="rect" height={320} />}>
          {(data) => (
            <ReportView
              patient={data}
              facts={<PatientFacts patient={data} deviceNumber />}
              period={period}
              today={today}
              timeZone={establishment.data?.timeZone}
              onPeriodChange={(next) =>
                setSearch(new URLSearchParams({ from: next.from, to: next.to }), { replace: true })
              }
            />
          )}
        </DataState>
      )}
    </div>
  );
}

export default PatientReportPage;
