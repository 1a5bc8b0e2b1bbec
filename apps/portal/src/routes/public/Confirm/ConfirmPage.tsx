import { Alert, Heading, Link, Spinner, Stack, Text } from '@oxilio/ui';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { Link as RouterLink } from 'react-router-dom';
import { confirmSignup } from '../../../features/auth';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { problemMessage, problemMessages } from '../../../app/problems';
import { PublicLayout } from '../PublicLayout';
import { accountMessages } from '../accountMessages';
import { useTokenParam } from '../useTokenParam';

const messages = defineMessages({
  checking: {
    id: 'portal.confirm.checking',
    defaultMessage: 'Confirmation de votre adresse e-mail…',
  },
  welcomeBody: {
    id: 'portal.confirm.welcomeBody',
    defaultMessage:
      'Votre compte est confirmé. Pour recevoir un oxilio, un établissement doit vous suivre : une fois connecté, demandez-le depuis Mon profil.',
  },
});

type State = { status: 'checking' } | { status: 'confirmed' } | { status: 'failed'; code: string };

export function ConfirmPage() {
  const intl = useIntl();
  const token = useTokenParam();
  const [state, setState] = useState<State>(
    token ? { status: 'checking' } : { status: 'failed', code: 'invalid_verification_token' },
  );

  useEffect(() => {
    if (!token) {
      return;
    }
    let cancelled = false;
    confirmSignup(token)
      .then((result) => {
        if (!cancelled) {
          setState(
            result.ok ? { status: 'confirmed' } : { status: 'failed', code: result.problem.code },
          );
        }
      })
      .catch(() => !cancelled && setState({ status: 'failed', code: 'network' }));
    return () => {
      cancelled = true;
    };
  }, [token]);

  const title = useScreenTitle();
  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        {state.status === 'checking' ? (
          <Spinner label={intl.formatMessage(messages.checking)} showLabel />
        ) : null}
        {state.status === 'confirmed' ? (
          <Alert tone="success" title={intl.formatMessage(accountMessages.welcomeTitle)}>
            <Text>{intl.formatMessage(messages.welcomeBody)}</Text>
          </Alert>
        ) : null}
        {state.status === 'failed' ? (
          <Alert tone="danger">
            {intl.formatMessage(
              state.code === 'network'
                ? problemMessages.network
                : problemMessage({ code: state.code }),
            )}
          </Alert>
        ) : null}
        {state.status !== 'checking' ? (
          <Link as={RouterLink} to={publicPaths.login} standalone>
            {intl.formatMessage(accountMessages.signIn)}
          </Link>
        ) : null}
      </Stack>
    </PublicLayout>
  );
}

export default ConfirmPage;
