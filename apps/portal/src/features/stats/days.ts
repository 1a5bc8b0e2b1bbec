import { defaultTimeZone, todayIn } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../app/api';
import { dataOf } from '../../app/swr';

/*
 * "Today" in the portal, by the one rule of packages/domain/src/days.ts (docs/product.md#days):
 * the calendar day in the establishment's time zone, as the API counts it, never the device's
 * clock. The time zone is the establishment's (`GET /Establishments/{id}`, under the same SWR key
 * as features/establishment's `useEstablishment`, so one request serves both); Europe/Paris for a
 * user without an establishment, and until the establishment is read (or if it cannot be), so that
 * no screen waits for it: a day that differs once it is known only asks again.
 */

const endpoint = apiRoutes.establishments.get;

/** The time zone of an establishment; Europe/Paris without one, or until it is read. */
export function useEstablishmentTimeZone(establishmentId: string | null | undefined): string {
  const establishment = useSWR(
    establishmentId ? pathOf(endpoint, { params: { id: establishmentId } }) : null,
    establishmentId ? () => dataOf(api.call(endpoint, { params: { id: establishmentId } })) : null,
  );
  return establishment.data?.timeZone ?? defaultTimeZone;
}

/** Today (`YYYY-MM-DD`) where an establishment is: see the rule above. */
export function useEstablishmentToday(establishmentId: string | null | undefined): string {
  return todayIn(useEstablishmentTimeZone(establishmentId));
}
