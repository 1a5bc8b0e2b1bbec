import { dayOfInstant, noValue } from '@oxilio/domain';
import type { Goal } from '@oxilio/domain/contract';
import { Table, Text, type TableColumn } from '@oxilio/ui';
import { goalCsvRows } from '../model/goalReport';
import { goalsMessages as messages } from './messages';
import { unitMessages, useGoalText } from './useGoalText';

/** "En cours", "En cours, à revoir", "Atteint", "Révisé", "Abandonné". */
function useStatusText() {
  const { intl } = useGoalText();
  return (goal: Goal) => {
    switch (goal.status) {
      case 'active':
        return intl.formatMessage(
          goal.reviewDue ? messages.statusReviewDue : messages.statusActive,
        );
      case 'achieved':
        return intl.formatMessage(messages.statusAchieved);
      case 'revised':
        return intl.formatMessage(messages.statusRevised);
      case 'dropped':
        return intl.formatMessage(messages.statusDropped);
    }
  };
}

/** The rows of the goals' CSV (`goalCsvRows`) in the user's language. */
export function useGoalCsvRows() {
  const { intl, measureName, reason } = useGoalText();
  const status = useStatusText();
  return (goals: readonly Goal[], timeZone?: string | null) =>
    goalCsvRows(
      goals,
      {
        header: [
          messages.colSetOn,
          messages.colGoal,
          messages.colMeasure,
          messages.colDirection,
          messages.colTarget,
          messages.colUnit,
          messages.colBaseline,
          messages.colCurrent,
          messages.colProgressPercent,
          messages.colStatus,
          messages.colReviewOn,
          messages.colClosedOn,
          messages.colReason,
        ].map((message) => intl.formatMessage(message)),
        measure: (goal) => measureName(goal) ?? '',
        direction: (direction) =>
          intl.formatMessage(
            direction === 'lower' ? messages.directionAtMost : messages.directionAtLeast,
          ),
        unit: (unit) => intl.formatMessage(unitMessages[unit]),
        status,
        reason: (goal) =>
          goal.dropReason
            ? [reason(goal.dropReason), goal.dropNote].filter(Boolean).join(' — ')
            : '',
      },
      timeZone,
    );
}

export interface GoalReportTableProps {
  /** The goals of the period (`goalsInPeriod`): in force, then closed during it. */
  goals: readonly Goal[];
  /** The establishment's today, the day a review date is read against. */
  today: string;
  /** The establishment's time zone: the day a goal was closed. */
  timeZone?: string | null;
}

/** The printable report's table of goals: target, progress, state and dates. */
export function GoalReportTable({ goals, today, timeZone }: GoalReportTableProps) {
  const { intl, targetLine, percent, date, reviewSentence } = useGoalText();
  const status = useStatusText();
  if (goals.length === 0) {
    return <Text as="p">{intl.formatMessage(messages.reportNone)}</Text>;
  }
  const columns: TableColumn<Goal>[] = [
    {
      key: 'goal',
      header: intl.formatMessage(messages.colGoal),
      rowHeader: true,
      cell: (goal) => goal.text,
    },
    {
      key: 'target',
      header: intl.formatMessage(messages.colTarget),
      cell: (goal) => targetLine(goal) ?? intl.formatMessage(messages.synthesisWords),
    },
    {
      key: 'progress',
      header: intl.formatMessage(messages.colProgress),
      align: 'end',
      cell: (goal) =>
        goal.status === 'active' && goal.progress !== null ? percent(goal.progress) : noValue,
    },
    {
      key: 'status',
      header: intl.formatMessage(messages.colStatus),
      cell: (goal) =>
        [status(goal), goal.reviewDue ? reviewSentence(goal, today) : null]
          .filter(Boolean)
          .join(' — '),
    },
    {
      key: 'setOn',
      header: intl.formatMessage(messages.colSetOn),
      cell: (goal) => date(goal.setOn),
    },
    {
      key: 'reviewOn',
      header: intl.formatMessage(messages.colReviewOn),
      cell: (goal) => (goal.reviewOn ? date(goal.reviewOn) : ''),
    },
    {
      key: 'closedOn',
      header: intl.formatMessage(messages.colClosedOn),
      cell: (goal) => (goal.closedAt ? date(dayOfInstant(goal.closedAt, timeZone)) : ''),
    },
  ];
  return (
    <Table
      caption={intl.formatMessage(messages.reportTitle)}
      columns={columns}
      rows={[...goals]}
      getRowKey={(goal) => goal.id}
    />
  );
}
