import { formatDate, formatDayOfInstant, formatPersonName, type OutcomeBand } from '@oxilio/domain';
import type { OutcomeResult } from '@oxilio/domain/contract';
import { Badge, Card, Disclosure, LineChart, ListRow, ListRows, Stack, Text } from '@oxilio/ui';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import {
  bandLimits,
  chartPoints,
  chartThreshold,
  type BandLimits,
  type MeasureGroup,
} from '../model/outcomeView';
import { outcomeMessages as m } from './messages';
import { PatientMeasuredResults } from './PatientMeasuredResults';
import { StrikeResult } from './StrikeResult';
import { useOutcomeText, type OutcomeText } from './useOutcomeText';
import * as styles from './outcomes.css';
import { useTimeZone } from '../../stats';

const judgementTone = { improved: 'success', withinError: 'default', worse: 'danger' } as const;

/** The band's tone as a badge: a risk band is a warning. */
export const bandBadgeTone = (bands: readonly OutcomeBand[], id: string | null) => {
  const tone = bands.find((band) => band.id === id)?.tone;
  return tone === 'risk' ? 'warning' : tone === 'good' ? 'success' : 'neutral';
};

function limitsText(text: OutcomeText, key: MeasureGroup['key'], limits: BandLimits): string {
  switch (limits.kind) {
    case 'below':
      return `${limits.included ? '≤' : '<'} ${text.value(key, limits.value)}`;
    case 'above':
      return `${limits.included ? '≥' : '>'} ${text.value(key, limits.value)}`;
    case 'between':
      return `${text.number(key, limits.from)}–${text.value(key, limits.to)}`;
  }
}

export interface OutcomeMeasureCardProps {
  group: MeasureGroup;
  /** The result being struck out, if any. */
  striking?: string;
  onStrike?: (id: string, reason: string) => Promise<unknown>;
}

function Change({
  text,
  label,
  result,
  which,
}: {
  text: OutcomeText;
  label: typeof m.sinceFirst;
  result: OutcomeResult;
  which: 'sinceFirst' | 'sincePrevious';
}) {
  const intl = useIntl();
  const change = result[which];
  if (!change) {
    return null;
  }
  return (
    <Text tone={judgementTone[change.judgement]}>
      {intl.formatMessage(label, {
        judgement: text.judgement(change.judgement),
        change: text.change(result.measureKey, change.change),
      })}
    </Text>
  );
}

/**
 * One test in the patient's file: the latest result with its band and its change since the first
 * and the previous result judged against the MCID, the chart (with its table) and the threshold,
 * the bands with their source, then every result with its conditions, struck-out ones crossed.
 */
