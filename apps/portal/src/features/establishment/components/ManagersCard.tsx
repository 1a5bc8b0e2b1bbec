import { formatDateTime } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { EstablishmentManagers } from '@oxilio/domain/contract';
import { Badge, Button, Card, ConfirmDialog, Heading, Stack, Text } from '@oxilio/ui';
import { Undo2, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { establishmentMessages as messages } from './messages';
import { displayName, OutcomeLine, useOutcome } from './useOutcome';
import * as styles from './establishment.css';

export interface ManagersCardProps {
  managers: EstablishmentManagers;
  onRemove: (managerId: string) => Promise<ApiResult<unknown>>;
  onCancelInvitation: (applicationId: string) => Promise<ApiResult<unknown>>;
}

/**
 * The establishment's professional helper accounts (its managers) and the invitations sent to new
 * ones. One's own account cannot be removed here; the API refuses to remove the last manager.
 */
export function ManagersCard({ managers, onRemove, onCancelInvitation }: ManagersCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const { outcome, busy, run } = useOutcome();
  const [confirming, setConfirming] = useState<string | null>(null);
  const dateOf = (instant: string) => formatDateTime(instant, locale).split(' ')[0];
  return (
    <Card as="section" title={intl.formatMessage(messages.managersTitle)} headingLevel={2}>
      <Stack gap="md">
        <Text tone="muted">{intl.formatMessage(messages.managersIntro)}</Text>
        <OutcomeLine outcome={outcome} />
        <ul className={styles.list}>
          {managers.responsables.map((manager) => {
            const name = `${manager.firstName} ${manager.lastName}`;
            const id = `manager-${manager.responsableId}`;
            return (
              <li key={manager.responsableId} className={styles.row}>
                <div className={styles.rowText}>
                  <Text weight="bold" id={id}>
                    {name}
                  </Text>
                  {manager.function ? <Text size="small">{manager.function}</Text> : null}
                  <Text size="small" tone="muted">
                    {manager.email}
                  </Text>
                  <Text size="small" tone="muted">
                    {intl.formatMessage(messages.managerSince, { date: dateOf(manager.since) })}
                  </Text>
                </div>
                {manager.isMe ? (
                  <Badge tone="info">{intl.formatMessage(messages.me)}</Badge>
                ) : (
                  <ConfirmDialog
                    open={confirming === manager.responsableId}
                    onOpenChange={(open) => setConfirming(open ? manager.responsableId : null)}
                    tone="destructive"
                    trigger={
                      <Button
                        variant="ghost"
                        icon={UserMinus}
                        aria-describedby={id}
                        loading={busy === manager.responsableId}
                        disabled={busy !== null}
                      >
                        {intl.formatMessage(messages.removeManager)}
                      </Button>
                    }
                    title={intl.formatMessage(messages.removeManagerTitle, { name })}
                    description={intl.formatMessage(messages.removeManagerBody)}
                    confirmLabel={intl.formatMessage(messages.removeManager)}
                    cancelLabel={intl.formatMessage(messages.cancel)}
                    onConfirm={async () => {
                      setConfirming(null);
                      await run(
                        manager.responsableId,
                        () => onRemove(manager.responsableId),
                        messages.managerRemoved,
                        { name },
                        { 409: messages.lastManager },
                      );
                    }}
                  />
                )}
              </li>
            );
          })}
        </ul>
        {managers.invitations.length > 0 ? (
          <Stack gap="sm">
            <Heading level={3} visualLevel={4}>
              {intl.formatMessage(messages.managerInvitationsTitle)}
            </Heading>
            <ul className={styles.list}>
              {managers.invitations.map((invitation) => {
                const name = displayName(invitation, invitation.email);
                const id = `manager-invitation-${invitation.applicationId}`;
                return (
                  <li key={invitation.applicationId} className={styles.row}>
                    <div className={styles.rowText}>
                      <Text weight="bold" id={id}>
                        {name}
                      </Text>
                      <Text size="small" tone="muted">
                        {invitation.email}
                      </Text>
                      <Text size="small" tone="muted">
                        {intl.formatMessage(messages.sentOn, {
                          date: dateOf(invitation.createdAt),
                        })}
                      </Text>
                      {invitation.expiresAt ? (
                        <Text size="small" tone="muted">
                          {intl.formatMessage(messages.expiresOn, {
                            date: dateOf(invitation.expiresAt),
                          })}
                        </Text>
                      ) : null}
                    </div>
                    <ConfirmDialog
                      open={confirming === invitation.applicationId}
                      onOpenChange={(open) => setConfirming(open ? invitation.applicationId : null)}
                      tone="destructive"
                      trigger={
                        <Button
                          variant="ghost"
                          icon={Undo2}
                          aria-describedby={id}
                          loading={busy === invitation.applicationId}
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
                          invitation.applicationId,
                          () => onCancelInvitation(invitation.applicationId),
                          messages.withdrawn,
                          { name },
                        );
                      }}
                    />
                  </li>
                );
              })}
            </ul>
          </Stack>
        ) : null}
      </Stack>
    </Card>
  );
}
