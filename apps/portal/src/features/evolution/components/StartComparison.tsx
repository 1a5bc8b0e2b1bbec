import { formatDate, metricDefinitions } from '@oxilio/domain';
import type { StatsResponse } from '@oxilio/domain/contract';
import { Card, StatTile, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { compareWithStart, firstMeasuredDay } from '../model/view';
import { evolutionMessages as m } from './messages';
import type { ComparisonSpec } from './tabs';
import { unitText } from './units';
import * as styles from './Evolution.css';

/** "Since the start": the last four weeks against the first four, whatever the period shown. */
export function StartComparison({
  stats,
  comparisons,
}: {
  stats: StatsResponse;
  comparisons: readonly ComparisonSpec[];
}) {
  const intl = useIntl();
  const firstDay = firstMeasuredDay(stats);
  const figures = comparisons.flatMap((spec) => {
    const comparison = compareWithStart(stats, spec.key, spec.reading);
    return comparison ? [{ spec, comparison }] : [];
  });
  const start = figures[0]?.comparison.start.from;
  return (
    <Card as="section" title={intl.formatMessage(m.since)} headingLevel={3}>
      {start === undefined ? (
        <Text tone="muted">
          {intl.formatMessage(m.sinceTooSoon, { date: formatDate(firstDay) })}
        </Text>
      ) : (
        <Stack gap="lg">
          <Text tone="muted">
            {intl.formatMessage(m.sinceDescription, { date: formatDate(start) })}
          </Text>
          <div className={styles.tiles}>
            {figures.map(({ spec, comparison }) => {
              const unit = unitText(intl, spec.unit);
              const now = unit.convert(comparison.now.value);
              const before = unit.convert(comparison.start.value);
              if (now === null) {
                return null;
              }
              return (
                <StatTile
                  key={spec.key}
                  label={intl.formatMessage(spec.label, { scale: 'day' })}
                  value={now}
                  displayValue={unit.format(now)}
                  unit={unit.word}
                  reference={before ?? undefined}
                  referenceKind="start"
                  higherIsBetter={metricDefinitions[spec.key].higherIsBetter !== false}
                  referenceText={
                    before === null
                      ? undefined
                      : intl.formatMessage(m.sinceStart, {
                          value: unit.word
                            ? intl.formatMessage(m.valueWithUnit, {
                                value: unit.format(before),
                                unit: unit.word,
                              })
                            : unit.format(before),
                        })
                  }
                />
              );
            })}
          </div>
        </Stack>
      )}
    </Card>
  );
}
