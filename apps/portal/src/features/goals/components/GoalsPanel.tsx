import {
  formatDateTime,
  formatPersonName,
  goalDropReasons,
  type GoalDropReason,
} from '@oxilio/domain';
import type { Goal, GoalList, NewGoal } from '@oxilio/domain/contract';
import {
  Badge,
  Button,
  ConfirmAction,
  EmptyState,
  Inline,
  ListCard,
  ListRow,
  ProgressBar,
  Select,
  Stack,
  Text,
  TextArea,
} from '@oxilio/ui';
import { Check, Pencil, Plus, Target, X } from 'lucide-react';
import { useId, useState } from 'react';
import { DataState } from '../../../app/DataState';
import { useWrite, type Notice } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useGoals } from '../api/getGoals';
import { achieveGoalWrite, createGoalWrite, dropGoalWrite, reviseGoalWrite } from '../api/writes';
import { GoalForm } from './GoalForm';
import { GoalBadges } from './GoalBadges';
import { goalsMessages as messages } from './messages';
import { useGoalText } from './useGoalText';
import { useTimeZone } from '../../stats';

export interface GoalsPanelProps {
  patientId: string;
}

/**
 * The rehabilitator's goals tab: the active goals with their progress (computed by the API), the
 * form to set one, revise, mark achieved (confirmed) and drop (with a reason, confirmed), and the
 * history of closed goals (docs/decisions/goals.md).
 */
export function GoalsPanel({ patientId }: GoalsPanelProps) {
  const goals = useGoals(patientId);
  return (
    <DataState query={goals}>
      {(data) => <GoalsContent patientId={patientId} list={data} />}
    </DataState>
  );
}

/** A form's own notice shows above its button when it fails: the list announces its successes. */
const successOf = (notice: Notice | null) => (notice?.tone === 'success' ? notice : null);

type Editing = { mode: 'new' } | { mode: 'revise'; goal: Goal } | null;

export function GoalsContent({
  patientId,
  list,
  initialEditing = null,
}: {
  patientId: string;
  list: GoalList;
  /** Opens the form from the start (stories). */
  initialEditing?: Editing;
}) {
  const { intl } = useGoalText();
  const [editing, setEditing] = useState<Editing>(initialEditing);
  const create = useWrite({
    ...createGoalWrite(patientId),
    success: messages.saved,
    failure: messages.saveFailed,
  });
  const revise = useWrite({
    ...reviseGoalWrite(patientId),
    success: messages.revised,
    problems: { 409: messages.alreadyClosed },
    failure: messages.saveFailed,
  });
  const achieve = useWrite({
    ...achieveGoalWrite(patientId),
    success: messages.achievedNotice,
    problems: { 409: messages.alreadyClosed },
    failure: messages.actionFailed,
  });
  const drop = useWrite({
    ...dropGoalWrite(patientId),
    success: messages.droppedNotice,
    problems: { 409: messages.alreadyClosed },
    failure: messages.actionFailed,
  });
  const active = list.goals.filter((goal) => goal.status === 'active');
  const closed = list.goals.filter((goal) => goal.status !== 'active');
  const byId = new Map(list.goals.map((goal) => [goal.id, goal]));
  const formWrite = editing?.mode === 'revise' ? revise : create;

  async function save(body: NewGoal): Promise<boolean> {
    const result =
      editing?.mode === 'revise'
        ? await revise.trigger({ goalId: editing.goal.id, body })
        : await create.trigger(body);
    if (result?.ok) {
      setEditing(null);
      return true;
    }
    return false;
  }

  return (
    <Stack gap="xl">
      <ListCard
        title={intl.formatMessage(messages.activeTitle)}
        headingLevel={3}
        actions={
          editing === null ? (
            <Button icon={Plus} onClick={() => setEditing({ mode: 'new' })}>
              {intl.formatMessage(messages.newGoal)}
            </Button>
          ) : undefined
        }
        before={
          <>
            <WriteNotice
              notice={
                successOf(create.notice) ??
                successOf(revise.notice) ??
                achieve.notice ??
                drop.notice
              }
            />
            <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
          </>
        }
        empty={
          <EmptyState
            icon={Target}
            size="compact"
            headingLevel={4}
            title={intl.formatMessage(messages.emptyTitle)}
            description={intl.formatMessage(messages.emptyBody)}
          />
        }
      >
        {active.map((goal) => (
          <ActiveGoalRow
            key={goal.id}
            goal={goal}
            today={list.today}
            busy={achieve.writing?.goal.id === goal.id || drop.writing?.goal.id === goal.id}
            locked={editing?.mode === 'revise' && editing.goal.id === goal.id}
            onAchieve={() => achieve.trigger({ goal })}
            onDrop={(reason, note) =>
              drop.trigger({
                goal,
                body: { reason, ...(note.trim() ? { note: note.trim() } : {}) },
              })
            }
            onRevise={() => setEditing({ mode: 'revise', goal })}
          />
        ))}
      </ListCard>
      {editing ? (
        <GoalForm
          key={editing.mode === 'revise' ? editing.goal.id : 'new'}
          revising={editing.mode === 'revise' ? editing.goal : null}
          today={list.today}
          pending={formWrite.isMutating}
          error={formWrite.notice?.tone === 'danger' ? formWrite.notice.text : null}
          onSubmit={save}
          onCancel={() => setEditing(null)}
        />
      ) : null}
      <ListCard
        title={intl.formatMessage(messages.historyTitle)}
        headingLevel={3}
        empty={<Text tone="muted">{intl.formatMessage(messages.historyEmpty)}</Text>}
      >
        {closed.map((goal) => (
          <ClosedGoalRow
            key={goal.id}
            goal={goal}
            revisedBy={goal.revisedByGoalId ? (byId.get(goal.revisedByGoalId) ?? null) : null}
          />
        ))}
      </ListCard>
    </Stack>
  );
}

