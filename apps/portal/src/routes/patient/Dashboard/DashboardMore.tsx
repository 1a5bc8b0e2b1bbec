import type { StatsResponse } from '@oxilio/domain/contract';
import { Skeleton } from '@oxilio/ui';
import { DataState, type DataStateProps } from '../../../app/DataState';
import { UsageDetail } from '../../../features/myDay';

export { MyGoals } from '../../../features/goals';
export { StarsSummary } from '../../../features/myDay';

/**
 * The device's use over the last 7 days (`usePatientStats` for `usageKeys`, asked for by the page
 * with the day): a part of My day below its first screen (DashboardPage.tsx), whose chart's code
 * loads as the patient comes near it (app/WhenNear.tsx), as do My goals' and the stars'.
 */
export function UsageBody({ stats }: { stats: DataStateProps<StatsResponse>['query'] }) {
  return (
    <DataState query={stats} loading={<Skeleton shape="text" lines={6} />}>
      {(data) => <UsageDetail stats={data} />}
    </DataState>
  );
}
