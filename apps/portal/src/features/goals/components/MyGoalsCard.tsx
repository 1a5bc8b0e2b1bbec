import type { Goal, GoalList } from '@oxilio/domain/contract';
import { Card, EmptyState, Heading, ProgressBar, Stack, Text } from '@oxilio/ui';
import { Flag } from 'lucide-react';
import { useId } from 'react';
import { DataState } from '../../../app/DataState';
import { useGoals } from '../api/getGoals';
import { goalsMessages as messages } from './messages';
import { useGoalText } from './useGoalText';

/** How many achieved goals the patient's card recalls. */
const achievedShown = 3;

/**
 * "Mes objectifs" on My day: reads the patient's goals. Nothing while they load, and nothing for a
 * patient who has never had one (My day keeps to what they can act on); a failure is said.
 */
export function MyGoals({ patientId }: { patientId: string }) {
  const goals = useGoals(patientId);
  if (goals.data === undefined && goals.error === undefined) {
    return null;
  }
  return (
    <DataState
      query={goals}
      isEmpty={(data) =>
        !data.goals.some((goal) => goal.status === 'active' || goal.status === 'achieved')
      }
      empty={null}
    >
      {(data) => <MyGoalsCard list={data} />}
    </DataState>
  );
}

/**
 * The patient's goals in their words, with where they are in plain language: the progress bar
 * with its text, the 7 days' average or the latest test against the target; a goal in words says
 * when it will be talked about again. Then the last goals achieved. Never the drop reasons nor the
 * team's names (docs/decisions/goals.md).
 */
export function MyGoalsCard({ list }: { list: GoalList }) {
  const { intl, date } = useGoalText();
  const titleId = useId();
  const active = list.goals.filter((goal) => goal.status === 'active');
  const achieved = list.goals.filter((goal) => goal.status === 'achieved').slice(0, achievedShown);
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} id={titleId}>
            {intl.formatMessage(messages.myTitle)}
          </Heading>
          {active.length > 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.myIntro)}</Text>
          ) : null}
        </Stack>
        {active.length === 0 ? (
          <EmptyState
            icon={Flag}
            size="compact"
            headingLevel={3}
            title={intl.formatMessage(messages.myEmptyTitle)}
            description={intl.formatMessage(messages.myEmptyBody)}
          />
        ) : (
          <Stack as="ul" gap="md" role="list">
            {active.map((goal) => (
              <li key={goal.id}>
                <MyGoal goal={goal} />
              </li>
            ))}
          </Stack>
        )}
        {achieved.length > 0 ? (
          <Stack gap="sm">
            <Heading level={3}>{intl.formatMessage(messages.myAchievedTitle)}</Heading>
            <Stack as="ul" gap="xs" role="list">
              {achieved.map((goal) => (
                <li key={goal.id}>
                  <Text weight="bold">{goal.text}</Text>
                  {goal.closedAt ? (
                    <Text size="small" tone="muted">
                      {intl.formatMessage(messages.myAchievedOn, {
                        date: date(goal.closedAt.slice(0, 10)),
                      })}
                    </Text>
                  ) : null}
                </li>
              ))}
            </Stack>
          </Stack>
        ) : null}
      </Stack>
    </section>
  );
}

function MyGoal({ goal }: { goal: Goal }) {
  const { intl, figure, percent, date, measureName } = useGoalText();
  const target = goal.target === null ? '' : figure(goal, goal.target);
  let words: string | null = null;
  if (goal.kind === 'words') {
    words = goal.reviewDue
      ? intl.formatMessage(messages.myWordsDue)
      : goal.reviewOn
        ? intl.formatMessage(messages.myWords, { date: date(goal.reviewOn) })
        : null;
  } else if (goal.progress === null) {
    words = intl.formatMessage(messages.myNoData, { target });
  } else if (goal.kind === 'metric') {
    words = intl.formatMessage(messages.myMetricNow, {
      measure: measureName(goal) ?? '',
      current: figure(goal, goal.current),
      target,
    });
  } else {
    words = intl.formatMessage(messages.myTestNow, {
      current: figure(goal, goal.current),
      date: goal.currentOn ? date(goal.currentOn) : '',
      target,
    });
  }
  return (
    <Card>
      <Stack gap="sm">
        <Text weight="bold" size="large">
          {goal.text}
        </Text>
        {goal.progress !== null ? (
          <ProgressBar
            label={intl.formatMessage(messages.myProgress)}
            value={goal.progress}
            max={1}
            size="large"
            tone={goal.targetReached ? 'success' : 'primary'}
            valueText={intl.formatMessage(messages.myValue, { percent: percent(goal.progress) })}
          />
        ) : null}
        {words ? <Text>{words}</Text> : null}
        {goal.targetReached ? (
          <Text weight="bold">{intl.formatMessage(messages.myReached)}</Text>
        ) : null}
      </Stack>
    </Card>
  );
}
