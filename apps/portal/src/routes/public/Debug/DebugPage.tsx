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
import { Inbox, KeyRound } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import { takeDebugToken, useOutbox } from '../../../features/outbox';
import { ApiResultError } from '../../../app/swr';
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
  lockedTitle: {
    id: 'portal.debug.locked.title',
    defaultMessage: 'Ouvrez la boîte d’envoi avec son lien',
  },
  lockedDescription: {
    id: 'portal.debug.locked.description',
    defaultMessage:
      'Le serveur écrit ce lien dans son journal au démarrage (« email outbox (debug) »). Il contient une clé : sans elle, ou depuis une autre machine, la boîte d’envoi reste fermée.',
  },
});

/** The API refuses the outbox with a 404 to a wrong or old token (a server started again). */
const refusesToken = (error: unknown) =>
  error instanceof ApiResultError && error.result.status === 404;

/**
 * The email outbox, only in debug builds, opened with the link the API prints at start (its token). Links are shown as their path on this portal; dates as
 * everywhere (dd/mm/yy HH:mm) in the time zone the API gives each message, its establishment's
 * (docs/decisions/outbox-dates.md).
 */
export function DebugPage() {
  const intl = useIntl();
  const { locale } = useLocale();
  // Taken once: the link's fragment, then what this tab kept.
  const [token] = useState(takeDebugToken);
  const outbox = useOutbox(token);
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
        {token === null || refusesToken(outbox.error) ? (
          <EmptyState
            icon={KeyRound}
            title={intl.formatMessage(messages.lockedTitle)}
            description={intl.formatMessage(messages.lockedDescription)}
          />
        ) : (
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
        )}
      </Stack>
    </PublicLayout>
  );
}

export default DebugPage;
