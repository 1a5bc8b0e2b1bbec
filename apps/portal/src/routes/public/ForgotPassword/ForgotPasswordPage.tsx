import { Alert, Button, Heading, Link, Stack, Text, TextField } from '@oxilio/ui';
import { useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { Link as RouterLink } from 'react-router-dom';
import { requestPasswordReset } from '../../../features/auth';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { noticeMessages } from '../../../app/problems';
import { useWrite } from '../../../app/useWrite';
import { validateEmail, type FieldProblem } from '../../../forms/validation';
import { PublicLayout } from '../PublicLayout';

const messages = defineMessages({
  intro: {
    id: 'portal.forgotPassword.intro',
    defaultMessage:
      'Indiquez l’adresse e-mail de votre compte. Nous vous enverrons un lien pour choisir un nouveau mot de passe.',
  },
  email: { id: 'portal.forgotPassword.email', defaultMessage: 'Adresse e-mail' },
  submit: { id: 'portal.forgotPassword.submit', defaultMessage: 'Recevoir le lien' },
  backToLogin: { id: 'portal.forgotPassword.backToLogin', defaultMessage: 'Retour à la connexion' },
});

export function ForgotPasswordPage() {
  const intl = useIntl();
  const reset = useWrite({ call: requestPasswordReset });
  const [fieldError, setFieldError] = useState<FieldProblem | null>(null);
  const [sent, setSent] = useState(false);
  const emailRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    reset.reset();
    const email = String(new FormData(event.currentTarget).get('email') ?? '').trim();
    const problem = validateEmail(email);
    setFieldError(problem);
    if (problem) {
      emailRef.current?.focus();
      return;
    }
    const result = await reset.trigger(email);
    setSent(Boolean(result?.ok));
  }

  const title = useScreenTitle();
  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        {sent ? (
          <Alert tone="success">{intl.formatMessage(noticeMessages.resetEmailSent)}</Alert>
        ) : (
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="lg">
              <Text>{intl.formatMessage(messages.intro)}</Text>
              {reset.error ? <Alert tone="danger">{reset.error}</Alert> : null}
              <TextField
                ref={emailRef}
                name="email"
                type="email"
                autoComplete="email"
                label={intl.formatMessage(messages.email)}
                error={fieldError ? intl.formatMessage(fieldError.message) : undefined}
                required
              />
              <Button type="submit" size="large" fullWidth loading={reset.isMutating}>
                {intl.formatMessage(messages.submit)}
              </Button>
            </Stack>
          </form>
        )}
        <Link as={RouterLink} to={publicPaths.login} standalone>
          {intl.formatMessage(messages.backToLogin)}
        </Link>
      </Stack>
    </PublicLayout>
  );
}

export default ForgotPasswordPage;
