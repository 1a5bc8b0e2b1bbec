import type { ApplicationSignupResult } from '@oxilio/domain/contract';
import { Alert, Heading, Link, Stack, Text } from '@oxilio/ui';
import { useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import {
  AccountStep,
  DirectDebitStep,
  LinkCheck,
  StepProgress,
  accountStepMessages,
  checkApplicationLink,
  inscriptionSlugs,
  inscriptionTargetOf,
  journeySteps,
  linkQuery,
  stepMessages,
  useApplicationLinkParams,
  useLinkedApplication,
} from '../../../features/signup';
import { signupDoneMessage } from '../../../features/registrations';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { PublicLayout } from '../PublicLayout';
import { accountMessages } from '../accountMessages';

/**
 * `/inscription/{step}?applicationId=…&token=…`: the signup of a confirmed application, step by
 * step (the direct debit order for those who pay, then the account). Without a step, or opened
 * again from the email, it goes to the first step still to do.
 */
export function InscriptionPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const navigate = useNavigate();
  const { step: slug } = useParams();
  const link = useApplicationLinkParams();
  const { state, retry } = useLinkedApplication(link, (params) =>
    checkApplicationLink(params.applicationId, params.token),
  );
  const [refused, setRefused] = useState<'invalid' | 'used' | null>(null);
  const [done, setDone] = useState<ApplicationSignupResult | null>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const firstRender = useRef(true);

  useEffect(() => {
    if (done) {
      doneRef.current?.focus();
    }
  }, [done]);
  // Moving to the next step: the focus goes to its heading.
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    headingRef.current?.focus();
  }, [slug]);

  let content;
  if (done) {
    // Says the account's real state: followed, a request waiting, or no establishment yet.
    const said = signupDoneMessage(done);
    content = (
      <>
        <Alert
          ref={doneRef}
          tabIndex={-1}
          tone="success"
          title={intl.formatMessage(
            done.role === 'patient' ? accountMessages.welcomeTitle : accountStepMessages.doneTitle,
          )}
        >
          {done.role === 'patient' ? (
            <Text>{intl.formatMessage(said.message, said.values)}</Text>
          ) : null}
          <Text>{intl.formatMessage(accountStepMessages.doneSignIn, { email: done.email })}</Text>
        </Alert>
        <Link as={RouterLink} to={publicPaths.login} standalone>
          {intl.formatMessage(accountMessages.signIn)}
        </Link>
      </>
    );
  } else if (refused || state.status !== 'ready' || !link) {
    content = (
      <LinkCheck
        state={
          refused ? { status: refused } : state.status === 'ready' ? { status: 'invalid' } : state
        }
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
    const query = linkQuery(link.applicationId, link.token);
    const target = inscriptionTargetOf(application, slug);
    if (target.kind === 'registration') {
      return (
        <Navigate replace to={`${publicPaths.registration({ type: application.type })}${query}`} />
      );
    }
    const { step } = target;
    if (target.kind === 'redirect') {
      return (
        <Navigate
          replace
          to={`${publicPaths.inscription({ step: inscriptionSlugs[step] })}${query}`}
        />
      );
    }
    content = (
      <>
        <StepProgress steps={journeySteps[application.type]} current={step} />
        <Heading ref={headingRef} level={2} tabIndex={-1}>
          {intl.formatMessage(stepMessages[step])}
        </Heading>
        {step === 'directDebit' ? (
          <DirectDebitStep
            application={application}
            link={link}
            onLinkRefused={() => setRefused('invalid')}
            onContinue={() =>
              navigate(`${publicPaths.inscription({ step: inscriptionSlugs.account })}${query}`)
            }
          />
        ) : (
          <AccountStep
            application={application}
            link={link}
            onLinkRefused={setRefused}
            onDone={setDone}
          />
        )}
      </>
    );
  }

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        {content}
        {done ? null : (
          <Link as={RouterLink} to={publicPaths.login} standalone>
            {intl.formatMessage(accountMessages.backToLogin)}
          </Link>
        )}
      </Stack>
    </PublicLayout>
  );
}

export default InscriptionPage;
