import type { ApiResult } from '@oxilio/domain/client';
import type { AdaptedActivity } from '@oxilio/domain/contract';
import {
  Alert,
  Badge,
  Button,
  Card,
  ConfirmAction,
  Inline,
  Link,
  Stack,
  Text,
  VisuallyHidden,
} from '@oxilio/ui';
import { CalendarClock, Check, LogOut, Plus } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link as RouterLink } from 'react-router-dom';
import { useWrite } from '../../../app/useWrite';
import { defineMessages } from '../../../i18n/defineMessages';
import * as styles from './activities.css';

export const activityMessages = defineMessages({
  establishment: {
    id: 'patient.activities.source.establishment',
    defaultMessage: 'Dans mon établissement',
  },
  catalogue: {
    id: 'patient.activities.source.catalogue',
    defaultMessage: 'Catalogue oxilio, chez vous',
  },
  enrolled: { id: 'patient.activities.enrolled', defaultMessage: 'Vous participez' },
  when: { id: 'patient.activities.when', defaultMessage: 'Quand et où' },
  noSchedule: {
    id: 'patient.activities.noSchedule',
    defaultMessage: 'Horaire à venir : renseignez-vous auprès de votre établissement.',
  },
  enrol: { id: 'patient.activities.enrol', defaultMessage: 'Participer' },
  leave: { id: 'patient.activities.leave', defaultMessage: 'Ne plus participer' },
  leaveTitle: {
    id: 'patient.activities.leaveTitle',
    defaultMessage: 'Ne plus participer à « {name} » ?',
  },
  leaveBody: {
    id: 'patient.activities.leaveBody',
    defaultMessage: 'Vous pourrez vous inscrire de nouveau à tout moment.',
  },
  cancel: { id: 'patient.activities.cancel', defaultMessage: 'Annuler' },
  details: { id: 'patient.activities.details', defaultMessage: 'Voir le détail' },
});

export interface ActivityCardProps {
  activity: AdaptedActivity;
  /** The id of the card's title, which takes the focus after the patient enrols or leaves. */
  titleId: string;
  /** Where the activity's page is (its description and schedule, the sound programs). */
  detailHref?: string;
  /** Enrols (true) or leaves (false); the card shows the problem of a refusal or failure. */
  onEnrolment: (enrolled: boolean) => Promise<ApiResult<unknown>>;
  /** Level of the title. @defaultValue 3 */
  headingLevel?: 2 | 3;
}

/** One adapted activity: where it comes from, when and where, and enrolling or leaving. */
export function ActivityCard({
  activity,
  titleId,
  detailHref,
  onEnrolment,
  headingLevel = 3,
}: ActivityCardProps) {
  const intl = useIntl();
  const enrolment = useWrite({ call: onEnrolment });
  const Title = `h${headingLevel}` as const;
  const enrolled = activity.enrolled === true;

  // Every card has the same buttons: the activity's name describes them.
  const about = { 'aria-describedby': titleId };
  return (
    <Card as="article" className={styles.card} aria-labelledby={titleId}>
      <Stack gap="md">
        <Inline gap="sm" wrap>
          <Badge tone={activity.establishmentId === null ? 'info' : 'primary'}>
            {intl.formatMessage(
              activity.establishmentId === null
                ? activityMessages.catalogue
                : activityMessages.establishment,
            )}
          </Badge>
          {enrolled ? (
            <Badge tone="success" icon={Check}>
              {intl.formatMessage(activityMessages.enrolled)}
            </Badge>
          ) : null}
        </Inline>
        <Title id={titleId} tabIndex={-1} className={styles.title}>
          {activity.name}
        </Title>
        <dl className={styles.schedule}>
          <dt className={styles.scheduleIcon}>
            <CalendarClock aria-hidden="true" focusable="false" size={22} />
            <VisuallyHidden>{intl.formatMessage(activityMessages.when)}</VisuallyHidden>
          </dt>
          <dd className={styles.scheduleText}>
            {activity.schedule ?? intl.formatMessage(activityMessages.noSchedule)}
          </dd>
        </dl>
        {activity.description ? <Text tone="muted">{activity.description}</Text> : null}
        {enrolment.error ? <Alert tone="danger">{enrolment.error}</Alert> : null}
        <Inline gap="md" alignY="center" wrap>
          {enrolled ? (
            <ConfirmAction
              label={intl.formatMessage(activityMessages.leave)}
              icon={LogOut}
              variant="secondary"
              {...about}
              tone="default"
              pending={enrolment.isMutating}
              title={intl.formatMessage(activityMessages.leaveTitle, { name: activity.name })}
              description={intl.formatMessage(activityMessages.leaveBody)}
              cancelLabel={intl.formatMessage(activityMessages.cancel)}
              onConfirm={() => enrolment.trigger(false)}
            />
          ) : (
            <Button
              icon={Plus}
              loading={enrolment.isMutating}
              onClick={() => void enrolment.trigger(true)}
              {...about}
            >
              {intl.formatMessage(activityMessages.enrol)}
            </Button>
          )}
          {detailHref ? (
            <Link as={RouterLink} to={detailHref} standalone {...about}>
              {intl.formatMessage(activityMessages.details)}
            </Link>
          ) : null}
        </Inline>
      </Stack>
    </Card>
  );
}
