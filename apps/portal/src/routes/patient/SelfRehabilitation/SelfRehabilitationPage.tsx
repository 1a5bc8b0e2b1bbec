import { ButtonLink, Card, EmptyState, PageHeader, Stack, Text } from '@oxilio/ui';
import { CalendarX, Video } from 'lucide-react';
import { useEffect } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import {
  PendingResults,
  RealtimeIndicator,
  SessionOfTheDay,
  SessionStatusBadge,
  sessionMessages,
  useCurrentSession,
  useFollowedByRehabilitator,
} from '../../../features/sessions';
import { useRealtime } from '../../../features/playerQueue';
import { patientArea, patientPaths } from '../manifest';

/** The supervised program's exercises to watch again, when one is assigned. */
function SupervisedProgram({ patientId }: { patientId: string }) {
  const intl = useIntl();
  const { data } = useCurrentSession(patientId, { isSelfRehabilitation: false });
  if (!data?.session) {
    return null;
  }
  return (
    <Card as="section" title={intl.formatMessage(sessionMessages.supervisedTitle)} headingLevel={2}>
      <Stack gap="md" align="start">
        <SessionStatusBadge session={data.session} />
        <Text>
          {intl.formatMessage(sessionMessages.supervisedBody, {
            program: data.session.programName,
          })}
        </Text>
        <ButtonLink
          as={RouterLink}
          to={patientPaths.rehabilitationVideo}
          variant="secondary"
          icon={Video}
        >
          {intl.formatMessage(sessionMessages.supervisedLink)}
        </ButtonLink>
      </Stack>
    </Card>
  );
}

/**
 * /auto-reeducation: the self-rehabilitation session of the day (start, resume, or redo once done,
 * its duration, equipment and exercises), where the results go (real time only when a
 * rehabilitator follows the patient and the connection is up), what waits to be sent,
 * and the supervised program's exercises.
 */
export function SelfRehabilitationPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const patientId = user?.patientId ?? null;
  const realtime = useRealtime();
  const followed = useFollowedByRehabilitator(patientId);
  const query = useCurrentSession(patientId, { isSelfRehabilitation: true });
  // The player's code is fetched now, so that it is on the device if the connection drops later.
  useEffect(() => {
    void patientArea.screens.session.page().catch(() => undefined);
  }, []);
  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      <RealtimeIndicator realtime={realtime} followed={followed} />
      {patientId ? (
        <PendingResults patientId={patientId} steps={query.data?.session?.steps} />
      ) : null}
      <DataState query={query}>
        {(current) =>
          current.status === 'notAssigned' || !current.session ? (
            <EmptyState
              icon={CalendarX}
              headingLevel={2}
              title={intl.formatMessage(sessionMessages.noSessionTitle)}
              description={intl.formatMessage(sessionMessages.noSessionBody)}
            />
          ) : (
            <SessionOfTheDay
              current={{ ...current, session: current.session }}
              playerPath={patientPaths.session}
            />
          )
        }
      </DataState>
      {patientId ? <SupervisedProgram patientId={patientId} /> : null}
    </Stack>
  );
}

export default SelfRehabilitationPage;
