import type { EvolutionPeriod } from '@oxilio/domain';
import { Text } from '@oxilio/ui';
import { useIntl } from 'react-intl';
import { DataState, isSettled, SettledSections } from '../../../app/DataState';
import { PatientDeviceActions } from '../../../features/devices';
import {
  ActivityOverview,
  EvolutionOverview,
  InvitePatientForm,
  PatientsList,
  patientsMessages,
  useActivityWeeks,
  useEstablishmentEvolution,
  useEstablishmentPatients,
} from '../../../features/establishmentPatients';
import { managerPatientHref, managerPatientsListPath } from '../managerLinks';
import { ActivitySkeleton, PatientsSkeleton } from './managerHomeSkeletons';

/**
 * The manager's home below its first screen (ManagerHomePage.tsx): a chunk of its own, loaded as
 * the user comes near it (app/WhenNear.tsx). The activity's evolution and the objectives met per
 * patient (each reads its own answer, asked for as the portal started: boot/earlyReads.ts).
 */
export function ActivityBody({
  establishmentId,
  period,
  onPeriodChange,
}: {
  establishmentId: string;
  period: EvolutionPeriod;
  onPeriodChange: (period: EvolutionPeriod) => void;
}) {
  const evolution = useEstablishmentEvolution(establishmentId, period);
  const activity = useActivityWeeks(establishmentId);
  // Together once both have answered: one coming first would be pushed down, or push "Mes
  // patients" down, as the other arrives.
  return (
    <SettledSections
      settled={isSettled(evolution) && activity.settled}
      loading={<ActivitySkeleton />}
    >
      {() => (
        <>
          <EvolutionOverview
            establishmentId={establishmentId}
            period={period}
            onPeriodChange={onPeriodChange}
          />
          <ActivityOverview establishmentId={establishmentId} />
        </>
      )}
    </SettledSections>
  );
}

/** My patients with their devices (the first 8, a link to all), then adding a patient. */
export function PatientsBody({ establishmentId }: { establishmentId: string }) {
  const intl = useIntl();
  const patients = useEstablishmentPatients(establishmentId || null);
  return (
    <DataState query={patients} loading={<PatientsSkeleton />}>
      {(data) => (
        <PatientsList
          patients={data.patients}
          hrefOf={managerPatientHref}
          limit={{ count: 8, allHref: managerPatientsListPath }}
          empty={<Text tone="muted">{intl.formatMessage(patientsMessages.none)}</Text>}
          renderActions={(patient) => (
            <PatientDeviceActions establishmentId={establishmentId} patient={patient} />
          )}
        />
      )}
    </DataState>
  );
}

/** Adding a patient by invitation, at the end of the page. */
export function InviteBody({ establishmentId }: { establishmentId: string }) {
  return <InvitePatientForm establishmentId={establishmentId} />;
}