/** The figures of an active goal: target, progress bar with its text, what it rests on. */
export function GoalFigures({ goal }: { goal: Goal }) {
  const { intl, figure, targetLine, percent, date } = useGoalText();
  const target = targetLine(goal);
  if (goal.kind === 'words') {
    return <Text size="small">{intl.formatMessage(messages.wordsNoFigure)}</Text>;
  }
  return (
    <Stack gap="xs">
      {target ? <Text size="small">{target}</Text> : null}
      {goal.progress === null ? (
        <Text size="small" tone="muted">
          {intl.formatMessage(messages.noData)}
        </Text>
      ) : (
        <>
          <ProgressBar
            label={intl.formatMessage(messages.progressLabel)}
            value={goal.progress}
            max={1}
            valueText={intl.formatMessage(messages.progressValue, {
              percent: percent(goal.progress),
            })}
            tone={goal.targetReached ? 'success' : 'primary'}
          />
          <Text size="small" tone="muted">
            {goal.kind === 'metric'
              ? intl.formatMessage(messages.metricNow, {
                  current: figure(goal, goal.current),
                  days: goal.daysWithData ?? 0,
                  baseline: figure(goal, goal.baseline),
                })
              : intl.formatMessage(messages.testNow, {
                  current: figure(goal, goal.current),
                  date: goal.currentOn ? date(goal.currentOn) : '',
                  baseline: figure(goal, goal.baseline),
                })}
          </Text>
        </>
      )}
    </Stack>
  );
}

