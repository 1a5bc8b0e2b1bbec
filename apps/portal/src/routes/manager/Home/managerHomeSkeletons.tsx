import { Skeleton, Stack } from '@oxilio/ui';

/** The activity's evolution and objectives while they come: the tiles, the chart, the table. */
export function ActivitySkeleton() {
  return (
    <Stack gap="lg">
      <Skeleton shape="rect" height="7.5rem" />
      <Skeleton shape="rect" height="14rem" />
      <Skeleton shape="rect" height="12rem" />
    </Stack>
  );
}

/** My patients while they come: a few lines of the list. */
export function PatientsSkeleton() {
  return <Skeleton shape="text" lines={6} />;
}

/** Adding a patient while its form comes: a card of about its height. */
export function InviteSkeleton() {
  return <Skeleton shape="rect" height="24rem" />;
}
