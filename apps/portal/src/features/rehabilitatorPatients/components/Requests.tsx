import { formatDateTime } from '@oxilio/domain';
import type { PatientLinkInvite } from '@oxilio/domain/contract';
import { Alert, Button, Card, Inline, Stack, Text } from '@oxilio/ui';
import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { fullName } from './PatientCard';
import { patientsMessages as messages } from './messages';
import * as styles from './patients.css';

type Outcome = { tone: 'success' | 'danger'; text: string } | null;

function useOutcome() {
  const intl = useIntl();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState<string | null>(null);
  async function run(
    key: string,
    action: () => Promise<boolean>,
    done: MessageDescriptor,
    name: string,
  ) {
    // The previous outcome stays until this one is known: the card never disappears meanwhile.
    setBusy(key);
    const ok = await action().catch(() => false);
    setBusy(null);
    setOutcome(
      ok
        ? { tone: 'success', text: intl.formatMessage(done, { name }) }
        : { tone: 'danger', text: intl.formatMessage(messages.failed) },
    );
  }
  return { outcome, busy, run };
}

function OutcomeLine({ outcome }: { outcome: Outcome }) {
  return (
    <div role="status" aria-live="polite">
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
    </div>
  );
}

export interface RequestsReceivedProps {
  requests: readonly PatientLinkInvite[];
  onConfirm: (patientId: string) => Promise<boolean>;
  onRefuse: (patientId: string) => Promise<boolean>;
}

/** Patients who asked this rehabilitator to follow them: accept or refuse each. */
export function RequestsReceived({ requests, onConfirm, onRefuse }: RequestsReceivedProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { outcome, busy, run } = useOutcome();
  if (requests.length === 0 && !outcome && busy === null) {
    return null;
  }
  return (
    <Card as="section" title={intl.formatMessage(messages.requestsTitle)} headingLevel={2}>
      <Stack gap="md">
        <OutcomeLine outcome={outcome} />
        {requests.length > 0 ? (
          <Text tone="muted">{intl.formatMessage(messages.requestsIntro)}</Text>
        ) : null}
        <ul className={styles.list}>
          {requests.map((request) => {
            const name = fullName(request.patient);
            const id = `request-${request.id}`;
            return (
              <li key={request.id} className={styles.row}>
                <div className={styles.rowText}>
                  <Text weight="bold" id={id}>
                    {name}
                  </Text>
                  <Text size="small" tone="muted">
                    {intl.formatMessage(messages.requestedOn, {
                      date: formatDateTime(request.createdAt, locale),
                    })}
                  </Text>
                </div>
                <Inline gap="sm" wrap>
                  <Button
                    icon={Check}
                    aria-describedby={id}
                    loading={busy === `${request.id}:confirm`}
                    disabled={busy !== null}
                    onClick={() =>
                      void run(
                        `${request.id}:confirm`,
                        () => onConfirm(request.patient.patientId),
                        messages.confirmed,
                        name,
                      )
                    }
                  >
                    {intl.formatMessage(messages.confirm)}
                  </Button>
                  <Button
                    variant="secondary"
                    icon={X}
                    aria-describedby={id}
                    loading={busy === `${request.id}:refuse`}
                    disabled={busy !== null}
                    onClick={() =>
                      void run(
                        `${request.id}:refuse`,
                        () => onRefuse(request.patient.patientId),
                        messages.refused,
                        name,
                      )
                    }
                  >
                    {intl.formatMessage(messages.refuse)}
                  </Button>
                </Inline>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}

export interface InvitationsSentProps {
  invitations: readonly PatientLinkInvite[];
  onWithdraw: (patientId: string) => Promise<boolean>;
}

/** Invitations this rehabilitator sent, not yet answered by the patient: withdraw one. */
export function InvitationsSent({ invitations, onWithdraw }: InvitationsSentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { outcome, busy, run } = useOutcome();
  if (invitations.length === 0 && !outcome && busy === null) {
    return null;
  }
  return (
    <Card as="section" title={intl.formatMessage(messages.sentTitle)} headingLevel={2}>
      <Stack gap="md">
        <OutcomeLine outcome={outcome} />
        <ul className={styles.list}>
          {invitations.map((invitation) => {
            const name = fullName(invitation.patient);
            const id = `sent-${invitation.id}`;
            return (
              <li key={invitation.id} className={styles.row}>
                <div className={styles.rowText}>
                  <Text weight="bold" id={id}>
                    {name}
                  </Text>
                  <Text size="small" tone="muted">
                    {intl.formatMessage(messages.sentOn, {
                      date: formatDateTime(invitation.createdAt, locale),
                    })}
                  </Text>
                </div>
                <Button
                  variant="ghost"
                  icon={Undo2}
                  aria-describedby={id}
                  loading={busy === invitation.id}
                  disabled={busy !== null}
                  onClick={() =>
                    void run(
                      invitation.id,
                      () => onWithdraw(invitation.patient.patientId),
                      messages.withdrawn,
                      name,
                    )
                  }
                >
                  {intl.formatMessage(messages.withdraw)}
                </Button>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}
