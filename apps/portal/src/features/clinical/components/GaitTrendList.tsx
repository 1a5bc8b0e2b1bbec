import {
  formatMetric,
  gaitTrendRules,
  gaitTrendWindow,
  metricLabel,
  type GaitTrend,
} from '@oxilio/domain';
import type { Locale } from '@oxilio/locales';
import { Badge, Card, Disclosure, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { clinicalMessages as m } from './messages';
import * as styles from './Clinical.css';

export interface GaitTrendListProps {
  /** The trends judged (the measures without enough data are left out). */
  trends: readonly GaitTrend[];
  /** Heading level of the card title. @defaultValue 2 */
  headingLevel?: 2 | 3;
  /**
   * What the four weeks are: the last ones up to today (the synthesis), or the last ones of a
   * period the reader chose (the report), which its title and its "not enough" then say.
   * @defaultValue 'recent'
   */
  weeks?: 'recent' | 'endOfPeriod';
}

/** Asymmetry and step-time variability over four weeks, a worsening flagged (domain rule). */
export function GaitTrendList({ trends, headingLevel = 2, weeks = 'recent' }: GaitTrendListProps) {
  const intl = useIntl();
  const locale = intl.locale as Locale;
  return (
    <Card
      title={intl.formatMessage(weeks === 'recent' ? m.trendsTitle : m.trendsTitleEndOfPeriod)}
      headingLevel={headingLevel}
    >
      <Stack gap="md">
        {trends.length === 0 ? (
          <Text as="p">
            {intl.formatMessage(weeks === 'recent' ? m.trendsNone : m.trendsNoneEndOfPeriod)}
          </Text>
        ) : (
          <>
            <Text as="p" size="small" tone="muted">
              {intl.formatMessage(m.trendHint)}
            </Text>
            <ul className={styles.trends}>
              {trends.map((trend) => (
                <li key={trend.metric} className={styles.trend}>
                  <span>
                    <Text as="span" weight="bold">
                      {intl.formatMessage(metricLabel[trend.metric])}
                    </Text>
                    <br />
                    <Text as="span">
                      {intl.formatMessage(m.trendRow, {
                        previous: formatMetric(trend.metric, trend.previousMean, locale),
                        recent: formatMetric(trend.metric, trend.recentMean, locale),
                      })}
                    </Text>
                  </span>
                  <Badge tone={trend.worsening ? 'warning' : 'success'}>
                    {intl.formatMessage(trend.worsening ? m.trendWorsening : m.trendSteady)}
                  </Badge>
                </li>
              ))}
            </ul>
          </>
        )}
        <Disclosure className={styles.help} summary={intl.formatMessage(m.help)}>
          <Text as="p" size="small">
            {intl.formatMessage(m.helpTrends, {
              asymmetry: intl.formatNumber(gaitTrendRules.StepTimeAsymmetry.margin),
              cv: intl.formatNumber(gaitTrendRules.StepTimeCV.margin),
              days: gaitTrendWindow.days,
              minimum: gaitTrendWindow.minimumDays,
            })}
          </Text>
        </Disclosure>
      </Stack>
    </Card>
  );
}
