import { useParams } from 'react-router-dom';
import { useCurrentUser } from '../../users';
import type { FollowedPatientRef } from '../api/getFollowedPatient';

/**
 * The patient of the page (`:id` of the route) and the signed-in rehabilitator; null until the
 * current user is known.
 */
export function useFollowedPatientRef(): FollowedPatientRef | null {
  const { id } = useParams();
  const rehabilitatorId = useCurrentUser().data?.reeducatorId;
  return id && rehabilitatorId ? { patientId: id, rehabilitatorId } : null;
}
