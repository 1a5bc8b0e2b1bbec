import { PageHeader, Stack } from '@oxilio/ui';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { SessionPlayerScreen } from '../../../features/sessions';
import { patientPaths } from '../manifest';

export interface SessionPlayerPageProps {
  /** The self-rehabilitation session (/session, /auto-reeducation/video) or the supervised one. */
  isSelfRehabilitation?: boolean;
  /** Where a relaunch plays (this screen's path). */
  playerPath?: string;
}

/**
 * The session player's screen: /session and /auto-reeducation/video play the self-rehabilitation
 * session of the day; /reeducation/video the supervised program's (RehabilitationVideoPage).
 */
export function SessionPlayerPage({
  isSelfRehabilitation = true,
  playerPath = patientPaths.session,
}: SessionPlayerPageProps) {
  const title = useScreenTitle();
  const { user } = useSession();
  return (
    <Stack gap="xl">
      <PageHeader title={title} />
      {user?.patientId ? (
        <SessionPlayerScreen
          patientId={user.patientId}
          isSelfRehabilitation={isSelfRehabilitation}
          backTo={patientPaths.selfRehabilitation}
          playerPath={playerPath}
        />
      ) : null}
    </Stack>
  );
}

export default SessionPlayerPage;
