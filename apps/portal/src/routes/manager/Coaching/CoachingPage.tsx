import { defaultTimeZone } from '@oxilio/domain';
import { ButtonLink, EmptyState, PageHeader, Skeleton, Stack, Text } from '@oxilio/ui';
import { HeartHandshake, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import {
  CoachingSessions,
  coachingMessages as messages,
  useCoachingChanges,
  useCoachingSessions,
} from '../../../features/coaching';
import { useEstablishment } from '../../../features/establishment';
import { managerPaths } from '../manifest';

/** /responsable/coaching: the planned sessions (mark done, cancel), the history, adding one. */
export default function CoachingPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const sessions = useCoachingSessions(establishmentId || null);
  const establishment = useEstablishment(establishmentId || null);
  const changes = useCoachingChanges(establishmentId);
  const add = (
    <ButtonLink as={Link} to={managerPaths.coachingAdd} icon={Plus}>
      {intl.formatMessage(messages.add)}
    </ButtonLink>
  );
  return (
    <Stack gap="xl">
      <PageHeader title={title} actions={add} />
      <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
      <DataState
        query={sessions}
        loading={<Skeleton shape="text" lines={6} />}
        isEmpty={(data) => data.sessions.length === 0}
        empty={
          <EmptyState
            icon={HeartHandshake}
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyBody)}
            action={add}
          />
        }
      >
        {(data) => (
          <CoachingSessions
            sessions={data.sessions}
            timeZone={establishment.data?.timeZone ?? defaultTimeZone}
            onUpdate={changes.update}
          />
        )}
      </DataState>
    </Stack>
  );
}
