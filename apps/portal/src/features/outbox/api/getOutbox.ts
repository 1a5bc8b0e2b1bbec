import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, debugTokenHeader } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.system.outbox;

/**
 * The debug outbox, newest first (only when the API runs with the debug flag, asked with its
 * token); nothing is asked without a token.
 */
export function useOutbox(token: string | null) {
  return useSWR(token === null ? null : [pathOf(endpoint), token], () =>
    dataOf(api.call(endpoint, { headers: { [debugTokenHeader]: token ?? '' } })),
  );
}
