import { formatDateTime, formatPersonName } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { CoachingSession, UpdateCoachingSessionBody } from '@oxilio/domain/contract';
import { Badge, Button, Card, ConfirmAction, Heading, Inline, Stack, Text } from '@oxilio/ui';
import { CalendarX, Check, RotateCcw } from 'lucide-react';
import { useId } from 'react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useLocale } from '../../../i18n/LocaleProvider';
import { coachingMessages as messages } from './messages';
import * as styles from './coaching.css';

/** A planned session marked done or cancelled, or (the undo of "done") planned again. */
interface Change {
  session: CoachingSession;
  status: 'done' | 'cancelled' | 'planned';
}

const statusLabel = {
  planned: messages.statusPlanned,
  done: messages.statusDone,
  cancelled: messages.statusCancelled,
} as const;
const statusTone = { planned: 'info', done: 'success', cancelled: 'neutral' } as const;

export interface CoachingSessionsProps {
  sessions: readonly CoachingSession[];
  timeZone: string;
  onUpdate: (sessionId: string, body: UpdateCoachingSessionBody) => Promise<ApiResult<unknown>>;
}

/**
 * The planned sessions (soonest first: mark done at once, with an undo in its notice; cancel after
 * confirming), then the history.
 */
export function CoachingSessions({ sessions, timeZone, onUpdate }: CoachingSessionsProps) {
  const intl = useIntl();
  const reopen = useWrite({
    call: ({ session }: Change) => onUpdate(session.id, { status: 'planned' }),
    success: ({ session }) => ({
      message: messages.plannedAgain,
      values: { name: formatPersonName(session.patient) },
    }),
    failure: messages.failed,
  });
  const update = useWrite({
    call: ({ session, status }: Change) => {
      reopen.reset();
      return onUpdate(session.id, { status });
    },
    success: ({ session, status }) => ({
      message: status === 'done' ? messages.markedDone : messages.cancelled,
      values: { name: formatPersonName(session.patient) },
      // "Done" is one click: its notice offers to take it back (docs/decisions/portal-everyday-gestures.md).
      ...(status === 'done'
        ? {
            action: {
              label: intl.formatMessage(messages.undo),
              icon: RotateCcw,
              run: () => reopen.trigger({ session, status: 'planned' }),
            },
          }
        : {}),
    }),
    failure: messages.failed,
  });
  const busy = update.writing?.session.id ?? reopen.writing?.session.id ?? null;
  const upcoming = sessions
    .filter((session) => session.status === 'planned')
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  const history = sessions
    .filter((session) => session.status !== 'planned')
    .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt));

  return (
    <Stack gap="xl">
      {/* The undo's notice, once known, replaces the one it undoes (and its button). */}
      <WriteNotice notice={reopen.notice ?? update.notice} />
      <section aria-labelledby="coaching-upcoming">
        <Stack gap="md">
          <Heading level={2} id="coaching-upcoming">
            {intl.formatMessage(messages.upcomingTitle)}
          </Heading>
          {upcoming.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.upcomingEmpty)}</Text>
          ) : (
            <ul className={styles.list}>
              {upcoming.map((session) => (
                <li key={session.id}>
                  <SessionCard
                    session={session}
                    timeZone={timeZone}
                    busy={busy}
                    onDone={() => void update.trigger({ session, status: 'done' })}
                    onCancel={async () => {
                      await update.trigger({ session, status: 'cancelled' });
                    }}
                  />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
      <section aria-labelledby="coaching-history">
        <Stack gap="md">
          <Heading level={2} id="coaching-history">
            {intl.formatMessage(messages.historyTitle)}
          </Heading>
          {history.length === 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.historyEmpty)}</Text>
          ) : (
            <ul className={styles.list}>
              {history.map((session) => (
                <li key={session.id}>
                  <SessionCard session={session} timeZone={timeZone} busy={busy} />
                </li>
              ))}
            </ul>
          )}
        </Stack>
      </section>
    </Stack>
  );
}

function SessionCard({
  session,
  timeZone,
  busy,
  onDone,
  onCancel,
}: {
  session: CoachingSession;
  timeZone: string;
  busy: string | null;
  onDone?: () => void;
  onCancel?: () => Promise<void>;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const headingId = useId();
  const name = formatPersonName(session.patient);
  const editable = session.canEdit && session.status === 'planned' && onDone && onCancel;
  return (
    <Card as="article" aria-labelledby={headingId}>
      <Stack gap="sm">
        <Inline gap="sm" align="spaceBetween" alignY="center" wrap>
          <Heading level={3} visualLevel={4} id={headingId} className={styles.text}>
            {name}
          </Heading>
          <Badge tone={statusTone[session.status]}>
            {intl.formatMessage(statusLabel[session.status])}
          </Badge>
        </Inline>
        <Text weight="bold">
          {intl.formatMessage(messages.when, {
            dateTime: formatDateTime(session.scheduledAt, locale, timeZone),
          })}
        </Text>
        {session.durationMinutes ? (
          <Text size="small">
            {intl.formatMessage(messages.duration, { minutes: session.durationMinutes })}
          </Text>
        ) : null}
        <Text className={styles.text}>{session.topic}</Text>
        {session.coachName ? (
          <Text size="small" tone="muted" className={styles.text}>
            {intl.formatMessage(messages.coach, { name: session.coachName })}
          </Text>
        ) : null}
        {session.notes ? (
          <Text size="small" className={styles.text}>
            {session.notes}
          </Text>
        ) : null}
        {editable ? (
          <Inline gap="sm" wrap>
            <Button
              variant="secondary"
              icon={Check}
              aria-describedby={headingId}
              loading={busy === session.id}
              disabled={busy !== null}
              onClick={onDone}
            >
              {intl.formatMessage(messages.markDone)}
            </Button>
            <ConfirmAction
              label={intl.formatMessage(messages.cancelSession)}
              icon={CalendarX}
              aria-describedby={headingId}
              disabled={busy !== null}
              title={intl.formatMessage(messages.cancelTitle, { name })}
              description={intl.formatMessage(messages.cancelBody)}
              cancelLabel={intl.formatMessage(messages.keep)}
              onConfirm={onCancel}
            />
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
