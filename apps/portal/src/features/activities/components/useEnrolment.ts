import type { AdaptedActivity } from '@oxilio/domain/contract';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useSetEnrolment } from '../api/setEnrolment';

const messages = defineMessages({
  enrolledNow: {
    id: 'patient.activities.enrolledNow',
    defaultMessage: 'Vous participez désormais à « {name} ».',
  },
  leftNow: {
    id: 'patient.activities.leftNow',
    defaultMessage: 'Vous ne participez plus à « {name} ».',
  },
});

/** The id of an activity card's title. */
export const activityTitleId = (activityId: string) => `activity-${activityId}`;

/**
 * Enrolling and leaving from a card (the card shows the pending state and the problem): once it
 * went through, a status message to announce, then the focus goes to the card's title (its button
 * changed, or the card moved).
 */
export function useEnrolment(patientId: string, data: unknown) {
  const intl = useIntl();
  const setEnrolment = useSetEnrolment();
  const [status, setStatus] = useState('');
  const [focusId, setFocusId] = useState<string | null>(null);

  useEffect(() => {
    if (focusId) {
      document.getElementById(activityTitleId(focusId))?.focus();
      setFocusId(null);
    }
  }, [focusId, data]);

  const onEnrolment = (activity: AdaptedActivity) => async (enrolled: boolean) => {
    const result = await setEnrolment(patientId, activity.id, enrolled);
    if (!result.ok) {
      return result;
    }
    setStatus(
      intl.formatMessage(enrolled ? messages.enrolledNow : messages.leftNow, {
        name: activity.name,
      }),
    );
    setFocusId(activity.id);
    return result;
  };

  return { onEnrolment, status };
}
