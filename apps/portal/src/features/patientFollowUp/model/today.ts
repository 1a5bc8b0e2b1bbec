import { useEstablishmentToday } from '../../stats';
import { useFollowedPatient, type FollowedPatientRef } from '../api/getFollowedPatient';

/**
 * Today where a followed patient's establishment is, as the API counts their days
 * (docs/product.md#days): Europe/Paris until the patient and their establishment are read.
 */
export function useFollowedPatientToday(ref: FollowedPatientRef | null): string {
  return useEstablishmentToday(useFollowedPatient(ref).data?.establishmentId);
}
