import { defaultTimeZone } from '@oxilio/domain';
import { Link, PageHeader, Skeleton, Stack, Text, useToast } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { useCurrentPatients } from '../../../features/adaptedActivitiesAdmin';
import {
  CoachingForm,
  coachingMessages as messages,
  useCoachingChanges,
} from '../../../features/coaching';
import { useEstablishment } from '../../../features/establishment';
import { managerPaths } from '../manifest';

/** /responsable/coaching/add: plan a coaching session for a patient, or record one. */
export default function CoachingAddPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const toast = useToast();
  const navigate = useNavigate();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const patients = useCurrentPatients(establishmentId || null);
  const establishment = useEstablishment(establishmentId || null);
  const changes = useCoachingChanges(establishmentId);
  return (
    <Stack gap="xl">
      <Link as={RouterLink} to={managerPaths.coaching} standalone>
        {intl.formatMessage(messages.back)}
      </Link>
      <PageHeader title={title} />
      <DataState
        query={patients}
        loading={<Skeleton shape="text" lines={8} />}
        isEmpty={(data) => data.patients.every((patient) => patient.archived)}
        empty={<Text>{intl.formatMessage(messages.noPatient)}</Text>}
      >
        {(data) => (
          <CoachingForm
            patients={data.patients.filter((patient) => !patient.archived)}
            timeZone={establishment.data?.timeZone ?? defaultTimeZone}
            onSave={changes.create}
            onSaved={(name) => {
              toast.show({ tone: 'success', title: intl.formatMessage(messages.saved, { name }) });
              void navigate(managerPaths.coaching);
            }}
          />
        )}
      </DataState>
    </Stack>
  );
}
