import { Heading, Skeleton, Stack } from '@oxilio/ui';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { RankLadder, RankOverview, useAchievements } from '../../../features/achievements';
import { useCurrentUser } from '../../../features/users';

/**
 * The profile's rank tab (/profil/rank): where the patient stands (current rank, progress to the
 * next, stars) and every rank of the ladder with its threshold.
 */
export function ProfileRankPage() {
  const title = useScreenTitle();
  const user = useCurrentUser();
  return (
    <Stack gap="xl">
      <Heading level={2}>{title}</Heading>
      <DataState query={user} loading={<TabSkeleton />}>
        {(account) => (account.patientId ? <Ranks patientId={account.patientId} /> : null)}
      </DataState>
    </Stack>
  );
}

function Ranks({ patientId }: { patientId: string }) {
  const achievements = useAchievements(patientId);
  return (
    <DataState query={achievements} loading={<TabSkeleton />}>
      {(data) => (
        <Stack gap="xxl">
          <RankOverview achievements={data} headingLevel={3} />
          <RankLadder achievements={data} headingLevel={3} />
        </Stack>
      )}
    </DataState>
  );
}

function TabSkeleton() {
  return (
    <Stack gap="lg">
      <Skeleton shape="rect" height={160} />
      <Skeleton shape="text" lines={6} />
    </Stack>
  );
}

export default ProfileRankPage;
