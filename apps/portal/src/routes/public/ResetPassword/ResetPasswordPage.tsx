import {
  Alert,
  Button,
  Heading,
  Link,
  PasswordField,
  PasswordStrength,
  Spinner,
  Stack,
} from '@oxilio/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { Link as RouterLink } from 'react-router-dom';
import { checkResetPasswordToken, confirmPasswordReset } from '../../../features/auth';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { commonMessages } from '../../../app/commonMessages';
import { RetryAlert } from '../../../app/RetryAlert';
import { checkLink, type LinkCheck } from '../../../app/linkCheck';
import { noticeMessages, problemMessages } from '../../../app/problems';
import { sayPasswordRefusal, usePasswordStrength } from '../../../forms/newPassword';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { useWrite } from '../../../app/useWrite';
import {
  collectErrors,
  validateNewPassword,
  validationMessages,
  passwordMinLength,
} from '../../../forms/validation';
import { PublicLayout } from '../PublicLayout';
import { useTokenParam } from '../useTokenParam';

const messages = defineMessages({
  checking: { id: 'portal.resetPassword.checking', defaultMessage: 'Vérification du lien…' },
  password: { id: 'portal.resetPassword.password', defaultMessage: 'Nouveau mot de passe' },
  passwordHint: {
    id: 'portal.resetPassword.passwordHint',
    defaultMessage: 'Au moins {min} caractères. Une phrase facile à retenir convient très bien.',
  },
  confirmation: {
    id: 'portal.resetPassword.confirmation',
    defaultMessage: 'Confirmez le nouveau mot de passe',
  },
  submit: { id: 'portal.resetPassword.submit', defaultMessage: 'Enregistrer le mot de passe' },
  newLink: { id: 'portal.resetPassword.newLink', defaultMessage: 'Demander un nouveau lien' },
  toLogin: { id: 'portal.resetPassword.toLogin', defaultMessage: 'Aller à la connexion' },
});

type Field = 'password' | 'confirmation';
type TokenState =
  { status: 'checking' } | { status: 'valid' } | Exclude<LinkCheck<unknown>, { status: 'ok' }>;

export function ResetPasswordPage() {
  const intl = useIntl();
  const token = useTokenParam();
  const [tokenState, setTokenState] = useState<TokenState>(
    token ? { status: 'checking' } : { status: 'invalid' },
  );
  const [attempt, setAttempt] = useState(0);
  const retried = useRef(false);
  const retryRef = useRef<HTMLButtonElement>(null);
  const [done, setDone] = useState(false);
  const { setErrors, fieldError } = useFieldErrors<Field>();
  const reset = useWrite({
    call: (password: string) => confirmPasswordReset(token ?? '', password),
  });
  const passwordRef = useRef<HTMLInputElement>(null);
  const confirmationRef = useRef<HTMLInputElement>(null);
  // The link does not say whose account it is: the hint knows the list, the API the identity.
  const [password, setPassword] = useState('');
  const strength = usePasswordStrength(password, {});

  useEffect(() => {
    if (!token) {
      return;
    }
    let cancelled = false;
    void checkLink(() => checkResetPasswordToken(token)).then((outcome) => {
      if (!cancelled) {
        setTokenState(outcome.status === 'ok' ? { status: 'valid' } : outcome);
      }
    });
    return () => {
      cancelled = true;
    };
  }, [token, attempt]);

  // After a retry the button pressed is gone: the focus goes to what replaced it.
  useEffect(() => {
    if (!retried.current || tokenState.status === 'checking') {
      return;
    }
    retried.current = false;
    if (tokenState.status === 'valid') {
      passwordRef.current?.focus();
    } else if (tokenState.status === 'unchecked') {
      retryRef.current?.focus();
    }
  }, [tokenState]);

  function retry() {
    retried.current = true;
    setTokenState({ status: 'checking' });
    setAttempt((count) => count + 1);
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    reset.reset();
    const form = new FormData(event.currentTarget);
    const password = String(form.get('password') ?? '');
    const confirmation = String(form.get('confirmation') ?? '');
    const found = collectErrors<Field>({
      password: validateNewPassword(password),
      confirmation:
        confirmation !== password ? { message: validationMessages.passwordsDiffer } : null,
    });
    setErrors(found);
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    if (found.confirmation) {
      confirmationRef.current?.focus();
      return;
    }
    const result = await reset.trigger(password);
    if (result?.ok) {
      setDone(true);
    } else if (result && result.problem.code === 'invalid_verification_token') {
      setTokenState({ status: 'invalid' });
    } else if (result) {
      sayPasswordRefusal(result.problem, {
        forget: reset.reset,
        setErrors,
        field: passwordRef,
      });
    }
  }

  const title = useScreenTitle();
  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        {tokenState.status === 'checking' ? (
          <Spinner label={intl.formatMessage(messages.checking)} showLabel />
        ) : null}
        {tokenState.status === 'invalid' ? (
          <>
            <Alert tone="danger">
              {intl.formatMessage(problemMessages.invalid_verification_token)}
            </Alert>
            <Link as={RouterLink} to={publicPaths.forgotPassword} standalone>
              {intl.formatMessage(messages.newLink)}
            </Link>
          </>
        ) : null}
        {tokenState.status === 'unchecked' ? (
          <RetryAlert
            retryLabel={intl.formatMessage(commonMessages.retry)}
            onRetry={retry}
            retryRef={retryRef}
          >
            {intl.formatMessage(tokenState.message)}
          </RetryAlert>
        ) : null}
        {tokenState.status === 'valid' && done ? (
          <>
            <Alert tone="success">{intl.formatMessage(noticeMessages.passwordChanged)}</Alert>
            <Link as={RouterLink} to={publicPaths.login} standalone>
              {intl.formatMessage(messages.toLogin)}
            </Link>
          </>
        ) : null}
        {tokenState.status === 'valid' && !done ? (
          <form noValidate onSubmit={onSubmit}>
            <Stack gap="lg">
              {reset.error ? <Alert tone="danger">{reset.error}</Alert> : null}
              <Stack gap="sm">
                <PasswordField
                  ref={passwordRef}
                  name="password"
                  autoComplete="new-password"
                  label={intl.formatMessage(messages.password)}
                  hint={intl.formatMessage(messages.passwordHint, { min: passwordMinLength })}
                  error={fieldError('password')}
                  onChange={(event) => setPassword(event.target.value)}
                  required
                />
                <PasswordStrength level={strength} />
              </Stack>
              <PasswordField
                ref={confirmationRef}
                name="confirmation"
                autoComplete="new-password"
                label={intl.formatMessage(messages.confirmation)}
                error={fieldError('confirmation')}
                required
              />
              <Button type="submit" size="large" fullWidth loading={reset.isMutating}>
                {intl.formatMessage(messages.submit)}
              </Button>
            </Stack>
          </form>
        ) : null}
      </Stack>
    </PublicLayout>
  );
}

export default ResetPasswordPage;
