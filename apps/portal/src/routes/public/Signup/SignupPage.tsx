import type { ApplicationType } from '@oxilio/domain/contract';
import { Heading, Link, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { ApplicationForm } from '../../../features/signup';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { defineMessages } from '../../../i18n/defineMessages';
import { publicPaths } from '../manifest';
import { InvitationSignupPage } from './InvitationSignupPage';
import { PublicLayout } from '../PublicLayout';
import { accountMessages } from '../accountMessages';

const messages = defineMessages({
  patient: { id: 'signup.for.patient', defaultMessage: 'Demande pour une personne en fauteuil' },
  reeducator: {
    id: 'signup.for.reeducator',
    defaultMessage: 'Demande pour un professionnel de la rééducation',
  },
  establishment: {
    id: 'signup.for.establishment',
    defaultMessage: 'Demande pour un établissement',
  },
});

const signupTypes = ['patient', 'reeducator', 'establishment'] as const;

/**
 * `/signup/{type}`: with the `applicationId` and `token` of an emailed link (an establishment's
 * or a manager's invitation), the signup of that application; without, the self-service
 * application, step by step (docs/decisions/portal-signup-journeys.md).
 */
export function SignupPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { type } = useParams();
  const [params] = useSearchParams();

  if (!signupTypes.includes(type as ApplicationType)) {
    return <Navigate to={publicPaths.signup({ type: 'patient' })} replace />;
  }
  const applicationType = type as ApplicationType;
  if (params.has('applicationId') || params.has('token')) {
    // A link, even a damaged one: its own page says whether it can still be used.
    return <InvitationSignupPage key={`${type}?${params.toString()}`} type={applicationType} />;
  }

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Stack gap="xs">
          <Heading level={1}>{title}</Heading>
          <Text tone="muted">{intl.formatMessage(messages[applicationType])}</Text>
        </Stack>
        <ApplicationForm key={applicationType} type={applicationType} />
        <Link as={RouterLink} to={publicPaths.login} standalone>
          {intl.formatMessage(accountMessages.backToLogin)}
        </Link>
      </Stack>
    </PublicLayout>
  );
}

export default SignupPage;
