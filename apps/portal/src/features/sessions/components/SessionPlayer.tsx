import { sessionOutcomeMessages, whyNotCounted } from '@oxilio/domain';
import type { Session } from '@oxilio/domain/contract';
import {
  Button,
  ButtonLink,
  CountdownDisplay,
  DifficultyScale,
  EffortScale,
  Heading,
  Link,
  PainScale,
  ProgressBar,
  Stack,
  Text,
  VisuallyHidden,
} from '@oxilio/ui';
import { CheckCircle2, LogOut, Pause, Play, Send, SkipForward } from 'lucide-react';
import { useEffect, useRef, useState, type FormEvent, type Ref } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { pendingOfSession, playerQueue, usePlayerQueue, useRealtime } from '../../playerQueue';
import { useFollowedByRehabilitator } from '../api/getRehabilitators';
import { exerciseText, spokenDuration } from '../format';
import { playerMessages, sessionMessages, testResultMessages } from '../messages';
import {
  currentExercise,
  isPaused,
  milestoneOf,
  timerOf,
  timerRemainingSeconds,
  timerElapsedMs,
  type Milestone,
  type PlayerState,
} from '../player/playerMachine';
import { playerOutcome } from '../player/outcome';
import { usePlayer } from '../player/usePlayer';
import { usePlayerOpenHours } from '../player/usePlayerOpenHours';
import { ExerciseDetails } from './ExerciseDetails';
import { PendingResults } from './PendingResults';
import { RealtimeIndicator } from './RealtimeIndicator';
import { TestResultQuestion } from './TestResultQuestion';
import * as styles from './SessionPlayer.css';

export interface SessionPlayerProps {
  /** The session of the day, as the API gave it when the player opened (the patient's own). */
  session: Session & { id: string };
  /** Where "leave the session" goes. */
  backTo: string;
}

/** What the live region says: the phase as it starts, then its calm milestones. */
function announcementOf(
  intl: IntlShape,
  state: PlayerState,
  at: number,
  resumedAt: { phaseKey: string; milestone: Milestone } | null,
  reviewTitle: string,
): string {
  const { phase } = state;
  const exercise = currentExercise(state);
  const total = state.exercises.length;
  switch (phase.name) {
    case 'intro':
      return exercise
        ? intl.formatMessage(playerMessages.announceExercise, {
            current: state.index + 1,
            total,
            name: exerciseText(intl, exercise.exerciseId).name,
          })
        : '';
    case 'series':
    case 'rest': {
      const timer = phase.timer;
      if (timer.runningSince === null) {
        return intl.formatMessage(playerMessages.announcePaused);
      }
      const milestone = milestoneOf(timer, at);
      if (
        resumedAt &&
        resumedAt.phaseKey === phaseKeyOf(state) &&
        resumedAt.milestone === milestone
      ) {
        return intl.formatMessage(playerMessages.announceResumed);
      }
      if (milestone === 2) {
        return intl.formatMessage(playerMessages.announceLastSeconds, {
          duration: spokenDuration(intl, 10),
        });
      }
      if (milestone === 1) {
        return intl.formatMessage(playerMessages.announceHalfway, {
          duration: spokenDuration(intl, Math.floor(timer.durationMs / 2000)),
        });
      }
      const duration = spokenDuration(intl, timer.durationMs / 1000);
      return phase.name === 'series'
        ? intl.formatMessage(playerMessages.announceSeries, {
            series: phase.series,
            count: exercise?.seriesCount ?? phase.series,
            duration,
          })
        : intl.formatMessage(playerMessages.announceRest, { duration });
    }
    case 'effort':
      return `${intl.formatMessage(playerMessages.effortTitle)}. ${intl.formatMessage(playerMessages.effortQuestion)}`;
    case 'testResult':
      return intl.formatMessage(testResultMessages.title);
    case 'review':
      return reviewTitle;
    case 'finished':
      return intl.formatMessage(playerMessages.finishedTitle);
  }
}

/** One key per countdown: exercise, phase and series. */
function phaseKeyOf(state: PlayerState): string {
  const { phase } = state;
  return `${state.index}:${phase.name}:${'series' in phase ? phase.series : ''}`;
}

