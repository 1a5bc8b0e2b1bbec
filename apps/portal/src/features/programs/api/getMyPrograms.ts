import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.programs.rehabilitatorPrograms;

/** The rehabilitator's own programs. */
export const myProgramsKey = (rehabilitatorId: string) =>
  pathOf(endpoint, { params: { id: rehabilitatorId } });

/** No request without a rehabilitator id. */
export function useMyPrograms(rehabilitatorId: string | null | undefined) {
  return useSWR(rehabilitatorId ? myProgramsKey(rehabilitatorId) : null, () =>
    dataOf(api.call(endpoint, { params: { id: rehabilitatorId! } })),
  );
}
