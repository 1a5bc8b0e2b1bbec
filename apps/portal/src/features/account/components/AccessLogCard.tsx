import { formatDate, formatDateTime, formatPersonName, roleLabel } from '@oxilio/domain';
import {
  accessLogMaxLimit,
  type AccessLogArea,
  type AccessLogEntry,
} from '@oxilio/domain/contract';
import type { Locale } from '@oxilio/locales';
import { Button, Card, EmptyState, ListRow, ListRows, Stack, Text } from '@oxilio/ui';
import { ShieldCheck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { DataState, ReadFailure } from '../../../app/DataState';
import { defineMessages } from '../../../i18n/defineMessages';
import { useAccessLog } from '../api/getAccessLog';
import * as styles from './account.css';
import { useTimeZone } from '../../stats';

/** Groups shown at first, and added by each "show more". */
export const accessLogPage = 5;

const messages = defineMessages({
  title: {
    id: 'patient.account.accessLog.title',
    defaultMessage: 'Qui a consulté mes données',
  },
  intro: {
    id: 'patient.account.accessLog.intro',
    defaultMessage:
      'Les professionnels qui vous accompagnent consultent vos données pour adapter votre suivi. Voici qui l’a fait, et quand. Vos propres consultations n’y figurent pas.',
  },
  listLabel: {
    id: 'patient.account.accessLog.listLabel',
    defaultMessage: 'Consultations et modifications, des plus récentes aux plus anciennes',
  },
  emptyTitle: {
    id: 'patient.account.accessLog.emptyTitle',
    defaultMessage: 'Personne n’a encore consulté vos données.',
  },
  emptyBody: {
    id: 'patient.account.accessLog.emptyBody',
    defaultMessage:
      'Dès qu’un professionnel de votre établissement consultera ou modifiera vos données, vous le verrez ici.',
  },
  viewed: { id: 'patient.account.accessLog.viewed', defaultMessage: 'A consulté : {areas}' },
  changed: { id: 'patient.account.accessLog.changed', defaultMessage: 'A modifié : {areas}' },
  at: {
    id: 'patient.account.accessLog.at',
    defaultMessage: 'Le {date} à {time}',
  },
  between: {
    id: 'patient.account.accessLog.between',
    defaultMessage:
      'Le {date}, entre {from} et {to} ({count, plural, one {# fois} other {# fois}})',
  },
  showMore: { id: 'patient.account.accessLog.showMore', defaultMessage: 'Afficher plus' },
  ask: {
    id: 'patient.account.accessLog.ask',
    defaultMessage: 'Pour un historique plus ancien, adressez-vous à votre établissement.',
  },
  clientRole: {
    id: 'patient.account.accessLog.clientRole',
    defaultMessage: 'Logiciel de dossier de santé de votre établissement',
    description: 'Who read the data: a health record system the establishment connected (FHIR)',
  },
});

const areaMessages = defineMessages({
  profile: {
    id: 'patient.account.accessLog.area.profile',
    defaultMessage: 'vos informations personnelles',
  },
  relatives: { id: 'patient.account.accessLog.area.relatives', defaultMessage: 'vos proches' },
  followUp: {
    id: 'patient.account.accessLog.area.followUp',
    defaultMessage: 'votre suivi par les rééducateurs',
  },
  results: {
    id: 'patient.account.accessLog.area.results',
    defaultMessage: 'vos résultats d’activité',
  },
  rehabilitation: {
    id: 'patient.account.accessLog.area.rehabilitation',
    defaultMessage: 'votre rééducation (programmes et séances)',
  },
  activities: {
    id: 'patient.account.accessLog.area.activities',
    defaultMessage: 'vos activités adaptées',
  },
  device: { id: 'patient.account.accessLog.area.device', defaultMessage: 'votre oxilio' },
  other: { id: 'patient.account.accessLog.area.other', defaultMessage: 'd’autres informations' },
} satisfies Record<AccessLogArea, unknown>);

/** "HH:MM" of an instant, in the establishment's time zone (the one the API groups days in). */
const timeOf = (instant: string, timeZone: string) =>
  formatDateTime(instant, undefined, timeZone).split(' ')[1] ?? '';

/** A person's name; a health record system's registered name as it is. */
const fullName = (entry: AccessLogEntry) =>
  entry.actor.role === 'client' ? entry.actor.lastName : formatPersonName(entry.actor);

function when(intl: IntlShape, entry: AccessLogEntry, timeZone: string) {
  const date = formatDate(entry.day, intl.locale as Locale);
  const from = timeOf(entry.firstAt, timeZone);
  const to = timeOf(entry.lastAt, timeZone);
  return entry.count === 1 || from === to
    ? intl.formatMessage(messages.at, { date, time: to })
    : intl.formatMessage(messages.between, { date, from, to, count: entry.count });
}

export interface AccessLogCardProps {
  /** Whose log: the signed-in patient's. */
  patientId: string;
}

/**
 * Which professionals viewed or changed the patient's data, and when (from the audit log, grouped
 * by person, day and kind), newest first; more on demand, up to the API's limit.
 */
export function AccessLogCard({ patientId }: AccessLogCardProps) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const [limit, setLimit] = useState(accessLogPage);
  const query = useAccessLog(patientId, limit);
  const items = useRef<(HTMLLIElement | null)[]>([]);
  const shown = useRef(0);
  const entries = query.data?.entries;

  // After "show more", the focus goes to the first group that arrived.
  useEffect(() => {
    const count = entries?.length ?? 0;
    if (shown.current > 0 && count > shown.current) {
      items.current[shown.current]?.focus();
    }
    shown.current = count;
  }, [entries]);

  return (
    <Card as="section" title={intl.formatMessage(messages.title)} headingLevel={3}>
      <Stack gap="lg">
        <Text tone="muted">{intl.formatMessage(messages.intro)}</Text>
        <DataState
          query={query}
          isEmpty={(log) => log.entries.length === 0}
          empty={
            <EmptyState
              icon={ShieldCheck}
              size="compact"
              title={intl.formatMessage(messages.emptyTitle)}
              description={intl.formatMessage(messages.emptyBody)}
            />
          }
        >
          {(log) => (
            <Stack gap="lg">
              <ListRows variant="muted" as="ol" aria-label={intl.formatMessage(messages.listLabel)}>
                {log.entries.map((entry, index) => (
                  <ListRow
                    key={`${entry.day}-${entry.lastAt}-${entry.kind}-${entry.actor.firstName}-${entry.actor.lastName}`}
                    ref={(element) => {
                      items.current[index] = element;
                    }}
                    tabIndex={-1}
                  >
                    <Stack gap="xs">
                      <p className={styles.actor}>
                        <strong>{fullName(entry)}</strong>
                        <span className={styles.actorRole}>
                          {intl.formatMessage(
                            entry.actor.role === 'client'
                              ? messages.clientRole
                              : roleLabel[entry.actor.role],
                          )}
                        </span>
                      </p>
                      <Text>
                        {intl.formatMessage(messages[entry.kind], {
                          areas: intl.formatList(
                            entry.areas.map((area) => intl.formatMessage(areaMessages[area])),
                            { type: 'conjunction' },
                          ),
                        })}
                      </Text>
                      <Text tone="muted" size="small">
                        {when(intl, entry, timeZone)}
                      </Text>
                    </Stack>
                  </ListRow>
                ))}
              </ListRows>
              {query.error ? (
                // "Show more" failed (or a reload did): the groups above stay.
                <ReadFailure error={query.error} retry={() => void query.mutate()} />
              ) : null}
              {log.hasMore && limit < accessLogMaxLimit ? (
                <div>
                  <Button
                    variant="secondary"
                    loading={query.isValidating}
                    onClick={() =>
                      setLimit((current) => Math.min(current + accessLogPage, accessLogMaxLimit))
                    }
                  >
                    {intl.formatMessage(messages.showMore)}
                  </Button>
                </div>
              ) : null}
              {log.hasMore && limit >= accessLogMaxLimit ? (
                <Text tone="muted">{intl.formatMessage(messages.ask)}</Text>
              ) : null}
            </Stack>
          )}
        </DataState>
      </Stack>
    </Card>
  );
}
