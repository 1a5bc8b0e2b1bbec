import type { PatientRecap } from '@oxilio/domain/contract';
import { Stack, StarCount, Text } from '@oxilio/ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { rankName } from '../../achievements';
import { myDayMessages as messages } from '../messages';
import * as styles from './MyDay.css';

export interface StarsSummaryProps {
  /** The recap's stars and rank. */
  recap: Pick<PatientRecap, 'stars' | 'rank'>;
  /** A link to the rank and success tabs. */
  link?: ReactNode;
}

/**
 * Stars of today, yesterday, the month and since the start, the current rank and what the next one
 * needs: ranks follow the stars since the start, never the month's (docs/product.md#stars-ranks-and-tags).
 * The body of `StarsCard` (StarsCard.tsx), which My day draws from the start.
 */
export function StarsSummary({ recap, link }: StarsSummaryProps) {
  const intl = useIntl();
  const { stars, rank } = recap;
  const name = (nameKey: string) => {
    const descriptor = rankName(nameKey);
    return descriptor ? intl.formatMessage(descriptor) : null;
  };
  const current = rank.current ? name(rank.current.nameKey) : null;
  const next = rank.next ? name(rank.next.nameKey) : null;
  return (
    <Stack gap="lg">
      <ul className={styles.stars}>
        {(
          [
            [messages.starsToday, stars.today],
            [messages.starsYesterday, stars.yesterday],
            [messages.starsMonth, stars.month],
            [messages.starsTotal, stars.total],
          ] as const
        ).map(([label, count]) => (
          <li key={label.id}>
            <StarCount size="large" label={intl.formatMessage(label)} count={count} />
          </li>
        ))}
      </ul>
      <Stack gap="xs">
        {stars.total === 0 ? <Text>{intl.formatMessage(messages.firstStar)}</Text> : null}
        {current ? (
          <Text weight="bold">{intl.formatMessage(messages.rank, { rank: current })}</Text>
        ) : null}
        {rank.next && next ? (
          <Text>
            {intl.formatMessage(messages.nextRank, { count: rank.starsToNext, rank: next })}
          </Text>
        ) : rank.current ? (
          <Text>{intl.formatMessage(messages.topRank)}</Text>
        ) : null}
      </Stack>
      {link}
    </Stack>
  );
}
