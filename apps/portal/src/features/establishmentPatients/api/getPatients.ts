import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = apiRoutes.establishments.patients;

const inputOf = (establishmentId: string, archived: boolean) =>
  ({ params: { id: establishmentId }, query: { archived } }) as const;

/** The establishment's current (or archived) patients and its pending patient invitations. */
export const establishmentPatientsKey = (establishmentId: string, archived: boolean) =>
  pathOf(endpoint, inputOf(establishmentId, archived));

const fetchPatients = (establishmentId: string, archived: boolean) =>
  dataOf(api.call(endpoint, inputOf(establishmentId, archived)));

export function useEstablishmentPatients(
  establishmentId: string | null | undefined,
  archived = false,
) {
  return useSWR(establishmentId ? establishmentPatientsKey(establishmentId, archived) : null, () =>
    fetchPatients(establishmentId as string, archived),
  );
}

/** `useEstablishmentPatients(establishmentId)`'s read, started early (boot/earlyReads.ts). */
export const preloadEstablishmentPatients = (establishmentId: string) =>
  startEarlyRead(establishmentPatientsKey(establishmentId, false), () =>
    fetchPatients(establishmentId, false),
  );
