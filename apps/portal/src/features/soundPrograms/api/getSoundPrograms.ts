import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.soundPrograms.list;

const soundProgramsKey = pathOf(endpoint);

/** The sound programs: reference data, the same for everyone (fetched once per session). */
export function useSoundPrograms() {
  return useSWR(soundProgramsKey, () => dataOf(api.call(endpoint)), {
    revalidateOnFocus: false,
  });
}
