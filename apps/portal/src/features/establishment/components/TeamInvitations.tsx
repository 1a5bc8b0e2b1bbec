import { formatDateTime } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { EstablishmentInvitation } from '@oxilio/domain/contract';
import { Button, Card, ConfirmDialog, Inline, Stack, Text } from '@oxilio/ui';
import { Check, Undo2, X } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { establishmentMessages as messages } from './messages';
import { displayName, OutcomeLine, useOutcome } from './useOutcome';
import * as styles from './establishment.css';

const nameOf = (invitation: EstablishmentInvitation) =>
  displayName(invitation.reeducator, invitation.email);

export interface InvitationsSentProps {
  /** Pending invitations the establishment sent. */
  invitations: readonly EstablishmentInvitation[];
  onWithdraw: (invitationId: string) => Promise<ApiResult<unknown>>;
}

/** Invitations sent to rehabilitators and not answered yet; cancelling one asks first. */
export function InvitationsSent({ invitations, onWithdraw }: InvitationsSentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { outcome, busy, run } = useOutcome();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Card as="section" title={intl.formatMessage(messages.sentTitle)} headingLevel={2}>
      <Stack gap="md">
        <OutcomeLine outcome={outcome} />
        {invitations.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(messages.sentEmpty)}</Text>
        ) : (
          <ul className={styles.list}>
            {invitations.map((invitation) => {
              const name = nameOf(invitation);
              const id = `sent-${invitation.id}`;
              return (
                <li key={invitation.id} className={styles.row}>
                  <div className={styles.rowText}>
                    <Text weight="bold" id={id}>
                      {name}
                    </Text>
                    {invitation.email && invitation.email !== name ? (
                      <Text size="small" tone="muted">
                        {invitation.email}
                      </Text>
                    ) : null}
                    <Text size="small" tone="muted">
                      {intl.formatMessage(messages.sentOn, {
                        date: formatDateTime(invitation.createdAt, locale).split(' ')[0],
                      })}
                    </Text>
                  </div>
                  <ConfirmDialog
                    open={confirming === invitation.id}
                    onOpenChange={(open) => setConfirming(open ? invitation.id : null)}
                    tone="destructive"
                    trigger={
                      <Button
                        variant="ghost"
                        icon={Undo2}
                        aria-describedby={id}
                        loading={busy === invitation.id}
                        disabled={busy !== null}
                      >
                        {intl.formatMessage(messages.withdraw)}
                      </Button>
                    }
                    title={intl.formatMessage(messages.withdrawTitle, { name })}
                    description={intl.formatMessage(messages.withdrawBody)}
                    confirmLabel={intl.formatMessage(messages.withdraw)}
                    cancelLabel={intl.formatMessage(messages.keep)}
                    onConfirm={async () => {
                      setConfirming(null);
                      await run(
                        invitation.id,
                        () => onWithdraw(invitation.id),
                        messages.withdrawn,
                        { name },
                      );
                    }}
                  />
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Card>
  );
}

export interface ApplicationsProps {
  /** Pending requests of rehabilitators to join the team. */
  applications: readonly EstablishmentInvitation[];
  onAnswer: (rehabilitatorId: string, accepted: boolean) => Promise<ApiResult<unknown>>;
}

/** Rehabilitators who asked to join: accept, or refuse after confirming. */
export function Applications({ applications, onAnswer }: ApplicationsProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { outcome, busy, run } = useOutcome();
  const [confirming, setConfirming] = useState<string | null>(null);
  return (
    <Card as="section" title={intl.formatMessage(messages.applicationsTitle)} headingLevel={2}>
      <Stack gap="md">
        <OutcomeLine outcome={outcome} />
        {applications.length === 0 ? (
          <Text tone="muted">{intl.formatMessage(messages.applicationsEmpty)}</Text>
        ) : (
          <ul className={styles.list}>
            {applications.map((application) => {
              const name = nameOf(application);
              const id = `application-${application.id}`;
              const rehabilitatorId = application.reeducator.reeducatorId;
              return (
                <li key={application.id} className={styles.row}>
                  <div className={styles.rowText}>
                    <Text weight="bold" id={id}>
                      {name}
                    </Text>
                    <Text size="small" tone="muted">
                      {intl.formatMessage(messages.askedOn, {
                        date: formatDateTime(application.createdAt, locale).split(' ')[0],
                      })}
                    </Text>
                  </div>
                  {rehabilitatorId ? (
                    <Inline gap="sm" wrap>
                      <Button
                        icon={Check}
                        aria-describedby={id}
                        loading={busy === `${application.id}:accept`}
                        disabled={busy !== null}
                        onClick={() =>
                          void run(
                            `${application.id}:accept`,
                            () => onAnswer(rehabilitatorId, true),
                            messages.accepted,
                            { name },
                          )
                        }
                      >
                        {intl.formatMessage(messages.accept)}
                      </Button>
                      <ConfirmDialog
                        open={confirming === application.id}
                        onOpenChange={(open) => setConfirming(open ? application.id : null)}
                        tone="destructive"
                        trigger={
                          <Button
                            variant="secondary"
                            icon={X}
                            aria-describedby={id}
                            loading={busy === `${application.id}:refuse`}
                            disabled={busy !== null}
                          >
                            {intl.formatMessage(messages.refuse)}
                          </Button>
                        }
                        title={intl.formatMessage(messages.refuseTitle, { name })}
                        description={intl.formatMessage(messages.refuseBody)}
                        confirmLabel={intl.formatMessage(messages.refuse)}
                        cancelLabel={intl.formatMessage(messages.cancel)}
                        onConfirm={async () => {
                          setConfirming(null);
                          await run(
                            `${application.id}:refuse`,
                            () => onAnswer(rehabilitatorId, false),
                            messages.refused,
                            { name },
                          );
                        }}
                      />
                    </Inline>
                  ) : null}
                </li>
              );
            })}
          </ul>
        )}
      </Stack>
    </Card>
  );
}
