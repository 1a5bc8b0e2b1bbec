import { formatDuration, formatNumber } from '@oxilio/domain';
import type { StatsResponse } from '@oxilio/domain/contract';
import { BarChart, Stack, StatTile, Text, cx } from '@oxilio/ui';
import { Clock } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { myDayMessages as messages } from '../messages';
import type { usageKeys } from './UsageCard';
import * as styles from './MyDay.css';

export interface UsageDetailProps {
  /** `GET /patients/{id}/stats` for `usageKeys`, by day, the last day being yesterday. */
  stats: Pick<StatsResponse, 'starts' | 'series'>;
}

const isNumber = (value: number | null | undefined): value is number => typeof value === 'number';

/**
 * Device use: yesterday's wear time against the 7-day average, its detail (seated, standing, of
 * which walking, self-rehabilitation), and the 7 days as bars with their table.
 */
export function UsageDetail({ stats }: UsageDetailProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const last = stats.starts.length - 1;
  const series = (key: (typeof usageKeys)[number]) => stats.series[key] ?? [];
  const yesterday = (key: (typeof usageKeys)[number]) => series(key)[last] ?? null;
  const usage = series('Usage');
  const usedDays = usage.filter(isNumber).filter((seconds) => seconds > 0);
  const average =
    usedDays.length > 0
      ? usedDays.reduce((sum, seconds) => sum + seconds, 0) / usedDays.length
      : null;
  // Hours, minutes and seconds, as every duration the product shows (docs/product.md#constants).
  const duration = (seconds: number | null) => formatDuration(seconds, locale);
  const usageYesterday = yesterday('Usage');

  const detail: { label: string; seconds: number | null; indented?: boolean }[] = [
    { label: intl.formatMessage(messages.seated), seconds: yesterday('sittingTime') },
    { label: intl.formatMessage(messages.standing), seconds: yesterday('StandTime') },
    { label: intl.formatMessage(messages.walking), seconds: yesterday('WalkTime'), indented: true },
    {
      label: intl.formatMessage(messages.selfRehabilitation),
      seconds: yesterday('SelfRehabilitation'),
    },
  ];

  return (
    <Stack gap="xl">
      <div className={styles.usageTop}>
        <StatTile
          label={intl.formatMessage(messages.usageYesterday)}
          value={usageYesterday ?? duration(null)}
          displayValue={duration(usageYesterday)}
          icon={Clock}
          {...(usageYesterday !== null && average !== null
            ? { reference: average, referenceKind: 'average' as const }
            : {})}
          referenceText={
            average !== null
              ? intl.formatMessage(messages.usageAverage, {
                  duration: duration(average),
                  days: usedDays.length,
                })
              : undefined
          }
        />
        {usageYesterday !== null ? (
          <Stack gap="sm">
            <Text weight="bold">{intl.formatMessage(messages.usageDetail)}</Text>
            <dl className={styles.detail}>
              {detail.map((row) => (
                <div key={row.label} className={styles.detailRow}>
                  <dt className={cx(styles.detailTerm, row.indented && styles.detailIndented)}>
                    {row.label}
                  </dt>
                  <dd className={styles.detailValue}>{duration(row.seconds)}</dd>
                </div>
              ))}
            </dl>
          </Stack>
        ) : null}
      </div>
      <BarChart
        title={intl.formatMessage(messages.usageChart)}
        summary={
          average !== null
            ? intl.formatMessage(messages.usageChartSummary, {
                days: usedDays.length,
                duration: duration(average),
              })
            : intl.formatMessage(messages.usageChartEmpty)
        }
        label={intl.formatMessage(messages.usageLabel)}
        data={stats.starts.map((x, index) => {
          const seconds = usage[index];
          return { x, value: isNumber(seconds) ? seconds / 3600 : null };
        })}
        formatValue={(hours) => (hours === 0 ? formatNumber(0, locale) : duration(hours * 3600))}
        aspectRatio={3}
      />
    </Stack>
  );
}
