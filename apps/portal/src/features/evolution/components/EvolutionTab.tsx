import type { StatsResponse } from '@oxilio/domain/contract';
import { EmptyState, Skeleton, Stack, Text } from '@oxilio/ui';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useSession } from '../../../auth/session';
import { useCurrentUser } from '../../users';
import { useEvolutionStats } from '../api/getEvolutionStats';
import { useObjectiveCompletion } from '../api/getObjectiveCompletion';
import {
  buildView,
  completionRange,
  firstMeasuredDay,
  readViewParams,
  type EvolutionView,
} from '../model/view';
import {
  EvolutionBarChart,
  EvolutionCompletionChart,
  EvolutionLineChart,
  EvolutionStackedChart,
} from './EvolutionCharts';
import { evolutionMessages as m } from './messages';
import { StartComparison } from './StartComparison';
import { evolutionTabs, statsKeysOf, type CompletionSpec, type EvolutionTabName } from './tabs';
import * as styles from './Evolution.css';

/**
 * The tab's sections while its stats load, each at about its final size (the "since the start"
 * card, then one block per chart, in the same grid), so that nothing moves when the charts come.
 */
function TabSkeleton({ tab }: { tab: EvolutionTabName }) {
  const spec = evolutionTabs[tab];
  return (
    <Stack gap="xl" data-testid="evolution-skeleton">
      {'comparisons' in spec ? (
        <Skeleton shape="rect" className={styles.comparisonSkeleton} />
      ) : null}
      <div className={styles.charts}>
        {spec.charts.map((chart) => (
          <Skeleton key={chart.id} shape="rect" className={styles.chartSkeleton} />
        ))}
      </div>
    </Stack>
  );
}

/** The completion charts of a tab: one percentages call per scale, from the first measured day. */
function CompletionCharts({
  patientId,
  specs,
  view,
}: {
  patientId: string;
  specs: readonly CompletionSpec[];
  view: EvolutionView;
}) {
  const keys = useMemo(
    () => [...new Set(specs.flatMap((spec) => spec.series.map((s) => s.key)))],
    [specs],
  );
  const range = view.firstDay ? completionRange(view.scale, view.lastDay, view.firstDay) : null;
  const query = useObjectiveCompletion(patientId, keys, range);
  // While another scale's answer is still shown (SWR keeps the previous data), wait for this one.
  const current =
    query.data && range && query.data.scale === range.scale && query.data.from === range.from
      ? query.data
      : undefined;
  return (
    <DataState
      query={{ ...query, data: current }}
      loading={specs.map((spec) => (
        <Skeleton key={spec.id} shape="rect" className={styles.chartSkeleton} />
      ))}
    >
      {(percentages) =>
        specs.map((spec) => (
          <EvolutionCompletionChart
            key={spec.id}
            spec={spec}
            view={view}
            percentages={percentages}
          />
        ))
      }
    </DataState>
  );
}

function TabCharts({
  tab,
  patientId,
  stats,
}: {
  tab: EvolutionTabName;
  patientId: string;
  stats: StatsResponse;
}) {
  const intl = useIntl();
  const spec = evolutionTabs[tab];
  const [search] = useSearchParams();
  const { period, scale } = readViewParams(search);
  const view = useMemo(() => buildView(stats, { period, scale }), [stats, period, scale]);
  const completions = spec.charts.filter((chart) => chart.kind === 'completion');
  return (
    <Stack gap="xl">
      <Text tone="muted">{intl.formatMessage(m.todayInProgress)}</Text>
      {'comparisons' in spec ? (
        <StartComparison stats={stats} comparisons={spec.comparisons} />
      ) : null}
      <div className={styles.charts}>
        {spec.charts.map((chart) => {
          switch (chart.kind) {
            case 'bar':
              return <EvolutionBarChart key={chart.id} spec={chart} view={view} />;
            case 'line':
              return <EvolutionLineChart key={chart.id} spec={chart} view={view} />;
            case 'stacked':
              return <EvolutionStackedChart key={chart.id} spec={chart} view={view} />;
            case 'completion':
              return null;
          }
        })}
        {completions.length > 0 ? (
          <CompletionCharts patientId={patientId} specs={completions} view={view} />
        ) : null}
      </div>
    </Stack>
  );
}

/**
 * One tab of the evolution screen: its stats of the last two years fetched once, cut by the period
 * and the scale of the URL; a friendly word while the device has measured nothing yet.
 */
export function EvolutionTab({ tab }: { tab: EvolutionTabName }) {
  const intl = useIntl();
  const { user: session } = useSession();
  const { data: user } = useCurrentUser();
  // The access token names the patient: the stats are asked at once, not after the account.
  const patientId = session?.patientId ?? user?.patientId ?? null;
  const keys = useMemo(() => statsKeysOf(evolutionTabs[tab]), [tab]);
  const stats = useEvolutionStats(patientId, keys);
  return (
    <DataState
      query={stats}
      loading={<TabSkeleton tab={tab} />}
      isEmpty={(data) => firstMeasuredDay(data) === null}
      empty={
        <EmptyState
          icon={LineChartIcon}
          title={intl.formatMessage(m.noDataTitle)}
          description={intl.formatMessage(m.noDataDescription)}
        />
      }
    >
      {(data) => <TabCharts tab={tab} patientId={patientId ?? data.patientId} stats={data} />}
    </DataState>
  );
}
