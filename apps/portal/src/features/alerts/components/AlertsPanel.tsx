import { formatNumber, formatPersonName } from '@oxilio/domain';
import type { PatientAlert } from '@oxilio/domain/contract';
import { Button, Card, Inline, Stack, Text } from '@oxilio/ui';
import { Eye, TrendingDown, TrendingUp } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { asResult, useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { defineMessages } from '../../../i18n/defineMessages';
import { useLocale } from '../../../i18n/LocaleProvider';
import * as styles from './alerts.css';

export const alertMessages = defineMessages({
  title: { id: 'reeducator.alerts.title', defaultMessage: 'Alertes' },
  intro: {
    id: 'reeducator.alerts.intro',
    defaultMessage:
      'Ces patients ont besoin de votre attention. Une alerte disparaît quand vous la marquez comme vue.',
  },
  painRise: {
    id: 'reeducator.alerts.painRise',
    defaultMessage: 'Douleur en hausse : {pains} sur les {count} dernières séances',
  },
  wearDrop: {
    id: 'reeducator.alerts.wearDrop',
    defaultMessage:
      'Boîtier porté {recent} h par jour ces {recentDays} derniers jours, contre {previous} h avant',
  },
  markSeen: { id: 'reeducator.alerts.markSeen', defaultMessage: 'Marquer comme vue' },
  seen: {
    id: 'reeducator.alerts.seen',
    defaultMessage: 'Alerte de {name} marquée comme vue.',
  },
  failed: {
    id: 'reeducator.alerts.failed',
    defaultMessage: 'L’alerte n’a pas pu être marquée comme vue. Réessayez dans un instant.',
  },
});

export interface AlertsPanelProps {
  alerts: readonly PatientAlert[];
  /** The patient's file; no link when absent (on the patient's own page). */
  hrefOf?: (patientId: string) => string;
  onSeen: (alert: PatientAlert) => Promise<boolean>;
  /** Level of the panel's title. @defaultValue 2 */
  headingLevel?: 2 | 3;
}

/** What the alert says, with the data that triggered it. */
export function useAlertText() {
  const intl = useIntl();
  const { locale } = useLocale();
  const hours = (seconds: number | null) =>
    formatNumber(seconds === null ? null : seconds / 3600, locale, { maximumFractionDigits: 1 });
  return (alert: PatientAlert) =>
    alert.kind === 'painRise'
      ? intl.formatMessage(alertMessages.painRise, {
          pains: alert.pains.join(' → '),
          count: alert.recentWindow,
        })
      : intl.formatMessage(alertMessages.wearDrop, {
          recent: hours(alert.recentWearPerDay),
          previous: hours(alert.previousWearPerDay),
          recentDays: alert.recentWindow,
        });
}

/** One alert per patient and kind: its row's key, and which row a write is marking seen. */
const keyOf = (alert: PatientAlert) => `${alert.patientId}:${alert.kind}`;

/** The alerts not yet seen, at the top of the patients list; nothing when there are none. */
export function AlertsPanel({ alerts, hrefOf, onSeen, headingLevel = 2 }: AlertsPanelProps) {
  const intl = useIntl();
  const text = useAlertText();
  // The previous notice stays until the next one is known: the panel never disappears meanwhile.
  const seen = useWrite({
    call: (alert: PatientAlert) => asResult(onSeen(alert)),
    success: (alert) => ({
      message: alertMessages.seen,
      values: { name: formatPersonName(alert) },
    }),
    failure: alertMessages.failed,
  });

  if (alerts.length === 0 && !seen.notice && !seen.isMutating) {
    return null;
  }
  return (
    <Card as="section" title={intl.formatMessage(alertMessages.title)} headingLevel={headingLevel}>
      <Stack gap="md">
        <WriteNotice notice={seen.notice} />
        {alerts.length > 0 ? (
          <Text tone="muted">{intl.formatMessage(alertMessages.intro)}</Text>
        ) : null}
        <ul className={styles.list}>
          {alerts.map((alert) => {
            const key = keyOf(alert);
            const id = `alert-${alert.patientId}-${alert.kind}`;
            const name = formatPersonName(alert);
            const Icon = alert.kind === 'painRise' ? TrendingUp : TrendingDown;
            return (
              <li key={key} className={styles.item}>
                <Icon className={styles.icon} aria-hidden="true" focusable="false" size={24} />
                <div className={styles.text} id={id}>
                  <Text weight="bold">
                    {hrefOf ? (
                      <RouterLink className={styles.link} to={hrefOf(alert.patientId)}>
                        {name}
                      </RouterLink>
                    ) : (
                      name
                    )}
                  </Text>
                  <Text>{text(alert)}</Text>
                </div>
                <Inline gap="sm">
                  <Button
                    variant="secondary"
                    icon={Eye}
                    aria-describedby={id}
                    loading={seen.writing !== undefined && keyOf(seen.writing) === key}
                    disabled={seen.isMutating}
                    onClick={() => void seen.trigger(alert)}
                  >
                    {intl.formatMessage(alertMessages.markSeen)}
                  </Button>
                </Inline>
              </li>
            );
          })}
        </ul>
      </Stack>
    </Card>
  );
}
