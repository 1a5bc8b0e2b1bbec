import { applicationTypes, type ApplicationType } from '@oxilio/domain/contract';
import { Alert, Heading, Link, Stack } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  AvailabilityAnswer,
  LinkCheck,
  StepProgress,
  inscriptionSlugs,
  journeySteps,
  linkMessages,
  linkQuery,
  readApplication,
  registrationSlugs,
  resumeStepOf,
  stepMessages,
  useApplicationLinkParams,
  useLinkedApplication,
} from '../../../features/signup';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { PublicLayout } from '../PublicLayout';
import { accountMessages } from '../accountMessages';

/**
 * `/enregistrement/{type}/{step}?applicationId=…&token=…`, the emailed link of a self-service
 * application: the availability answer, then the confirmation (on to `/inscription`) or the
 * waiting list. Opened again later, the link resumes where the application stands.
 */
export function RegistrationPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const navigate = useNavigate();
  const { type: typeParam } = useParams();
  const type = applicationTypes.includes(typeParam as ApplicationType)
    ? (typeParam as ApplicationType)
    : null;
  const link = useApplicationLinkParams();
  const { state, retry, update } = useLinkedApplication(type ? link : null, (params) =>
    readApplication(type ?? 'patient', params.applicationId, params.token),
  );

  let content;
  if (state.status !== 'ready' || !link) {
    content = (
      <LinkCheck
        state={state.status === 'ready' ? { status: 'invalid' } : state}
        onRetry={retry}
        signIn={
          <Link as={RouterLink} to={publicPaths.login} standalone>
            {intl.formatMessage(accountMessages.signIn)}
          </Link>
        }
      />
    );
  } else {
    const application = state.application;
    const resume = resumeStepOf(application);
    if (resume === 'directDebit' || resume === 'account') {
      return (
        <Navigate
          replace
          to={`${publicPaths.inscription({ step: inscriptionSlugs[resume] })}${linkQuery(link.applicationId, link.token)}`}
        />
      );
    }
    content =
      resume === 'closed' ? (
        <Alert tone="info">{intl.formatMessage(linkMessages.closed)}</Alert>
      ) : (
        <>
          <StepProgress steps={journeySteps[application.type]} current="availability" />
          <Heading level={2}>{intl.formatMessage(stepMessages.availability)}</Heading>
          <AvailabilityAnswer
            application={application}
            link={link}
            onAnswered={(answered) => {
              update(answered);
              if (answered.status === 'waitlisted') {
                navigate(
                  `${publicPaths.registration({ type: answered.type, step: registrationSlugs.waitList })}${linkQuery(link.applicationId, link.token)}`,
                  { replace: true },
                );
              }
            }}
          />
        </>
      );
  }

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        {content}
        <Link as={RouterLink} to={publicPaths.login} standalone>
          {intl.formatMessage(accountMessages.backToLogin)}
        </Link>
      </Stack>
    </PublicLayout>
  );
}

export default RegistrationPage;
