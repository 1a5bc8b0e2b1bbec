import { Alert, Button, Heading, Stack } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { defineMessages } from '../i18n/defineMessages';
import { ChunkLoadError } from './lazy';
import * as styles from './AppLayout.css';
import { commonMessages } from './commonMessages';

const messages = defineMessages({
  chunkTitle: { id: 'portal.error.chunk.title', defaultMessage: 'La page n’a pas pu être chargée' },
  chunkBody: {
    id: 'portal.error.chunk.body',
    defaultMessage:
      'La connexion est peut-être lente ou interrompue. Vérifiez votre connexion puis réessayez.',
  },
  unexpectedTitle: {
    id: 'portal.error.unexpected.title',
    defaultMessage: 'Une erreur est survenue',
  },
  unexpectedBody: {
    id: 'portal.error.unexpected.body',
    defaultMessage: 'Rechargez la page. Si le problème continue, contactez votre établissement.',
  },
});

/**
 * Shown when a screen fails: a chunk that did not load in 120 s, or an unexpected error. Without the
 * router, so that the start of the app (boot/Boot.tsx) shows it too.
 */
export function ErrorScreen({ error }: { error: unknown }) {
  const intl = useIntl();
  const isChunk =
    error instanceof ChunkLoadError ||
    (error instanceof Error &&
      /dynamically imported module|Importing a module script/i.test(error.message));
  return (
    <main id="main" className={styles.main}>
      <Stack gap="lg">
        <Heading level={1}>
          {intl.formatMessage(isChunk ? messages.chunkTitle : messages.unexpectedTitle)}
        </Heading>
        <Alert tone={isChunk ? 'warning' : 'danger'}>
          {intl.formatMessage(isChunk ? messages.chunkBody : messages.unexpectedBody)}
        </Alert>
        <div>
          <Button onClick={() => window.location.reload()}>
            {intl.formatMessage(commonMessages.retry)}
          </Button>
        </div>
      </Stack>
    </main>
  );
}
