import { formatDayOfInstant } from '@oxilio/domain';
import type { ApiResult } from '@oxilio/domain/client';
import type { EstablishmentInvitation } from '@oxilio/domain/contract';
import { Button, ConfirmAction, Inline, ListCard, ListRow, Text } from '@oxilio/ui';
import { Check, RotateCcw, Undo2, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useLocale } from '../../../i18n/LocaleProvider';
import { establishmentMessages as messages } from './messages';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { displayName } from './displayName';
import { inviteAgainWrite, invitationBody } from '../api/inviteRehabilitator';
import { useTimeZone } from '../../stats';

const nameOf = (invitation: EstablishmentInvitation) =>
  displayName(invitation.reeducator, invitation.email);

export interface InvitationsSentProps {
  /** Pending invitations the establishment sent. */
  invitations: readonly EstablishmentInvitation[];
  onWithdraw: (invitationId: string) => Promise<ApiResult<unknown>>;
}

/**
 * Invitations sent to rehabilitators and not answered yet; cancelling one asks first, and its
 * success notice offers to undo it: the same invitation sent again, with a new link.
 */
export function InvitationsSent({ invitations, onWithdraw }: InvitationsSentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const timeZone = useTimeZone();
  const inviteAgain = useWrite({
    ...inviteAgainWrite,
    success: ({ invitation }) => ({
      message: messages.invitedAgain,
      values: { name: nameOf(invitation) },
    }),
    problems: { 409: messages.alreadyInvited },
    failure: messages.failed,
  });
  const withdraw = useWrite({
    call: (invitation: EstablishmentInvitation) => onWithdraw(invitation.id),
    success: (invitation) => {
      const body = invitationBody(invitation);
      return {
        message: messages.withdrawn,
        values: { name: nameOf(invitation) },
        ...(body
          ? {
              action: {
                label: intl.formatMessage(messages.undoWithdraw),
                icon: RotateCcw,
                run: () => inviteAgain.trigger({ invitation, body }),
              },
            }
          : {}),
      };
    },
    failure: messages.failed,
  });
  const busy = withdraw.isMutating || inviteAgain.isMutating;
  return (
    <ListCard
      title={intl.formatMessage(messages.sentTitle)}
      // The undo's notice, once known, replaces the withdrawal's (and its button).
      before={<WriteNotice notice={inviteAgain.notice ?? withdraw.notice} />}
      empty={<Text tone="muted">{intl.formatMessage(messages.sentEmpty)}</Text>}
    >
      {invitations.map((invitation) => {
        const name = nameOf(invitation);
        const id = `sent-${invitation.id}`;
        return (
          <ListRow
            key={invitation.id}
            actions={
              <ConfirmAction
                label={intl.formatMessage(messages.withdraw)}
                icon={Undo2}
                aria-describedby={id}
                pending={withdraw.writing?.id === invitation.id}
                disabled={busy}
                title={intl.formatMessage(messages.withdrawTitle, { name })}
                description={intl.formatMessage(messages.withdrawBody)}
                cancelLabel={intl.formatMessage(messages.keep)}
                onConfirm={async () => {
                  inviteAgain.reset();
                  await withdraw.trigger(invitation);
                }}
              />
            }
          >
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
                date: formatDayOfInstant(invitation.createdAt, locale, timeZone),
              })}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}

/** An answer to a rehabilitator's request to join. */
interface Answer {
  application: EstablishmentInvitation;
  rehabilitatorId: string;
  accepted: boolean;
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
  const timeZone = useTimeZone();
  const answer = useWrite({
    call: ({ rehabilitatorId, accepted }: Answer) => onAnswer(rehabilitatorId, accepted),
    success: ({ application, accepted }) => ({
      message: accepted ? messages.accepted : messages.refused,
      values: { name: nameOf(application) },
    }),
    failure: messages.failed,
  });
  const answering = (application: EstablishmentInvitation, accepted: boolean) =>
    answer.writing?.application.id === application.id && answer.writing.accepted === accepted;
  return (
    <ListCard
      title={intl.formatMessage(messages.applicationsTitle)}
      before={<WriteNotice notice={answer.notice} />}
      empty={<Text tone="muted">{intl.formatMessage(messages.applicationsEmpty)}</Text>}
    >
      {applications.map((application) => {
        const name = nameOf(application);
        const id = `application-${application.id}`;
        const rehabilitatorId = application.reeducator.reeducatorId;
        return (
          <ListRow
            key={application.id}
            actions={
              rehabilitatorId ? (
                <Inline gap="sm" wrap>
                  <Button
                    icon={Check}
                    aria-describedby={id}
                    loading={answering(application, true)}
                    disabled={answer.isMutating}
                    onClick={() =>
                      void answer.trigger({ application, rehabilitatorId, accepted: true })
                    }
                  >
                    {intl.formatMessage(messages.accept)}
                  </Button>
                  <ConfirmAction
                    label={intl.formatMessage(messages.refuse)}
                    icon={X}
                    variant="secondary"
                    aria-describedby={id}
                    pending={answering(application, false)}
                    disabled={answer.isMutating}
                    title={intl.formatMessage(messages.refuseTitle, { name })}
                    description={intl.formatMessage(messages.refuseBody)}
                    cancelLabel={intl.formatMessage(messages.cancel)}
                    onConfirm={async () => {
                      await answer.trigger({ application, rehabilitatorId, accepted: false });
                    }}
                  />
                </Inline>
              ) : null
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.askedOn, {
                date: formatDayOfInstant(application.createdAt, locale, timeZone),
              })}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}
