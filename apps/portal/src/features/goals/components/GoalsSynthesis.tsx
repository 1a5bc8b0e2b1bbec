import type { Goal } from '@oxilio/domain/contract';
import { Card, Inline, Link, ListRow, ListRows, ProgressBar, Stack, Text } from '@oxilio/ui';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useGoals } from '../api/getGoals';
import { GoalBadges } from './GoalBadges';
import { goalsMessages as messages } from './messages';
import { useGoalText } from './useGoalText';

export interface GoalsSynthesisProps {
  patientId: string;
  /** The patient's Objectifs tab, where goals are set, revised and closed. */
  goalsHref: string;
  /** Heading level of the card. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

/**
 * The goals in force in the rehabilitator's synthesis, beside the device's figures and the tests:
 * each with its progress (the API's, the Objectifs tab's figure), the ones to review first, and a
 * link to the tab.
 */
export function GoalsSynthesis({ patientId, goalsHref, headingLevel = 2 }: GoalsSynthesisProps) {
  const { intl } = useGoalText();
  const query = useGoals(patientId);
  return (
    <Card
      as="section"
      title={intl.formatMessage(messages.synthesisTitle)}
      headingLevel={headingLevel}
    >
      <Stack gap="md">
        <DataState query={query}>
          {(list) => {
            const active = list.goals.filter((goal) => goal.status === 'active');
            if (active.length === 0) {
              return <Text tone="muted">{intl.formatMessage(messages.synthesisEmpty)}</Text>;
            }
            // The goals to review first: they are the rehabilitator's next step.
            const ordered = [
              ...active.filter((goal) => goal.reviewDue),
              ...active.filter((goal) => !goal.reviewDue),
            ];
            return (
              <Stack gap="sm">
                <Text weight="bold">
                  {intl.formatMessage(messages.synthesisSummary, {
                    count: active.length,
                    due: active.filter((goal) => goal.reviewDue).length,
                  })}
                </Text>
                <ListRows variant="divided">
                  {ordered.map((goal) => (
                    <SynthesisGoal key={goal.id} goal={goal} today={list.today} />
                  ))}
                </ListRows>
              </Stack>
            );
          }}
        </DataState>
        <Text>
          <Link as={RouterLink} to={goalsHref} standalone weight="bold">
            {intl.formatMessage(messages.synthesisLink)}
          </Link>
        </Text>
      </Stack>
    </Card>
  );
}

function SynthesisGoal({ goal, today }: { goal: Goal; today: string }) {
  const { intl, targetLine, percent, reviewSentence } = useGoalText();
  const review = goal.reviewDue ? reviewSentence(goal, today) : null;
  const target = targetLine(goal);
  return (
    <ListRow>
      <Stack gap="xs">
        <Inline gap="sm" alignY="center" wrap>
          <Text weight="bold">{goal.text}</Text>
          <GoalBadges goal={goal} />
        </Inline>
        {review ? <Text size="small">{review}</Text> : null}
        {goal.kind === 'words' ? (
          <Text size="small" tone="muted">
            {intl.formatMessage(messages.synthesisWords)}
          </Text>
        ) : (
          <>
            {target ? <Text size="small">{target}</Text> : null}
            {goal.progress === null ? (
              <Text size="small" tone="muted">
                {intl.formatMessage(messages.noData)}
              </Text>
            ) : (
              <ProgressBar
                // Named by its goal: several bars in one card stay told apart.
                label={goal.text}
                hideLabel
                value={goal.progress}
                max={1}
                valueText={intl.formatMessage(messages.progressValue, {
                  percent: percent(goal.progress),
                })}
                tone={goal.targetReached ? 'success' : 'primary'}
              />
            )}
          </>
        )}
      </Stack>
    </ListRow>
  );
}
