import { dayOfInstant, formatDate, formatPersonName } from '@oxilio/domain';
import type { PatientApplication } from '@oxilio/domain/contract';
import { Alert, Button, Card, ListRow, ListRows, Stack, Text, useToast } from '@oxilio/ui';
import { MailPlus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useWrite } from '../../../app/useWrite';
import { resendPatientInvitationWrite } from '../api/invitePatient';
import { patientsMessages as messages } from './messages';

export interface PendingRegistrationsProps {
  establishmentId: string;
  applications: readonly PatientApplication[];
}

/** Invited patients who have not completed their registration yet, with a notice and a resend. */
export function PendingRegistrations({ establishmentId, applications }: PendingRegistrationsProps) {
  const intl = useIntl();
  const toast = useToast();
  const resend = resendPatientInvitationWrite(establishmentId);
  const resending = useWrite({
    key: resend.key,
    call: (application: PatientApplication) => resend.call(application.applicationId),
    success: (application) => ({
      message: messages.resent,
      values: { email: application.email ?? '' },
    }),
    failure: messages.inviteFailed,
    onNotice: (notice) => toast.show({ tone: notice.tone, title: notice.text }),
  });
  if (applications.length === 0) {
    return null;
  }

  return (
    <Card as="section" title={intl.formatMessage(messages.pendingTitle)} headingLevel={2}>
      <Stack gap="lg">
        <Alert tone="warning">
          {intl.formatMessage(messages.pendingNotice, { count: applications.length })}
        </Alert>
        <ListRows>
          {applications.map((application) => {
            // Named, or said to have no name yet (never the e-mail, shown beside it).
            const name = formatPersonName(
              { firstName: application.firstName, lastName: application.lastName },
              intl.formatMessage(messages.pendingNoName),
            );
            return (
              <ListRow
                key={application.applicationId}
                actions={
                  application.email ? (
                    <Button
                      variant="secondary"
                      icon={MailPlus}
                      loading={resending.writing?.applicationId === application.applicationId}
                      disabled={resending.isMutating}
                      aria-label={intl.formatMessage(messages.resendTo, {
                        email: application.email,
                      })}
                      onClick={() => void resending.trigger(application)}
                    >
                      {intl.formatMessage(messages.resend)}
                    </Button>
                  ) : null
                }
              >
                <Stack gap="xs">
                  <Text weight="bold">{name}</Text>
                  {application.email ? <Text>{application.email}</Text> : null}
                  <Text tone="muted">
                    {intl.formatMessage(messages.pendingSent, {
                      date: formatDate(dayOfInstant(application.createdAt)),
                    })}
                  </Text>
                </Stack>
              </ListRow>
            );
          })}
        </ListRows>
      </Stack>
    </Card>
  );
}
