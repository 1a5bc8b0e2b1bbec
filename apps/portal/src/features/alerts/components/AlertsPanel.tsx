import { formatNumber } from '@oxilio/domain';
import type { PatientAlert } from '@oxilio/domain/contract';
import { Alert, Button, Card, Inline, Stack, Text } from '@oxilio/ui';
import { Eye, TrendingDown, TrendingUp } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
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

/** The alerts not yet seen, at the top of the patients list; nothing when there are none. */
export function AlertsPanel({ alerts, hrefOf, onSeen, headingLevel = 2 }: AlertsPanelProps) {
  const intl = useIntl();
  const text = useAlertText();
  const [busy, setBusy] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'danger'; text: string } | null>(null);

  async function seen(alert: PatientAlert) {
    const key = `${alert.patientId}:${alert.kind}`;
    // The previous outcome stays until this one is known: the panel never disappears meanwhile.
    setBusy(key);
    const ok = await onSeen(alert).catch(() => false);
    setBusy(null);
    setOutcome(
      ok
        ? {
            tone: 'success',
            text: intl.formatMessage(alertMessages.seen, {
              name: `${alert.firstName} ${alert.lastName}`,
            }),
          }
        : { tone: 'danger', text: intl.formatMessage(alertMessages.failed) },
    );
  }

  if (alerts.length === 0 && !outcome && busy === null) {
    return null;
  }
  return (
    <Card as="section" title={intl.formatMessage(alertMessages.title)} headingLevel={headingLevel}>
      <Stack gap="md">
        <div role="status" aria-live="polite">
          {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
        </div>
        {alerts.length > 0 ? (
          <Text tone="muted">{intl.formatMessage(alertMessages.intro)}</Text>
        ) : null}
        <ul className={styles.list}>
          {alerts.map((alert) => {
            const key = `${alert.patientId}:${alert.kind}`;
            const id = `alert-${alert.patientId}-${alert.kind}`;
            const name = `${alert.firstName} ${alert.lastName}`;
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
                    loading={busy === key}
                    disabled={busy !== null}
                    onClick={() => void seen(alert)}
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
