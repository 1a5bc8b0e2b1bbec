import { formatDateTime } from '@oxilio/domain';
import type { OutboxMessage } from '@oxilio/domain/contract';
import {
  EmptyState,
  Heading,
  Link,
  Skeleton,
  Stack,
  Table,
  Text,
  type TableColumn,
} from '@oxilio/ui';
import { DataState } from '../../../app/DataState';
import { Inbox } from 'lucide-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { useOutbox } from '../../../features/outbox';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { PublicLayout } from '../PublicLayout';

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
});

/**
 * The email outbox, only in debug builds. Links are shown as their path on this portal; dates as
 * everywhere (dd/mm/yy HH:mm) in the time zone the API gives each message, its establishment's
 * (docs/decisions/outbox-dates.md).
 */
export function DebugPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  const outbox = useOutbox();
  const columns: TableColumn<OutboxMessage>[] = [
    { key: 'to', header: intl.formatMessage(messages.to), cell: (message) => message.to },
    {
      key: 'subject',
      header: intl.formatMessage(messages.subject),
      cell: (message) => message.subject,
    },
    {
      key: 'createdAt',
      header: intl.formatMessage(messages.sentAt),
      cell: (message) => (
        <time dateTime={message.createdAt}>
          {formatDateTime(message.createdAt, locale, message.timeZone)}
        </time>
      ),
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
              <Link key={href} href={local} standalone>
                {url.pathname}
              </Link>
            );
          })}
        </Stack>
      ),
    },
  ];
  const title = useScreenTitle();
  return (
    <PublicLayout wide>
      <Stack gap="lg">
        <Heading level={1}>{title}</Heading>
        <Text>{intl.formatMessage(messages.intro)}</Text>
        <DataState
          query={outbox}
          isEmpty={(data) => data.messages.length === 0}
          empty={<EmptyState icon={Inbox} title={intl.formatMessage(messages.empty)} />}
          loading={<Skeleton shape="rect" height="160px" />}
        >
          {(data) => (
            <Table
              caption={intl.formatMessage(messages.caption)}
              rows={data.messages}
              getRowKey={(message) => message.id}
              columns={columns}
            />
          )}
        </DataState>
      </Stack>
    </PublicLayout>
  );
}

export default DebugPage;
