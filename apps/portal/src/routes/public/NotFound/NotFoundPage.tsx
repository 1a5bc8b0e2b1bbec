import { Heading, Link, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { Link as RouterLink } from 'react-router-dom';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { publicPaths } from '../manifest';
import { PublicLayout } from '../PublicLayout';

const messages = defineMessages({
  body: {
    id: 'portal.notFound.body',
    defaultMessage: 'L’adresse demandée n’existe pas ou n’est plus disponible.',
  },
  home: { id: 'portal.notFound.home', defaultMessage: 'Revenir à l’accueil' },
});

export function NotFoundPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        <Text>{intl.formatMessage(messages.body)}</Text>
        <Link as={RouterLink} to={publicPaths.login} standalone>
          {intl.formatMessage(messages.home)}
        </Link>
      </Stack>
    </PublicLayout>
  );
}

export default NotFoundPage;
