import { formatDayOfInstant, formatPersonName } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { EstablishmentManagers } from '@oxilio/domain/contract';
import {
  Badge,
  ConfirmAction,
  Heading,
  ListCard,
  ListRow,
  ListRows,
  Stack,
  Text,
} from '@oxilio/ui';
import { Undo2, UserMinus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { establishmentMessages as messages } from './messages';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { displayName } from './displayName';
import { useTimeZone } from '../../stats';

export interface ManagersCardProps {
  managers: EstablishmentManagers;
  onRemove: (managerId: string) => Promise<ApiResult<unknown>>;
  onCancelInvitation: (applicationId: string) => Promise<ApiResult<unknown>>;
}

/** Removing a manager, or withdrawing an invitation sent to a new one. */
interface ManagerChange {
  kind: 'remove' | 'withdraw';
  id: string;
  name: string;
}

/**
 * The establishment's professional helper accounts (its managers) and the invitations sent to new
 * ones. One's own account cannot be removed here; the API refuses to remove the last manager.
 */
export function ManagersCard({ managers, onRemove, onCancelInvitation }: ManagersCardProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  // One write for both lists: one notice, and every button waits while either runs.
  const write = useWrite({
    call: (change: ManagerChange) =>
      change.kind === 'remove' ? onRemove(change.id) : onCancelInvitation(change.id),
    success: (change) => ({
      message: change.kind === 'remove' ? messages.managerRemoved : messages.withdrawn,
      values: { name: change.name },
    }),
    problems: (change) => (change.kind === 'remove' ? { 409: messages.lastManager } : {}),
    failure: messages.failed,
  });
  const dateOf = (instant: string) => formatDayOfInstant(instant, locale, timeZone);
  return (
    <ListCard
      title={intl.formatMessage(messages.managersTitle)}
      before={
        <>
          <Text tone="muted">{intl.formatMessage(messages.managersIntro)}</Text>
          <WriteNotice notice={write.notice} />
        </>
      }
      after={
        managers.invitations.length > 0 ? (
          <Stack gap="sm">
            <Heading level={3} visualLevel={4}>
              {intl.formatMessage(messages.managerInvitationsTitle)}
            </Heading>
            <ListRows>
              {managers.invitations.map((invitation) => {
                const name = displayName(invitation, invitation.email);
                const id = `manager-invitation-${invitation.applicationId}`;
                return (
                  <ListRow
                    key={invitation.applicationId}
                    actions={
                      <ConfirmAction
                        label={intl.formatMessage(messages.withdraw)}
                        icon={Undo2}
                        aria-describedby={id}
                        pending={write.writing?.id === invitation.applicationId}
                        disabled={write.isMutating}
                        title={intl.formatMessage(messages.withdrawTitle, { name })}
                        description={intl.formatMessage(messages.withdrawBody)}
                        cancelLabel={intl.formatMessage(messages.keep)}
                        onConfirm={async () => {
                          await write.trigger({
                            kind: 'withdraw',
                            id: invitation.applicationId,
                            name,
                          });
                        }}
                      />
                    }
                  >
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
                  </ListRow>
                );
              })}
            </ListRows>
          </Stack>
        ) : null
      }
    >
      {managers.responsables.map((manager) => {
        const name = formatPersonName(manager);
        const id = `manager-${manager.responsableId}`;
        return (
          <ListRow
            key={manager.responsableId}
            actions={
              manager.isMe ? (
                <Badge tone="info">{intl.formatMessage(messages.me)}</Badge>
              ) : (
                <ConfirmAction
                  label={intl.formatMessage(messages.removeManager)}
                  icon={UserMinus}
                  aria-describedby={id}
                  pending={write.writing?.id === manager.responsableId}
                  disabled={write.isMutating}
                  title={intl.formatMessage(messages.removeManagerTitle, { name })}
                  description={intl.formatMessage(messages.removeManagerBody)}
                  cancelLabel={intl.formatMessage(messages.cancel)}
                  onConfirm={async () => {
                    await write.trigger({ kind: 'remove', id: manager.responsableId, name });
                  }}
                />
              )
            }
          >
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
          </ListRow>
        );
      })}
    </ListCard>
  );
}
