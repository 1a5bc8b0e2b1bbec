import { formatPersonName } from '@oxilio/domain';
import type { PatientRehabilitatorInvitation } from '@oxilio/domain/contract';
import { Button, ConfirmAction, Inline, ListCard, ListRow, Text } from '@oxilio/ui';
import { Check, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { professionLabel } from '../../establishment';
import { useAnswerInvitation } from '../../invitations';
import { careTeamKey } from '../api/getCareTeam';
import { careTeamMessages as messages } from './messages';

interface Answer {
  invitation: PatientRehabilitatorInvitation;
  accepted: boolean;
}

export interface CareRequestsCardProps {
  /** The signed-in patient. */
  patientId: string;
  /** Their pending requests, both ways (`GET /patients/{id}/reeducatorInvitations`). */
  requests: readonly PatientRehabilitatorInvitation[];
  /** The card's heading level (under the page's heading). @defaultValue 3 */
  headingLevel?: 2 | 3;
}

/**
 * Requests to follow the patient, waiting: a rehabilitator's, which the patient accepts or refuses
 * (refusing asks first), and the patient's own, waiting for the rehabilitator. Shown only while
 * there is one, or the notice of the last answer.
 */
export function CareRequestsCard({ patientId, requests, headingLevel = 3 }: CareRequestsCardProps) {
  const intl = useIntl();
  const answerInvitation = useAnswerInvitation();
  const answer = useWrite({
    call: ({ invitation, accepted }: Answer) =>
      answerInvitation(patientId, invitation.id, accepted),
    revalidates: () => [careTeamKey(patientId)],
    success: ({ invitation, accepted }) => ({
      message: accepted ? messages.accepted : messages.refused,
      values: { name: formatPersonName(invitation.reeducator) },
    }),
    problems: { 404: messages.alreadyAnswered, 409: messages.alreadyAnswered },
    failure: messages.answerFailed,
  });
  if (requests.length === 0 && !answer.notice && !answer.isMutating) {
    return null;
  }
  const received = requests.some((request) => request.origin === 'reeducator');
  return (
    <ListCard
      title={intl.formatMessage(messages.requestsTitle)}
      headingLevel={headingLevel}
      before={
        <>
          <WriteNotice notice={answer.notice} />
          {received ? <Text tone="muted">{intl.formatMessage(messages.requestsIntro)}</Text> : null}
        </>
      }
    >
      {requests.map((request) => {
        const name = formatPersonName(request.reeducator);
        const id = `care-request-${request.id}`;
        // No `disabled` on the other rows meanwhile: the answered row leaves while the write still
        // runs (it reads the lists again), and the focus must find the next row's button.
        const busy = answer.writing?.invitation.id === request.id;
        return (
          <ListRow
            key={request.id}
            actions={
              request.origin === 'reeducator' ? (
                <Inline gap="sm" wrap>
                  <Button
                    icon={Check}
                    aria-describedby={id}
                    loading={busy && answer.writing?.accepted === true}
                    onClick={() => void answer.trigger({ invitation: request, accepted: true })}
                  >
                    {intl.formatMessage(messages.accept)}
                  </Button>
                  <ConfirmAction
                    label={intl.formatMessage(messages.refuse)}
                    icon={X}
                    variant="secondary"
                    tone="default"
                    aria-describedby={id}
                    pending={busy && answer.writing?.accepted === false}
                    title={intl.formatMessage(messages.refuseTitle, { name })}
                    description={intl.formatMessage(messages.refuseBody, { name })}
                    cancelLabel={intl.formatMessage(messages.keepRequest)}
                    onConfirm={async () => {
                      await answer.trigger({ invitation: request, accepted: false });
                    }}
                  />
                </Inline>
              ) : null
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            {request.reeducator.profession ? (
              <Text size="small">
                {professionLabel(request.reeducator.profession, intl.formatMessage)}
              </Text>
            ) : null}
            <Text size="small" tone="muted">
              {intl.formatMessage(
                request.origin === 'reeducator' ? messages.requestReceived : messages.requestSent,
              )}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}
