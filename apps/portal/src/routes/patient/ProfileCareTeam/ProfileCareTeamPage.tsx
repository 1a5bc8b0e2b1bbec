import { Heading, Skeleton, Stack } from '@oxilio/ui';
import { DataState, isSettled, SettledSections } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { CareRequestsCard, CareTeamCard, useCareTeam } from '../../../features/careTeam';
import { useInvitations } from '../../../features/invitations';

/**
 * The profile's care team tab (/profil/care-team): requests waiting for the patient's answer
 * first (a next step), then who follows them, each with "stop sharing my data"
 * (docs/decisions/patient-care-team.md).
 */
export function ProfileCareTeamPage() {
  const title = useScreenTitle();
  const { user } = useSession();
  const patientId = user?.patientId ?? null;
  const team = useCareTeam(patientId);
  const requests = useInvitations(patientId);
  return (
    <Stack gap="xl">
      <Heading level={2}>{title}</Heading>
      {patientId ? (
        <SettledSections
          settled={[team, requests].every(isSettled)}
          loading={<Skeleton shape="rect" height="14rem" />}
        >
          {() => (
            <>
              {requests.data ? (
                <CareRequestsCard patientId={patientId} requests={requests.data} />
              ) : null}
              <DataState query={team} loading={<Skeleton shape="rect" height="14rem" />}>
                {(data) => <CareTeamCard patientId={patientId} members={data.members} />}
              </DataState>
            </>
          )}
        </SettledSections>
      ) : null}
    </Stack>
  );
}

export default ProfileCareTeamPage;
