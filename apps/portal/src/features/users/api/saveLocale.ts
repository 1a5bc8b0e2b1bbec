import type { Locale } from '@oxilio/locales';
import { apiRoutes } from '@oxilio/domain/contract';
import { mutate } from 'swr';
import { api } from '../../../app/api';
import { currentUserKey } from './getCurrentUser';

/**
 * Saves the language on the account (applied at sign-in on any device), then refreshes the
 * current user. A failure leaves the language chosen on this device: it is tried again at the next
 * change.
 */
export async function saveLocale(userId: string, locale: Locale) {
  const result = await api.call(apiRoutes.patients.patchUser, {
    params: { id: userId },
    body: { locale },
  });
  if (result.ok) {
    await mutate(currentUserKey);
  }
  return result;
}
