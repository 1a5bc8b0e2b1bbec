import { pathOf } from '@oxilio/domain/client';
import { usersRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const endpoint = usersRoutes.me;

export const currentUserKey = pathOf(endpoint);

export const fetchCurrentUser = () => dataOf(api.call(endpoint));

/** `useCurrentUser`'s read, started early (boot/earlyReads.ts). */
export const preloadCurrentUser = () => startEarlyRead(currentUserKey, fetchCurrentUser);

/** Who is signed in: names, email, language, roles, establishments (in the signed-in shell). */
export function useCurrentUser() {
  return useSWR(currentUserKey, fetchCurrentUser, { revalidateOnFocus: false });
}
