import {
  Alert,
  Button,
  Checkbox,
  Heading,
  Link,
  PasswordField,
  Stack,
  TextField,
} from '@oxilio/ui';
import { use, useRef, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { publicPaths } from '../manifest';
import { ScreenLinkContext } from '../../../app/navigation';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import { useLocale } from '../../../i18n/LocaleProvider';
import { forgetPickedLocale, pickedLocale } from '../../../i18n/pickedLocale';
import { useFieldErrors } from '../../../forms/useFieldErrors';
import { problemMessage, thrownMessage } from '../../../app/problems';
import {
  collectErrors,
  validateEmail,
  validateRequired,
  validationMessages,
} from '../../../forms/validation';
import { PublicLayout } from '../PublicLayout';

const messages = defineMessages({
  identifier: { id: 'portal.login.identifier', defaultMessage: 'Identifiant (adresse e-mail)' },
  password: { id: 'portal.login.password', defaultMessage: 'Mot de passe' },
  rememberMe: { id: 'portal.login.rememberMe', defaultMessage: 'Se souvenir de moi' },
  rememberMeHint: {
    id: 'portal.login.rememberMeHint',
    defaultMessage:
      'Restez connecté sur cet appareil pendant 30 jours. À éviter sur un appareil partagé.',
  },
  forgotPassword: { id: 'portal.login.forgotPassword', defaultMessage: 'Mot de passe oublié ?' },
  submit: { id: 'portal.login.submit', defaultMessage: 'Connexion' },
  pending: { id: 'portal.login.pending', defaultMessage: 'Connexion en cours…' },
  noAccount: { id: 'portal.login.noAccount', defaultMessage: 'Pas encore de compte ?' },
  signupPatient: { id: 'portal.login.signupPatient', defaultMessage: 'Créer un compte patient' },
  signupRehabilitator: {
    id: 'portal.login.signupRehabilitator',
    defaultMessage: 'Créer un compte rééducateur (kinésithérapeute, ergothérapeute…)',
  },
  signupEstablishment: {
    id: 'portal.login.signupEstablishment',
    defaultMessage: 'Inscrire mon établissement',
  },
});

type SignIn = ReturnType<typeof useSession>['signIn'];

/**
 * The sign-in's one write, as `useWrite` does it (a failure's text, a reset that drops a late
 * answer) but without SWR: the sign-in page is held to the bundle budget
 * (docs/performance.md#bundle-budget), and SWR weighs about 10 kB gzip for this one call.
 */
function useSignIn(signIn: SignIn) {
  const intl = useIntl();
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const attempt = useRef(0);
  async function trigger(credentials: Parameters<SignIn>[0]) {
    const mine = ++attempt.current;
    const current = () => mine === attempt.current;
    setPending(true);
    try {
      const result = await signIn(credentials);
      if (current()) {
        setError(result.ok ? null : intl.formatMessage(problemMessage(result.problem)));
      }
      return current() ? result : null;
    } catch (caught) {
      if (current()) {
        setError(intl.formatMessage(thrownMessage(caught)));
      }
      return null;
    } finally {
      if (current()) {
        setPending(false);
      }
    }
  }
  return {
    trigger,
    isMutating: pending,
    error,
    reset: () => {
      attempt.current += 1;
      setPending(false);
      setError(null);
    },
  };
}

type Field = 'email' | 'password';

export function LoginPage() {
  const intl = useIntl();
  // The router's link, or the start-up's when the page shows before the router (boot/Boot.tsx).
  const ScreenLink = use(ScreenLinkContext);
  const { signIn } = useSession();
  const { loadSignedInMessages } = useLocale();
  const signingIn = useSignIn(signIn);
  const { setErrors, fieldError } = useFieldErrors<Field>();
  const emailRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // One current error: the last answer's is stale as soon as the form is sent again.
    signingIn.reset();
    const form = new FormData(event.currentTarget);
    const email = String(form.get('email') ?? '').trim();
    const password = String(form.get('password') ?? '');
    const rememberMe = form.get('rememberMe') === 'on';
    const found = collectErrors<Field>({
      email: validateEmail(email),
      password: validateRequired(password, validationMessages.passwordRequired),
    });
    setErrors(found);
    if (found.email) {
      emailRef.current?.focus();
      return;
    }
    if (found.password) {
      passwordRef.current?.focus();
      return;
    }
    // The signed-in screens' texts load while the password is checked.
    loadSignedInMessages();
    // A language picked on this page becomes the account's (i18n/pickedLocale.ts).
    const result = await signingIn.trigger({ email, password, rememberMe, locale: pickedLocale() });
    if (result?.ok) {
      forgetPickedLocale();
    }
  }

  const title = useScreenTitle();
  return (
    <PublicLayout>
      <Stack gap="xl">
        {/* POST: a form sent by the browser itself (the prerendered page before its scripts run)
          never puts the password in the address. public/start.js holds such a submit anyway. */}
        <form method="post" noValidate onSubmit={onSubmit} aria-labelledby="login-title">
          <Stack gap="lg">
            <Heading level={1} id="login-title">
              {title}
            </Heading>
            {signingIn.error ? <Alert tone="danger">{signingIn.error}</Alert> : null}
            <TextField
              ref={emailRef}
              name="email"
              type="email"
              autoComplete="username"
              label={intl.formatMessage(messages.identifier)}
              error={fieldError('email')}
              required
            />
            <PasswordField
              ref={passwordRef}
              name="password"
              autoComplete="current-password"
              label={intl.formatMessage(messages.password)}
              error={fieldError('password')}
              required
            />
            <Checkbox
              name="rememberMe"
              label={intl.formatMessage(messages.rememberMe)}
              hint={intl.formatMessage(messages.rememberMeHint)}
            />
            <Button type="submit" size="large" fullWidth loading={signingIn.isMutating}>
              {intl.formatMessage(signingIn.isMutating ? messages.pending : messages.submit)}
            </Button>
            <Link as={ScreenLink} to={publicPaths.forgotPassword} standalone>
              {intl.formatMessage(messages.forgotPassword)}
            </Link>
          </Stack>
        </form>
        {/* The three ways in, each named as its reader says it (issue 30, point 4). */}
        <nav aria-labelledby="signup-choices">
          <Stack gap="sm">
            <Heading level={2} visualLevel={3} id="signup-choices">
              {intl.formatMessage(messages.noAccount)}
            </Heading>
            <Stack as="ul" gap="xs">
              <Link as={ScreenLink} to={publicPaths.signup({ type: 'patient' })} standalone>
                {intl.formatMessage(messages.signupPatient)}
              </Link>
              <Link as={ScreenLink} to={publicPaths.signup({ type: 'reeducator' })} standalone>
                {intl.formatMessage(messages.signupRehabilitator)}
              </Link>
              <Link as={ScreenLink} to={publicPaths.signup({ type: 'establishment' })} standalone>
                {intl.formatMessage(messages.signupEstablishment)}
              </Link>
            </Stack>
          </Stack>
        </nav>
      </Stack>
    </PublicLayout>
  );
}

export default LoginPage;
