import { formatDayOfInstant, roleLabel } from '@oxilio/domain';
import type { UserEstablishment } from '@oxilio/domain/contract';
import { Badge, Card, EmptyState, ListRow, ListRows, Stack, Text } from '@oxilio/ui';
import { Building2 } from 'lucide-react';
import { useIntl } from 'react-intl';
import { defineMessages } from '../../../i18n/defineMessages';
import { useTimeZone } from '../../stats';

const messages = defineMessages({
  title: {
    id: 'patient.account.workPlaces.title',
    defaultMessage: '{count, plural, one {Mon établissement} other {Mes établissements}}',
  },
  since: { id: 'patient.account.workPlaces.since', defaultMessage: 'Depuis le {date}' },
  emptyTitle: {
    id: 'patient.account.workPlaces.emptyTitle',
    defaultMessage: 'Aucun établissement n’est lié à votre compte pour le moment.',
  },
  emptyBody: {
    id: 'patient.account.workPlaces.emptyBody',
    defaultMessage:
      'Quand un établissement vous accueillera, il apparaîtra ici et pourra vous associer un oxilio.',
  },
  professionalTitle: {
    id: 'account.workPlaces.professional.title',
    defaultMessage: '{count, plural, one {Mon lieu de travail} other {Mes lieux de travail}}',
  },
  professionalEmptyBody: {
    id: 'account.workPlaces.professional.emptyBody',
    defaultMessage: 'Quand un établissement vous ajoutera à son équipe, il apparaîtra ici.',
  },
});

export interface WorkPlacesCardProps {
  /** The establishments of the signed-in user (`GET /users/me`). */
  establishments: readonly UserEstablishment[];
  /**
   * Who reads: a patient (their establishment, which can associate an oxilio) or a professional
   * (the places they work in). @defaultValue 'patient'
   */
  audience?: 'patient' | 'professional';
}

/** The establishments the user belongs to, and as what. */
export function WorkPlacesCard({ establishments, audience = 'patient' }: WorkPlacesCardProps) {
  const intl = useIntl();
  const timeZone = useTimeZone();
  const professional = audience === 'professional';
  return (
    <Card
      as="section"
      title={intl.formatMessage(professional ? messages.professionalTitle : messages.title, {
        count: Math.max(establishments.length, 1),
      })}
      headingLevel={3}
    >
      {establishments.length === 0 ? (
        <EmptyState
          icon={Building2}
          size="compact"
          title={intl.formatMessage(messages.emptyTitle)}
          description={intl.formatMessage(
            professional ? messages.professionalEmptyBody : messages.emptyBody,
          )}
        />
      ) : (
        <ListRows variant="muted">
          {establishments.map((place) => (
            <ListRow key={`${place.establishmentId}-${place.as}`}>
              <Stack gap="xs">
                <Text weight="bold">{place.name}</Text>
                <div>
                  <Badge tone="primary">{intl.formatMessage(roleLabel[place.as])}</Badge>
                </div>
                {place.since ? (
                  <Text tone="muted" size="small">
                    {intl.formatMessage(messages.since, {
                      date: formatDayOfInstant(place.since, undefined, timeZone),
                    })}
                  </Text>
                ) : null}
              </Stack>
            </ListRow>
          ))}
        </ListRows>
      )}
    </Card>
  );
}
