import { dayOfInstant, formatDate, formatPersonName } from '@oxilio/domain';
import type { PendingRegistration } from '@oxilio/domain/contract';
import { Button, ConfirmAction, Inline, ListCard, ListRow, Stack, Text } from '@oxilio/ui';
import { Check, X } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useLocale } from '../../../i18n/LocaleProvider';
import { answerRegistrationWrite, usePendingRegistrationRequests } from '../api/registrations';
import { registrationMessages as messages } from '../messages';
import { useEstablishmentTimeZone } from '../../stats';

export interface RegistrationRequestsCardProps {
  establishmentId: string;
}

/**
 * "Demandes d'inscription" for the establishment's managers: the people who registered alone and
 * asked to be followed here, oldest first; accept (they join the patients) or refuse (after a
 * confirmation; they are told by e-mail). Nothing while there is none and no answer to announce.
 */
export function RegistrationRequestsCard({ establishmentId }: RegistrationRequestsCardProps) {
  const timeZone = useEstablishmentTimeZone(establishmentId);
  const intl = useIntl();
  const { locale } = useLocale();
  const pending = usePendingRegistrationRequests(establishmentId);
  const answer = useWrite({
    ...answerRegistrationWrite(establishmentId),
    success: ({ accepted, name }) => ({
      message: accepted ? messages.accepted : messages.refused,
      values: { name },
    }),
    problems: { 404: messages.answerGone, 409: messages.answerConflict },
    failure: messages.answerFailed,
  });
  const requests = pending.data?.requests ?? [];
  if (requests.length === 0 && !answer.notice) {
    return null;
  }
  const respond = (request: PendingRegistration, accepted: boolean) =>
    answer.trigger({ requestId: request.requestId, accepted, name: formatPersonName(request) });

  return (
    <ListCard
      title={intl.formatMessage(messages.requestsTitle)}
      headingLevel={2}
      before={
        <Stack gap="md">
          <WriteNotice notice={answer.notice} />
          {requests.length > 0 ? (
            <Text>{intl.formatMessage(messages.requestsIntro, { count: requests.length })}</Text>
          ) : null}
        </Stack>
      }
    >
      {requests.map((request) => {
        const name = formatPersonName(request);
        const id = `registration-${request.requestId}`;
        const busy = answer.writing?.requestId === request.requestId;
        return (
          <ListRow
            key={request.requestId}
            actions={
              <Inline gap="sm" wrap>
                <Button
                  icon={Check}
                  aria-describedby={id}
                  loading={busy && answer.writing?.accepted === true}
                  disabled={answer.isMutating}
                  onClick={() => void respond(request, true)}
                >
                  {intl.formatMessage(messages.accept)}
                </Button>
                <ConfirmAction
                  label={intl.formatMessage(messages.refuse)}
                  icon={X}
                  variant="secondary"
                  tone="destructive"
                  aria-describedby={id}
                  pending={busy && answer.writing?.accepted === false}
                  disabled={answer.isMutating}
                  title={intl.formatMessage(messages.refuseTitle, { name })}
                  description={intl.formatMessage(messages.refuseBody, { name })}
                  confirmLabel={intl.formatMessage(messages.refuse)}
                  cancelLabel={intl.formatMessage(messages.cancel)}
                  onConfirm={() => respond(request, false)}
                />
              </Inline>
            }
          >
            <Text weight="bold" id={id}>
              {name}
            </Text>
            {request.email ? (
              <Text size="small" tone="muted">
                {request.email}
              </Text>
            ) : null}
            {request.phone ? (
              <Text size="small" tone="muted">
                {request.phone}
              </Text>
            ) : null}
            {request.town ? (
              <Text size="small">
                {intl.formatMessage(messages.livesIn, { town: request.town })}
              </Text>
            ) : null}
            <Text size="small" tone="muted">
              {intl.formatMessage(messages.requestedOn, {
                date: formatDate(dayOfInstant(request.createdAt, timeZone), locale),
              })}
            </Text>
          </ListRow>
        );
      })}
    </ListCard>
  );
}
