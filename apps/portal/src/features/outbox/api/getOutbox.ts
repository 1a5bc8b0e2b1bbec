import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.system.outbox;

/** The debug outbox, newest first (only when the API runs with the debug flag). */
export function useOutbox() {
  return useSWR(pathOf(endpoint), () => dataOf(api.call(endpoint)));
}
