import { formatDateTime } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { CoachingSession, UpdateCoachingSessionBody } from '@oxilio/domain/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmDialog,
  Heading,
  Inline,
  Stack,
  Text,
} from '@oxilio/ui';
import { CalendarX, Check } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { coachingMessages as messages } from './messages';
import * as styles from './coaching.css';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

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

/** The planned sessions (soonest first: mark done, cancel after confirming), then the history. */
export function CoachingSessions({ sessions, timeZone, onUpdate }: CoachingSessionsProps) {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const upcoming = sessions
    .filter((session) => session.status === 'planned')
    .sort((a, b) => a.scheduledAt.localeCompare(b.scheduledAt));
  const history = sessions
    .filter((session) => session.status !== 'planned')
    .sort((a, b) => b.scheduledAt.localeCompare(a.scheduledAt));

  async function change(
    session: CoachingSession,
    body: UpdateCoachingSessionBody,
    done: MessageDescriptor,
  ) {
    setBusy(session.id);
    const result = await onUpdate(session.id, body).catch(() => null);
    setBusy(null);
    const name = `${session.patient.firstName} ${session.patient.lastName}`;
    setOutcome(
      result?.ok
        ? { tone: 'success', text: intl.formatMessage(done, { name }) }
        : { tone: 'danger', text: intl.formatMessage(messages.failed) },
    );
  }

  return (
    <Stack gap="xl">
      <div role="status" aria-live="polite">
        {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      </div>
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
                    onDone={() => void change(session, { status: 'done' }, messages.markedDone)}
                    onCancel={() => change(session, { status: 'cancelled' }, messages.cancelled)}
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
  const [confirming, setConfirming] = useState(false);
  const name = `${session.patient.firstName} ${session.patient.lastName}`;
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
            <ConfirmDialog
              open={confirming}
              onOpenChange={setConfirming}
              tone="destructive"
              trigger={
                <Button
                  variant="ghost"
                  icon={CalendarX}
                  aria-describedby={headingId}
                  disabled={busy !== null}
                >
                  {intl.formatMessage(messages.cancelSession)}
                </Button>
              }
              title={intl.formatMessage(messages.cancelTitle, { name })}
              description={intl.formatMessage(messages.cancelBody)}
              confirmLabel={intl.formatMessage(messages.cancelSession)}
              cancelLabel={intl.formatMessage(messages.keep)}
              onConfirm={async () => {
                setConfirming(false);
                await onCancel();
              }}
            />
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );
}