/** Keeps the screen awake while a countdown runs, where the browser allows it. */
function useWakeLock(active: boolean) {
  useEffect(() => {
    if (!active || !('wakeLock' in navigator)) {
      return undefined;
    }
    let lock: WakeLockSentinel | null = null;
    let released = false;
    navigator.wakeLock
      .request('screen')
      .then((sentinel) => {
        if (released) {
          void sentinel.release();
        } else {
          lock = sentinel;
        }
      })
      .catch(() => undefined);
    return () => {
      released = true;
      void lock?.release().catch(() => undefined);
    };
  }, [active]);
}

/**
 * The session player (docs/decisions/portal-session-player.md): exercise by exercise, a video or a
 * drawing with the instructions, series countdowns and rests, pause, resume and skip; the effort
 * felt after each exercise, then pain and difficulty. Each finished exercise is kept on the device
 * and sent as a step (with its own Idempotency-Key), so a reload or a lost network loses nothing.
 */
export function SessionPlayer({ session, backTo }: SessionPlayerProps) {
  const intl = useIntl();
  const realtime = useRealtime();
  const queue = usePlayerQueue();
  const { patientId } = session;
  const followed = useFollowedByRehabilitator(patientId);
  const sessionId = session.id;

  // Where to start: after the steps the API has and those still waiting on this device.
  const [resume] = useState(() => {
    const snapshot = playerQueue.stored();
    const pending = pendingOfSession(snapshot.calls, sessionId);
    const draft = snapshot.drafts.find((kept) => kept.sessionId === sessionId);
    return {
      recordedSteps: Math.max(session.completedStepCount, pending.nextPosition),
      awaitingEffort: draft ?? null,
      reviewed: session.status === 'done' || pending.review,
    };
  });
  const { state, dispatch, act, at } = usePlayer(session.steps, resume);
  const { phase } = state;
  const step = session.steps[state.index];
  const timer = timerOf(phase);
  const paused = isPaused(state);

  // Each finished exercise goes to the queue once.
  const handed = useRef(new Set<number>());
  useEffect(() => {
    for (const finished of state.finished) {
      if (handed.current.has(finished.position)) {
        continue;
      }
      handed.current.add(finished.position);
      playerQueue.enqueue({
        kind: 'step',
        patientId,
        sessionId,
        position: finished.position,
        body: {
          duration: finished.durationSeconds,
          ...(finished.effort === null ? {} : { effort: finished.effort }),
        },
      });
    }
  }, [state.finished, patientId, sessionId]);

  // An exercise over whose effort is not given yet is kept: a reload asks the question again.
  const effortSeconds = phase.name === 'effort' ? phase.durationSeconds : null;
  useEffect(() => {
    if (effortSeconds !== null) {
      playerQueue.saveDraft({
        patientId,
        sessionId,
        position: state.index,
        durationSeconds: effortSeconds,
      });
    }
  }, [effortSeconds, state.index, patientId, sessionId]);

  // The player's opening hours: when it opened (and whether in real time), when it closed.
  usePlayerOpenHours({ patientId, sessionId, realtime });

  useWakeLock(timer !== null && !paused);

  // A step the patient paces (a new exercise, the effort, the review, the end) takes the focus.
  const headingRef = useRef<HTMLHeadingElement>(null);
  const focusKey = `${state.index}:${phase.name}`;
  const firstFocusKey = useRef(focusKey);
  useEffect(() => {
    if (focusKey === firstFocusKey.current) {
      return;
    }
    if (
      ['intro', 'effort', 'testResult', 'review', 'finished'].includes(focusKey.split(':')[1] ?? '')
    ) {
      headingRef.current?.focus();
    }
  }, [focusKey]);

  const [resumedAt, setResumedAt] = useState<{ phaseKey: string; milestone: Milestone } | null>(
    null,
  );
  const total = session.steps.length;
  // A test whose result may be noted is done already: its step is recorded.
  const doneCount = Math.min(state.index + (phase.name === 'testResult' ? 1 : 0), total);
  const pending = pendingOfSession(
    queue.calls.filter((call) => call.patientId === patientId),
    sessionId,
  );

  // What each step recorded, as far as this device knows: the API's, the queue's, this run's.
  const known = new Map<number, number>();
  for (const call of queue.calls) {
    if (call.kind === 'step' && call.sessionId === sessionId) {
      known.set(call.position, call.body.duration);
    }
  }
  for (const finished of state.finished) {
    known.set(finished.position, finished.durationSeconds);
  }
  const outcome = playerOutcome(
    session.steps,
    known,
    phase.name === 'finished' || phase.name === 'review',
  );
  const summary = intl.formatMessage(sessionOutcomeMessages.summary, { ...outcome });
  // Only a self-rehabilitation session earns stars and counts.
  const notCounted = session.isSelfRehabilitation ? whyNotCounted(outcome) : null;
  const reviewTitle = intl.formatMessage(
    outcome.done === total ? playerMessages.reviewTitle : playerMessages.reviewTitleEnd,
  );
  const announcement = announcementOf(intl, state, at, resumedAt, reviewTitle);

  const pauseOrResume = () => {
    if (!timer) {
      return;
    }
    if (paused) {
      setResumedAt({ phaseKey: phaseKeyOf(state), milestone: milestoneOf(timer, at) });
      act('resume');
    } else {
      act('pause');
    }
  };

  return (
    <div className={styles.player}>
      <div className={styles.topBar}>
        {phase.name === 'finished' ? (
          <span />
        ) : (
          <Link as={RouterLink} to={backTo} standalone weight="bold" className={styles.withIcon}>
            <LogOut aria-hidden="true" focusable="false" size={20} />
            {intl.formatMessage(playerMessages.leave)}
          </Link>
        )}
        <RealtimeIndicator realtime={realtime} followed={followed} compact />
      </div>
      {phase.name !== 'finished' ? (
        <Stack gap="xs">
          <ProgressBar
            value={doneCount}
            max={total}
            label={intl.formatMessage(playerMessages.progressLabel)}
            valueText={summary}
            showValue
          />
          <Text size="small" tone="muted">
            {intl.formatMessage(playerMessages.leaveHint)}
          </Text>
        </Stack>
      ) : null}

      <VisuallyHidden>
        <div role="status" aria-live="polite" aria-atomic="true">
          {announcement}
        </div>
      </VisuallyHidden>

      {(phase.name === 'intro' || phase.name === 'series' || phase.name === 'rest') && step ? (
        <ExerciseDetails step={step} headingRef={headingRef}>
          <Text weight="bold">
            {intl.formatMessage(playerMessages.progress, { current: state.index + 1, total })}
          </Text>
          {timer ? (
            <CountdownDisplay
              className={styles.countdown}
              phase={phase.name === 'rest' ? 'rest' : 'series'}
              phaseLabel={
                phase.name === 'rest'
                  ? intl.formatMessage(playerMessages.restBefore, { series: phase.series + 1 })
                  : intl.formatMessage(playerMessages.seriesOf, {
                      series: phase.name === 'series' ? phase.series : 1,
                      count: step.seriesCount,
                    })
              }
              remainingSeconds={timerRemainingSeconds(timer, at)}
              progress={timerElapsedMs(timer, at) / timer.durationMs}
              status={paused ? 'paused' : 'running'}
            >
              <Button key="pause" size="large" icon={paused ? Play : Pause} onClick={pauseOrResume}>
                {intl.formatMessage(paused ? playerMessages.resume : playerMessages.pause)}
              </Button>
              {phase.name === 'rest' ? (
                <Button
                  size="large"
                  variant="secondary"
                  icon={SkipForward}
                  onClick={() => act('skipRest')}
                >
                  {intl.formatMessage(playerMessages.skipRest)}
                </Button>
              ) : null}
              <Button
                size="large"
                variant="secondary"
                icon={SkipForward}
                onClick={() => act('skipExercise')}
              >
                {intl.formatMessage(playerMessages.skipExercise)}
              </Button>
            </CountdownDisplay>
          ) : (
            <div className={styles.controls}>
              <Button size="large" icon={Play} onClick={() => act('start')}>
                {intl.formatMessage(playerMessages.start)}
              </Button>
              <Button
                size="large"
                variant="secondary"
                icon={SkipForward}
                onClick={() => act('skipExercise')}
              >
                {intl.formatMessage(playerMessages.skipExercise)}
              </Button>
            </div>
          )}
        </ExerciseDetails>
      ) : null}

      {phase.name === 'effort' ? (
        <EffortQuestion
          headingRef={headingRef}
          exerciseName={step ? exerciseText(intl, step.exerciseId).name : ''}
          onAnswer={(effort) => dispatch({ type: 'answerEffort', effort })}
        />
      ) : null}

      {phase.name === 'testResult' && step ? (
        <TestResultQuestion
          headingRef={headingRef}
          sessionId={sessionId}
          patientId={patientId}
          exerciseId={step.exerciseId}
          exerciseName={exerciseText(intl, step.exerciseId).name}
          measureKey={phase.measureKey}
          onDone={() => dispatch({ type: 'closeTestResult' })}
        />
      ) : null}

      {phase.name === 'review' ? (
        <ReviewQuestions
          headingRef={headingRef}
          title={reviewTitle}
          summary={summary}
          onReview={(body) => {
            playerQueue.enqueue({ kind: 'review', patientId, sessionId, body });
            dispatch({ type: 'reviewed' });
          }}
        />
      ) : null}

      {phase.name === 'finished' ? (
        <Stack gap="lg" align="start">
          <Heading level={2} ref={headingRef} tabIndex={-1} className={styles.withIcon}>
            <CheckCircle2 aria-hidden="true" focusable="false" size={32} />
            {intl.formatMessage(playerMessages.finishedTitle)}
          </Heading>
          <Text size="large" weight="bold">
            {summary}
          </Text>
          {notCounted ? (
            <Text size="large">
              {intl.formatMessage(sessionMessages.notCounted, { reason: notCounted })}
            </Text>
          ) : null}
          <Text size="large">
            {intl.formatMessage(
              pending.steps.length > 0 || pending.review
                ? playerMessages.finishedWaiting
                : playerMessages.finishedBody,
            )}
          </Text>
          <ButtonLink as={RouterLink} to={backTo} size="large">
            {intl.formatMessage(sessionMessages.back)}
          </ButtonLink>
        </Stack>
      ) : null}

      <PendingResults patientId={patientId} steps={session.steps} />
    </div>
  );
}

