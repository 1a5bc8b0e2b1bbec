import { personNameMaxLength } from '@oxilio/domain';
import type {
  ApplicationSignupResult,
  ApplicationType,
  ApplicationView,
} from '@oxilio/domain/contract';
import {
  Alert,
  Button,
  Heading,
  Link,
  PasswordField,
  PasswordStrength,
  Spinner,
  Stack,
  Text,
  TextField,
} from '@oxilio/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { checkSignupToken, signUpFromApplication } from '../../../features/applications';
import { RetryAlert } from '../../../app/RetryAlert';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { checkLink, linkCheckMessages, type LinkCheck } from '../../../app/linkCheck';
import { problemMessages } from '../../../app/problems';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useWrite } from '../../../app/useWrite';
import {
  sayPasswordRefusal,
  usePasswordStrength,
  validateChosenPassword,
} from '../../../forms/newPassword';
import {
  collectErrors,
  passwordMinLength,
  validatePersonName,
  validationMessages,
} from '../../../forms/validation';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { pickedLocale } from '../../../i18n/pickedLocale';
import { PublicLayout } from '../PublicLayout';
import { accountMessages } from '../accountMessages';
import { useTokenParam } from '../useTokenParam';

const messages = defineMessages({
  checking: {
    id: 'portal.invitationSignup.checking',
    defaultMessage: 'Vérification de votre lien d’invitation…',
  },
  retry: { id: 'portal.invitationSignup.retry', defaultMessage: 'Réessayer' },
  intro: {
    id: 'portal.invitationSignup.intro',
    defaultMessage:
      'Vérifiez vos informations et choisissez un mot de passe pour créer votre compte.',
  },
  introInvited: {
    id: 'portal.invitationSignup.introInvited',
    defaultMessage:
      '{establishment} vous invite à rejoindre oxilio. Vérifiez vos informations et choisissez un mot de passe pour créer votre compte.',
  },
  emailHint: {
    id: 'portal.invitationSignup.emailHint',
    defaultMessage: 'Vous vous connecterez avec cette adresse. Elle ne peut pas être modifiée ici.',
  },
  patientDoneBody: {
    id: 'portal.invitationSignup.patientDoneBody',
    defaultMessage:
      'Votre compte est créé. Votre établissement peut désormais vous associer un oxilio.',
  },
  professionalDoneTitle: {
    id: 'portal.invitationSignup.professionalDoneTitle',
    defaultMessage: 'Votre compte est créé',
  },
  doneSignIn: {
    id: 'portal.invitationSignup.doneSignIn',
    defaultMessage:
      'Un e-mail de bienvenue vous a été envoyé. Connectez-vous avec l’adresse {email} et le mot de passe que vous venez de choisir.',
  },
});

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

type Field = 'firstname' | 'lastname' | 'password';
const order: Field[] = ['firstname', 'lastname', 'password'];

type State =
  | { status: 'checking' }
  | Exclude<LinkCheck<unknown>, { status: 'ok' }>
  | { status: 'ready'; application: ApplicationView }
  | { status: 'done'; result: ApplicationSignupResult };

/** The emailed link's application id and token, if both look right (checked before any call). */
function useInvitationLink(): { applicationId: string; token: string } | null {
  const [params] = useSearchParams();
  const token = useTokenParam();
  const applicationId = params.get('applicationId');
  return token && applicationId && uuidPattern.test(applicationId)
    ? { applicationId, token }
    : null;
}

/**
 * `/signup/{type}?applicationId=…&token=…`, the link of an establishment's invitation: checks the
 * link, then completes the application's signup (names prefilled, the email is the account's, a
 * password to choose). The API sends the welcome email.
 */
