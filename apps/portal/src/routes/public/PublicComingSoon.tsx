import { EmptyState, Heading, Link, Stack } from '@oxilio/ui';
import { Construction } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { comingSoonMessages } from '../../app/ComingSoon';
import { useScreenTitle } from '../../app/useScreenTitle';
import { publicPaths } from './manifest';
import { PublicLayout } from './PublicLayout';
import { accountMessages } from './accountMessages';

/** A signed-out screen not built yet, under its real title. */
export function PublicComingSoon() {
  const intl = useIntl();
  const title = useScreenTitle();
  return (
    <PublicLayout>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        <EmptyState
          icon={Construction}
          title={intl.formatMessage(comingSoonMessages.title)}
          description={intl.formatMessage(comingSoonMessages.body)}
        />
        <Link as={RouterLink} to={publicPaths.login} standalone>
          {intl.formatMessage(accountMessages.backToLogin)}
        </Link>
      </Stack>
    </PublicLayout>
  );
}
