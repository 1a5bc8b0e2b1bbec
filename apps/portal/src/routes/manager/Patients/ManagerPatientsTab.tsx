import { Skeleton, Stack } from '@oxilio/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';
import { DataState } from '../../../app/DataState';
import { useSession } from '../../../auth/session';
import {
  FollowUpList,
  followUpSearchParams,
  parseFollowUpSearch,
  PendingRegistrations,
  useEstablishmentFollowUp,
  useEstablishmentPatients,
  type FollowUpSearch,
} from '../../../features/establishmentPatients';
import { managerAskFollowUpHref, managerPatientHref } from '../managerLinks';

/**
 * /responsable/patients/list: the pending registrations, then every current patient with the
 * rehabilitator's indicators, who follows them and what they lack, with the action for each;
 * filter, sort, rehabilitator and name are kept in the URL (`?filtre=…&tri=…`).
 */
export function ManagerPatientsTab() {
  const { user } = useSession();
  const establishmentId = user?.establishmentId ?? '';
  const [params, setParams] = useSearchParams();
  const search = parseFollowUpSearch(params);
  const patients = useEstablishmentPatients(establishmentId || null);
  const followUp = useEstablishmentFollowUp(establishmentId || null, search);
  const change = useCallback(
    (next: Partial<FollowUpSearch>) =>
      // Typing a name replaces the entry rather than adding one per letter to the history.
      setParams(followUpSearchParams({ ...parseFollowUpSearch(params), ...next }), {
        replace: 'name' in next,
      }),
    [params, setParams],
  );
  return (
    <Stack gap="xl">
      {patients.data ? (
        <PendingRegistrations
          establishmentId={establishmentId}
          applications={patients.data.patientApplications}
        />
      ) : null}
      <DataState query={followUp} loading={<Skeleton shape="text" lines={8} />}>
        {(data) => (
          <FollowUpList
            establishmentId={establishmentId}
            data={data}
            search={search}
            onSearchChange={change}
            hrefOf={managerPatientHref}
            askHrefOf={managerAskFollowUpHref}
            updating={followUp.isValidating}
          />
        )}
      </DataState>
    </Stack>
  );
}

export default ManagerPatientsTab;
