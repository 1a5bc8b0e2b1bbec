import {
  formatSpeed,
  walkingSpeedBand,
  walkingSpeedBands,
  walkingSpeedBandsReference,
  walkingSpeedMcid,
  type WalkingSpeedBand,
  type WalkingSpeedChange,
} from '@oxilio/domain';
import type { Locale } from '@oxilio/locales';
import { Card, Disclosure, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { clinicalMessages as m } from './messages';
import * as styles from './Clinical.css';

export interface WalkingSpeedPanelProps {
  /** Mean walking speed of the last 7 days, m/s; null without a measure. */
  speed: number | null;
  /** The change since the start (first measured week), when both are measured. */
  change: WalkingSpeedChange | null;
  /** Heading level of the card title. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

const bandName = {
  household: m.band_household,
  limitedCommunity: m.band_limitedCommunity,
  community: m.band_community,
} as const;
const bandRange = {
  household: m.bandRange_household,
  limitedCommunity: m.bandRange_limitedCommunity,
  community: m.bandRange_community,
} as const;

/** The source of a threshold, cited in the help. */
function Source({ citation }: { citation: string }) {
  return (
    <Text as="p" size="small" tone="muted">
      {citation}
    </Text>
  );
}

/**
 * Walking speed against the functional bands (Perry et al. 1995), and its change since the start
 * judged against the minimal clinically important difference (Perera et al. 2006), with the
 * sources in the help.
 */
export function WalkingSpeedPanel({ speed, change, headingLevel = 2 }: WalkingSpeedPanelProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  const speedText = (value: number) => formatSpeed(value, locale);
  const current = speed === null ? null : walkingSpeedBand(speed);
  const rangeOf = (band: WalkingSpeedBand) =>
    intl.formatMessage(bandRange[band.id], {
      from: speedText(band.fromMetresPerSecond),
      to: band.toMetresPerSecond === null ? '' : speedText(band.toMetresPerSecond),
    });
  return (
    <Card title={intl.formatMessage(m.speedTitle)} headingLevel={headingLevel}>
      <Stack gap="md">
        <Text as="p" weight="bold">
          {speed === null
            ? intl.formatMessage(m.speedNone)
            : intl.formatMessage(m.speedNow, { speed: speedText(speed) })}
        </Text>
        <ul className={styles.bands} aria-label={intl.formatMessage(m.bandsLabel)}>
          {walkingSpeedBands.map((band) => {
            const isCurrent = current?.id === band.id;
            return (
              <li
                key={band.id}
                className={`${styles.band} ${styles.bandState[isCurrent ? 'current' : 'other']}`}
                aria-current={isCurrent ? 'true' : undefined}
              >
                <Text as="span" weight="bold" size="small">
                  {intl.formatMessage(bandName[band.id])}
                </Text>
                <br />
                <Text as="span" size="small">
                  {rangeOf(band)}
                </Text>
              </li>
            );
          })}
        </ul>
        {current ? (
          <Text as="p">
            {intl.formatMessage(m.currentBand, { band: intl.formatMessage(bandName[current.id]) })}
          </Text>
        ) : null}
        {change ? (
          <Stack gap="xs">
            <Text as="p" weight={change.meaningful ? 'bold' : undefined}>
              {change.direction === 'better'
                ? intl.formatMessage(m.changeBetter, { change: speedText(change.change) })
                : change.direction === 'worse'
                  ? intl.formatMessage(m.changeWorse, { change: speedText(-change.change) })
                  : intl.formatMessage(m.changeStable, {
                      change: `${change.change > 0 ? '+' : change.change < 0 ? '−' : ''}${speedText(Math.abs(change.change))}`,
                      mcid: speedText(walkingSpeedMcid.metresPerSecond),
                    })}
            </Text>
            {change.crossedBand && change.bandBefore ? (
              <Text as="p" size="small" tone="muted">
                {intl.formatMessage(m.changeCrossed, {
                  band: intl.formatMessage(bandName[change.bandBefore.id]),
                })}
              </Text>
            ) : null}
          </Stack>
        ) : null}
        <Disclosure className={styles.help} summary={intl.formatMessage(m.help)}>
          <Stack gap="sm">
            <Text as="p" size="small">
              {intl.formatMessage(m.helpBands, {
                low: speedText(walkingSpeedBands[1]?.fromMetresPerSecond ?? 0),
                high: speedText(walkingSpeedBands[2]?.fromMetresPerSecond ?? 0),
              })}
            </Text>
            <Source citation={walkingSpeedBandsReference.citation} />
            <Text as="p" size="small">
              {intl.formatMessage(m.helpMcid, {
                mcid: speedText(walkingSpeedMcid.metresPerSecond),
              })}
            </Text>
            <Source citation={walkingSpeedMcid.reference.citation} />
          </Stack>
        </Disclosure>
      </Stack>
    </Card>
  );
}
