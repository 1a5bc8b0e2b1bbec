import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.programs.list;

/** Every program the caller may use: the product (oxilio) programs and their own. */
export const programsKey = () => pathOf(endpoint);

export function usePrograms() {
  return useSWR(programsKey(), () => dataOf(api.call(endpoint)));
}