function ActiveGoalRow({
  goal,
  today,
  busy,
  locked,
  onAchieve,
  onDrop,
  onRevise,
}: {
  goal: Goal;
  /** The establishment's today (the list's): the day the review date is read against. */
  today: string;
  busy: boolean;
  /** The goal is being revised in the form: its actions wait. */
  locked: boolean;
  onAchieve: () => Promise<unknown>;
  onDrop: (reason: GoalDropReason, note: string) => Promise<unknown>;
  onRevise: () => void;
}) {
  const { intl, reason: reasonText, date, reviewSentence } = useGoalText();
  const nameId = useId();
  // The badge follows the API's `reviewDue`; the sentence says since when.
  const review = goal.reviewDue ? reviewSentence(goal, today) : null;
  const [dropping, setDropping] = useState(false);
  const [reason, setReason] = useState<GoalDropReason>('notRelevant');
  const [note, setNote] = useState('');
  return (
    <ListRow
      actions={
        <Inline gap="sm" wrap>
          <ConfirmAction
            label={intl.formatMessage(messages.achieve)}
            icon={Check}
            variant={goal.targetReached ? 'primary' : 'secondary'}
            tone="default"
            aria-describedby={nameId}
            pending={busy}
            disabled={locked}
            title={intl.formatMessage(messages.achieveTitle, { text: goal.text })}
            description={intl.formatMessage(messages.achieveBody)}
            confirmLabel={intl.formatMessage(messages.achieveConfirm)}
            cancelLabel={intl.formatMessage(messages.keep)}
            onConfirm={onAchieve}
          />
          <Button
            variant="secondary"
            icon={Pencil}
            aria-describedby={nameId}
            disabled={busy || locked}
            onClick={onRevise}
          >
            {intl.formatMessage(messages.revise)}
          </Button>
          <Button
            variant="ghost"
            icon={X}
            aria-describedby={nameId}
            aria-expanded={dropping}
            disabled={busy || locked}
            onClick={() => setDropping((open) => !open)}
          >
            {intl.formatMessage(messages.drop)}
          </Button>
        </Inline>
      }
    >
      <Stack gap="sm">
        <Inline gap="sm" alignY="center" wrap>
          <Text weight="bold" id={nameId}>
            {goal.text}
          </Text>
          <GoalBadges goal={goal} />
        </Inline>
        {review ? <Text weight="bold">{review}</Text> : null}
        <GoalFigures goal={goal} />
        {goal.targetReached ? (
          <Text size="small" weight="bold">
            {intl.formatMessage(messages.reachedHint)}
          </Text>
        ) : null}
        <Text size="small" tone="muted">
          {[
            goal.reviewOn && !review
              ? intl.formatMessage(messages.reviewOn, { date: date(goal.reviewOn) })
              : null,
            goal.setBy
              ? intl.formatMessage(messages.setBy, {
                  date: date(goal.setOn),
                  name: formatPersonName(goal.setBy),
                })
              : intl.formatMessage(messages.setOn, { date: date(goal.setOn) }),
          ]
            .filter(Boolean)
            .join(' · ')}
        </Text>
        {dropping ? (
          <Stack gap="md">
            <Select
              label={intl.formatMessage(messages.dropReason)}
              options={goalDropReasons.map((value) => ({ value, label: reasonText(value) }))}
              value={reason}
              onValueChange={(value) =>
                setReason(goalDropReasons.find((candidate) => candidate === value) ?? 'other')
              }
            />
            <TextArea
              label={intl.formatMessage(messages.dropNote)}
              rows={2}
              maxLength={500}
              value={note}
              onChange={(event) => setNote(event.target.value)}
            />
            <Inline gap="sm" wrap>
              <ConfirmAction
                label={intl.formatMessage(messages.dropConfirm)}
                icon={X}
                variant="danger"
                aria-describedby={nameId}
                pending={busy}
                title={intl.formatMessage(messages.dropTitle, { text: goal.text })}
                description={intl.formatMessage(messages.dropBody, { reason: reasonText(reason) })}
                cancelLabel={intl.formatMessage(messages.keep)}
                onConfirm={() => onDrop(reason, note)}
              />
              <Button variant="ghost" onClick={() => setDropping(false)}>
                {intl.formatMessage(messages.cancel)}
              </Button>
            </Inline>
          </Stack>
        ) : null}
      </Stack>
    </ListRow>
  );
}

const statusMessages = {
  achieved: messages.statusAchieved,
  revised: messages.statusRevised,
  dropped: messages.statusDropped,
} as const;

function ClosedGoalRow({ goal, revisedBy }: { goal: Goal; revisedBy: Goal | null }) {
  const { intl, targetLine, reason, locale } = useGoalText();
  const timeZone = useTimeZone();
  const status = goal.status === 'active' ? 'achieved' : goal.status;
  const target = targetLine(goal);
  return (
    <ListRow>
      <Stack gap="xs">
        <Inline gap="sm" alignY="center" wrap>
          <Text weight="bold">{goal.text}</Text>
          <Badge
            tone={status === 'achieved' ? 'success' : status === 'dropped' ? 'neutral' : 'info'}
          >
            {intl.formatMessage(statusMessages[status])}
          </Badge>
        </Inline>
        {target ? <Text size="small">{target}</Text> : null}
        {goal.closedAt ? (
          <Text size="small" tone="muted">
            {intl.formatMessage(messages.closedLine, {
              date: formatDateTime(goal.closedAt, locale, timeZone),
              name: goal.closedBy ? formatPersonName(goal.closedBy) : '—',
            })}
          </Text>
        ) : null}
        {goal.dropReason ? (
          <Text size="small">
            {goal.dropNote
              ? intl.formatMessage(messages.reasonWithNote, {
                  reason: reason(goal.dropReason),
                  note: goal.dropNote,
                })
              : intl.formatMessage(messages.reasonLine, { reason: reason(goal.dropReason) })}
          </Text>
        ) : null}
        {revisedBy ? (
          <Text size="small">
            {intl.formatMessage(messages.revisedBy, { text: revisedBy.text })}
          </Text>
        ) : null}
      </Stack>
    </ListRow>
  );
}
