import {
  exerciseThemeLabel,
  exerciseThemeName,
  formatDuration,
  isSessionCompleted,
  sessionOutcome,
  sessionOutcomeMessages,
  stepOutcome,
  stepOutcomeLabel,
  whyNotCounted,
  type StepOutcome,
} from '@oxilio/domain';
import type { CurrentSession, Session } from '@oxilio/domain/contract';
import { Alert, Badge, Button, ButtonLink, Card, Heading, Stack, Text } from '@oxilio/ui';
import {
  CheckCircle2,
  Play,
  RotateCcw,
  SkipForward,
  TimerOff,
  type LucideIcon,
} from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useWrite } from '../../../app/useWrite';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useRelaunchSession } from '../api/relaunchSession';
import { equipmentNames, exerciseText, formatTimeOfDay } from '../format';
import { sessionMessages } from '../messages';
import * as styles from './SessionOfTheDay.css';
import { useTimeZone } from '../../stats';

export interface SessionOfTheDayProps {
  /** The self-rehabilitation session of the day, as the API answers it. */
  current: CurrentSession & { session: Session };
  /** The player's path, where launch and resume go. */
  playerPath: string;
}

/** Where the session of the day stands: to do, in progress, or done at HH:MM. */
export function SessionStatusBadge({ session }: { session: Session }) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  if (session.status === 'done' && session.completedAt) {
    return (
      <Badge size="large" tone="success" icon={CheckCircle2}>
        {intl.formatMessage(sessionMessages.statusDone, {
          time: formatTimeOfDay(session.completedAt, timeZone),
        })}
      </Badge>
    );
  }
  if (session.status === 'inProgress') {
    return (
      <Badge size="large" tone="info">
        {intl.formatMessage(sessionMessages.statusInProgress)}
      </Badge>
    );
  }
  return (
    <Badge size="large" tone="primary">
      {intl.formatMessage(sessionMessages.statusReady)}
    </Badge>
  );
}

const outcomeBadge: Record<
  StepOutcome,
  { tone: 'success' | 'warning' | 'neutral'; icon: LucideIcon }
> = {
  done: { tone: 'success', icon: CheckCircle2 },
  stoppedEarly: { tone: 'warning', icon: TimerOff },
  skipped: { tone: 'neutral', icon: SkipForward },
};

/**
 * What the session recorded, once a step is (docs/decisions/session-outcome.md): "4 exercices
 * faits sur 6, 2 passés", and, for a completed session that does not count, why.
 */
export function SessionOutcomeSummary({ session }: { session: Session }) {
  const intl = useIntl();
  const completed = isSessionCompleted(session);
  const outcome = sessionOutcome(session.steps, { completed });
  // Only a self-rehabilitation session earns stars and counts.
  const reason = completed && session.isSelfRehabilitation ? whyNotCounted(outcome) : null;
  return (
    <Stack gap="xs">
      <Text weight="bold">
        {intl.formatMessage(sessionOutcomeMessages.summary, { ...outcome })}
      </Text>
      {reason ? <Text>{intl.formatMessage(sessionMessages.notCounted, { reason })}</Text> : null}
    </Stack>
  );
}

/**
 * The session of the day on the self-rehabilitation screen: its state, estimated duration,
 * equipment and exercises, and the one thing to do next (start, resume, or redo once done).
 */
