import type { Goal } from '@oxilio/domain/contract';
import { Badge } from '@oxilio/ui';
import { CalendarClock, Flag } from 'lucide-react';
import { useIntl } from 'react-intl';
import { goalsMessages as messages } from './messages';

/** A goal's flags beside its words: its target reached, its review date come. */
export function GoalBadges({ goal }: { goal: Pick<Goal, 'targetReached' | 'reviewDue'> }) {
  const intl = useIntl();
  return (
    <>
      {goal.targetReached ? (
        <Badge tone="success" icon={Flag}>
          {intl.formatMessage(messages.reached)}
        </Badge>
      ) : null}
      {goal.reviewDue ? (
        <Badge tone="warning" icon={CalendarClock}>
          {intl.formatMessage(messages.reviewDue)}
        </Badge>
      ) : null}
    </>
  );
}
