import { formatDate, formatPersonName } from '@oxilio/domain';
import type { EndedFollowUp } from '@oxilio/domain/contract';
import { Alert, ListCard, ListRow, Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';

export const endedFollowUpMessages = defineMessages({
  title: {
    id: 'reeducator.patients.ended.title',
    defaultMessage: 'Suivis arrêtés par vos patients',
  },
  intro: {
    id: 'reeducator.patients.ended.intro',
    defaultMessage:
      'Ces patients ont choisi de ne plus partager leurs données avec vous : leur dossier ne vous est plus accessible. Ils restent listés ici 30 jours.',
  },
  endedOn: {
    id: 'reeducator.patients.ended.on',
    defaultMessage: 'Suivi arrêté par le patient le {date}',
  },
  fileTitle: {
    id: 'reeducator.patients.ended.fileTitle',
    defaultMessage: 'Ce dossier ne vous est plus accessible',
  },
  fileEnded: {
    id: 'reeducator.patients.ended.file',
    defaultMessage:
      '{name} a arrêté le partage de ses données avec vous le {date}. Vous n’assurez plus son suivi ; une nouvelle demande de suivi reste possible de sa part.',
  },
  fileNotFollowed: {
    id: 'reeducator.patients.ended.fileNotFollowed',
    defaultMessage:
      'Vous ne suivez pas ce patient, ou son suivi a été arrêté. Retrouvez vos patients dans la liste.',
  },
});

export interface EndedFollowUpsProps {
  /** The follow-ups the patients ended lately (`GET /Reeducators/{id}/endedFollowUps`). */
  endedFollowUps: readonly EndedFollowUp[];
}

/**
 * The patients who stopped sharing their data with this rehabilitator lately, with the day: read,
 * not acted on (only the patient may ask again). Nothing when there is none.
 */
export function EndedFollowUps({ endedFollowUps }: EndedFollowUpsProps) {
  const intl = useIntl();
  if (endedFollowUps.length === 0) {
    return null;
  }
  return (
    <ListCard
      title={intl.formatMessage(endedFollowUpMessages.title)}
      variant="muted"
      before={<Text tone="muted">{intl.formatMessage(endedFollowUpMessages.intro)}</Text>}
    >
      {endedFollowUps.map((ended) => (
        <ListRow key={ended.followUpId}>
          <Text weight="bold">{formatPersonName(ended.patient)}</Text>
          <Text size="small" tone="muted">
            {intl.formatMessage(endedFollowUpMessages.endedOn, {
              date: formatDate(ended.endedOn),
            })}
          </Text>
        </ListRow>
      ))}
    </ListCard>
  );
}

export interface FollowUpEndedNoticeProps {
  /** The patient whose file the rehabilitator opened and may not read (404). */
  patientId: string;
  /** The follow-ups the patients ended lately, if known. */
  endedFollowUps: readonly EndedFollowUp[] | undefined;
}

/**
 * What a rehabilitator sees instead of a file they may not read: that the patient stopped sharing
 * with them, and when, if so; else that they do not follow this patient.
 */
export function FollowUpEndedNotice({ patientId, endedFollowUps }: FollowUpEndedNoticeProps) {
  const intl = useIntl();
  const ended = endedFollowUps?.find((item) => item.patient.patientId === patientId);
  return (
    <Alert tone="info" title={intl.formatMessage(endedFollowUpMessages.fileTitle)}>
      {ended
        ? intl.formatMessage(endedFollowUpMessages.fileEnded, {
            name: formatPersonName(ended.patient),
            date: formatDate(ended.endedOn),
          })
        : intl.formatMessage(endedFollowUpMessages.fileNotFollowed)}
    </Alert>
  );
}
