import { Skeleton } from '@oxilio/ui';
import { DataState } from '../../../app/DataState';
import { useRelatives } from '../api/getRelatives';
import { RelativeForm } from './RelativeForm';
import { RelativesList } from './RelativesList';

export interface RelativesProps {
  /** Whose relatives. */
  patientId: string;
  /** The card's heading level. @defaultValue 3 */
  headingLevel?: 2 | 3;
}

/** The patient's own relatives: the list, each removable, and the form to add one under it. */
export function MyRelatives({ patientId, headingLevel = 3 }: RelativesProps) {
  const query = useRelatives(patientId);
  return (
    <DataState query={query} loading={<Skeleton shape="rect" height="14rem" />}>
      {(relatives) => (
        <RelativesList
          patientId={patientId}
          relatives={relatives}
          headingLevel={headingLevel}
          after={<RelativeForm patientId={patientId} headingLevel={headingLevel === 2 ? 3 : 4} />}
        />
      )}
    </DataState>
  );
}

/** A patient's relatives as their care team reads them: who to call, read only. */
export function PatientRelativesCard({ patientId, headingLevel = 3 }: RelativesProps) {
  const query = useRelatives(patientId);
  return (
    <DataState query={query} loading={<Skeleton shape="rect" height="8rem" />}>
      {(relatives) => (
        <RelativesList
          patientId={patientId}
          relatives={relatives}
          audience="careTeam"
          headingLevel={headingLevel}
        />
      )}
    </DataState>
  );
}
