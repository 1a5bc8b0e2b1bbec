import { dayOfInstant, formatDate } from '@oxilio/domain';
import type { PatientAchievements } from '@oxilio/domain/contract';
import { Badge, Card, Heading, ProgressBar, Stack, StarCount, Text, cx } from '@oxilio/ui';
import { Award, Check, Gem, Lock, Medal, Sprout, type LucideIcon } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { achievementsMessages as messages } from '../messages';
import { rankName } from '../motivationLabels';
import * as styles from './Achievements.css';

type Rank = PatientAchievements['ranks'][number];

const rankIcons: Record<string, LucideIcon> = {
  'domain.rank.starter': Sprout,
  'domain.rank.platinum': Award,
  'domain.rank.diamond': Gem,
};

/** A rank's translated name, or "Rang 4" for a rank the portal does not know. */
function useRankLabel() {
  const intl = useIntl();
  return (rank: Rank, position: number) => {
    const name = rankName(rank.nameKey);
    return name ? intl.formatMessage(name) : intl.formatMessage(messages.unknownRank, { position });
  };
}

export interface RankOverviewProps {
  /** The patient's achievements (stars, current rank, the ladder). */
  achievements: PatientAchievements;
  /** Level of the card's title. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

/**
 * Where the patient stands: the current rank and since when, the progress towards the next one,
 * the stars since the start and this month, and how stars are earned.
 */
export function RankOverview({ achievements, headingLevel = 2 }: RankOverviewProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const label = useRankLabel();
  const { ranks, stars, currentRankId } = achievements;
  const index = ranks.findIndex((rank) => rank.id === currentRankId);
  const current = index >= 0 ? ranks[index] : undefined;
  const next = ranks.find((rank) => rank.minStars > (current?.minStars ?? -1));
  const nextPosition = next ? ranks.indexOf(next) + 1 : 0;
  return (
    <Card
      as="section"
      headingLevel={headingLevel}
      title={
        current
          ? intl.formatMessage(messages.currentRank, { rank: label(current, index + 1) })
          : intl.formatMessage(messages.noRank)
      }
      subtitle={
        current?.reachedAt
          ? intl.formatMessage(messages.rankSince, {
              date: formatDate(dayOfInstant(current.reachedAt), locale),
            })
          : undefined
      }
    >
      <Stack gap="lg">
        {next ? (
          <ProgressBar
            size="large"
            label={intl.formatMessage(messages.towardsNext, { rank: label(next, nextPosition) })}
            value={stars.total}
            min={current?.minStars ?? 0}
            max={next.minStars}
            valueText={intl.formatMessage(messages.towardsNextValue, {
              stars: stars.total,
              threshold: next.minStars,
              missing: achievements.starsToNext,
            })}
          />
        ) : current ? (
          <Text weight="bold">{intl.formatMessage(messages.top)}</Text>
        ) : null}
        <ul className={styles.stars}>
          <li>
            <StarCount
              size="large"
              label={intl.formatMessage(messages.starsTotal)}
              count={stars.total}
            />
          </li>
          <li>
            <StarCount
              size="large"
              label={intl.formatMessage(messages.starsMonth)}
              count={stars.month}
            />
          </li>
        </ul>
        <Text tone="muted">{intl.formatMessage(messages.howStars)}</Text>
      </Stack>
    </Card>
  );
}

export interface RankLadderProps {
  /** The patient's achievements (the whole ladder, the current rank, the stars). */
  achievements: PatientAchievements;
  /** Level of the section's heading. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

/**
 * Every rank from the first to the highest, each with its threshold and where the patient stands:
 * reached (and when), the current one (`aria-current="step"`), or the stars still missing.
 */
export function RankLadder({ achievements, headingLevel = 2 }: RankLadderProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const label = useRankLabel();
  const titleId = useId();
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="lg">
        <Heading level={headingLevel} id={titleId}>
          {intl.formatMessage(messages.ladderTitle)}
        </Heading>
        <ol className={styles.list}>
          {achievements.ranks.map((rank, index) => {
            const reached = rank.reachedAt !== null;
            const isCurrent = rank.id === achievements.currentRankId;
            const Icon = rankIcons[rank.nameKey] ?? Medal;
            const reachedText = rank.reachedAt
              ? intl.formatMessage(messages.reached, {
                  date: formatDate(dayOfInstant(rank.reachedAt), locale),
                })
              : intl.formatMessage(messages.reachedUndated);
            return (
              <li
                key={rank.id}
                className={cx(styles.item, isCurrent && styles.current)}
                aria-current={isCurrent ? 'step' : undefined}
              >
                <span className={cx(styles.icon, reached && styles.iconReached)}>
                  <Icon aria-hidden="true" focusable="false" size={24} />
                </span>
                <div className={styles.body}>
                  <p className={styles.name}>{label(rank, index + 1)}</p>
                  <p className={styles.detail}>
                    {intl.formatMessage(messages.threshold, { stars: rank.minStars })}
                  </p>
                  <div>
                    {isCurrent ? (
                      <Badge tone="primary" icon={Check}>
                        {intl.formatMessage(messages.youAreHere)}
                      </Badge>
                    ) : reached ? (
                      <Badge tone="success" icon={Check}>
                        {reachedText}
                      </Badge>
                    ) : (
                      <Badge tone="neutral" icon={Lock}>
                        {intl.formatMessage(messages.missing, {
                          count: Math.max(0, rank.minStars - achievements.stars.total),
                        })}
                      </Badge>
                    )}
                  </div>
                  {isCurrent && rank.reachedAt ? (
                    <p className={styles.detail}>{reachedText}</p>
                  ) : null}
                </div>
              </li>
            );
          })}
        </ol>
      </Stack>
    </section>
  );
}
