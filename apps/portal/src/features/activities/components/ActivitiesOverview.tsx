import type { AdaptedActivity } from '@oxilio/domain/contract';
import { EmptyState, Heading, Stack, Text, VisuallyHidden } from '@oxilio/ui';
import { CalendarHeart, Sparkles } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { defineMessages } from '../../../i18n/defineMessages';
import { usePatientActivities } from '../api/getPatientActivities';
import { ActivityCard } from './ActivityCard';
import { activityTitleId, useEnrolment } from './useEnrolment';
import * as styles from './activities.css';

const messages = defineMessages({
  mine: { id: 'patient.activities.mine', defaultMessage: 'Mes activités' },
  mineEmptyTitle: {
    id: 'patient.activities.mineEmptyTitle',
    defaultMessage: 'Vous ne participez à aucune activité pour le moment.',
  },
  mineEmptyBody: {
    id: 'patient.activities.mineEmptyBody',
    defaultMessage: 'Choisissez plus bas une activité qui vous fait envie, puis « Participer ».',
  },
  establishment: {
    id: 'patient.activities.offered.establishment',
    defaultMessage: 'Proposées par mon établissement',
  },
  establishmentEmpty: {
    id: 'patient.activities.offered.establishmentEmpty',
    defaultMessage: 'Votre établissement ne propose pas d’autre activité pour le moment.',
  },
  catalogue: {
    id: 'patient.activities.offered.catalogue',
    defaultMessage: 'À faire chez vous : le catalogue oxilio',
  },
  catalogueEmpty: {
    id: 'patient.activities.offered.catalogueEmpty',
    defaultMessage: 'Vous participez déjà à toutes les activités du catalogue.',
  },
  noneTitle: {
    id: 'patient.activities.noneTitle',
    defaultMessage: 'Aucune activité adaptée n’est proposée pour le moment.',
  },
  noneBody: {
    id: 'patient.activities.noneBody',
    defaultMessage:
      'Les activités de votre établissement et du catalogue oxilio apparaîtront ici dès qu’elles seront proposées.',
  },
});

export interface ActivitiesOverviewProps {
  patientId: string;
  /** The page of an activity, from its id. */
  detailHref: (activityId: string) => string;
}

/**
 * The patient's adapted activities: those they take part in, then those offered by their
 * establishment and by the catalogue, each to enrol in or leave.
 */
export function ActivitiesOverview({ patientId, detailHref }: ActivitiesOverviewProps) {
  const intl = useIntl();
  const query = usePatientActivities(patientId);
  // After enrolling or leaving, the card moves to the other list; the focus follows it.
  const { onEnrolment, status } = useEnrolment(patientId, query.data);

  const cards = (activities: AdaptedActivity[]) => (
    <ul className={styles.grid}>
      {activities.map((activity) => (
        <li key={activity.id} className={styles.gridItem}>
          <ActivityCard
            activity={activity}
            titleId={activityTitleId(activity.id)}
            detailHref={detailHref(activity.id)}
            onEnrolment={onEnrolment(activity)}
          />
        </li>
      ))}
    </ul>
  );

  const section = (title: string, activities: AdaptedActivity[], empty: ReactNode) => (
    <Stack as="section" gap="lg" aria-label={title}>
      <Heading level={2}>{title}</Heading>
      {activities.length > 0 ? cards(activities) : empty}
    </Stack>
  );

  return (
    <>
      <div role="status">
        <VisuallyHidden>{status}</VisuallyHidden>
      </div>
      <DataState
        query={query}
        isEmpty={(list) => list.activities.length === 0}
        empty={
          <EmptyState
            icon={CalendarHeart}
            headingLevel={2}
            title={intl.formatMessage(messages.noneTitle)}
            description={intl.formatMessage(messages.noneBody)}
          />
        }
      >
        {({ activities }) => {
          const mine = activities.filter((item) => item.enrolled);
          const offered = activities.filter((item) => !item.enrolled);
          return (
            <Stack gap="xxl">
              {section(
                intl.formatMessage(messages.mine),
                mine,
                <EmptyState
                  icon={Sparkles}
                  size="compact"
                  title={intl.formatMessage(messages.mineEmptyTitle)}
                  description={intl.formatMessage(messages.mineEmptyBody)}
                />,
              )}
              {section(
                intl.formatMessage(messages.establishment),
                offered.filter((item) => item.establishmentId !== null),
                <Text tone="muted">{intl.formatMessage(messages.establishmentEmpty)}</Text>,
              )}
              {section(
                intl.formatMessage(messages.catalogue),
                offered.filter((item) => item.establishmentId === null),
                <Text tone="muted">{intl.formatMessage(messages.catalogueEmpty)}</Text>,
              )}
            </Stack>
          );
        }}
      </DataState>
    </>
  );
}