export function OutcomeMeasureCard({ group, striking, onStrike }: OutcomeMeasureCardProps) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const text = useOutcomeText();
  const rowId = useId();
  const { key, measure, latest, series } = group;
  const points = chartPoints(series);
  const threshold = chartThreshold(key);
  const latestBand = latest ? text.band(latest.band) : null;
  return (
    <Card as="section" title={text.name(key)} headingLevel={3}>
      <Stack gap="md">
        {latest ? (
          <Stack gap="xs">
            <Text weight="bold">
              {intl.formatMessage(m.latest, {
                value: text.value(key, latest.value),
                date: formatDate(latest.measuredOn),
              })}
            </Text>
            {latestBand ? (
              <Text>
                <Badge tone={bandBadgeTone(measure.bands, latest.band)}>
                  {intl.formatMessage(m.band, { band: latestBand })}
                </Badge>
              </Text>
            ) : null}
            <Change text={text} label={m.sinceFirst} result={latest} which="sinceFirst" />
            <Change text={text} label={m.sincePrevious} result={latest} which="sincePrevious" />
          </Stack>
        ) : null}
        {points.length > 0 ? (
          <LineChart
            title={text.name(key)}
            summary={intl.formatMessage(m.chartSummary, {
              count: points.length,
              from: formatDate(points[0]!.x),
              to: formatDate(points.at(-1)!.x),
            })}
            data={points.map((point) => ({ x: point.x, values: { value: point.value } }))}
            series={[{ id: 'value', label: intl.formatMessage(m.chartValue) }]}
            unit={text.unit(key)}
            formatValue={(value) => text.number(key, value)}
            {...(threshold !== null && measure.bandsSource
              ? {
                  objective: threshold,
                  objectiveLabel: intl.formatMessage(m.threshold, {
                    source: measure.bandsSource.short,
                  }),
                }
              : {})}
          />
        ) : null}
        {measure.bands.length > 0 && measure.bandsSource ? (
          <Stack gap="xs">
            <Text weight="bold">
              {intl.formatMessage(m.bandsHeading, { source: measure.bandsSource.short })}
            </Text>
            <ul className={styles.bands}>
              {bandLimits(measure).map(({ id, limits }) => (
                <li key={id}>
                  <Text as="span">
                    {limits
                      ? intl.formatMessage(m.bandWithLimits, {
                          band: text.band(id) ?? '',
                          limits: limitsText(text, key, limits),
                        })
                      : text.band(id)}
                  </Text>
                </li>
              ))}
            </ul>
          </Stack>
        ) : null}
        <PatientMeasuredResults results={group.patientMeasured} reader="careTeam" />
        <Text tone="muted" size="small">
          {intl.formatMessage(m.mcid, {
            value: text.value(key, measure.mcid.value),
            source: measure.mcid.source.short,
          })}
        </Text>
        {/* Every result stays one click away; the card leads with the latest and the chart. */}
        <Disclosure summary={intl.formatMessage(m.history, { count: group.results.length })}>
          <ListRows variant="divided" as="ol">
            {[...group.results].reverse().map((result) => {
              const id = `${rowId}-${result.id}`;
              return (
                <ListRow
                  key={result.id}
                  actions={
                    result.canStrike && onStrike ? (
                      <StrikeResult
                        result={result}
                        describedBy={id}
                        pending={striking === result.id}
                        onStrike={(reason) => onStrike(result.id, reason)}
                      />
                    ) : null
                  }
                >
                  <Stack gap="xs">
                    <Text
                      weight="bold"
                      id={id}
                      className={result.struck ? styles.struck : undefined}
                    >
                      {result.band && !result.struck
                        ? intl.formatMessage(m.resultLineBand, {
                            date: formatDate(result.measuredOn),
                            value: text.value(key, result.value),
                            band: text.band(result.band) ?? '',
                          })
                        : intl.formatMessage(m.resultLine, {
                            date: formatDate(result.measuredOn),
                            value: text.value(key, result.value),
                          })}
                    </Text>
                    <Text size="small">
                      {intl.formatMessage(m.conditions, {
                        aid: text.aid(result.walkingAid),
                        assistance: text.assistance(result.assistance),
                        withDevice: String(result.withDevice),
                      })}
                    </Text>
                    <Text size="small" tone="muted">
                      {result.measuredBy.role === 'patient'
                        ? intl.formatMessage(m.measuredByPatient)
                        : intl.formatMessage(m.measuredBy, {
                            name: formatPersonName(result.measuredBy),
                          })}
                    </Text>
                    {result.comment ? <Text size="small">{result.comment}</Text> : null}
                    {result.struck ? (
                      <Text size="small" tone="muted">
                        {intl.formatMessage(m.struck, {
                          date: formatDayOfInstant(result.struck.at, undefined, timeZone),
                          name: formatPersonName({
                            firstName: result.struck.byFirstName,
                            lastName: result.struck.byLastName,
                          }),
                          reason: result.struck.reason,
                        })}
                      </Text>
                    ) : null}
                  </Stack>
                </ListRow>
              );
            })}
          </ListRows>
        </Disclosure>
      </Stack>
    </Card>
  );
}
