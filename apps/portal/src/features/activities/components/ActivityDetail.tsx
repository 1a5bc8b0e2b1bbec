import { Alert, Link, Stack, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { defineMessages } from '../../../i18n/defineMessages';
import { usePatientActivities } from '../api/getPatientActivities';
import { ActivityCard } from './ActivityCard';
import { activityTitleId, useEnrolment } from './useEnrolment';

const messages = defineMessages({
  notOffered: {
    id: 'patient.activities.notOffered',
    defaultMessage: 'Cette activité n’est plus proposée.',
  },
  backToList: {
    id: 'patient.activities.backToList',
    defaultMessage: 'Voir toutes les activités adaptées',
  },
});

export interface ActivityDetailProps {
  patientId: string;
  activityId: string;
  /** The list of the activities. */
  listHref: string;
}

/** One activity offered to the patient, with enrolling or leaving; the way back to the list. */
export function ActivityDetail({ patientId, activityId, listHref }: ActivityDetailProps) {
  const intl = useIntl();
  const query = usePatientActivities(patientId);
  const { onEnrolment, status } = useEnrolment(patientId, query.data);
  const back = (
    <Link as={RouterLink} to={listHref} standalone>
      {intl.formatMessage(messages.backToList)}
    </Link>
  );
  return (
    <Stack gap="lg">
      <div role="status">
        {status ? (
          <Text tone="success" weight="bold">
            {status}
          </Text>
        ) : null}
      </div>
      <DataState query={query}>
        {({ activities }) => {
          const activity = activities.find((item) => item.id === activityId);
          return activity ? (
            <ActivityCard
              activity={activity}
              titleId={activityTitleId(activity.id)}
              headingLevel={2}
              onEnrolment={onEnrolment(activity)}
            />
          ) : (
            <Alert tone="info">{intl.formatMessage(messages.notOffered)}</Alert>
          );
        }}
      </DataState>
      <div>{back}</div>
    </Stack>
  );
}
