import { formatDate, formatSpeed } from '@oxilio/domain';
import type { Locale } from '@oxilio/locales';
import { Badge, Card, ListRow, ListRows, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useOutcomeResults } from '../api/outcomeResults';
import { measureGroups } from '../model/outcomeView';
import { outcomeMessages as m } from './messages';
import { bandBadgeTone } from './OutcomeMeasureCard';
import { useOutcomeText } from './useOutcomeText';

export interface OutcomeSynthesisProps {
  patientId: string;
  /** The device's walking speed of the last 7 days (m/s), shown beside the 10-metre walk. */
  deviceWalkSpeed: number | null;
  /** Heading level of the card. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

/**
 * The latest result of each standardised test, with its band and its change since the first,
 * beside the device's figures: the comfortable 10-metre walk beside the oxilio's walking speed.
 */
export function OutcomeSynthesis({
  patientId,
  deviceWalkSpeed,
  headingLevel = 2,
}: OutcomeSynthesisProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const text = useOutcomeText();
  const query = useOutcomeResults(patientId);
  return (
    <Card as="section" title={intl.formatMessage(m.synthesisTitle)} headingLevel={headingLevel}>
      <DataState
        query={query}
        isEmpty={(data) => measureGroups(data.results).every((group) => !group.latest)}
        empty={<Text tone="muted">{intl.formatMessage(m.synthesisEmpty)}</Text>}
      >
        {(data) => (
          <ListRows variant="divided">
            {measureGroups(data.results)
              .filter((group) => group.latest)
              .map(({ key, measure, latest }) => {
                const band = text.band(latest!.band);
                return (
                  <ListRow key={key}>
                    <Stack gap="xs">
                      <Text weight="bold">{text.name(key)}</Text>
                      <Text>
                        {intl.formatMessage(m.synthesisLatest, {
                          value: text.value(key, latest!.value),
                          date: formatDate(latest!.measuredOn),
                        })}
                      </Text>
                      {band ? (
                        <Text>
                          <Badge tone={bandBadgeTone(measure.bands, latest!.band)}>{band}</Badge>
                        </Text>
                      ) : null}
                      {latest!.sinceFirst ? (
                        <Text size="small">
                          {intl.formatMessage(m.sinceFirst, {
                            judgement: text.judgement(latest!.sinceFirst.judgement),
                            change: text.change(key, latest!.sinceFirst.change),
                          })}
                        </Text>
                      ) : null}
                      {key === 'tenMetreWalkComfortable' ? (
                        <Text size="small" tone="muted">
                          {intl.formatMessage(m.synthesisDevice, {
                            value: formatSpeed(deviceWalkSpeed, locale),
                          })}
                        </Text>
                      ) : null}
                    </Stack>
                  </ListRow>
                );
              })}
          </ListRows>
        )}
      </DataState>
    </Card>
  );
}
