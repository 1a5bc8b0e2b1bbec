import { todayIn } from '@oxilio/domain';
import { Link, PageHeader, Skeleton } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { usePatientProfile } from '../../../features/account';
import { ReportView, reportPeriodOf } from '../../../features/report';
import { useEstablishmentTimeZone } from '../../../features/stats';
import { defineMessages } from '../../../i18n/defineMessages';
import { patientPaths } from '../manifest';

const messages = defineMessages({
  back: { id: 'patient.summary.back', defaultMessage: 'Retour à mon compte' },
  intro: {
    id: 'patient.summary.intro',
    defaultMessage:
      'Choisissez la période, puis imprimez ce résumé ou enregistrez-le en PDF pour votre médecin. Vous pouvez aussi télécharger ses tableaux pour un tableur (CSV).',
  },
});

/**
 * /profil/summary?from=&to=: the patient's own summary for their doctor over a period (default:
 * the last 4 weeks, kept in the address): the care team's printable report, with what the patient
 * reads of themselves (docs/decisions/patient-summary.md).
 */
export function ProfileSummaryPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const profile = usePatientProfile(user?.patientId);
  const [search, setSearch] = useSearchParams();
  // Today where the patient's establishment is: the default period ends on its last completed day.
  const timeZone = useEstablishmentTimeZone(profile.data?.establishmentId);
  const today = todayIn(timeZone);
  const period = reportPeriodOf(search.get('from'), search.get('to'), today);
  return (
    <div>
      <PageHeader
        title={title}
        description={<span data-print="hidden">{intl.formatMessage(messages.intro)}</span>}
        back={
          <Link as={RouterLink} to={`${patientPaths.profile}/account`} data-print="hidden">
            {intl.formatMessage(messages.back)}
          </Link>
        }
      />
      {user?.patientId ? (
        <DataState query={profile} loading={<Skeleton shape="rect" height={320} />}>
          {(patient) => (
            <ReportView
              patient={patient}
              audience="patient"
              period={period}
              today={today}
              timeZone={timeZone}
              onPeriodChange={(next) =>
                setSearch(new URLSearchParams({ from: next.from, to: next.to }), { replace: true })
              }
            />
          )}
        </DataState>
      ) : null}
    </div>
  );
}

export default ProfileSummaryPage;
