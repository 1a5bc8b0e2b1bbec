import { evolutionPeriods, formatDate, formatNumber, type EvolutionPeriod } from '@oxilio/domain';
import type { EstablishmentEvolution } from '@oxilio/domain/contract';
import { BarChart, RadioGroup, Skeleton, SkeletonBlock, Stack, StatTile, Text } from '@oxilio/ui';
import { Footprints, Target, UserCheck } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useEstablishmentEvolution } from '../api/getFollowUp';
import { followUpMessages as messages } from './followUpMessages';
import * as styles from './establishmentPatients.css';

const periodLabels: Record<EvolutionPeriod, MessageDescriptor> = {
  '7d': messages.period7d,
  '30d': messages.period30d,
  '12w': messages.period12w,
};

export interface EvolutionOverviewProps {
  establishmentId: string;
  period: EvolutionPeriod;
  /** Changes the period (the screen keeps it in the URL). */
  onPeriodChange: (period: EvolutionPeriod) => void;
}

/** The tiles and the chart while they load. */
function EvolutionSkeleton() {
  return (
    <SkeletonBlock>
      <Stack gap="lg">
        <div className={styles.tiles}>
          <Skeleton shape="rect" height="7.5rem" />
          <Skeleton shape="rect" height="7.5rem" />
          <Skeleton shape="rect" height="7.5rem" />
        </div>
        <Skeleton shape="rect" height="12rem" />
      </Stack>
    </SkeletonBlock>
  );
}

/**
 * The establishment's activity over 7 days, 30 days or 12 weeks, as the API computes it: steps,
 * daily activity objectives met and active patients against the period before, and the steps per
 * day (or per week) in a chart with its table.
 */
export function EvolutionOverview({
  establishmentId,
  period,
  onPeriodChange,
}: EvolutionOverviewProps) {
  const intl = useIntl();
  const evolution = useEstablishmentEvolution(establishmentId, period);
  return (
    <Stack gap="lg">
      <RadioGroup
        label={intl.formatMessage(messages.period)}
        orientation="horizontal"
        value={period}
        onValueChange={(value) => onPeriodChange(value as EvolutionPeriod)}
        options={evolutionPeriods.map((value) => ({
          value,
          label: intl.formatMessage(periodLabels[value]),
        }))}
      />
      <DataState query={evolution} loading={<EvolutionSkeleton />}>
        {(data) => <EvolutionFigures data={data} />}
      </DataState>
    </Stack>
  );
}

function EvolutionFigures({ data }: { data: EstablishmentEvolution }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const previous = (value: number | null): { reference?: number; referenceText?: ReactNode } =>
    value === null
      ? {}
      : {
          reference: value,
          referenceText: intl.formatMessage(messages.previous, {
            value: formatNumber(value, locale),
          }),
        };
  const hasData = data.points.some((point) => point.steps !== null);
  return (
    <Stack gap="lg">
      <Text tone="muted">
        {intl.formatMessage(messages.range, {
          period: data.period,
          from: formatDate(data.from),
          to: formatDate(data.to),
        })}
      </Text>
      <div className={styles.tiles}>
        <StatTile
          label={intl.formatMessage(messages.steps)}
          value={data.total.steps ?? 0}
          icon={Footprints}
          referenceKind="previousPeriod"
          {...previous(data.previous.steps)}
        />
        <StatTile
          label={intl.formatMessage(messages.objectivesMet)}
          value={data.total.objectivesMet ?? 0}
          icon={Target}
          referenceKind="previousPeriod"
          {...previous(data.previous.objectivesMet)}
        />
        <StatTile
          label={intl.formatMessage(messages.activePatients)}
          value={data.total.activePatients}
          icon={UserCheck}
          referenceKind="previousPeriod"
          {...previous(data.previous.activePatients)}
        />
      </div>
      {hasData ? (
        <BarChart
          title={intl.formatMessage(messages.chartTitle, { scale: data.scale })}
          summary={intl.formatMessage(messages.chartSummary, {
            total: formatNumber(data.total.steps ?? 0, locale),
            count: data.patients,
          })}
          label={intl.formatMessage(messages.steps)}
          data={data.points.map((point) => ({ x: point.start, value: point.steps }))}
          xKind={data.scale === 'Week' ? 'week' : 'day'}
          aspectRatio={3}
        />
      ) : (
        <Text tone="muted">{intl.formatMessage(messages.noActivity)}</Text>
      )}
    </Stack>
  );
}
