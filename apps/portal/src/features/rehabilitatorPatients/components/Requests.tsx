import { formatDateTime, formatPersonName } from '@oxilio/domain';
import type { PatientLinkInvite } from '@oxilio/domain/contract';
import { Button, ConfirmAction, Inline, ListCard, ListRow, Text } from '@oxilio/ui';
import { Check, RotateCcw, Undo2, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { asResult, useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useLocale } from '../../../i18n/LocaleProvider';
import { fullName } from './PatientCard';
import { patientsMessages as messages } from './messages';

/** A request answered (confirmed or refused), or an invitation withdrawn. */
interface LinkChange {
  kind: 'confirm' | 'refuse' | 'withdraw';
  request: PatientLinkInvite;
}

const doneMessages = {
  confirm: messages.confirmed,
  refuse: messages.refused,
  withdraw: messages.withdrawn,
};

/**
 * One write per card: the card stays while it runs and while its notice shows. `undo`, when given,
 * is offered in the success notice (docs/decisions/portal-everyday-gestures.md).
 */
function useLinkChange(
  call: (change: LinkChange) => Promise<boolean>,
  undo?: (change: LinkChange) => { label: string; run: () => Promise<unknown> } | null,
) {
  return useWrite({
    call: (change: LinkChange) => asResult(call(change)),
    success: (change) => {
      const action = undo?.(change);
      return {
        message: doneMessages[change.kind],
        values: { name: fullName(change.request.patient) },
        ...(action ? { action: { ...action, icon: RotateCcw } } : {}),
      };
    },
    failure: messages.failed,
  });
}

export interface RequestsReceivedProps {
  requests: readonly PatientLinkInvite[];
  onConfirm: (patientId: string) => Promise<boolean>;
  onRefuse: (patientId: string) => Promise<boolean>;
}

/**
 * Patients who asked this rehabilitator to follow them, or whose establishment's manager asked
 * (who asked is then named): accept or refuse each.
 */
export function RequestsReceived({ requests, onConfirm, onRefuse }: RequestsReceivedProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const answer = useLinkChange(({ kind, request }) =>
    kind === 'confirm' ? onConfirm(request.patient.patientId) : onRefuse(request.patient.patientId),
  );
  if (requests.length === 0 && !answer.notice && !answer.isMutating) {
    return null;
  }
  return (
    <ListCard
      title={intl.formatMessage(messages.requestsTitle)}
      before={
        <>
          <WriteNotice notice={answer.notice} />
          {requests.length > 0 ? (
            <Text tone="muted">{intl.formatMessage(messages.requestsIntro)}</Text>
          ) : null}
        </>
      }
    >
      {requests.map((request) => {
        const name = fullName(request.patient);
        const id = `request-${request.id}`;
        return (
          <ListRow
            key={request.id}
            actions={
              <Inline gap="sm" wrap>
                <Button
                  icon={Check}
                  aria-describedby={id}
                  loading={
                    answer.writing?.request.id === request.id && answer.writing.kind === 'confirm'
                  }
                  disabled={answer.isMutating}
                  onClick={() => void answer.trigger({ kind: 'confirm', request })}
                >
                  {intl.formatMessage(messages.confirm)}
                </Button>
                {/* A refusal cannot be taken back (the patient would have to ask again): it asks. */}
                <ConfirmAction
                  variant="secondary"
                  icon={X}
                  label={intl.formatMessage(messages.refuse)}
                  aria-describedby={id}
                  pending={
                    answer.writing?.request.id === request.id && answer.writing.kind === 'refuse'
                  }
                  disabled={answer.isMutating}
                  title={intl.formatMessage(messages.refuseTitle, { name })}
                  description={intl.formatMessage(messages.refuseBody, { name })}
                  confirmLabel={intl.formatMessage(messages.refuseConfirm)}
                  cancelLabel={intl.formatMessage(messages.refuseKeep)}
                  onConfirm={async () => {
                    await answer.trigger({ kind: 'refuse', request });
                  }}
                />
              </Inline>
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            {request.origin === 'establishment' && request.requestedBy ? (
              <Text size="small">
                {intl.formatMessage(messages.requestedBy, {
                  name: formatPersonName(request.requestedBy),
                  establishment: request.requestedBy.establishmentName,
                })}
              </Text>
            ) : null}
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.requestedOn, {
                date: formatDateTime(request.createdAt, locale, request.timeZone ?? undefined),
              })}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}

export interface InvitationsSentProps {
  invitations: readonly PatientLinkInvite[];
  onWithdraw: (patientId: string) => Promise<boolean>;
  /** Invites the patient again: the undo a withdrawal's notice offers. */
  onInviteAgain?: (patientId: string) => Promise<boolean>;
}

/**
 * Invitations this rehabilitator sent, not yet answered by the patient: withdraw one at once; its
 * notice offers to undo it (the same patient invited again).
 */
export function InvitationsSent({ invitations, onWithdraw, onInviteAgain }: InvitationsSentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const inviteAgain = useWrite({
    call: (request: PatientLinkInvite) =>
      asResult(onInviteAgain ? onInviteAgain(request.patient.patientId) : Promise.resolve(false)),
    success: (request) => ({
      message: messages.invitedAgain,
      values: { name: fullName(request.patient) },
    }),
    failure: messages.failed,
  });
  const withdraw = useLinkChange(
    ({ request }) => {
      inviteAgain.reset();
      return onWithdraw(request.patient.patientId);
    },
    onInviteAgain
      ? ({ request }) => ({
          label: intl.formatMessage(messages.undo),
          run: () => inviteAgain.trigger(request),
        })
      : undefined,
  );
  const notice = inviteAgain.notice ?? withdraw.notice;
  if (invitations.length === 0 && !notice && !withdraw.isMutating && !inviteAgain.isMutating) {
    return null;
  }
  return (
    <ListCard
      title={intl.formatMessage(messages.sentTitle)}
      // The undo's notice, once known, replaces the withdrawal's (and its button).
      before={<WriteNotice notice={notice} />}
    >
      {invitations.map((invitation) => {
        const name = fullName(invitation.patient);
        const id = `sent-${invitation.id}`;
        return (
          <ListRow
            key={invitation.id}
            actions={
              <Button
                variant="ghost"
                icon={Undo2}
                aria-describedby={id}
                loading={withdraw.writing?.request.id === invitation.id}
                disabled={withdraw.isMutating || inviteAgain.isMutating}
                onClick={() => void withdraw.trigger({ kind: 'withdraw', request: invitation })}
              >
                {intl.formatMessage(messages.withdraw)}
              </Button>
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.sentOn, {
                date: formatDateTime(
                  invitation.createdAt,
                  locale,
                  invitation.timeZone ?? undefined,
                ),
              })}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}
