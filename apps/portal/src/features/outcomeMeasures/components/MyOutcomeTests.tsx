import { formatDate } from '@oxilio/domain';
import { Badge, Card, EmptyState, LineChart, Stack, Text } from '@oxilio/ui';
import { ClipboardList } from 'lucide-react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useOutcomeResults } from '../api/outcomeResults';
import {
  chartPoints,
  chartThreshold,
  measureGroups,
  type MeasureGroup,
} from '../model/outcomeView';
import { outcomeMessages as m } from './messages';
import { bandBadgeTone } from './OutcomeMeasureCard';
import { PatientMeasuredResults } from './PatientMeasuredResults';
import { useOutcomeText } from './useOutcomeText';

/**
 * "Mes tests" on the patient's Evolution: each test the rehabilitator recorded, what it measures
 * in plain words, the latest result and what the change since the first one means; apart, the
 * results the patient noted in their own sessions.
 */
/** A test the patient sees: one the rehabilitator recorded, or one they noted themselves. */
const shown = (group: MeasureGroup) => group.latest !== null || group.patientMeasured.length > 0;

export function MyOutcomeTests({ patientId }: { patientId: string | null }) {
  const intl = useIntl();
  const text = useOutcomeText();
  const query = useOutcomeResults(patientId);
  return (
    <Stack gap="lg">
      <Text>{intl.formatMessage(m.patientIntro)}</Text>
      <DataState
        query={query}
        isEmpty={(data) => measureGroups(data.results).every((group) => !shown(group))}
        empty={<EmptyState icon={ClipboardList} title={intl.formatMessage(m.patientEmpty)} />}
      >
        {(data) => (
          <Stack gap="lg">
            {measureGroups(data.results)
              .filter(shown)
              .map(({ key, measure, latest, series, patientMeasured }) => {
                const points = chartPoints(series);
                const threshold = chartThreshold(key);
                const band = latest ? text.band(latest.band) : null;
                return (
                  <Card as="section" key={key} title={text.name(key)} headingLevel={3}>
                    <Stack gap="sm">
                      <Text tone="muted">{text.explain(key)}</Text>
                      {latest ? (
                        <>
                          <Text weight="bold">
                            {intl.formatMessage(m.patientLatest, {
                              value: text.value(key, latest.value),
                              date: formatDate(latest.measuredOn),
                            })}
                          </Text>
                          {band ? (
                            <Text>
                              <Badge tone={bandBadgeTone(measure.bands, latest.band)}>{band}</Badge>
                            </Text>
                          ) : null}
                          <Text>
                            {latest.sinceFirst
                              ? intl.formatMessage(m.patientSinceFirst, {
                                  judgement: text.patientJudgement(latest.sinceFirst.judgement),
                                })
                              : intl.formatMessage(m.patientFirstOnly)}
                          </Text>
                        </>
                      ) : null}
                      {points.length > 1 ? (
                        <LineChart
                          title={text.name(key)}
                          data={points.map((point) => ({
                            x: point.x,
                            values: { value: point.value },
                          }))}
                          series={[{ id: 'value', label: intl.formatMessage(m.chartValue) }]}
                          unit={text.unit(key)}
                          formatValue={(value) => text.number(key, value)}
                          {...(threshold !== null
                            ? {
                                objective: threshold,
                                // In the patient's words: the favourable band's name.
                                objectiveLabel: intl.formatMessage(m.band, {
                                  band:
                                    text.band(
                                      measure.bands.find((one) => one.tone === 'good')?.id ?? null,
                                    ) ?? '',
                                }),
                              }
                            : {})}
                        />
                      ) : null}
                      <PatientMeasuredResults results={patientMeasured} reader="patient" />
                    </Stack>
                  </Card>
                );
              })}
          </Stack>
        )}
      </DataState>
    </Stack>
  );
}
