import { RefreshCw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { useSWRConfig } from 'swr';
import { defineMessages } from '../i18n/defineMessages';
import { commonMessages } from './commonMessages';
import { useKeptAnswersStatus } from './keptAnswers';
import { RetryAlert } from './RetryAlert';
import * as styles from './KeptAnswersStatus.css';

const messages = defineMessages({
  updating: {
    id: 'portal.returnVisit.updating',
    defaultMessage: 'Mise à jour…',
    description:
      'Small status shown while the page shows the answers kept on the device from the last visit and asks for fresh ones',
  },
  updateFailed: {
    id: 'portal.returnVisit.updateFailed',
    defaultMessage:
      'Ces informations sont celles de votre dernière visite, le {date} à {time} : elles n’ont pas pu être mises à jour.',
    description:
      'The page shows data kept on the device since the last visit and could not get fresh data; date like "12 mars", time like "08:15"',
  },
});

/**
 * Says when the page shows answers kept on the device (app/keptAnswers.ts): a discreet
 * « Mise à jour… », announced politely, until the fresh answers have replaced them; if their read
 * fails, the kept answers stay with what failed and a retry.
 */
export function KeptAnswersStatus() {
  const intl = useIntl();
  const status = useKeptAnswersStatus();
  const { mutate } = useSWRConfig();
  return (
    <>
      <div className={styles.anchor}>
        {/* A polite live region, always there so that what it comes to say is announced. */}
        <div aria-live="polite" className={styles.region}>
          {status.state === 'updating' ? (
            <span className={styles.mark}>
              <RefreshCw className={styles.icon} size={16} aria-hidden="true" focusable="false" />
              {intl.formatMessage(messages.updating)}
            </span>
          ) : null}
        </div>
      </div>
      {status.state === 'failed' ? (
        <div className={styles.failure}>
          <RetryAlert
            retryLabel={intl.formatMessage(commonMessages.retry)}
            onRetry={() => {
              for (const key of status.keys) {
                void mutate(key);
              }
            }}
          >
            {intl.formatMessage(messages.updateFailed, {
              date: intl.formatDate(status.since, { day: 'numeric', month: 'long' }),
              time: intl.formatTime(status.since, { hour: '2-digit', minute: '2-digit' }),
            })}
          </RetryAlert>
        </div>
      ) : null}
    </>
  );
}