function EffortQuestion({
  headingRef,
  exerciseName,
  onAnswer,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  exerciseName: string;
  onAnswer: (effort: number | null) => void;
}) {
  const intl = useIntl();
  const [effort, setEffort] = useState<number | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onAnswer(effort);
  };
  return (
    <form className={styles.question} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} ref={headingRef} tabIndex={-1}>
            {intl.formatMessage(playerMessages.effortTitle)}
          </Heading>
          <Text tone="muted">{exerciseName}</Text>
        </Stack>
        <EffortScale
          label={intl.formatMessage(playerMessages.effortQuestion)}
          hint={intl.formatMessage(playerMessages.effortHint)}
          value={effort}
          onValueChange={setEffort}
        />
        <div className={styles.controls}>
          <Button type="submit" size="large" icon={CheckCircle2}>
            {intl.formatMessage(playerMessages.effortSave)}
          </Button>
          <Button size="large" variant="secondary" onClick={() => onAnswer(null)}>
            {intl.formatMessage(playerMessages.effortSkip)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

function ReviewQuestions({
  headingRef,
  title,
  summary,
  onReview,
}: {
  headingRef: Ref<HTMLHeadingElement>;
  /** "Every exercise done", or only "the end of the exercises" when some were not. */
  title: string;
  /** What the session recorded ("4 exercices faits sur 6, 2 passés"). */
  summary: string;
  onReview: (review: { pain: number; difficulty: number }) => void;
}) {
  const intl = useIntl();
  const [pain, setPain] = useState<number | null>(null);
  const [difficulty, setDifficulty] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (pain === null || difficulty === null) {
      setTried(true);
      return;
    }
    onReview({ pain, difficulty });
  };
  return (
    <form className={styles.question} onSubmit={submit} noValidate>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={2} ref={headingRef} tabIndex={-1}>
            {title}
          </Heading>
          <Text weight="bold">{summary}</Text>
          <Text>{intl.formatMessage(playerMessages.reviewIntro)}</Text>
        </Stack>
        <PainScale
          label={intl.formatMessage(playerMessages.painQuestion)}
          value={pain}
          onValueChange={setPain}
          required
          error={
            tried && pain === null ? intl.formatMessage(playerMessages.painMissing) : undefined
          }
        />
        <DifficultyScale
          label={intl.formatMessage(playerMessages.difficultyQuestion)}
          value={difficulty}
          onValueChange={setDifficulty}
          required
          error={
            tried && difficulty === null
              ? intl.formatMessage(playerMessages.difficultyMissing)
              : undefined
          }
        />
        <div className={styles.controls}>
          <Button type="submit" size="large" icon={Send}>
            {intl.formatMessage(playerMessages.reviewSend)}
          </Button>
        </div>
      </Stack>
    </form>
  );
}
