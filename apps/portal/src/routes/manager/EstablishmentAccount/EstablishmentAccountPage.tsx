import { Heading, Skeleton, Stack } from '@oxilio/ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { DataState } from '../../../app/DataState';
import { useScreenTitle } from '../../../app/useScreenTitle';
import { useSession } from '../../../auth/session';
import {
  EstablishmentForm,
  establishmentMessages as messages,
  InviteForm,
  ManagersCard,
  useEstablishment,
  useManagerChanges,
  useManagers,
  useSaveEstablishment,
} from '../../../features/establishment';
import {
  FhirClientsSection,
  registerFhirClientWrite,
  revokeFhirClientWrite,
  useFhirClients,
} from '../../../features/fhirClients';

/**
 * /responsable/etablissement/compte: the establishment's data (checked, SIRET included), then its
 * managers' accounts: the list, the invitations sent, inviting a professional helper; then the
 * health record systems connected to its FHIR interface.
 */
export default function EstablishmentAccountPage() {
  const intl = useIntl();
  const title = useScreenTitle();
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const establishment = useEstablishment(establishmentId || null);
  const save = useSaveEstablishment(establishmentId);
  const managers = useManagers(establishmentId || null);
  const changes = useManagerChanges(establishmentId);
  const fhirClients = useFhirClients(establishmentId || null);
  const fhirWrites = useMemo(
    () => ({
      register: registerFhirClientWrite(establishmentId),
      revoke: revokeFhirClientWrite(establishmentId),
    }),
    [establishmentId],
  );
  return (
    <Stack gap="lg">
      <Heading level={2}>{title}</Heading>
      <DataState query={establishment} loading={<Skeleton shape="text" lines={8} />}>
        {(data) => (
          <EstablishmentForm key={data.establishmentId} establishment={data} onSave={save} />
        )}
      </DataState>
      <DataState query={managers} loading={<Skeleton shape="text" lines={4} />}>
        {(data) => (
          <ManagersCard
            managers={data}
            onRemove={changes.remove}
            onCancelInvitation={changes.cancel}
          />
        )}
      </DataState>
      <InviteForm
        title={intl.formatMessage(messages.inviteManagerTitle)}
        namesRequired
        withFunction
        onInvite={(values) =>
          changes.invite({
            email: values.email,
            firstName: values.firstName.trim(),
            lastName: values.lastName.trim(),
            ...(values.function.trim() ? { function: values.function.trim() } : {}),
            locale: values.locale,
          })
        }
      />
      <FhirClientsSection
        query={fhirClients}
        register={fhirWrites.register}
        revoke={fhirWrites.revoke}
      />
    </Stack>
  );
}
