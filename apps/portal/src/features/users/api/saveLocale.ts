import type { Locale } from '@oxilio/locales';
import { patientsRoutes } from '@oxilio/domain/contract';
import { api } from '../../../app/api';

/**
 * Saves the language on the account (applied at sign-in on any device); written through
 * `useWrite`, which refreshes the current user once it went through. A failure leaves the language
 * chosen on this device: it is tried again at the next change.
 */
export const saveLocale = (userId: string, locale: Locale) =>
  api.call(patientsRoutes.patchUser, { params: { id: userId }, body: { locale } });
