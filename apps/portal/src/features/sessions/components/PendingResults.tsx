import { formatDuration } from '@oxilio/domain';
import type { SessionStep } from '@oxilio/domain/contract';
import { Alert, Button, Stack, Text } from '@oxilio/ui';
import { Send } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { playerQueue, usePlayerQueue, useSendPlayerQueue } from '../../playerQueue';
import { currentSessionKey } from '../api/getCurrentSession';
import { useLocale } from '../../../i18n/LocaleProvider';
import { exerciseText } from '../format';
import { sessionMessages } from '../messages';

export interface PendingResultsProps {
  patientId: string;
  /** The steps of the session of the day, to name the exercises waiting. */
  steps?: readonly SessionStep[];
}

/**
 * What is waiting on this device to be sent (the exercises done and the review), with a button to
 * try now; and what the API refused, if anything. Nothing when all is sent. While it shows, the
 * waiting calls are sent (resending is safe: each has its Idempotency-Key), and the sessions of the
 * day are read again after each one the API stored.
 */
export function PendingResults({ patientId, steps = [] }: PendingResultsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { mutate } = useSWRConfig();
  const queue = usePlayerQueue();
  useSendPlayerQueue(patientId, () => {
    void mutate(currentSessionKey(patientId, { isSelfRehabilitation: true }));
    void mutate(currentSessionKey(patientId, { isSelfRehabilitation: false }));
  });
  const waiting = queue.calls.filter(
    (call) => call.patientId === patientId && call.kind !== 'opening',
  );
  if (waiting.length === 0 && queue.rejected === 0) {
    return null;
  }
  return (
    <Stack gap="md">
      {waiting.length > 0 ? (
        <Alert
          tone="info"
          title={intl.formatMessage(sessionMessages.pendingTitle, { count: waiting.length })}
          action={
            <Button
              variant="secondary"
              icon={Send}
              loading={queue.sending}
              onClick={() => void playerQueue.retryNow()}
            >
              {intl.formatMessage(
                queue.sending ? sessionMessages.pendingSending : sessionMessages.sendNow,
              )}
            </Button>
          }
        >
          <Stack gap="sm">
            <ul>
              {waiting.map((call) => (
                <li key={call.key}>
                  {call.kind === 'step'
                    ? intl.formatMessage(sessionMessages.pendingStep, {
                        position: call.position + 1,
                        name: nameOf(intl, steps, call.position),
                        duration: formatDuration(call.body.duration, locale),
                      })
                    : intl.formatMessage(sessionMessages.pendingReview)}
                </li>
              ))}
            </ul>
            <Text>{intl.formatMessage(sessionMessages.pendingBody)}</Text>
          </Stack>
        </Alert>
      ) : null}
      {queue.rejected > 0 ? (
        <Alert tone="warning">
          {intl.formatMessage(sessionMessages.rejected, { count: queue.rejected })}
        </Alert>
      ) : null}
    </Stack>
  );
}

function nameOf(
  intl: Parameters<typeof exerciseText>[0],
  steps: readonly SessionStep[],
  position: number,
): string {
  const step = steps.find((candidate) => candidate.position === position);
  return step ? exerciseText(intl, step.exerciseId).name : '—';
}
