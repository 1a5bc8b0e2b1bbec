import { defaultTimeZone, todayIn } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import { createContext, createElement, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import { api } from '../../app/api';
import { dataOf } from '../../app/swr';
import { useSignedInUser } from '../../auth/session';

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

/*
 * One clock (docs/decisions/one-clock.md): every instant a screen shows (an invitation sent, a
 * session, a goal closed, an access) is written in the time zone of the establishment the screen
 * is about. A patient's and a manager's screens are about their own establishment; a
 * rehabilitator's patient file is about the patient's, which its layout names with
 * `TimeZoneScope`. Lists that mix establishments carry each row's zone from the API.
 */
const ScopedEstablishment = createContext<string | null | undefined>(undefined);

/** Names the establishment whose clock the screens inside follow (a patient file's). */
export function TimeZoneScope({
  establishmentId,
  children,
}: {
  establishmentId: string | null | undefined;
  children: ReactNode;
}) {
  return createElement(ScopedEstablishment.Provider, { value: establishmentId ?? null }, children);
}

/**
 * The time zone this screen's instants are shown in: the establishment named by the nearest
 * `TimeZoneScope`, else the signed-in user's establishment, else Europe/Paris.
 */
export function useTimeZone(): string {
  const scoped = useContext(ScopedEstablishment);
  const own = useSignedInUser()?.establishmentId;
  return useEstablishmentTimeZone(scoped === undefined ? own : scoped);
}
