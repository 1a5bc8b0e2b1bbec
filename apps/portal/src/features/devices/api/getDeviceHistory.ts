import { pathOf } from '@oxilio/domain/client';
import { apiRoutes } from '@oxilio/domain/contract';
import useSWR from 'swr';
import { api } from '../../../app/api';
import { dataOf } from '../../../app/swr';

const endpoint = apiRoutes.managers.deviceHistory;

/** Which patients had a device, newest first; null asks nothing (the history is closed). */
export function useDeviceHistory(establishmentId: string, deviceId: string | null) {
  const input = { params: { id: establishmentId, deviceId: deviceId ?? '' } };
  return useSWR(deviceId ? pathOf(endpoint, input) : null, () => dataOf(api.call(endpoint, input)));
}
