import { formatDate } from '@oxilio/domain';
import type { PatientApplication } from '@oxilio/domain/contract';
import { Alert, Button, Card, Stack, Text, useToast } from '@oxilio/ui';
import { MailPlus } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { dayOfInstant } from '../../stats';
import { useResendPatientInvitation } from '../api/invitePatient';
import { patientsMessages as messages } from './messages';
import * as styles from './establishmentPatients.css';

export interface PendingRegistrationsProps {
  establishmentId: string;
  applications: readonly PatientApplication[];
}

/** Invited patients who have not completed their registration yet, with a notice and a resend. */
export function PendingRegistrations({ establishmentId, applications }: PendingRegistrationsProps) {
  const intl = useIntl();
  const toast = useToast();
  const resend = useResendPatientInvitation(establishmentId);
  const [busy, setBusy] = useState<string | null>(null);
  if (applications.length === 0) {
    return null;
  }

  async function resendTo(application: PatientApplication) {
    setBusy(application.applicationId);
    const result = await resend(application.applicationId).catch(() => null);
    setBusy(null);
    toast.show(
      result?.ok
        ? {
            tone: 'success',
            title: intl.formatMessage(messages.resent, { email: application.email ?? '' }),
          }
        : { tone: 'danger', title: intl.formatMessage(messages.inviteFailed) },
    );
  }

  return (
    <Card as="section" title={intl.formatMessage(messages.pendingTitle)} headingLevel={2}>
      <Stack gap="lg">
        <Alert tone="warning">
          {intl.formatMessage(messages.pendingNotice, { count: applications.length })}
        </Alert>
        <ul className={styles.list}>
          {applications.map((application) => {
            const name = [application.firstName, application.lastName].filter(Boolean).join(' ');
            return (
              <li key={application.applicationId} className={styles.row}>
                <div className={styles.rowText}>
                  <Text weight="bold">{name || intl.formatMessage(messages.pendingNoName)}</Text>
                  {application.email ? <Text>{application.email}</Text> : null}
                  <Text tone="muted">
                    {intl.formatMessage(messages.pendingSent, {
                      date: formatDate(dayOfInstant(application.createdAt)),
                    })}
                  </Text>
                </div>
                {application.email ? (
                  <Button
                    variant="secondary"
                    icon={MailPlus}
                    loading={busy === application.applicationId}
                    disabled={busy !== null}
                    aria-label={intl.formatMessage(messages.resendTo, {
                      email: application.email,
                    })}
                    onClick={() => void resendTo(application)}
                  >
                    {intl.formatMessage(messages.resend)}
                  </Button>
                ) : null}
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}