export function SessionOfTheDay({ current, playerPath }: SessionOfTheDayProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const navigate = useNavigate();
  const relaunch = useRelaunchSession();
  const relaunching = useWrite({ call: relaunch, failure: sessionMessages.relaunchFailed });
  const { session } = current;
  const equipment = equipmentNames(intl, session.equipment);
  const completed = isSessionCompleted(session);
  const counts = sessionOutcome(session.steps, { completed }).counts;

  const redo = async () => {
    if (!session.id) {
      return;
    }
    const result = await relaunching.trigger({ ...session, id: session.id });
    if (result?.ok) {
      void navigate(playerPath);
    }
  };

  return (
    <Card
      as="section"
      title={intl.formatMessage(sessionMessages.todayTitle)}
      headingLevel={2}
      subtitle={session.programName}
    >
      <Stack gap="xl">
        <Stack gap="sm" align="start">
          <SessionStatusBadge session={session} />
          {session.attempt > 1 ? (
            <Text tone="muted">
              {intl.formatMessage(sessionMessages.attempt, { attempt: session.attempt })}
            </Text>
          ) : null}
          {session.status !== 'ready' ? <SessionOutcomeSummary session={session} /> : null}
        </Stack>

        <dl className={styles.facts}>
          <div>
            <dt>{intl.formatMessage(sessionMessages.duration)}</dt>
            <dd>{formatDuration(session.estimatedDurationSeconds, locale)}</dd>
          </div>
          <div>
            <dt>{intl.formatMessage(sessionMessages.equipment)}</dt>
            <dd>
              {equipment.length > 0
                ? equipment.join(', ')
                : intl.formatMessage(sessionMessages.noEquipment)}
            </dd>
          </div>
        </dl>

        {session.status === 'done' ? (
          <Stack gap="md" align="start">
            {counts ? (
              <Text size="large">
                {intl.formatMessage(
                  session.canRelaunch ? sessionMessages.doneBody : sessionMessages.doneNoRelaunch,
                )}
              </Text>
            ) : session.canRelaunch ? (
              <Text size="large">{intl.formatMessage(sessionMessages.redoHint)}</Text>
            ) : null}
            {session.canRelaunch ? (
              <Button
                size="large"
                variant="secondary"
                icon={RotateCcw}
                loading={relaunching.isMutating}
                onClick={() => void redo()}
              >
                {intl.formatMessage(sessionMessages.relaunch)}
              </Button>
            ) : null}
            {relaunching.error ? <Alert tone="danger">{relaunching.error}</Alert> : null}
          </Stack>
        ) : (
          <div>
            <ButtonLink as={RouterLink} to={playerPath} size="large" icon={Play}>
              {intl.formatMessage(
                session.status === 'inProgress' ? sessionMessages.resume : sessionMessages.launch,
              )}
            </ButtonLink>
          </div>
        )}

        <Stack gap="md">
          <Heading level={3}>
            {intl.formatMessage(sessionMessages.exercises, { count: session.stepCount })}
          </Heading>
          <ol className={styles.exercises}>
            {session.steps.map((step) => {
              const { exercise, name } = exerciseText(intl, step.exerciseId);
              // A step not recorded in a completed session was not done: skipped.
              const outcome = stepOutcome(step) ?? (completed ? 'skipped' : null);
              const badge = outcome ? outcomeBadge[outcome] : null;
              return (
                <li key={step.position} className={styles.exercise}>
                  <span className={styles.exerciseName}>{name}</span>
                  <span className={styles.exerciseMeta}>
                    {exercise ? (
                      <Badge exerciseTheme={exerciseThemeName[exercise.theme]}>
                        {intl.formatMessage(exerciseThemeLabel[exercise.theme])}
                      </Badge>
                    ) : null}
                    <span>
                      {intl.formatMessage(sessionMessages.exerciseDose, {
                        count: step.seriesCount,
                        duration: formatDuration(step.seriesDurationSeconds, locale),
                        rest:
                          step.seriesCount > 1 && step.restBetweenSeriesSeconds > 0
                            ? formatDuration(step.restBetweenSeriesSeconds, locale)
                            : 'none',
                      })}
                    </span>
                    {outcome && badge ? (
                      <Badge tone={badge.tone} icon={badge.icon}>
                        {intl.formatMessage(stepOutcomeLabel[outcome])}
                      </Badge>
                    ) : null}
                  </span>
                </li>
              );
            })}
          </ol>
        </Stack>
      </Stack>
    </Card>
  );
}