export function InvitationSignupPage({ type }: { type: ApplicationType }) {
  const intl = useIntl();
  const { locale, setLocale } = useLocale();
  const link = useInvitationLink();
  const applicationId = link?.applicationId;
  const token = link?.token;
  const [state, setState] = useState<State>(link ? { status: 'checking' } : { status: 'invalid' });
  const [attempt, setAttempt] = useState(0);
  const { setErrors, fieldError } = useFieldErrors<Field>();
  const signup = useWrite({
    call: (body: Parameters<typeof signUpFromApplication>[2]) =>
      signUpFromApplication(type, applicationId ?? '', body),
  });
  const firstnameRef = useRef<HTMLInputElement>(null);
  const lastnameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLDivElement>(null);
  // What is typed, for the strength hint (which also knows the names and the e-mail).
  const [typed, setTyped] = useState<Partial<Record<Field, string>>>({});
  const application = state.status === 'ready' ? state.application : null;
  const identity = {
    email: application?.email,
    firstName: typed.firstname ?? application?.firstname,
    lastName: typed.lastname ?? application?.lastname,
  };
  const strength = usePasswordStrength(typed.password ?? '', identity);

  useEffect(() => {
    if (!applicationId || !token) {
      return;
    }
    let cancelled = false;
    void checkLink(
      () => checkSignupToken(type, { verificationToken: token, applicationId }),
      ['invalid_verification_token'],
    ).then((outcome) => {
      if (!cancelled) {
        setState(
          outcome.status === 'ok' ? { status: 'ready', application: outcome.data } : outcome,
        );
        // The page speaks the invitation's language (the one the inviter chose for this reader),
        // unless a language was picked with the switcher in this tab: that choice wins.
        if (outcome.status === 'ok' && !pickedLocale()) {
          setLocale(outcome.data.locale);
        }
      }
    });
    return () => {
      cancelled = true;
    };
  }, [type, applicationId, token, attempt, setLocale]);

  // The form is gone once the account exists: the confirmation takes the focus.
  useEffect(() => {
    if (state.status === 'done') {
      doneRef.current?.focus();
    }
  }, [state.status]);

  function retry() {
    setState({ status: 'checking' });
    setAttempt((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    signup.reset();
    if (!applicationId || !token) {
      return;
    }
    const form = new FormData(event.currentTarget);
    const value = (field: Field) => String(form.get(field) ?? '');
    const found = collectErrors<Field>({
      firstname: validatePersonName(value('firstname'), validationMessages.firstNameRequired),
      lastname: validatePersonName(value('lastname'), validationMessages.lastNameRequired),
      password: validateChosenPassword(value('password'), {
        email: application?.email,
        firstName: value('firstname'),
        lastName: value('lastname'),
      }),
    });
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) {
      const refs = { firstname: firstnameRef, lastname: lastnameRef, password: passwordRef };
      refs[first].current?.focus();
      return;
    }
    const result = await signup.trigger({
      verificationToken: token,
      password: value('password'),
      firstname: value('firstname').trim(),
      lastname: value('lastname').trim(),
      locale,
    });
    if (result?.ok) {
      setState({ status: 'done', result: result.data });
    } else if (result?.problem.code === 'invalid_verification_token') {
      // Expired meanwhile: the link is over, whatever the form says.
      setState({ status: 'invalid' });
    } else if (result?.problem.code === 'link_already_used') {
      // Used meanwhile (another tab): the account exists.
      setState({ status: 'used' });
    } else if (result) {
      sayPasswordRefusal(result.problem, {
        forget: signup.reset,
        setErrors,
        field: passwordRef,
      });
    }
  }

  const backToLogin = (
    <Link as={RouterLink} to={publicPaths.login} standalone>
      {intl.formatMessage(accountMessages.backToLogin)}
    </Link>
  );

  const title = useScreenTitle();
  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        {state.status === 'checking' ? (
          <Spinner label={intl.formatMessage(messages.checking)} showLabel />
        ) : null}
        {state.status === 'invalid' ? (
          <>
            <Alert tone="danger">
              {intl.formatMessage(problemMessages.invalid_verification_token)}
            </Alert>
            {backToLogin}
          </>
        ) : null}
        {state.status === 'used' ? (
          <>
            <Alert tone="info">{intl.formatMessage(linkCheckMessages.used)}</Alert>
            <Link as={RouterLink} to={publicPaths.login} standalone>
              {intl.formatMessage(accountMessages.signIn)}
            </Link>
          </>
        ) : null}
        {state.status === 'unchecked' ? (
          <>
            <RetryAlert retryLabel={intl.formatMessage(messages.retry)} onRetry={retry}>
              {intl.formatMessage(state.message)}
            </RetryAlert>
            {backToLogin}
          </>
        ) : null}
        {state.status === 'ready' ? (
          <>
            <form
              noValidate
              onSubmit={onSubmit}
              onChange={(event) => {
                const input = event.nativeEvent.target;
                if (input instanceof HTMLInputElement && (order as string[]).includes(input.name)) {
                  setTyped((before) => ({ ...before, [input.name]: input.value }));
                }
              }}
            >
              <Stack gap="lg">
                <Text>
                  {state.application.invited && state.application.establishmentName
                    ? intl.formatMessage(messages.introInvited, {
                        establishment: state.application.establishmentName,
                      })
                    : intl.formatMessage(messages.intro)}
                </Text>
                {signup.error ? <Alert tone="danger">{signup.error}</Alert> : null}
                <TextField
                  ref={firstnameRef}
                  name="firstname"
                  autoComplete="given-name"
                  maxLength={personNameMaxLength}
                  defaultValue={state.application.firstname ?? ''}
                  label={intl.formatMessage(accountMessages.firstName)}
                  error={fieldError('firstname')}
                  required
                />
                <TextField
                  ref={lastnameRef}
                  name="lastname"
                  autoComplete="family-name"
                  maxLength={personNameMaxLength}
                  defaultValue={state.application.lastname ?? ''}
                  label={intl.formatMessage(accountMessages.lastName)}
                  error={fieldError('lastname')}
                  required
                />
                {state.application.email ? (
                  <TextField
                    name="email"
                    type="email"
                    // Lets a password manager file the new password under this address.
                    autoComplete="username"
                    value={state.application.email}
                    readOnly
                    label={intl.formatMessage(accountMessages.email)}
                    hint={intl.formatMessage(messages.emailHint)}
                  />
                ) : null}
                <Stack gap="sm">
                  <PasswordField
                    ref={passwordRef}
                    name="password"
                    autoComplete="new-password"
                    maxLength={128}
                    label={intl.formatMessage(accountMessages.password)}
                    hint={intl.formatMessage(accountMessages.passwordHint, {
                      min: passwordMinLength,
                    })}
                    error={fieldError('password')}
                    required
                  />
                  <PasswordStrength level={strength} />
                </Stack>
                <Button type="submit" size="large" fullWidth loading={signup.isMutating}>
                  {intl.formatMessage(accountMessages.submit)}
                </Button>
              </Stack>
            </form>
            {backToLogin}
          </>
        ) : null}
        {state.status === 'done' ? (
          <>
            <Alert
              ref={doneRef}
              tabIndex={-1}
              tone="success"
              title={intl.formatMessage(
                type === 'patient' ? accountMessages.welcomeTitle : messages.professionalDoneTitle,
              )}
            >
              {type === 'patient' ? (
                <Text>{intl.formatMessage(messages.patientDoneBody)}</Text>
              ) : null}
              <Text>{intl.formatMessage(messages.doneSignIn, { email: state.result.email })}</Text>
            </Alert>
            <Link as={RouterLink} to={publicPaths.login} standalone>
              {intl.formatMessage(accountMessages.signIn)}
            </Link>
          </>
        ) : null}
      </Stack>
    </PublicLayout>
  );
}
