import { EmptyState, Link, Skeleton } from '@oxilio/ui';
import { Building2, Hourglass } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { usePatientRegistration } from '../api/registrations';
import { registrationMessages as messages } from '../messages';

export interface RegistrationDayNoticeProps {
  patientId: string;
  /** Where the patient asks an establishment (their profile's account tab). */
  profileHref: string;
}

/**
 * "My day" for a patient no establishment follows: what happens next, in their real state (their
 * request pending at an establishment, refused, or none yet), and the way to ask one.
 */
export function RegistrationDayNotice({ patientId, profileHref }: RegistrationDayNoticeProps) {
  const intl = useIntl();
  const registration = usePatientRegistration(patientId);
  const toProfile = (
    <Link as={RouterLink} to={profileHref} standalone weight="bold">
      {intl.formatMessage(messages.toProfile)}
    </Link>
  );
  return (
    <DataState query={registration} loading={<Skeleton shape="text" lines={3} />}>
      {({ request }) => {
        if (request?.status === 'pending') {
          return (
            <EmptyState
              icon={Hourglass}
              headingLevel={2}
              title={intl.formatMessage(messages.dayPendingTitle)}
              description={intl.formatMessage(messages.dayPendingBody, {
                establishment: request.establishment.name,
              })}
            />
          );
        }
        const refused = request?.status === 'refused';
        return (
          <EmptyState
            icon={Building2}
            headingLevel={2}
            title={intl.formatMessage(refused ? messages.dayRefusedTitle : messages.dayNoneTitle)}
            description={
              refused
                ? intl.formatMessage(messages.dayRefusedBody, {
                    establishment: request.establishment.name,
                  })
                : intl.formatMessage(messages.dayNoneBody)
            }
            action={toProfile}
          />
        );
      }}
    </DataState>
  );
}
