import { formatDate, dayOfInstant } from '@oxilio/domain';
import type { DirectoryEstablishment, PatientRegistration } from '@oxilio/domain/contract';
import { Alert, Button, Card, Stack, Text } from '@oxilio/ui';
import { Send } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useWrite } from '../../../app/useWrite';
import { WriteNotice } from '../../../app/WriteNotice';
import { useLocale } from '../../../i18n/LocaleProvider';
import { askEstablishmentWrite, usePatientRegistration } from '../api/registrations';
import { registrationMessages as messages } from '../messages';
import { EstablishmentPicker, type EstablishmentPick } from './EstablishmentPicker';
import { useTimeZone } from '../../stats';

export interface MyEstablishmentCardProps {
  patientId: string;
  /** The directory's search (the stories give their own). */
  search?: (query: string) => Promise<DirectoryEstablishment[]>;
}

/**
 * The profile's "be followed by an establishment" for a patient no establishment follows: where
 * their request stands (none, pending, refused) and a search to ask one, or another. Nothing once
 * an establishment follows them (the establishments card says which).
 */
export function MyEstablishmentCard({ patientId, search }: MyEstablishmentCardProps) {
  const registration = usePatientRegistration(patientId);
  return (
    <DataState query={registration}>
      {(data) =>
        data.establishment ? null : (
          <RegistrationCard patientId={patientId} registration={data} search={search} />
        )
      }
    </DataState>
  );
}

function RegistrationCard({
  patientId,
  registration,
  search,
}: {
  patientId: string;
  registration: PatientRegistration;
  search?: MyEstablishmentCardProps['search'];
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  // A patient without an establishment yet: Europe/Paris, the product's default.
  const timeZone = useTimeZone();
  const [pick, setPick] = useState<EstablishmentPick>({ establishmentId: null, name: '' });
  const [missing, setMissing] = useState(false);
  const ask = useWrite({
    ...askEstablishmentWrite(patientId),
    success: (establishment) => ({
      message: messages.asked,
      values: { establishment: establishment.name },
    }),
    problems: { 409: messages.alreadyFollowed },
    failure: messages.askFailed,
  });
  const request = registration.request;
  const state =
    request?.status === 'pending'
      ? intl.formatMessage(messages.pendingBody, {
          establishment: request.establishment.name,
          date: formatDate(dayOfInstant(request.createdAt, timeZone), locale),
        })
      : request?.status === 'refused'
        ? intl.formatMessage(messages.refusedBody, { establishment: request.establishment.name })
        : intl.formatMessage(messages.noneBody);

  return (
    <Card as="section" title={intl.formatMessage(messages.cardTitle)} headingLevel={3}>
      <Stack gap="lg">
        {request?.status === 'refused' ? (
          <Alert tone="warning">{state}</Alert>
        ) : request?.status === 'pending' ? (
          <Alert tone="info">{state}</Alert>
        ) : (
          <Text>{state}</Text>
        )}
        {request?.status === 'pending' ? (
          <Text tone="muted">{intl.formatMessage(messages.askOther)}</Text>
        ) : null}
        <EstablishmentPicker
          name="registrationSearch"
          value={pick}
          onChange={(next) => {
            setPick(next);
            setMissing(false);
          }}
          search={search}
          error={missing ? intl.formatMessage(messages.askNeedsPick) : undefined}
        />
        <WriteNotice notice={ask.notice} />
        <div>
          <Button
            icon={Send}
            loading={ask.isMutating}
            onClick={async () => {
              if (!pick.establishmentId) {
                setMissing(true);
                return;
              }
              const result = await ask.trigger({
                establishmentId: pick.establishmentId,
                name: pick.name,
                town: null,
              });
              if (result?.ok) {
                setPick({ establishmentId: null, name: '' });
              }
            }}
          >
            {intl.formatMessage(messages.ask)}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
