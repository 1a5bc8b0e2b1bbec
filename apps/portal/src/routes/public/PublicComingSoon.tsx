import { EmptyState, Heading, Link, Stack } from '@oxilio/ui';
import { Construction } from 'lucide-react';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { comingSoonMessages } from '../../app/ComingSoon';
import { paths } from '../../app/paths';
import { PublicLayout } from './PublicLayout';
import { accountMessages } from './accountMessages';

/** A signed-out screen not built yet. */
export function PublicComingSoon({ title }: { title: MessageDescriptor }) {
  const intl = useIntl();
  const text = intl.formatMessage(title);
  return (
    <PublicLayout title={text}>
      <Stack gap="lg">
        <Heading level={1}>{text}</Heading>
        <EmptyState
          icon={Construction}
          title={intl.formatMessage(comingSoonMessages.title)}
          description={intl.formatMessage(comingSoonMessages.body)}
        />
        <Link as={RouterLink} to={paths.login} standalone>
          {intl.formatMessage(accountMessages.backToLogin)}
        </Link>
      </Stack>
    </PublicLayout>
  );
}
