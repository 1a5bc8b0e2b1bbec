import { Alert, Button, Heading, Link, PasswordField, Stack, Text, TextField } from '@oxilio/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { Link as RouterLink, Navigate, useParams, useSearchParams } from 'react-router-dom';
import { signUp } from '../../../features/auth';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useSubmit } from '../../../forms/useSubmit';
import {
  collectErrors,
  passwordMinLength,
  validateEmail,
  validateNewPassword,
  validateRequired,
  validationMessages,
} from '../../../forms/validation';
import { InvitationSignupPage } from './InvitationSignupPage';
import { PublicComingSoon } from '../PublicComingSoon';
import { PublicLayout } from '../PublicLayout';
import { accountMessages } from '../accountMessages';

const messages = defineMessages({
  intro: {
    id: 'portal.signup.intro',
    defaultMessage: 'Créez votre compte patient. Un e-mail vous permettra de le confirmer.',
  },
  sentTitle: { id: 'portal.signup.sentTitle', defaultMessage: 'Vérifiez votre boîte e-mail' },
  sentBody: {
    id: 'portal.signup.sentBody',
    defaultMessage:
      'Nous avons envoyé un lien de confirmation à {email}. Ouvrez-le pour activer votre compte.',
  },
});

type Field = 'firstName' | 'lastName' | 'email' | 'password';
const order: Field[] = ['firstName', 'lastName', 'email', 'password'];
const signupTypes = ['patient', 'reeducator', 'establishment'] as const;

/**
 * `/signup/{type}`: with the `applicationId` and `token` of an emailed link (an establishment's
 * invitation), the signup of that application; without, the self-service patient signup (the
 * professionals' self-service signup is not built yet).
 */
export function SignupPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { type } = useParams();
  const [params] = useSearchParams();
  const { locale } = useLocale();
  const { submit, pending, error } = useSubmit<unknown>();
  const { setErrors, fieldError } = useFieldErrors<Field>();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const firstNameRef = useRef<HTMLInputElement>(null);
  const lastNameRef = useRef<HTMLInputElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  if (!signupTypes.includes(type as (typeof signupTypes)[number])) {
    return <Navigate to={publicPaths.signup({ type: 'patient' })} replace />;
  }
  if (params.has('applicationId') || params.has('token')) {
    // A link, even a damaged one: its own page says whether it can still be used.
    return (
      <InvitationSignupPage
        key={`${type}?${params.toString()}`}
        type={type as (typeof signupTypes)[number]}
      />
    );
  }
  if (type !== 'patient') {
    // Rehabilitator and establishment signups go through applications (roadmap, item 3).
    return <PublicComingSoon />;
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const value = (field: Field) => String(form.get(field) ?? '');
    const found = collectErrors<Field>({
      firstName: validateRequired(value('firstName'), validationMessages.firstNameRequired),
      lastName: validateRequired(value('lastName'), validationMessages.lastNameRequired),
      email: validateEmail(value('email')),
      password: validateNewPassword(value('password')),
    });
    setErrors(found);
    const first = order.find((field) => found[field]);
    if (first) {
      const refs = {
        firstName: firstNameRef,
        lastName: lastNameRef,
        email: emailRef,
        password: passwordRef,
      };
      refs[first].current?.focus();
      return;
    }
    const email = value('email').trim();
    const result = await submit(() =>
      signUp({
        email,
        password: value('password'),
        firstName: value('firstName').trim(),
        lastName: value('lastName').trim(),
        locale,
      }),
    );
    if (result?.ok) {
      setSentTo(email);
    }
  }

  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        {sentTo ? (
          <Alert tone="success" title={intl.formatMessage(messages.sentTitle)}>
            <Text>{intl.formatMessage(messages.sentBody, { email: sentTo })}</Text>
          </Alert>
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="lg">
              <Text>{intl.formatMessage(messages.intro)}</Text>
              {error ? <Alert tone="danger">{intl.formatMessage(error)}</Alert> : null}
              <TextField
                ref={firstNameRef}
                name="firstName"
                autoComplete="given-name"
                label={intl.formatMessage(accountMessages.firstName)}
                error={fieldError('firstName')}
                required
              />
              <TextField
                ref={lastNameRef}
                name="lastName"
                autoComplete="family-name"
                label={intl.formatMessage(accountMessages.lastName)}
                error={fieldError('lastName')}
                required
              />
              <TextField
                ref={emailRef}
                name="email"
                type="email"
                autoComplete="email"
                label={intl.formatMessage(accountMessages.email)}
                error={fieldError('email')}
                required
              />
              <PasswordField
                ref={passwordRef}
                name="password"
                autoComplete="new-password"
                label={intl.formatMessage(accountMessages.password)}
                hint={intl.formatMessage(accountMessages.passwordHint, { min: passwordMinLength })}
                error={fieldError('password')}
                required
              />
              <Button type="submit" size="large" fullWidth loading={pending}>
                {intl.formatMessage(accountMessages.submit)}
              </Button>
            </Stack>
          </form>
        )}
        <Link as={RouterLink} to={publicPaths.login} standalone>
          {intl.formatMessage(accountMessages.backToLogin)}
        </Link>
      </Stack>
    </PublicLayout>
  );
}

export default SignupPage;
