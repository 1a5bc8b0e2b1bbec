import { Heading, Skeleton, Stack } from '@oxilio/ui';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { TagList, useAchievements } from '../../../features/achievements';
import { useCurrentUser } from '../../../features/users';

/**
 * The profile's success tab (/profil/success): the tags earned, with the day each was earned, and
 * those still to earn with the patient's progress.
 */
export function ProfileSuccessPage() {
  const title = useScreenTitle();
  const user = useCurrentUser();
  return (
    <Stack gap="xl">
      <Heading level={2}>{title}</Heading>
      <DataState query={user} loading={<TabSkeleton />}>
        {(account) => (account.patientId ? <Tags patientId={account.patientId} /> : null)}
      </DataState>
    </Stack>
  );
}

function Tags({ patientId }: { patientId: string }) {
  const achievements = useAchievements(patientId);
  return (
    <DataState query={achievements} loading={<TabSkeleton />}>
      {(data) => <TagList achievements={data} headingLevel={3} />}
    </DataState>
  );
}

function TabSkeleton() {
  return (
    <Stack gap="lg">
      <Skeleton shape="text" lines={2} />
      <Skeleton shape="rect" height={120} />
      <Skeleton shape="rect" height={120} />
    </Stack>
  );
}

export default ProfileSuccessPage;
