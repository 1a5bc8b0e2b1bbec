import { formatDateTime } from '@oxilio/domain';
import type { PatientLinkInvite } from '@oxilio/domain/contract';
import { Button, Inline, ListCard, ListRow, Text } from '@oxilio/ui';
import { Check, Undo2, X } from 'lucide-react';
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

/** One write per card: the card stays while it runs and while its notice shows. */
function useLinkChange(call: (change: LinkChange) => Promise<boolean>) {
  return useWrite({
    call: (change: LinkChange) => asResult(call(change)),
    success: (change) => ({
      message: doneMessages[change.kind],
      values: { name: fullName(change.request.patient) },
    }),
    failure: messages.failed,
  });
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
                <Button
                  variant="secondary"
                  icon={X}
                  aria-describedby={id}
                  loading={
                    answer.writing?.request.id === request.id && answer.writing.kind === 'refuse'
                  }
                  disabled={answer.isMutating}
                  onClick={() => void answer.trigger({ kind: 'refuse', request })}
                >
                  {intl.formatMessage(messages.refuse)}
                </Button>
              </Inline>
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.requestedOn, {
                date: formatDateTime(request.createdAt, locale),
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
}

/** Invitations this rehabilitator sent, not yet answered by the patient: withdraw one. */
export function InvitationsSent({ invitations, onWithdraw }: InvitationsSentProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const withdraw = useLinkChange(({ request }) => onWithdraw(request.patient.patientId));
  if (invitations.length === 0 && !withdraw.notice && !withdraw.isMutating) {
    return null;
  }
  return (
    <ListCard
      title={intl.formatMessage(messages.sentTitle)}
      before={<WriteNotice notice={withdraw.notice} />}
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
                disabled={withdraw.isMutating}
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
                date: formatDateTime(invitation.createdAt, locale),
              })}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}
