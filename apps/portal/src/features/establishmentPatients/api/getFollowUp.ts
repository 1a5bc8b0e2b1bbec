import type { EvolutionPeriod } from '@oxilio/domain';
import { pathOf } from '@oxilio/domain/client';
import { apiRoutes, type FollowUpFilter, type FollowUpSort } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';
import { startEarlyRead } from '../../../boot/earlyReadStore';

const followUp = apiRoutes.establishments.followUp;
const evolution = apiRoutes.stats.establishmentEvolution;

export interface FollowUpRequest {
  filter: FollowUpFilter;
  sort: FollowUpSort;
  rehabilitator: string | null;
}

/** Only what differs from the API's defaults: the default list has one key, whoever asks. */
function followUpInput(establishmentId: string, { filter, sort, rehabilitator }: FollowUpRequest) {
  return {
    params: { id: establishmentId },
    query: {
      ...(filter === 'all' ? {} : { filter }),
      ...(sort === 'name' ? {} : { sort }),
      ...(rehabilitator ? { rehabilitator } : {}),
    },
  } as const;
}

const followUpKey = (establishmentId: string, request: FollowUpRequest) =>
  pathOf(followUp, followUpInput(establishmentId, request));

const fetchFollowUp = (establishmentId: string, request: FollowUpRequest) =>
  dataOf(api.call(followUp, followUpInput(establishmentId, request)));

const everyone: FollowUpRequest = { filter: 'all', sort: 'name', rehabilitator: null };

/**
 * The current patients with their indicators, who follows them and what they lack, as the API
 * sorts and filters them; the previous answer stays on screen while another is asked.
 */
export function useEstablishmentFollowUp(
  establishmentId: string | null | undefined,
  request: FollowUpRequest = everyone,
) {
  return useSWR(
    establishmentId ? followUpKey(establishmentId, request) : null,
    () => fetchFollowUp(establishmentId as string, request),
    { keepPreviousData: true },
  );
}

const evolutionInput = (establishmentId: string, period: EvolutionPeriod) =>
  ({
    params: { id: establishmentId },
    query: period === '7d' ? {} : { period },
  }) as const;

/** The establishment's activity over the period against the one before, computed by the API. */
export function useEstablishmentEvolution(
  establishmentId: string | null | undefined,
  period: EvolutionPeriod,
) {
  return useSWR(
    establishmentId ? pathOf(evolution, evolutionInput(establishmentId, period)) : null,
    () => dataOf(api.call(evolution, evolutionInput(establishmentId as string, period))),
    { keepPreviousData: true },
  );
}

/** The home's first evolution (7 days), started early. */
export const preloadEvolution = (establishmentId: string) =>
  startEarlyRead(pathOf(evolution, evolutionInput(establishmentId, '7d')), () =>
    dataOf(api.call(evolution, evolutionInput(establishmentId, '7d'))),
  );
