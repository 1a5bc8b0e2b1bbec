import { dayOfInstant, formatDate, formatDistance, formatNumber } from '@oxilio/domain';
import type { PatientAchievements } from '@oxilio/domain/contract';
import { Badge, EmptyState, Heading, ProgressBar, Stack, cx } from '@oxilio/ui';
import {
  Check,
  Dumbbell,
  Flame,
  Footprints,
  Sparkles,
  Trophy,
  type LucideIcon,
} from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { achievementsMessages as messages } from '../messages';
import { tagName } from '../motivationLabels';
import * as styles from './Achievements.css';

type Tag = PatientAchievements['tags'][number];

const kindIcons: Record<string, LucideIcon> = {
  sessions: Dumbbell,
  streak: Flame,
  distance: Footprints,
};

/** What a tag asks for, and how far the patient has come, in words. */
function useTagTexts() {
  const intl = useIntl();
  const { locale } = useLocale();
  // A round goal reads "10 km", not "10,0 km".
  const goalDistance = (metres: number) =>
    metres >= 1000 && metres % 1000 === 0
      ? `${formatNumber(metres / 1000, locale)}\u00a0km`
      : formatDistance(metres, locale);
  return {
    name(tag: Tag) {
      const name = tagName(tag.nameKey);
      return intl.formatMessage(name ?? messages.unknownTag);
    },
    goal(tag: Tag): string | null {
      const count = tag.threshold;
      if (count === null) {
        return null;
      }
      switch (tag.kind) {
        case 'sessions':
          return intl.formatMessage(messages.sessionsGoal, { count });
        case 'streak':
          return intl.formatMessage(messages.streakGoal, { count });
        case 'distance':
          return intl.formatMessage(messages.distanceGoal, { distance: goalDistance(count) });
        default:
          return null;
      }
    },
    progress(tag: Tag): string {
      const count = tag.threshold ?? 0;
      const done = tag.progress;
      switch (tag.kind) {
        case 'sessions':
          return intl.formatMessage(messages.sessionsProgress, { done, count });
        case 'streak':
          return intl.formatMessage(messages.streakProgress, { done, count });
        case 'distance':
          return intl.formatMessage(messages.distanceProgress, {
            done: formatDistance(done, locale),
            count: goalDistance(count),
          });
        default:
          return intl.formatMessage(messages.genericProgress, { done, count });
      }
    },
    earnedOn(tag: Tag): string | null {
      return tag.earnedAt
        ? intl.formatMessage(messages.earnedOn, {
            date: formatDate(dayOfInstant(tag.earnedAt), locale),
          })
        : null;
    },
  };
}

export interface TagListProps {
  /** The patient's achievements: every tag, earned or not. */
  achievements: PatientAchievements;
  /** Level of the two sections' headings; each tag's name is one level below. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

/**
 * The tags earned (latest first, with the day each was earned), then those still to earn (closest
 * first, each with what it asks and a progress bar).
 */
export function TagList({ achievements, headingLevel = 2 }: TagListProps) {
  const TagHeading = `h${headingLevel + 1}` as 'h3' | 'h4';
  const intl = useIntl();
  const texts = useTagTexts();
  const earnedId = useId();
  const toEarnId = useId();
  const earned = achievements.tags
    .filter((tag) => tag.earnedAt !== null)
    .sort((a, b) => (b.earnedAt ?? '').localeCompare(a.earnedAt ?? ''));
  const share = (tag: Tag) => (tag.threshold ? tag.progress / tag.threshold : 0);
  const toEarn = achievements.tags
    .filter((tag) => tag.earnedAt === null)
    .sort((a, b) => share(b) - share(a));

  return (
    <Stack gap="xxl">
      <section aria-labelledby={earnedId}>
        <Stack gap="lg">
          <Heading level={headingLevel} id={earnedId}>
            {intl.formatMessage(messages.earnedTitle, { count: earned.length })}
          </Heading>
          {earned.length === 0 ? (
            <EmptyState
              icon={Sparkles}
              size="compact"
              headingLevel={(headingLevel + 1) as 3 | 4}
              title={intl.formatMessage(messages.noneEarned)}
              description={intl.formatMessage(messages.noneEarnedHint)}
            />
          ) : (
            <ul className={styles.tagGrid}>
              {earned.map((tag) => {
                const Icon = kindIcons[tag.kind] ?? Trophy;
                const goal = texts.goal(tag);
                return (
                  <li key={tag.id} className={styles.item}>
                    <span className={cx(styles.icon, styles.iconReached)}>
                      <Icon aria-hidden="true" focusable="false" size={24} />
                    </span>
                    <div className={styles.body}>
                      <TagHeading className={styles.name}>{texts.name(tag)}</TagHeading>
                      {goal ? <p className={styles.detail}>{goal}</p> : null}
                      <div>
                        <Badge tone="success" icon={Check}>
                          {texts.earnedOn(tag)}
                        </Badge>
                      </div>
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Stack>
      </section>
      <section aria-labelledby={toEarnId}>
        <Stack gap="lg">
          <Heading level={headingLevel} id={toEarnId}>
            {intl.formatMessage(messages.toEarnTitle, { count: toEarn.length })}
          </Heading>
          {toEarn.length === 0 ? (
            <EmptyState
              icon={Trophy}
              size="compact"
              headingLevel={(headingLevel + 1) as 3 | 4}
              title={intl.formatMessage(messages.allEarned)}
            />
          ) : (
            <ul className={styles.tagGrid}>
              {toEarn.map((tag) => {
                const Icon = kindIcons[tag.kind] ?? Trophy;
                const goal = texts.goal(tag);
                const name = texts.name(tag);
                return (
                  <li key={tag.id} className={styles.item}>
                    <span className={styles.icon}>
                      <Icon aria-hidden="true" focusable="false" size={24} />
                    </span>
                    <div className={styles.body}>
                      <TagHeading className={styles.name}>{name}</TagHeading>
                      {goal ? <p className={styles.detail}>{goal}</p> : null}
                      <ProgressBar
                        label={name}
                        hideLabel
                        value={tag.progress}
                        max={tag.threshold ?? 1}
                        valueText={texts.progress(tag)}
                      />
                    </div>
                  </li>
                );
              })}
            </ul>
          )}
        </Stack>
      </section>
    </Stack>
  );
}
