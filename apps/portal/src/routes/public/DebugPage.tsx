import type { OutboxMessage } from '@oxilio/domain/contract';
import { Alert, Button, EmptyState, Heading, Link, Skeleton, Stack, Table, Text } from '@oxilio/ui';
import { Inbox } from 'lucide-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../i18n/defineMessages';
import useSWR from 'swr';
import { pageTitles } from '../../app/pageTitles';
import { PublicLayout } from './PublicLayout';

const messages = defineMessages({
  intro: {
    id: 'portal.debug.intro',
    defaultMessage:
      'Mode débogage : les e-mails ne partent pas, ils sont gardés ici pour terminer l’inscription et la réinitialisation du mot de passe.',
  },
  empty: { id: 'portal.debug.empty', defaultMessage: 'Aucun e-mail dans la boîte d’envoi' },
  to: { id: 'portal.debug.to', defaultMessage: 'Destinataire' },
  subject: { id: 'portal.debug.subject', defaultMessage: 'Objet' },
  sentAt: { id: 'portal.debug.sentAt', defaultMessage: 'Date' },
  links: { id: 'portal.debug.links', defaultMessage: 'Liens' },
  caption: {
    id: 'portal.debug.caption',
    defaultMessage: 'E-mails de la boîte d’envoi, du plus récent au plus ancien',
  },
  error: { id: 'portal.debug.error', defaultMessage: 'La boîte d’envoi n’a pas pu être chargée.' },
  retry: { id: 'portal.error.retry', defaultMessage: 'Réessayer' },
});

/** The email outbox, only in debug builds. Links are shown as their path on this portal. */
export function DebugPage() {
  const intl = useIntl();
  const { data, error, isLoading, mutate } = useSWR<{ messages: OutboxMessage[] }>('/debug/outbox');
  const title = intl.formatMessage(pageTitles.debug);
  return (
    <PublicLayout title={title}>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        <Text>{intl.formatMessage(messages.intro)}</Text>
        {isLoading ? <Skeleton shape="rect" height="160px" /> : null}
        {error ? (
          <Alert
            tone="danger"
            action={
              <Button onClick={() => void mutate()}>{intl.formatMessage(messages.retry)}</Button>
            }
          >
            {intl.formatMessage(messages.error)}
          </Alert>
        ) : null}
        {data && data.messages.length === 0 ? (
          <EmptyState icon={Inbox} title={intl.formatMessage(messages.empty)} />
        ) : null}
        {data && data.messages.length > 0 ? (
          <Table
            caption={intl.formatMessage(messages.caption)}
            rows={data.messages}
            getRowKey={(message) => message.id}
            columns={[
              { key: 'to', header: intl.formatMessage(messages.to), cell: (message) => message.to },
              {
                key: 'subject',
                header: intl.formatMessage(messages.subject),
                cell: (message) => message.subject,
              },
              {
                key: 'createdAt',
                header: intl.formatMessage(messages.sentAt),
                cell: (message) =>
                  intl.formatDate(message.createdAt, { dateStyle: 'short', timeStyle: 'medium' }),
              },
              {
                key: 'links',
                header: intl.formatMessage(messages.links),
                cell: (message) => (
                  <Stack gap="xs">
                    {message.links.map((href) => {
                      const url = new URL(href);
                      const local = `${url.pathname}${url.search}`;
                      return (
                        <Link key={href} href={local}>
                          {url.pathname}
                        </Link>
                      );
                    })}
                  </Stack>
                ),
              },
            ]}
          />
        ) : null}
      </Stack>
    </PublicLayout>
  );
}
